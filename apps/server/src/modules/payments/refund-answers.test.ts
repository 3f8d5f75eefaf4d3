/**
 * What the renter sees of their money through Razorpay (issue 28 items 4 and 7), against the fake
 * Razorpay: GET /api/bookings/user lists each refund with its kind, rupees, status and dates; the
 * renter's receipt names the payment (id, method, when) and the refunds with Razorpay's ids; the
 * owner's answers carry none of it; a processed refund tells the renter once (a notification and
 * its mail), even when the webhook and the refunds job both reach it.
 */
import { formatRupees } from "@gaadi/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, callApi } from "../../../test/bookings-support.js";
import { createCar, createUser, type TestApp, type TestUser } from "../../../test/helpers.js";
import { type PaymentsTestApp, startPaymentsTestApp } from "../../../test/payments-support.js";
import type { WebhookCatcher } from "../../../test/webhook-catcher.js";
import { mailOutbox, notifications } from "../../db/schema.js";
import type { FakeRazorpay } from "./fake-razorpay/server.js";
import { refundsOf } from "./repository.js";
import { processRefunds } from "./service.js";

const KEY_ID = "rzp_test_refund_answers";
const KEY_SECRET = "refund_answers_key_secret";
const WEBHOOK_SECRET = "refund_answers_webhook_secret";
const START = new Date("2031-06-15T06:30:00Z");

let fake: FakeRazorpay;
let catcher: WebhookCatcher;
let t: TestApp;
let running: PaymentsTestApp;
let clock = START;
let owner: TestUser;
let renter: TestUser;
let carId: string;

beforeAll(async () => {
  running = await startPaymentsTestApp(
    { keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET },
    () => clock,
  );
  ({ t, fake, catcher } = running);
  owner = await createUser(t.app, { role: "owner", name: "Owner Om" });
  renter = await createUser(t.app, { name: "Renter Rani" });
  // ₹2,000 a day, 10% off a week, ₹3,000 deposit: a week is ₹14,087 + ₹3,000 = ₹17,087.
  carId = (
    await createCar(t.app, owner.id, {
      pricePerDay: 2000,
      weeklyDiscountPercent: 10,
      securityDeposit: 3000,
    })
  ).id;
});
afterAll(() => running?.close());

/** A week booked and paid through the fake's checkout (UPI) and verify, in July 2031. */
async function paidWeek(pickupDate: string, returnDate: string) {
  const made = await call(t.app, "POST", "/create", renter, { car: carId, pickupDate, returnDate });
  expect(made.status).toBe(200);
  const paid = fake.pay(made.body.payment.orderId, { method: "upi", vpa: "success@razorpay" }) as {
    razorpay_payment_id: string;
    razorpay_order_id: string;
    razorpay_signature: string;
  };
  await fake.webhooks.settled();
  const bookingId = made.body.booking._id as string;
  expect(
    (await callApi(t.app, "POST", "/payments/verify", renter, { bookingId, ...paid })).status,
  ).toBe(200);
  return { bookingId, bookingRef: made.body.booking.bookingRef as string, paid };
}

const myBooking = async (id: string) => {
  const res = await call(t.app, "GET", "/user", renter);
  expect(res.status).toBe(200);
  return (res.body.bookings as { _id: string; refunds: unknown }[]).find((b) => b._id === id)!;
};

const refundNotices = (bookingId: string) =>
  t.app.db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      title: notifications.title,
      message: notifications.message,
    })
    .from(notifications)
    .where(and(eq(notifications.bookingId, bookingId), eq(notifications.type, "refund_processed")));

describe("a cancelled paid booking's refund, as the renter sees it", () => {
  it("is listed pending, then refunded with its date; the receipt names payment and refund; one notice", async () => {
    fake.store.refundMode = "pending";
    try {
      const { bookingId, bookingRef, paid } = await paidWeek("2031-07-01", "2031-07-07");
      expect((await myBooking(bookingId)).refunds).toEqual([]);

      const cancelledAt = new Date(START.getTime() + 60_000);
      clock = cancelledAt;
      const cancelled = await call(t.app, "POST", "/cancel", renter, {
        bookingId,
        cancellationReason: "Change of plans",
      });
      expect(cancelled.status).toBe(200);
      expect((await myBooking(bookingId)).refunds).toEqual([
        {
          kind: "cancellation",
          amount: 17087,
          status: "queued",
          createdAt: cancelledAt.toISOString(),
          processedAt: null,
        },
      ]);

      await processRefunds(t.app);
      expect((await myBooking(bookingId)).refunds).toMatchObject([
        { kind: "cancellation", amount: 17087, status: "pending", processedAt: null },
      ]);
      expect(await refundNotices(bookingId)).toEqual([]);

      // Razorpay processes it two days later; its webhook arrives twice and the job runs too.
      const processedAt = new Date(START.getTime() + 2 * 86_400_000);
      clock = processedAt;
      const [pending] = await refundsOf(t.app.db, bookingId);
      catcher.caught.length = 0;
      fake.store.settleRefund(pending!.razorpayRefundId!, "processed");
      await fake.webhooks.settled();
      const event = catcher.caught.find((e) => e.event === "refund.processed")!;
      const deliver = () =>
        t.app.inject({
          method: "POST",
          url: "/api/payments/webhook",
          headers: {
            "content-type": "application/json",
            "x-razorpay-signature": event.signature,
            "x-razorpay-event-id": event.eventId,
          },
          payload: event.body,
        });
      expect((await deliver()).statusCode).toBe(200);
      expect((await deliver()).statusCode).toBe(200);
      await processRefunds(t.app);

      expect((await myBooking(bookingId)).refunds).toEqual([
        {
          kind: "cancellation",
          amount: 17087,
          status: "processed",
          createdAt: cancelledAt.toISOString(),
          processedAt: processedAt.toISOString(),
        },
      ]);

      const receipt = await call(t.app, "GET", `/${bookingId}/receipt`, renter);
      expect(receipt.status).toBe(200);
      expect(receipt.body.receipt.payment).toEqual({
        paymentId: paid.razorpay_payment_id,
        method: "upi",
        capturedAt: START.toISOString(),
      });
      expect(receipt.body.receipt.refunds).toEqual([
        {
          kind: "cancellation",
          amount: 17087,
          status: "processed",
          createdAt: cancelledAt.toISOString(),
          processedAt: processedAt.toISOString(),
          refundId: pending!.razorpayRefundId,
        },
      ]);

      // One notice to the renter with the amount and the reference, and one mail of it.
      const notices = await refundNotices(bookingId);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ userId: renter.id, title: "Refund processed" });
      expect(notices[0]!.message).toContain(formatRupees(17087));
      expect(notices[0]!.message).toContain(bookingRef);
      const mails = await t.app.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.notificationId, notices[0]!.id));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toContain(bookingRef);
      expect(mails[0]!.text).toContain(formatRupees(17087));
      expect(mails[0]!.text).toContain("/my-bookings");
    } finally {
      fake.store.refundMode = "processed";
      clock = START;
    }
  });

  it("keeps the owner's answers free of the renter's payment and refunds", async () => {
    const { bookingId } = await paidWeek("2031-07-10", "2031-07-16");
    await call(t.app, "POST", "/cancel", renter, { bookingId, cancellationReason: "Other" });
    await processRefunds(t.app);
    expect((await myBooking(bookingId)).refunds).toMatchObject([{ status: "processed" }]);

    const list = await call(t.app, "GET", "/owner", owner);
    const seen = (list.body.bookings as { _id: string }[]).find((b) => b._id === bookingId)!;
    expect(seen).toBeDefined();
    expect(seen).not.toHaveProperty("refunds");
    const statement = await call(t.app, "GET", `/${bookingId}/receipt`, owner);
    expect(statement.status).toBe(200);
    expect(statement.body.receipt).toMatchObject({ view: "owner", payment: null, refunds: [] });
  });
});

describe("GET /api/settings", () => {
  it("says that renters pay online with PAYMENTS=razorpay", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/settings" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, payments: true });
  });
});
