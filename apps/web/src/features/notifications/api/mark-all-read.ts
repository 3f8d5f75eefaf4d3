/**
 * PUT /api/notifications/mark-all-read -> { success, message } (customer document section 7):
 * marks every notification of the caller read; the list and the count refetch after. A
 * failure is logged only (section 8).
 */
import type { MarkAllReadResponse } from "@gaadi/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshAfter } from "@/lib/query-refresh";
import { logOnly } from "./log-only";

export function markAllRead(): Promise<MarkAllReadResponse> {
  return api<MarkAllReadResponse>("/notifications/mark-all-read", { method: "PUT" }).catch(
    logOnly("mark all read"),
  );
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSettled: () => refreshAfter(queryClient, "notificationsRead"),
  });
}
