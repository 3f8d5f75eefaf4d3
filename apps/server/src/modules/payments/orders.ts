/**
 * Opening a booking's payment (issue 28 item 2, decision 025). The booking and its payments row
 * (status 'creating') are written in the booking's transaction; after it commits, Razorpay is
 * asked for one order (`receipt` = the booking reference, `notes.bookingId`), whose id is then
 * stored. If Razorpay cannot be reached the booking is cancelled at once (its dates freed) and
 * the renter told to try again (503); a crash between the two leaves a row the payment window
 * sweep cancels. Kept apart from service.ts so that the bookings service can call it without
 * importing the rest of payments.
 */
import { PAYMENT_MSG, type PaymentOrder } from "@gaadi/shared";
import type { FastifyInstance } from "fastify";
import { conflict, serviceUnavailable } from "../../lib/errors.js";
import * as repo from "./repository.js";

/** Whether renters pay online (PAYMENTS=razorpay). */
export function paymentsOn(app: FastifyInstance): boolean {
  return app.config.payments.mode === "razorpay";
}

/**
 * The Razorpay configuration and client; 409 PAYMENT_MSG.noPayment when payments are offline
 * (every money call starts here).
 */
export function razorpayOf(app: FastifyInstance) {
  const config = app.config.payments;
  if (config.mode !== "razorpay" || !app.razorpay) throw conflict(PAYMENT_MSG.noPayment);
  return { config, client: app.razorpay };
}

/** The reason stored on a booking whose order could not be made. */
const NOT_STARTED_REASON = "Payment could not be started";

/**
 * Asks Razorpay for the order of `booking`'s payment (`amountPaise`, due by `dueAt`) and answers
 * what Checkout needs. 503 PAYMENT_MSG.unavailable, with the booking cancelled, when Razorpay
 * does not make it.
 */
export async function openOrder(
  app: FastifyInstance,
  booking: { id: string; bookingRef: string; amountPaise: number; dueAt: Date },
): Promise<PaymentOrder> {
  const { config, client } = razorpayOf(app);
  let orderId: string;
  try {
    const order = await client.sdk.orders.create({
      amount: booking.amountPaise,
      currency: "INR",
      receipt: booking.bookingRef,
      notes: { bookingId: booking.id },
    });
    orderId = order.id;
  } catch (err) {
    app.log.error({ err, bookingId: booking.id }, "razorpay order not made");
    const now = app.now();
    await repo.cancelAwaiting(app.db, booking.id, NOT_STARTED_REASON, now);
    throw serviceUnavailable(PAYMENT_MSG.unavailable);
  }
  await repo.setOrder(app.db, booking.id, orderId, app.now());
  return {
    orderId,
    amount: booking.amountPaise,
    currency: "INR",
    keyId: config.keyId,
    checkoutUrl: config.checkoutUrl,
    expiresAt: booking.dueAt.toISOString(),
  };
}
