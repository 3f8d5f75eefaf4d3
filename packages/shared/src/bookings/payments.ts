/**
 * POST /api/payments/verify (issue 28 item 2): what Razorpay Checkout hands the page after a
 * payment, sent with the booking it pays. The server checks the signature with its key secret,
 * fetches the payment and settles it; see apps/server/src/modules/payments.
 */
import { z } from "zod";
import { okResponse } from "../envelope.js";
import { bookingSchema, paymentOrderSchema } from "./responses.js";

const razorpayId = (prefix: string) =>
  z
    .string({ error: `razorpay_${prefix}_id is required` })
    .trim()
    .min(1, `razorpay_${prefix}_id is required`)
    .max(64, `razorpay_${prefix}_id is too long`);

export const verifyPaymentBody = z.object({
  bookingId: z.string({ error: "Booking id is required" }).trim().min(1, "Booking id is required"),
  razorpay_order_id: razorpayId("order"),
  razorpay_payment_id: razorpayId("payment"),
  razorpay_signature: z
    .string({ error: "razorpay_signature is required" })
    .trim()
    .min(1, "razorpay_signature is required")
    .max(128, "razorpay_signature is too long"),
});
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBody>;

/** The paid booking, as the renter's list shows it. */
export const verifyPaymentResponse = okResponse({ message: z.string(), booking: bookingSchema });
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponse>;

/**
 * GET /api/payments/{bookingId}/order (issue 28 item 2): the order of the renter's booking still
 * awaiting its payment, for Checkout again (from My Bookings, after the page that opened it was
 * left), with the window's end as `expiresAt`.
 */
export const paymentOrderResponse = okResponse({ payment: paymentOrderSchema });
export type PaymentOrderResponse = z.infer<typeof paymentOrderResponse>;
