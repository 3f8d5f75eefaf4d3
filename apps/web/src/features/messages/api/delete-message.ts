/**
 * DELETE /api/messages/conversations/:id/messages/:messageId -> { success, message } (issue 31
 * item 2): the sender takes back their own message within messageDeleteWindowMs; it keeps its
 * place, shown as 'This message was deleted'. Refusals: 403 not the sender, 400 too late.
 */
import type { SentMessageResponse } from "@gaadi/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { putMessage } from "@/features/messages/thread-cache";
import { api } from "@/lib/api-client";
import { refreshAfter } from "@/lib/query-refresh";

export function deleteMessage({
  conversationId,
  messageId,
}: {
  conversationId: string;
  messageId: number;
}): Promise<SentMessageResponse> {
  return api<SentMessageResponse>(
    `/messages/conversations/${encodeURIComponent(conversationId)}/messages/${messageId}`,
    { method: "DELETE" },
  );
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: (res) => {
      putMessage(queryClient, res.message);
      return refreshAfter(queryClient, "messageChanged");
    },
  });
}
