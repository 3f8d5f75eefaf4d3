/**
 * Pure display rules of the notification bell (customer document section 2, "Notification
 * dropdown", and section 4, "Notification"): the badge text and the relative time label.
 */

import { NOTIFICATION_MSG } from "@gaadi/shared";
import { format } from "date-fns";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The badge over the bell: the unread count, '99+' above 99. `count` is a whole number >= 0. */
export function badgeText(count: number): string {
  return count > 99 ? "99+" : String(count);
}

/**
 * When a notification was created, relative to `now` (section 4): under 1 hour 'Just now';
 * under 24 hours '{n}h ago'; under 7 days '{n}d ago' (whole hours and days, rounded down);
 * otherwise the date in the browser's own zone, written like every date on screen ('7 Sep 2026'). `createdAt` is an ISO instant; one
 * from the future (a clock ahead of ours) counts as 'Just now'.
 */
export function relativeTimeLabel(createdAt: string, now: Date = new Date()): string {
  const created = new Date(createdAt);
  const elapsed = now.getTime() - created.getTime();
  if (elapsed < HOUR_MS) return NOTIFICATION_MSG.justNow;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  if (elapsed < 7 * DAY_MS) return `${Math.floor(elapsed / DAY_MS)}d ago`;
  return format(created, "d MMM yyyy");
}
