/**
 * GET /api/payments/{bookingId}/order -> { success, payment } (issue 28 item 2): the order of
 * the renter's booking still awaiting its payment, to open Checkout again from My Bookings.
 * Asked when the renter presses the button (a mutation: it is an action, not a screen's data);
 * a 409 says the booking no longer awaits a payment, and the lists reload.
 */
import type { PaymentOrderResponse } from "@gaadi/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function usePaymentOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) =>
      api<PaymentOrderResponse>(`/payments/${encodeURIComponent(bookingId)}/order`),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings.user }),
  });
}
