/**
 * The unread total on the navigation's 'Messages' entry (issue 31 item 4), desktop bar and
 * mobile menu: a red pill and, for screen readers, ', 3 unread' after the link's name. Loaded
 * for signed-in people only (app/layouts/on-demand.tsx).
 */
import { useMessagesUnread } from "@/features/messages/api/get-unread";
import { UnreadBadge } from "./unread-badge";

export function MessagesBadge({ className }: { className?: string } = {}) {
  const unread = useMessagesUnread().data ?? 0;
  return <UnreadBadge count={unread} className={className ?? "ml-1.5"} />;
}
