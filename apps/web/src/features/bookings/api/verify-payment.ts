/**
 * POST /api/payments/verify {bookingId, razorpay_order_id, razorpay_payment_id,
 * razorpay_signature} -> {success, message, booking} (issue 28 item 2): the server checks
 * Checkout's signature, fetches the payment from Razorpay, captures it and marks the booking paid
 * (the owner is told only then). Idempotent on the server, so a retry after a lost answer changes
 * nothing. The bookings lists reload after.
 */
import type { VerifyPaymentBody, VerifyPaymentResponse } from "@gaadi/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshAfter } from "@/lib/query-refresh";

export function verifyPayment(body: VerifyPaymentBody): Promise<VerifyPaymentResponse> {
  return api<VerifyPaymentResponse>("/payments/verify", { method: "POST", body });
}

export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    onSuccess: () => refreshAfter(queryClient, "paymentVerified"),
  });
}
