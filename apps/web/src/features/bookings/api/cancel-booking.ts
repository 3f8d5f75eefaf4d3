/**
 * POST /api/bookings/cancel {bookingId, cancellationReason} -> {success, message} (customer
 * document section 7); the renter's own pending or booked booking. The lists reload after.
 */
import type { CancelBookingBody, MessageResponse } from "@gaadi/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshAfter } from "@/lib/query-refresh";

export function cancelBooking(body: CancelBookingBody): Promise<MessageResponse> {
  return api<MessageResponse>("/bookings/cancel", { method: "POST", body });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: () => refreshAfter(queryClient, "bookingCancelled"),
  });
}
