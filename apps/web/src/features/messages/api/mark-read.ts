/**
 * POST /api/messages/conversations/:id/read { upTo } -> { success, unreadTotal } (issue 31 item
 * 4): everything up to message `upTo` is read; the answer's total goes to the navigation's
 * 'Messages' entry at once, and the list's counts refresh. Failures are left silent: the next
 * message shown tries again.
 */
import type { UnreadResponse } from "@gaadi/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { refreshAfter } from "@/lib/query-refresh";

export function markConversationRead({
  conversationId,
  upTo,
}: {
  conversationId: string;
  upTo: number;
}): Promise<UnreadResponse> {
  return api<UnreadResponse>(`/messages/conversations/${encodeURIComponent(conversationId)}/read`, {
    method: "POST",
    body: { upTo },
  });
}

export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: (res) => {
      queryClient.setQueryData(queryKeys.messages.unread, res);
      return refreshAfter(queryClient, "conversationRead");
    },
  });
}
