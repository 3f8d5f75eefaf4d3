/**
 * The messages of a claim's booking (issue 31 item 1), read-only for the operator deciding it:
 * newest first, paged, each with who sent it and when; a deleted message keeps its original
 * text and photos here, marked with when it was deleted.
 */
import { type ChatMessage, CONVERSATION_MSG, type OperatorConversation } from "@gaadi/shared";
import { Button } from "@/components/ui/button";
import { PrivatePhoto } from "@/components/ui/private-photo";
import { Spinner } from "@/components/ui/spinner";
import {
  useBookingConversations,
  useConversationMessages,
} from "@/features/operator/api/conversations";
import { errorMessage } from "@/lib/api-client";
import { formatInstant } from "@/lib/format-date";

export function ClaimConversation({ bookingId }: { bookingId: string }) {
  const found = useBookingConversations(bookingId);
  const conversation = found.data?.conversations[0];
  return (
    <section aria-label={CONVERSATION_MSG.operator.title} className="flex flex-col gap-2">
      <h4 className="font-semibold text-slate-900">{CONVERSATION_MSG.operator.title}</h4>
      {found.isPending ? (
        <Spinner />
      ) : found.isError ? (
        <p role="alert">{errorMessage(found.error, CONVERSATION_MSG.operator.loadFailed)}</p>
      ) : conversation ? (
        <Messages conversation={conversation} />
      ) : (
        <p className="text-sm text-slate-700">{CONVERSATION_MSG.operator.none}</p>
      )}
    </section>
  );
}

function Messages({ conversation: c }: { conversation: OperatorConversation }) {
  const pages = useConversationMessages(c._id);
  if (pages.isPending) return <Spinner />;
  if (pages.isError)
    return <p role="alert">{errorMessage(pages.error, CONVERSATION_MSG.operator.loadFailed)}</p>;
  const messages = pages.data.pages.flatMap((p) => p.messages);
  if (messages.length === 0)
    return <p className="text-sm text-slate-700">{CONVERSATION_MSG.operator.none}</p>;
  const nameOf = (m: ChatMessage) => (m.senderRole === "renter" ? c.renter.name : c.owner.name);
  return (
    <div className="flex flex-col gap-2">
      <ol className="flex flex-col gap-2 text-sm">
        {messages.map((m) => (
          <li key={m.id} className="rounded-lg border border-slate-200 p-2">
            <p className="text-slate-600">
              {nameOf(m)} ({m.senderRole}) · {formatInstant(m.createdAt)}
            </p>
            {m.text && <p className="whitespace-pre-wrap break-words text-slate-900">{m.text}</p>}
            {m.masked && (
              <p className="text-xs text-slate-600">{CONVERSATION_MSG.operator.masked}</p>
            )}
            {m.deletedAt && (
              <p className="text-xs font-medium text-red-700">
                {CONVERSATION_MSG.operator.deletedAt(formatInstant(m.deletedAt))}
              </p>
            )}
            {m.photos.length > 0 && (
              <ul className="mt-1 grid grid-cols-4 gap-2">
                {m.photos.map((p, i) => (
                  <li key={p.id}>
                    <PrivatePhoto url={p.url} alt={`${nameOf(m)}'s photo ${i + 1}`} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {pages.hasNextPage && (
        <Button
          type="button"
          variant="secondary"
          className="self-start"
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {CONVERSATION_MSG.operator.older}
        </Button>
      )}
    </div>
  );
}
