/**
 * POST /api/messages/bookings/:bookingId -> { success, conversation } (issue 31 item 1):
 * 'Message the owner' on My Bookings and 'Message the renter' on Manage Bookings find the
 * booking's conversation (the inquiry it grew from, if any), or open it. Refusals: 401 visitor,
 * 403 not a party of the booking, 404 unknown booking.
 */
import type { ConversationResponse } from "@gaadi/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { refreshAfter } from "@/lib/query-refresh";

export function openBookingConversation(bookingId: string): Promise<ConversationResponse> {
  return api<ConversationResponse>(`/messages/bookings/${encodeURIComponent(bookingId)}`, {
    method: "POST",
    body: {},
  });
}

/** Opens the booking's conversation; it is put in the cache, so its page shows at once. */
export function useOpenBookingConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openBookingConversation,
    onSuccess: (res) => {
      queryClient.setQueryData(queryKeys.messages.conversation(res.conversation._id), res);
      return refreshAfter(queryClient, "conversationOpened");
    },
  });
}
