/**
 * GET /api/notifications/unread-count -> { success, unreadCount } (customer document section
 * 7): polled every 30 seconds while the bell is on screen (signed in only), and not while the
 * tab is hidden: TanStack Query pauses `refetchInterval` when the document is not visible
 * (`refetchIntervalInBackground: false`) and, with `refetchOnWindowFocus`, catches up when the
 * tab shows again.
 */
import type { UnreadCountResponse } from "@gaadi/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { logOnly } from "./log-only";

/** How often the unread count is polled, in ms (customer document section 9). */
export const UNREAD_POLL_MS = 30_000;

export function getUnreadCount(): Promise<UnreadCountResponse> {
  return api<UnreadCountResponse>("/notifications/unread-count").catch(logOnly("unread count"));
}

export function useUnreadCount() {
  return useQuery({
    queryKey: queryKeys.notifications.unreadCount,
    queryFn: getUnreadCount,
    select: (data) => data.unreadCount,
    staleTime: 0,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}
