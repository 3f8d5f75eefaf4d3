/**
 * The notification bell of the navigation bar (customer document section 2; the root layout
 * shows it for signed-in users only). The button's accessible name carries the unread count;
 * its badge shows the count ('99+' above 99), polled every 30 s while the tab is visible. A
 * click toggles the dropdown (a Radix popover: an outside click or Escape closes it and focus
 * returns to the bell). Choosing a notification marks it read when unread, then shows the
 * section 7 toast and navigates; if navigating throws, 'Unable to navigate. Please try again.'
 * and the fallback page (/owner for owners, / for others, section 8).
 */
import { NOTIFICATION_MSG, type Notification } from "@gaadi/shared";
import { Bell } from "lucide-react";
import { Popover } from "radix-ui";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { useUnreadCount } from "@/features/notifications/api/get-unread-count";
import { useMarkNotificationRead } from "@/features/notifications/api/mark-notification-read";
import { badgeText } from "@/features/notifications/notification-format";
import {
  navigationFallback,
  notificationTarget,
} from "@/features/notifications/notification-route";
import { useSession } from "@/lib/session";
import { toast } from "@/lib/toast";
import { NotificationPanel } from "./notification-panel";

export function NotificationBell() {
  const { isOwner } = useSession();
  const navigate = useNavigate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount().data ?? 0;
  const markRead = useMarkNotificationRead();

  const choose = async (n: Notification) => {
    setOpen(false);
    // A failed mark-read is logged by its fetcher; the move goes ahead.
    if (!n.isRead) await markRead.mutateAsync(n._id).catch(() => undefined);
    const target = notificationTarget(n, isOwner);
    if (target.path === null) return;
    try {
      toast.success(target.toast);
      await navigate(target.path);
    } catch (err) {
      console.error("Notifications: navigation failed", err);
      toast.error(NOTIFICATION_MSG.navigateFailed);
      await navigate(navigationFallback(isOwner));
    }
  };

  const label = unread > 0 ? `${NOTIFICATION_MSG.title}, ${unread} unread` : NOTIFICATION_MSG.title;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={label}
        className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900"
      >
        <Bell className="size-5" aria-hidden />
        {unread > 0 && (
          <span
            aria-hidden
            className="absolute right-0.5 top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold leading-none text-white ring-2 ring-white"
          >
            {badgeText(unread)}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-labelledby={titleId}
          className="z-50 w-[min(24rem,calc(100vw-1rem))] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl"
        >
          <NotificationPanel titleId={titleId} unreadCount={unread} onSelect={choose} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
