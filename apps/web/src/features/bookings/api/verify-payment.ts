/**
 * POST /api/payments/verify {bookingId, razorpay_order_id, razorpay_payment_id,
 * razorpay_signature} (issue 28 item 2): the server checks Checkout's signature, fetches the
 * payment from Razorpay, captures it and marks the booking paid (the owner is told only then).
 * Idempotent on the server, so a retry after a lost answer changes nothing. The bookings lists
 * reload after.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CheckoutSuccess } from "@/features/bookings/checkout";
import { api } from "@/lib/api-client";
import { refreshAfter } from "@/lib/query-refresh";

export interface VerifyPaymentBody extends CheckoutSuccess {
  bookingId: string;
}

export function verifyPayment(body: VerifyPaymentBody): Promise<{ message?: string }> {
  return api<{ message?: string }>("/payments/verify", { method: "POST", body });
}

export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    onSuccess: () => refreshAfter(queryClient, "paymentVerified"),
  });
}
