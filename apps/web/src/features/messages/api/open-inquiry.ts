/**
 * POST /api/messages/inquiries { carId } -> { success, conversation } (issue 31 item 1): 'Ask
 * the owner' on the car page finds the renter's conversation about the car before any booking,
 * or opens one. Refusals: 401 visitor, 403 own car, 404 unknown or hidden car.
 */
import type { ConversationResponse } from "@gaadi/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { refreshAfter } from "@/lib/query-refresh";

export function openInquiry(carId: string): Promise<ConversationResponse> {
  return api<ConversationResponse>("/messages/inquiries", { method: "POST", body: { carId } });
}

/** Opens the inquiry; its conversation is put in the cache, so its page shows at once. */
export function useOpenInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openInquiry,
    onSuccess: (res) => {
      queryClient.setQueryData(queryKeys.messages.conversation(res.conversation._id), res);
      return refreshAfter(queryClient, "conversationOpened");
    },
  });
}
