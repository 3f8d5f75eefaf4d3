/**
 * One message (issue 31 items 2 and 5): one's own on the right in brand blue, the other party's
 * on the left; its text as stored (contact details already masked), its photos, its time, and
 * 'This message was deleted' once deleted. One's own shows Delete while the deletion window
 * (LIMITS.messageDeleteWindowMs) is open; the route asks before deleting.
 */
import {
  type ChatMessage,
  CONVERSATION_MSG,
  LIMITS,
  CONVERSATION_SCREEN_MSG as TEXT,
} from "@gaadi/shared";
import { Ban, Trash2 } from "lucide-react";
import { forwardRef } from "react";
import { timeOfDay } from "@/features/messages/message-time";
import { cn } from "@/lib/cn";
import { formatInstant } from "@/lib/format-date";
import { MessagePhotos } from "./photo-viewer";

/** Whether `message` may still be deleted by its sender at `now` (ms). */
export function deletable(message: ChatMessage, now: number): boolean {
  return (
    !message.deletedAt && now - new Date(message.createdAt).getTime() < LIMITS.messageDeleteWindowMs
  );
}

export const MessageBubble = forwardRef<
  HTMLLIElement,
  { message: ChatMessage; own: boolean; now: number; onDelete(): void }
>(function MessageBubble({ message: m, own, now, onDelete }, ref) {
  const deleted = !!m.deletedAt;
  return (
    <li ref={ref} className={cn("flex flex-col gap-1", own ? "items-end" : "items-start")}>
      <div
        className={cn(
          "max-w-[85%] rounded-2xl px-3.5 py-2 text-[15px] leading-relaxed shadow-sm sm:max-w-[70%]",
          own ? "rounded-br-md" : "rounded-bl-md border border-slate-200",
          deleted
            ? "bg-slate-100 text-slate-600 shadow-none"
            : own
              ? "bg-brand-700 text-white"
              : "bg-white text-slate-900",
        )}
      >
        {deleted ? (
          <p className="flex items-center gap-1.5 italic">
            <Ban className="size-4 shrink-0" aria-hidden />
            {CONVERSATION_MSG.deleted}
          </p>
        ) : (
          <div className="space-y-2">
            {m.photos.length > 0 && <MessagePhotos photos={m.photos} own={own} />}
            {m.text && <p className="whitespace-pre-wrap break-words">{m.text}</p>}
          </div>
        )}
      </div>
      <div className="flex items-center gap-2 px-1 text-xs text-slate-500">
        <time dateTime={m.createdAt} title={formatInstant(m.createdAt)}>
          {timeOfDay(m.createdAt)}
        </time>
        {own && deletable(m, now) && (
          <button
            type="button"
            onClick={onDelete}
            className="inline-flex items-center gap-1 rounded px-1 font-medium text-slate-600 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Trash2 className="size-3.5" aria-hidden />
            {TEXT.delete}
          </button>
        )}
      </div>
    </li>
  );
});
