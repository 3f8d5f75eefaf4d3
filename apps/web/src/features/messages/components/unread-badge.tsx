/**
 * An unread count as a small red pill ('99+' above 99), with its words for screen readers
 * ('3 unread'): the conversation list's rows and the navigation's 'Messages' entry (issue 31
 * item 4).
 */
import { CONVERSATION_SCREEN_MSG as TEXT } from "@gaadi/shared";
import { cn } from "@/lib/cn";

export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <>
      <span
        aria-hidden
        className={cn(
          "inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-red-600 px-1.5 text-[11px] font-bold leading-none text-white",
          className,
        )}
      >
        {count > 99 ? "99+" : count}
      </span>
      <span className="sr-only">{`, ${TEXT.unread(count)}`}</span>
    </>
  );
}
