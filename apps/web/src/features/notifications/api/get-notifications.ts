/**
 * GET /api/notifications -> { success, notifications[] } (customer document section 7): the
 * signed-in user's notifications, newest first. The dropdown mounts this query when it opens
 * and, stale at once, it refetches on every opening (section 2).
 */
import type { NotificationsResponse } from "@gaadi/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { logOnly } from "./log-only";

export function getNotifications(): Promise<NotificationsResponse> {
  return api<NotificationsResponse>("/notifications").catch(logOnly("fetch"));
}

export function useNotifications() {
  return useQuery({
    queryKey: queryKeys.notifications.list,
    queryFn: getNotifications,
    select: (data) => data.notifications,
    staleTime: 0,
  });
}
