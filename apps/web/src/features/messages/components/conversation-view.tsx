/**
 * A conversation (issue 31 items 2, 3 and 5): its header (the other party, the car, the
 * booking's status and dates or 'Inquiry'), its messages oldest at the top and newest at the
 * bottom, grouped by India day, 'Load earlier messages' paging back by cursor, and the composer.
 * It opens at the newest message and follows new ones (the live stream writes them into the
 * cache, live-sync.ts) while the reader is at the bottom. Once the newest message is on screen
 * in a visible tab, the conversation is marked read up to it. Delete asks first.
 */
import { type ChatMessage, CONVERSATION_SCREEN_MSG as TEXT } from "@gaadi/shared";
import { MessagesSquare } from "lucide-react";
import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { useDeleteMessage } from "@/features/messages/api/delete-message";
import { useConversation } from "@/features/messages/api/get-conversation";
import { useMessages } from "@/features/messages/api/get-messages";
import { dayHeading, groupByDay } from "@/features/messages/message-time";
import { useMarkReadWhenSeen } from "@/features/messages/use-mark-read";
import { ApiError, errorMessage, toastApiError } from "@/lib/api-client";
import { useSession } from "@/lib/session";
import { toast } from "@/lib/toast";
import { useClock } from "@/lib/use-clock";
import { Composer } from "./composer";
import { ConversationHeader, ConversationSubheader } from "./conversation-header";
import { MessageBubble } from "./message-bubble";

/** How near the bottom (px) still counts as reading the newest messages. */
const NEAR_BOTTOM = 120;

export function ConversationView({ id }: { id: string }) {
  const conversation = useConversation(id);
  if (conversation.isPending) {
    return (
      <div className="flex flex-1 items-center justify-center">
        <Spinner label="Loading conversation..." />
      </div>
    );
  }
  if (!conversation.data) {
    const err = conversation.error;
    const refused = err instanceof ApiError && (err.status === 403 || err.status === 404);
    return (
      <div className="p-4">
        <EmptyState
          icon={MessagesSquare}
          tone="error"
          title={refused ? errorMessage(err, TEXT.conversationFailed) : TEXT.conversationFailed}
        />
      </div>
    );
  }
  const c = conversation.data;
  return (
    <>
      <ConversationHeader conversation={c} />
      <ConversationSubheader conversation={c} />
      <Thread id={id} unread={c.unread} />
      <Composer conversationId={id} contactsVisible={c.contactsVisible} />
    </>
  );
}

function Thread({ id, unread }: { id: string; unread: number }) {
  const { user } = useSession();
  const me = user?._id ?? "";
  const thread = useMessages(id);
  const remove = useDeleteMessage();
  const now = useClock(15_000).getTime();
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const newestRef = useRef<HTMLLIElement>(null);

  // Oldest first for reading; the pages come newest first.
  const messages = useMemo(
    () =>
      (thread.data?.pages ?? [])
        .flatMap((p) => p.messages)
        .slice()
        .reverse(),
    [thread.data],
  );
  const newest = messages[messages.length - 1];
  const oldestId = messages[0]?.id;

  // Scrolling: open at the bottom; follow a new message when at the bottom (or one's own);
  // keep the reader's place when earlier messages arrive above.
  const seen = useRef<{ newest?: number; oldest?: number; height: number; atBottom: boolean }>({
    height: 0,
    atBottom: true,
  });
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = seen.current;
    if (before.newest === undefined || (newest && newest.id !== before.newest)) {
      if (before.newest === undefined || before.atBottom || newest?.senderId === me) {
        el.scrollTop = el.scrollHeight;
      }
    } else if (oldestId !== before.oldest) {
      el.scrollTop += el.scrollHeight - before.height;
    }
    seen.current = {
      newest: newest?.id,
      oldest: oldestId,
      height: el.scrollHeight,
      atBottom: el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM,
    };
  }, [newest, oldestId, me]);
  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    seen.current.atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM;
    seen.current.height = el.scrollHeight;
  };

  useMarkReadWhenSeen(id, newest, newestRef, unread > 0 || (!!newest && newest.senderId !== me));

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { conversationId: id, messageId: deleting.id },
      {
        onSuccess: () => setDeleting(null),
        onError: (err) => {
          setDeleting(null);
          toastApiError(err, errorMessage(err, TEXT.deleteFailed));
        },
      },
    );
  };

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      className="min-h-0 flex-1 overflow-y-auto bg-slate-50 px-3 py-4 sm:px-6"
    >
      {thread.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading messages..." />
        </div>
      ) : thread.isError ? (
        <EmptyState icon={MessagesSquare} tone="error" title={TEXT.conversationFailed} />
      ) : messages.length === 0 ? (
        <p className="py-10 text-center text-sm text-slate-500">{TEXT.noMessagesYet}</p>
      ) : (
        <>
          {thread.hasNextPage && (
            <div className="mb-4 flex justify-center">
              <Button
                variant="secondary"
                size="sm"
                disabled={thread.isFetchingNextPage}
                onClick={() =>
                  void thread
                    .fetchNextPage()
                    .catch((err) => toast.error(errorMessage(err, TEXT.conversationFailed)))
                }
              >
                {thread.isFetchingNextPage ? TEXT.loadingEarlier : TEXT.loadEarlier}
              </Button>
            </div>
          )}
          <ol aria-label="Messages" className="space-y-5">
            {groupByDay(messages).map((group) => (
              <li key={group.day}>
                <h3 className="mx-auto mb-3 w-fit rounded-full bg-white px-3 py-1 text-xs font-medium text-slate-600 shadow-sm ring-1 ring-slate-200">
                  {dayHeading(group.day)}
                </h3>
                <ol className="space-y-2.5">
                  {group.messages.map((m) => (
                    <MessageBubble
                      key={m.id}
                      ref={m.id === newest?.id ? newestRef : undefined}
                      message={m}
                      own={m.senderId === me}
                      now={now}
                      onDelete={() => setDeleting(m)}
                    />
                  ))}
                </ol>
              </li>
            ))}
          </ol>
        </>
      )}
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        type="danger"
        title={TEXT.deleteTitle}
        message={TEXT.deleteText}
        confirmLabel={TEXT.deleteConfirm}
        busy={remove.isPending}
        busyLabel={TEXT.deleting}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
