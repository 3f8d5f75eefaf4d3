/**
 * The open notification dropdown (customer document section 2, "Notification dropdown"):
 * title 'Notifications', 'Mark all read' only while something is unread, then the list (at
 * most about 20rem high, scrolling) or 'No notifications yet' with 'You'll see booking updates
 * and reviews here'. Mounted on each opening, so the list refetches every time. A failed fetch
 * shows the empty state: failures are logged only (section 8).
 */
import { NOTIFICATION_MSG, type Notification } from "@gaadi/shared";
import { BellOff } from "lucide-react";
import { useRef } from "react";
import { Spinner } from "@/components/ui/spinner";
import { useNotifications } from "@/features/notifications/api/get-notifications";
import { useMarkAllRead } from "@/features/notifications/api/mark-all-read";
import { NotificationItem } from "./notification-item";

export function NotificationPanel({
  titleId,
  unreadCount,
  onSelect,
}: {
  titleId: string;
  /** The polled unread count, used until the list arrives. */
  unreadCount: number;
  onSelect(n: Notification): void;
}) {
  const list = useNotifications();
  const markAll = useMarkAllRead();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const items = list.data ?? [];
  const hasUnread = list.data ? items.some((n) => !n.isRead) : unreadCount > 0;

  return (
    <>
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
        <h2
          id={titleId}
          ref={titleRef}
          tabIndex={-1}
          className="text-base font-semibold text-slate-900 outline-none"
        >
          {NOTIFICATION_MSG.title}
        </h2>
        {hasUnread && (
          <button
            type="button"
            disabled={markAll.isPending}
            // The link disappears once nothing is unread: focus goes to the title, not the page.
            onClick={() =>
              markAll.mutate(undefined, { onSettled: () => titleRef.current?.focus() })
            }
            className="rounded text-sm font-medium text-brand-700 hover:underline disabled:text-slate-400"
          >
            {NOTIFICATION_MSG.markAllRead}
          </button>
        )}
      </div>
      {list.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
          <BellOff className="size-10 text-slate-300" aria-hidden />
          <p className="font-medium text-slate-900">{NOTIFICATION_MSG.emptyTitle}</p>
          <p className="text-sm text-slate-600">{NOTIFICATION_MSG.emptyHint}</p>
        </div>
      ) : (
        <ul
          aria-labelledby={titleId}
          className="max-h-80 divide-y divide-slate-100 overflow-y-auto"
        >
          {items.map((n) => (
            <NotificationItem key={n._id} notification={n} onSelect={onSelect} />
          ))}
        </ul>
      )}
    </>
  );
}
