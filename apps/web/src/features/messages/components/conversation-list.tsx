/**
 * The conversation list (issue 31 item 5): the caller's conversations, latest activity first,
 * each a link showing the other party's picture and name, the car, the booking's status and
 * dates or 'Inquiry', the last message ('This message was deleted' for a deleted one, 'You: '
 * before one's own, the photo count for a photo alone), its time and the unread count. The
 * open conversation is marked (aria-current). An empty list says how conversations start.
 */
import {
  type ChatMessage,
  CONVERSATION_MSG,
  type Conversation,
  CONVERSATION_SCREEN_MSG as TEXT,
} from "@gaadi/shared";
import { MessagesSquare } from "lucide-react";
import { Link } from "react-router";
import { UserAvatar } from "@/components/ui/avatar";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { useConversations } from "@/features/messages/api/get-conversations";
import { listTime } from "@/features/messages/message-time";
import { cn } from "@/lib/cn";
import { useSession } from "@/lib/session";
import { BookingLine } from "./booking-line";
import { UnreadBadge } from "./unread-badge";

export function ConversationList({ activeId }: { activeId?: string | undefined }) {
  const conversations = useConversations();
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <header className="border-b border-slate-200 px-4 py-4 sm:px-5">
        <h1 className="text-2xl font-bold text-slate-900">{TEXT.title}</h1>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {conversations.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner label="Loading conversations..." />
          </div>
        ) : conversations.isError ? (
          <div className="p-4">
            <EmptyState icon={MessagesSquare} title={TEXT.loadFailed} tone="error" />
          </div>
        ) : conversations.data.length === 0 && activeId ? (
          // A new inquiry without a message yet is listed once its first message is sent.
          <p className="px-5 py-6 text-sm text-slate-500">{TEXT.listedOnceSent}</p>
        ) : conversations.data.length === 0 ? (
          <div className="p-4">
            <EmptyState icon={MessagesSquare} title={TEXT.emptyTitle} text={TEXT.emptyText}>
              <Link to="/cars" className={buttonClass("primary")}>
                {TEXT.browseCars}
              </Link>
            </EmptyState>
          </div>
        ) : (
          <ul aria-label="Conversations" className="divide-y divide-slate-100">
            {conversations.data.map((c) => (
              <li key={c._id}>
                <ConversationRow conversation={c} active={c._id === activeId} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function ConversationRow({
  conversation: c,
  active,
}: {
  conversation: Conversation;
  active: boolean;
}) {
  const unread = c.unread > 0;
  const when = c.lastMessage?.createdAt ?? c.createdAt;
  return (
    <Link
      to={`/messages/${encodeURIComponent(c._id)}`}
      aria-current={active ? "page" : undefined}
      className={cn(
        "flex gap-3 px-4 py-3.5 outline-none hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500 sm:px-5",
        active && "bg-brand-50 hover:bg-brand-50",
      )}
    >
      <UserAvatar name={c.other.name} image={c.other.image} className="size-11 text-base" />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <p
            className={cn(
              "truncate text-sm text-slate-900",
              unread ? "font-semibold" : "font-medium",
            )}
          >
            {c.other.name}
          </p>
          <time
            dateTime={when}
            className={cn(
              "shrink-0 text-xs",
              unread ? "font-medium text-brand-700" : "text-slate-500",
            )}
          >
            {listTime(when)}
          </time>
        </div>
        <p className="truncate text-xs text-slate-600">
          {c.car.brand} {c.car.model}
        </p>
        <BookingLine booking={c.booking} className="mt-1 text-xs" />
        <div className="mt-1 flex items-center justify-between gap-2">
          <p className={cn("truncate text-sm", unread ? "text-slate-900" : "text-slate-500")}>
            <Preview message={c.lastMessage} />
          </p>
          {unread && <UnreadBadge count={c.unread} />}
        </div>
      </div>
    </Link>
  );
}

/** The last message in a line: deleted, one's own ('You: '), photos only, or its text. */
function Preview({ message }: { message: ChatMessage | null }) {
  const { user } = useSession();
  if (!message) return <span className="italic">{TEXT.noMessagesYet}</span>;
  if (message.deletedAt) return <span className="italic">{CONVERSATION_MSG.deleted}</span>;
  const own = message.senderId === user?._id;
  const body = message.text || TEXT.photoCount(message.photos.length);
  return (
    <>
      {own && `${TEXT.you}: `}
      {body}
    </>
  );
}
