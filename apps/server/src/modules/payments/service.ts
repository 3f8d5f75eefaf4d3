/**
 * Paying online (issue 28 items 2, 3 and 6; decision 025). A booking made with PAYMENTS=razorpay
 * waits, pending and 'awaiting', for its payment while its window lasts (orders.ts opens it).
 * Three ways bring news of the payment, and all end in `settle`, one transaction that applies it
 * once, whichever comes first and however often:
 * - POST /api/payments/verify: Checkout's answer from the renter's page (signature with the key
 *   secret, the payment fetched and checked, captured if only authorized);
 * - POST /api/payments/webhook: Razorpay's events, signed with the webhook secret over the raw
 *   body, each event id handled once (payment_events);
 * - the payment window job: asks Razorpay about orders near or past their window's end, so a
 *   lost webhook changes nothing, and cancels those still unpaid ('Payment not completed in
 *   time'), freeing their dates.
 * `settle` marks the payment captured and the booking paid, writes the capture's balanced ledger
 * entries (captureLedger, from the stored quote) and only then tells the owner (booking_created;
 * an instant-book car is booked and both sides told). A payment that arrives after its booking
 * was cancelled is recorded as owed back to the renter (refund_pending; the refunds step pays
 * it back).
 */
import {
  BOOKING_MSG,
  cancellationLedger,
  captureLedger,
  PAYMENT_MSG,
  type PaymentOrder,
  type PaymentStatus,
  refundPaidLedger,
  returnableLedger,
  type VerifyPaymentBody,
} from "@gaadi/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors.js";
import { isUuid } from "../../lib/ids.js";
import { toBooking } from "../bookings/mapper.js";
import type { BookingRow } from "../bookings/repository.js";
import { findBookingCar } from "../bookings/repository.js";
import { settleDueDeposits } from "../claims/deposit.js";
import type { JobHandler } from "../jobs/service.js";
import { notify } from "../notifications/service.js";
import { decideTransfer, onCancellation } from "../transfers/service.js";
import { razorpayOf } from "./orders.js";
import { isRazorpayApiError } from "./razorpay-client.js";
import { notifyRefundProcessed } from "./refund-notice.js";
import * as repo from "./repository.js";
import { isValidSignature } from "./signatures.js";

/** What this app needs of a Razorpay payment entity (API answer or webhook payload). */
export interface PaymentEntity {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: string;
  method?: string | null;
  error_description?: string | null;
}

/**
 * Captures `payment` if Razorpay has only authorized it (amount as authorized, INR); a payment
 * captured meanwhile (by the other path) is fine. Other API failures propagate.
 */
async function captureIfAuthorized(app: FastifyInstance, payment: PaymentEntity): Promise<void> {
  if (payment.status !== "authorized") return;
  const { client } = razorpayOf(app);
  try {
    await client.sdk.payments.capture(payment.id, payment.amount, "INR");
  } catch (err) {
    if (isRazorpayApiError(err) && /already been captured/i.test(err.error.description ?? ""))
      return;
    throw err;
  }
}

/** Captures `payment` if only authorized, then settles it (see settle). */
async function captureAndSettle(app: FastifyInstance, payment: PaymentEntity) {
  await captureIfAuthorized(app, payment);
  return settle(app, {
    orderId: payment.order_id,
    paymentId: payment.id,
    amountPaise: payment.amount,
    method: payment.method ?? null,
  });
}

/**
 * Applies the captured payment `paymentId` of order `orderId` (`amountPaise`, `method`), once:
 * locks the booking and its payment; a payment already captured is a repeat (nothing written).
 * An awaiting booking becomes paid (an instant-book car's booked), with the capture's ledger
 * entries and the owner's notice, in this one transaction; a booking cancelled meanwhile owes
 * the payment back (refund_pending, ledger: cash owed to the renter). Nothing when the order
 * is not one of ours. 400 PAYMENT_MSG.mismatch when the amount is not the order's.
 */
async function settle(
  app: FastifyInstance,
  paid: { orderId: string; paymentId: string; amountPaise: number; method: string | null },
): Promise<void> {
  return app.db.transaction(async (tx) => {
    const bookingId = await repo.bookingIdOfOrder(tx, paid.orderId);
    if (!bookingId) return;
    const found = (await repo.findByBooking(tx, bookingId, true))!;
    const payment = found.payment!;
    if (payment.status === "captured") return;
    if (paid.amountPaise !== payment.amountPaise) throw badRequest(PAYMENT_MSG.mismatch);
    const now = app.now();
    await repo.markCaptured(tx, payment.id, { ...paid, now });
    const b = found.booking;
    const ledgerEntry = { bookingId: b.id, reference: paid.paymentId, now };
    if (b.status !== "pending" || b.paymentStatus !== "awaiting") {
      await repo.writeLedger(
        tx,
        { ...ledgerEntry, kind: "late_payment" },
        returnableLedger(paid.amountPaise),
      );
      await repo.insertRefund(tx, {
        bookingId: b.id,
        kind: "late_payment",
        paymentId: paid.paymentId,
        amountPaise: paid.amountPaise,
        now,
      });
      await repo.updateBooking(tx, b.id, { paymentStatus: "refund_pending", updatedAt: now });
      return;
    }
    const car = await repo.carOf(tx, b.carId);
    await repo.updateBooking(tx, b.id, {
      paymentStatus: "paid",
      paymentDueAt: null,
      updatedAt: now,
      ...(car.instantBook ? { status: "booked" as const, confirmedAt: now } : {}),
    });
    await repo.writeLedger(tx, { ...ledgerEntry, kind: "capture" }, captureLedger(b));
    await decideTransfer(tx, b, paid.paymentId, now);
    const about = { car, bookingId: b.id, carId: b.carId, detail: { instant: car.instantBook } };
    await notify(tx, [
      { userId: b.ownerId, type: "booking_created", ...about },
      ...(car.instantBook
        ? [{ userId: b.renterId, type: "booking_confirmed" as const, ...about }]
        : []),
    ]);
  });
}

/** The message verify answers for a booking whose payment has been applied. */
function paidMessage(b: BookingRow): string {
  if (b.paymentStatus === "refund_pending") return PAYMENT_MSG.lateRefund;
  return b.status === "booked" ? PAYMENT_MSG.paidInstant : PAYMENT_MSG.paidRequest;
}

/**
 * POST /api/payments/verify (issue 28 item 2) by renter `renterId`: Checkout's answer for
 * `body.bookingId`. 404 unknown booking, 403 someone else's, 409 when the booking has no online
 * payment (or payments are off); 400 PAYMENT_MSG.otherOrder for another booking's order, 400
 * badSignature unless HMAC-SHA256(order_id|payment_id, key secret) matches, 400 mismatch when
 * Razorpay's payment is of another order, amount or currency, 409 notPaid when it is neither
 * authorized nor captured. Then captures it if needed and settles it; verifying again answers
 * the same and writes nothing.
 */
export async function verifyPayment(
  app: FastifyInstance,
  renterId: string,
  body: VerifyPaymentBody,
) {
  const { config } = razorpayOf(app);
  const found = isUuid(body.bookingId)
    ? await repo.findByBooking(app.db, body.bookingId)
    : undefined;
  if (!found) throw notFound(BOOKING_MSG.bookingNotFound);
  if (found.booking.renterId !== renterId) throw forbidden(BOOKING_MSG.notYourBooking);
  const payment = found.payment;
  if (!payment?.orderId) throw conflict(PAYMENT_MSG.noPayment);
  if (payment.orderId !== body.razorpay_order_id) throw badRequest(PAYMENT_MSG.otherOrder);
  const signed = `${body.razorpay_order_id}|${body.razorpay_payment_id}`;
  if (!isValidSignature(config.keySecret, signed, body.razorpay_signature))
    throw badRequest(PAYMENT_MSG.badSignature);

  if (payment.status !== "captured" || payment.paymentId !== body.razorpay_payment_id) {
    const entity = await fetchPayment(app, body.razorpay_payment_id);
    if (
      entity.order_id !== payment.orderId ||
      entity.amount !== payment.amountPaise ||
      entity.currency !== "INR"
    )
      throw badRequest(PAYMENT_MSG.mismatch);
    if (entity.status !== "authorized" && entity.status !== "captured")
      throw conflict(PAYMENT_MSG.notPaid);
    await captureAndSettle(app, entity);
  }
  const row = (await findBookingCar(app.db, found.booking.id))!;
  return { message: paidMessage(row.booking), booking: toBooking(row.booking, row.car) };
}

/**
 * GET /api/payments/{bookingId}/order (issue 28 item 2) by renter `renterId`: the order of their
 * booking still awaiting its payment, so Checkout can open again inside the window. 404 unknown
 * booking, 403 someone else's, 409 PAYMENT_MSG.noPayment when it is not paid online, 409
 * notAwaiting once paid, cancelled or past its window (by the app's clock, even before the
 * sweep has cancelled it).
 */
export async function awaitingOrder(
  app: FastifyInstance,
  renterId: string,
  bookingId: string,
): Promise<PaymentOrder> {
  const { config } = razorpayOf(app);
  const found = isUuid(bookingId) ? await repo.findByBooking(app.db, bookingId) : undefined;
  if (!found) throw notFound(BOOKING_MSG.bookingNotFound);
  const b = found.booking;
  if (b.renterId !== renterId) throw forbidden(BOOKING_MSG.notYourBooking);
  if (!found.payment) throw conflict(PAYMENT_MSG.noPayment);
  const open =
    b.status === "pending" &&
    b.paymentStatus === "awaiting" &&
    b.paymentDueAt !== null &&
    b.paymentDueAt.getTime() > app.now().getTime() &&
    found.payment.orderId !== null;
  if (!open) throw conflict(PAYMENT_MSG.notAwaiting);
  return {
    orderId: found.payment.orderId!,
    amount: found.payment.amountPaise,
    currency: "INR",
    keyId: config.keyId,
    checkoutUrl: config.checkoutUrl,
    expiresAt: b.paymentDueAt!.toISOString(),
  };
}

/** Razorpay's payment `id`; 400 mismatch when Razorpay does not know it. */
async function fetchPayment(app: FastifyInstance, id: string): Promise<PaymentEntity> {
  const { client } = razorpayOf(app);
  try {
    return (await client.sdk.payments.fetch(id)) as unknown as PaymentEntity;
  } catch (err) {
    if (isRazorpayApiError(err) && err.statusCode === 400) throw badRequest(PAYMENT_MSG.mismatch);
    throw err;
  }
}

/** What a webhook delivery did: handled, a repeat of a handled event, or ignored. */
export type WebhookOutcome = "handled" | "repeat" | "ignored";

/**
 * POST /api/payments/webhook (issue 28 item 3): `raw` is the body exactly as sent. 400 unless
 * `signature` is HMAC-SHA256(raw, webhook secret) in hex, checked before anything is parsed or
 * written; 400 for a body that is not an event or a missing event id. An event id handled
 * before is a repeat (nothing done). payment.authorized is captured and settled;
 * payment.captured and order.paid are settled; payment.failed records the reason (the renter
 * may try again while the window lasts); refund events are recorded for the refunds step. The
 * id is recorded after its work is done, so a failure leaves it for Razorpay's retry.
 */
export async function handleWebhook(
  app: FastifyInstance,
  raw: Buffer,
  signature: string | undefined,
  eventId: string | undefined,
): Promise<WebhookOutcome> {
  const { config } = razorpayOf(app);
  if (!isValidSignature(config.webhookSecret, raw, signature))
    throw badRequest(PAYMENT_MSG.badWebhookSignature);
  let event: { event?: unknown; payload?: { payment?: { entity?: PaymentEntity } } };
  try {
    event = JSON.parse(raw.toString("utf8"));
  } catch {
    throw badRequest(PAYMENT_MSG.badWebhook);
  }
  if (!eventId || typeof event?.event !== "string") throw badRequest(PAYMENT_MSG.badWebhook);
  if (await repo.isEventRecorded(app.db, eventId)) return "repeat";

  const payment = event.payload?.payment?.entity;
  let outcome: WebhookOutcome = "ignored";
  switch (event.event) {
    case "payment.authorized":
    case "payment.captured":
    case "order.paid":
      if (payment && (await repo.bookingIdOfOrder(app.db, payment.order_id))) {
        await captureAndSettle(app, payment);
        outcome = "handled";
      }
      break;
    case "refund.processed":
    case "refund.failed": {
      const refund = (event.payload as { refund?: { entity?: { id?: string } } } | undefined)
        ?.refund?.entity;
      if (refund?.id) {
        if (event.event === "refund.processed")
          await applyProcessed(app, { razorpayRefundId: refund.id }, refund.id);
        else await markRefundFailed(app, refund.id);
        outcome = "handled";
      }
      break;
    }
    case "payment.failed":
      if (payment) {
        await repo.recordFailure(
          app.db,
          payment.order_id,
          payment.error_description ?? "Payment failed",
          app.now(),
        );
        outcome = "handled";
      }
      break;
  }
  await repo.recordEvent(app.db, eventId, event.event);
  return outcome;
}

/** Marks the refund Razorpay reports failed (an operator looks at it). */
async function markRefundFailed(app: FastifyInstance, razorpayRefundId: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    const refund = await repo.lockRefund(tx, { razorpayRefundId });
    if (!refund || refund.status === "processed") return;
    await repo.updateRefund(tx, refund.id, { status: "failed", updatedAt: app.now() });
  });
}

/** Awaiting bookings the window job looks at per run. */
const WINDOW_BATCH = 50;
/** How long before a window's end the job starts asking Razorpay about its order (ms). */
const RECONCILE_AHEAD_MS = 2 * 60_000;
/** How long past a window's end a booking is kept while Razorpay cannot be asked (ms). */
const UNREACHABLE_GRACE_MS = 15 * 60_000;

/** The kind of the recurring payment window job (modules/jobs). */
export const PAYMENT_WINDOW_JOB = "payment_window";

/**
 * One run of the payment window job at `now` (issue 28 items 2 and 3): for each booking awaiting
 * payment whose window ends within RECONCILE_AHEAD_MS, asks Razorpay for its order's payments
 * and settles one that was paid (a lost webhook changes nothing); one whose window has ended
 * unpaid is cancelled as the system ('Payment not completed in time', dates freed, payment
 * 'unpaid'). While Razorpay cannot be asked, a booking is kept up to UNREACHABLE_GRACE_MS past
 * its window, then cancelled (a payment arriving later is owed back). Resolves to the counts.
 */
export async function sweepPaymentWindows(
  app: FastifyInstance,
  now: Date,
): Promise<{ paid: number; cancelled: number }> {
  const { client } = razorpayOf(app);
  const due = await repo.awaitingDue(
    app.db,
    new Date(now.getTime() + RECONCILE_AHEAD_MS),
    WINDOW_BATCH,
  );
  let paid = 0;
  let cancelled = 0;
  for (const row of due) {
    let asked = !row.orderId;
    if (row.orderId) {
      try {
        const { items } = await client.sdk.orders.fetchPayments(row.orderId);
        const done = (items as unknown as PaymentEntity[]).find(
          (p) => p.status === "captured" || p.status === "authorized",
        );
        asked = true;
        if (done) {
          await captureAndSettle(app, done);
          paid += 1;
          continue;
        }
      } catch (err) {
        app.log.warn({ err, bookingId: row.bookingId }, "razorpay order not reconciled");
      }
    }
    const end = row.paymentDueAt!.getTime();
    const overdue = asked ? end <= now.getTime() : end + UNREACHABLE_GRACE_MS <= now.getTime();
    if (
      overdue &&
      (await repo.cancelAwaiting(app.db, row.bookingId, PAYMENT_MSG.windowEndedReason, now))
    )
      cancelled += 1;
  }
  return { paid, cancelled };
}

/** The recurring job that runs sweepPaymentWindows every `everyMs` ms (with payments on). */
export function paymentWindowJob(app: FastifyInstance, everyMs: number): JobHandler {
  return {
    kind: PAYMENT_WINDOW_JOB,
    everyMs,
    run: async (_db: Db, _payload, now) => {
      await sweepPaymentWindows(app, now);
    },
  };
}

/** The payment status a cancellation leaves (issue 28): nothing paid, or owed back. */
export function paymentStatusAfterCancel(
  current: PaymentStatus,
  refundAmount: number,
): PaymentStatus {
  if (current === "awaiting") return "unpaid";
  if (current === "paid" && refundAmount > 0) return "refund_pending";
  return current;
}

/**
 * Books the money of a paid booking's cancellation (issue 28 item 4), in the cancelling
 * transaction, right after its refund columns are stored: the cancellation's ledger rows (what
 * each account gives back, what the renter is owed) and, when anything is owed, the refund of
 * that many paise queued with its idempotency key. `b` is the booking as cancelled. Does
 * nothing for a booking not paid online.
 */
export async function recordCancellation(tx: Db, b: BookingRow, now: Date): Promise<void> {
  if (b.paymentStatus !== "refund_pending" && b.paymentStatus !== "paid") return;
  const found = await repo.findByBooking(tx, b.id);
  const payment = found?.payment;
  if (payment?.status !== "captured" || !payment.paymentId || b.refundAmount === null) return;
  await repo.writeLedger(
    tx,
    { bookingId: b.id, kind: "cancellation", reference: null, now },
    cancellationLedger(b, {
      amount: b.refundAmount,
      lines: b.refundLines ?? [],
      ownerEarnings: b.refundOwnerEarnings ?? 0,
      commissionPercent: b.commissionPercent,
      gstPercent: b.gstPercent,
    }),
  );
  if (b.refundAmount > 0)
    await repo.insertRefund(tx, {
      bookingId: b.id,
      kind: "cancellation",
      paymentId: payment.paymentId,
      amountPaise: b.refundAmount * 100,
      now,
    });
  await onCancellation(tx, b, now);
}

/**
 * Applies refund `refundId` (ours, or by Razorpay's id) as processed, once: marks it, books the
 * cash leaving to the renter, and sets the booking's payment status: 'refunded' when all it paid
 * has been refunded, else 'partially_refunded'. A refund already processed is left as it is.
 */
async function applyProcessed(
  app: FastifyInstance,
  by: { id: string } | { razorpayRefundId: string },
  razorpayRefundId: string,
): Promise<boolean> {
  return app.db.transaction(async (tx) => {
    const refund = await repo.lockRefund(tx, by);
    if (!refund || refund.status === "processed") return false;
    const now = app.now();
    await repo.updateRefund(tx, refund.id, {
      status: "processed",
      razorpayRefundId,
      processedAt: now,
      lastError: null,
      updatedAt: now,
    });
    await repo.writeLedger(
      tx,
      { bookingId: refund.bookingId, kind: "refund", reference: razorpayRefundId, now },
      refundPaidLedger(refund.amountPaise),
    );
    const found = (await repo.findByBooking(tx, refund.bookingId, true))!;
    const refunded = (await repo.refundsOf(tx, refund.bookingId))
      .filter((r) => r.status === "processed" || r.id === refund.id)
      .reduce((sum, r) => sum + r.amountPaise, 0);
    await repo.updateBooking(tx, refund.bookingId, {
      paymentStatus: refunded >= found.payment!.amountPaise ? "refunded" : "partially_refunded",
      updatedAt: now,
    });
    await notifyRefundProcessed(tx, refund);
    return true;
  });
}

/** Refunds asked of Razorpay per run of the refunds job. */
const REFUND_BATCH = 20;

/**
 * One run of the refunds job (issue 28 item 4): each queued refund is asked of Razorpay with
 * its stored idempotency key (a retry after a timeout answers the same refund, never a second
 * one); a processed answer is applied at once, a pending one waits for refund.processed or the
 * next run, which asks Razorpay for its status. A failed call stays queued for the next run;
 * a refund Razorpay failed is marked failed (for an operator). Resolves to how many it applied.
 */
export async function processRefunds(app: FastifyInstance): Promise<number> {
  const { client } = razorpayOf(app);
  let applied = 0;
  for (const refund of await repo.openRefunds(app.db, REFUND_BATCH)) {
    try {
      const answer =
        refund.status === "pending" && refund.razorpayRefundId
          ? await client.sdk.refunds.fetch(refund.razorpayRefundId)
          : await client.refund(
              refund.paymentId,
              {
                amount: refund.amountPaise,
                notes: { bookingId: refund.bookingId, kind: refund.kind },
              },
              refund.idempotencyKey,
            );
      if (answer.status === "processed") {
        if (await applyProcessed(app, { id: refund.id }, answer.id)) applied += 1;
      } else if (answer.status === "failed") {
        await repo.updateRefund(app.db, refund.id, {
          status: "failed",
          razorpayRefundId: answer.id,
          updatedAt: app.now(),
        });
      } else if (refund.status === "queued") {
        await repo.updateRefund(app.db, refund.id, {
          status: "pending",
          razorpayRefundId: answer.id,
          updatedAt: app.now(),
        });
      }
    } catch (err) {
      app.log.warn({ err, refundId: refund.id }, "refund not made");
      await repo.updateRefund(app.db, refund.id, {
        lastError: isRazorpayApiError(err)
          ? (err.error.description ?? String(err.statusCode))
          : String(err),
        updatedAt: app.now(),
      });
    }
  }
  return applied;
}

/** How long after a trip is completed its deposit is refunded (ms): 48 hours. */
export const DEPOSIT_RETURN_MS = 48 * 60 * 60 * 1000;

/**
 * Decides the deposit refunds due at `now` (issue 28 item 4, issue 30 item 5): each completed trip
 * whose claim window ended without a claim has its deposit settled (claims/deposit.ts), which
 * queues the refund of the part returned with its ledger rows in the settling transaction; the
 * refunds step pays it. A claim settles its trip's deposit when accepted or decided. Resolves to
 * how many deposits it settled.
 */
export function queueDepositRefunds(app: FastifyInstance, now: Date): Promise<number> {
  return settleDueDeposits(app.db, now);
}

/** The kind of the recurring refunds job (modules/jobs). */
export const REFUNDS_JOB = "refunds";

/**
 * The recurring job that decides due deposit refunds (queueDepositRefunds) and pays queued
 * refunds (processRefunds) every `everyMs` ms (with payments on).
 */
export function refundsJob(app: FastifyInstance, everyMs: number): JobHandler {
  return {
    kind: REFUNDS_JOB,
    everyMs,
    run: async (_db: Db, _payload, now) => {
      await queueDepositRefunds(app, now);
      await processRefunds(app);
    },
  };
}
