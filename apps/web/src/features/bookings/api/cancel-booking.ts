/**
 * POST /api/bookings/cancel {bookingId, cancellationReason} -> {success, message, refund}
 * (customer document section 7; the refund the server stored, issue 27); the renter's own
 * pending or booked booking. The lists reload after, and the booking then carries `refund`.
 */
import type { CancelBookingBody, CancelBookingResponse } from "@gaadi/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshAfter } from "@/lib/query-refresh";

export function cancelBooking(body: CancelBookingBody): Promise<CancelBookingResponse> {
  return api<CancelBookingResponse>("/bookings/cancel", { method: "POST", body });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: () => refreshAfter(queryClient, "bookingCancelled"),
  });
}
