/**
 * One row of the notification dropdown (customer document sections 2 and 4): a button with
 * the title, the message clamped to 2 lines and the relative time. An unread row is marked by
 * more than colour: a dot, a bold title, a tinted background and, for screen readers, 'Unread'.
 */
import type { Notification } from "@gaadi/shared";
import { relativeTimeLabel } from "@/features/notifications/notification-format";
import { cn } from "@/lib/cn";

export function NotificationItem({
  notification: n,
  onSelect,
}: {
  notification: Notification;
  onSelect(n: Notification): void;
}) {
  const unread = !n.isRead;
  return (
    <li>
      <button
        type="button"
        onClick={() => onSelect(n)}
        className={cn(
          "flex w-full gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600",
          unread && "bg-brand-50/60",
        )}
      >
        <span
          aria-hidden
          className={cn(
            "mt-1.5 size-2.5 shrink-0 rounded-full",
            unread ? "bg-brand-600" : "border border-slate-300 bg-white",
          )}
        />
        <span className="min-w-0 flex-1">
          <span
            className={cn(
              "block text-sm",
              unread ? "font-semibold text-slate-900" : "font-medium text-slate-700",
            )}
          >
            {unread && <span className="sr-only">Unread: </span>}
            {n.title}
          </span>
          {/* line-clamp-2 sets its own display (-webkit-box): no `block` beside it. */}
          <span className="mt-0.5 line-clamp-2 text-sm text-slate-600">{n.message}</span>
          <time dateTime={n.createdAt} className="mt-1 block text-xs text-slate-500">
            {relativeTimeLabel(n.createdAt)}
          </time>
        </span>
      </button>
    </li>
  );
}
