/**
 * PUT /api/notifications/{id}/read -> { success, message } (customer document section 7):
 * marks one of the caller's notifications read; the list and the count refetch after, whether
 * it worked or not. A failure is logged only (section 8).
 */
import type { MarkReadResponse } from "@gaadi/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshAfter } from "@/lib/query-refresh";
import { logOnly } from "./log-only";

export function markNotificationRead(id: string): Promise<MarkReadResponse> {
  return api<MarkReadResponse>(`/notifications/${encodeURIComponent(id)}/read`, {
    method: "PUT",
  }).catch(logOnly("mark read"));
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => refreshAfter(queryClient, "notificationsRead"),
  });
}
