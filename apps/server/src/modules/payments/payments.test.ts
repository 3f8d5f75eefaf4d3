/**
 * Paying online (issue 28 items 2, 3 and 6) against the fake Razorpay: a booking made with
 * PAYMENTS=razorpay awaits its payment; verify and webhooks settle it once, in any order and any
 * number of times; nothing else (a wrong signature, a changed byte, another order's payment) moves
 * it; the payment window job reconciles a paid order whose webhook was lost and cancels an unpaid
 * one; the ledger balances for every booking. Webhooks are caught by a local receiver and handed
 * to the app by the test, so each test decides what arrives, how often and in which order.
 */
import { createHmac } from "node:crypto";
import { BOOKING_MSG, PAYMENT_MSG } from "@gaadi/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, callApi } from "../../../test/bookings-support.js";
import { createCar, createUser, type TestApp, type TestUser } from "../../../test/helpers.js";
import { type PaymentsTestApp, startPaymentsTestApp } from "../../../test/payments-support.js";
import type { CaughtWebhook, WebhookCatcher } from "../../../test/webhook-catcher.js";
import { bookings, ledgerEntries, notifications, paymentEvents } from "../../db/schema.js";
import { expireDueRequests } from "../bookings/service.js";
import type { FakeRazorpay } from "./fake-razorpay/server.js";
import { ledgerOf, ledgerProblems, refundsOf, writeLedger } from "./repository.js";
import { processRefunds, sweepPaymentWindows } from "./service.js";

const KEY_ID = "rzp_test_payments";
const KEY_SECRET = "payments_key_secret";
const WEBHOOK_SECRET = "payments_webhook_secret";
const START = new Date("2031-06-15T06:30:00Z");

let fake: FakeRazorpay;
let catcher: WebhookCatcher;
let caught: CaughtWebhook[] = [];
let t: TestApp;
let running: PaymentsTestApp;
let clock = START;
let owner: TestUser;
let renter: TestUser;
let other: TestUser;
let carId: string;
let instantCarId: string;

beforeAll(async () => {
  running = await startPaymentsTestApp(
    { keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET },
    () => clock,
  );
  ({ t, fake, catcher } = running);
  owner = await createUser(t.app, { role: "owner", name: "Owner Om" });
  renter = await createUser(t.app, { name: "Renter Rani" });
  other = await createUser(t.app, { name: "Other Ojas" });
  // ₹2,000 a day, 10% off a week, ₹3,000 deposit: a week is ₹14,087 + ₹3,000.
  const priced = { pricePerDay: 2000, weeklyDiscountPercent: 10, securityDeposit: 3000 };
  carId = (await createCar(t.app, owner.id, priced)).id;
  instantCarId = (await createCar(t.app, owner.id, { ...priced, instantBook: true })).id;
});
afterAll(() => running?.close());
beforeEach(() => {
  clock = START;
  catcher.caught.length = 0;
  caught = catcher.caught;
  fake.webhooks.configure({ duplicate: false, outOfOrder: false, hold: false, delayMs: 0 });
});

let week = 0;
/** A fresh week in July 2031 onwards, so no test's dates meet another's. */
function nextWeek(): [string, string] {
  const from = new Date(Date.UTC(2031, 6, 1 + 8 * week++));
  const to = new Date(from.getTime() + 6 * 86_400_000);
  return [from.toISOString().slice(0, 10), to.toISOString().slice(0, 10)];
}

async function book(car = carId, user = renter) {
  const [pickupDate, returnDate] = nextWeek();
  const res = await call(t.app, "POST", "/create", user, { car, pickupDate, returnDate });
  expect(res.status).toBe(200);
  return res.body as {
    message: string;
    booking: {
      _id: string;
      bookingRef: string;
      price: number;
      deposit: number;
      paymentStatus: string;
      paymentDueAt: string | null;
    };
    payment: {
      orderId: string;
      amount: number;
      currency: string;
      keyId: string;
      checkoutUrl: string;
      expiresAt: string;
    };
  };
}

/** Pays the order in the fake as Checkout would; resolves once its webhooks were caught. */
async function pay(orderId: string, capture: "auto" | "manual" = "auto") {
  const result = fake.pay(orderId, { method: "upi", vpa: "success@razorpay", capture });
  await fake.webhooks.settled();
  return result as {
    razorpay_payment_id: string;
    razorpay_order_id: string;
    razorpay_signature: string;
  };
}

const verify = (bookingId: string, fields: object, user: TestUser | null = renter) =>
  callApi(t.app, "POST", "/payments/verify", user, { bookingId, ...fields });

/** Hands a caught webhook to the app, as Razorpay's POST. */
const deliver = (e: CaughtWebhook, over: Partial<CaughtWebhook> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/payments/webhook",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": over.signature ?? e.signature,
      "x-razorpay-event-id": over.eventId ?? e.eventId,
    },
    payload: over.body ?? e.body,
  });

async function bookingRow(id: string) {
  const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

/** A booking's ledger as [account, paise] pairs in a fixed order (one transaction's rows share an instant). */
const ACCOUNT_ORDER = [
  "platform_cash",
  "renter",
  "owner_payable",
  "platform_fee",
  "gst_payable",
  "deposits_held",
];
async function ledgerLines(bookingId: string) {
  const rows = await ledgerOf(t.app.db, bookingId);
  return rows
    .map((l) => [l.account, l.amountPaise] as [string, number])
    .sort((a, b) => ACCOUNT_ORDER.indexOf(a[0]) - ACCOUNT_ORDER.indexOf(b[0]));
}

const noticesTo = (userId: string, bookingId: string) =>
  t.app.db
    .select({ type: notifications.type })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.bookingId, bookingId)));

const ownerSees = async (bookingId: string) => {
  const res = await call(t.app, "GET", "/owner", owner);
  return (res.body.bookings as { _id: string }[]).some((b) => b._id === bookingId);
};

describe("a booking with payments on", () => {
  it("awaits its payment: dates held for the window, an order for total and deposit, the owner not told", async () => {
    const made = await book();
    expect(made.message).toBe(PAYMENT_MSG.awaiting(15));
    expect(made.booking).toMatchObject({
      price: 14087,
      deposit: 3000,
      paymentStatus: "awaiting",
      paymentDueAt: new Date(START.getTime() + 15 * 60_000).toISOString(),
    });
    expect(made.payment).toEqual({
      orderId: expect.stringMatching(/^order_/),
      amount: 1_708_700,
      currency: "INR",
      keyId: KEY_ID,
      checkoutUrl: fake.checkoutUrl,
      expiresAt: made.booking.paymentDueAt,
    });
    expect(fake.store.order(made.payment.orderId)).toMatchObject({
      amount: 1_708_700,
      receipt: made.booking.bookingRef,
      notes: { bookingId: made.booking._id },
    });
    expect(await noticesTo(owner.id, made.booking._id)).toEqual([]);
    expect(await ownerSees(made.booking._id)).toBe(false);
    const accept = await call(t.app, "POST", "/change-status", owner, {
      bookingId: made.booking._id,
      status: "booked",
    });
    expect(accept).toMatchObject({ status: 409, body: { message: PAYMENT_MSG.awaitingOwner } });
  });

  it("is paid by verify once: captured, the ledger balanced, only then the owner told", async () => {
    const made = await book();
    const fields = await pay(made.payment.orderId);
    const first = await verify(made.booking._id, fields);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(PAYMENT_MSG.paidRequest);
    expect(first.body.booking).toMatchObject({
      status: "pending",
      paymentStatus: "paid",
      paymentDueAt: null,
    });
    expect(await noticesTo(owner.id, made.booking._id)).toEqual([{ type: "booking_created" }]);
    expect(await ownerSees(made.booking._id)).toBe(true);
    expect(await ledgerLines(made.booking._id)).toEqual([
      ["platform_cash", 1_708_700],
      ["owner_payable", -962_600],
      ["platform_fee", -378_000],
      ["gst_payable", -68_100],
      ["deposits_held", -300_000],
    ]);

    const again = await verify(made.booking._id, fields);
    expect(again.status).toBe(200);
    expect(await ledgerOf(t.app.db, made.booking._id)).toHaveLength(5);
    expect(await noticesTo(owner.id, made.booking._id)).toHaveLength(1);
    // Its webhooks after verify change nothing either.
    for (const e of caught) expect((await deliver(e)).statusCode).toBe(200);
    expect(await ledgerOf(t.app.db, made.booking._id)).toHaveLength(5);
    expect(await ledgerProblems(t.app.db)).toEqual([]);
  });

  it("books an instant-book car once paid, and tells both sides", async () => {
    const made = await book(instantCarId);
    expect(made.booking).toMatchObject({ paymentStatus: "awaiting" });
    expect((await bookingRow(made.booking._id)).status).toBe("pending");
    const res = await verify(made.booking._id, await pay(made.payment.orderId));
    expect(res.body.message).toBe(PAYMENT_MSG.paidInstant);
    expect(res.body.booking).toMatchObject({ status: "booked", paymentStatus: "paid" });
    expect(await noticesTo(owner.id, made.booking._id)).toEqual([{ type: "booking_created" }]);
    expect(await noticesTo(renter.id, made.booking._id)).toEqual([{ type: "booking_confirmed" }]);
  });

  it("captures a payment that is only authorized", async () => {
    const made = await book();
    const fields = await pay(made.payment.orderId, "manual");
    expect(fake.store.payment(fields.razorpay_payment_id)).toMatchObject({ status: "authorized" });
    expect((await verify(made.booking._id, fields)).status).toBe(200);
    expect(fake.store.payment(fields.razorpay_payment_id)).toMatchObject({ status: "captured" });
    expect((await bookingRow(made.booking._id)).paymentStatus).toBe("paid");
  });
});

describe("POST /api/payments/verify refuses", () => {
  it("a missing, wrong or altered signature, another order, another order's payment; changing nothing", async () => {
    const made = await book();
    const mine = await pay(made.payment.orderId, "manual");
    const elsewhere = await book();
    const theirs = await pay(elsewhere.payment.orderId, "manual");
    const flipped = mine.razorpay_signature.replace(/^./, (c) => (c === "0" ? "1" : "0"));
    const signedOver = (payment: string) =>
      createHmac("sha256", KEY_SECRET).update(`${made.payment.orderId}|${payment}`).digest("hex");
    const cases: [object, number, string][] = [
      [{ ...mine, razorpay_signature: undefined }, 400, "razorpay_signature is required"],
      [{ ...mine, razorpay_signature: "0".repeat(64) }, 400, PAYMENT_MSG.badSignature],
      [{ ...mine, razorpay_signature: flipped }, 400, PAYMENT_MSG.badSignature],
      [{ ...mine, razorpay_signature: "not hex" }, 400, PAYMENT_MSG.badSignature],
      [theirs, 400, PAYMENT_MSG.otherOrder],
      // Signed right, but the payment is another order's (and another amount's).
      [
        {
          ...mine,
          razorpay_payment_id: theirs.razorpay_payment_id,
          razorpay_signature: signedOver(theirs.razorpay_payment_id),
        },
        400,
        PAYMENT_MSG.mismatch,
      ],
    ];
    for (const [fields, status, message] of cases) {
      const res = await verify(made.booking._id, fields);
      expect([res.status, res.body.message], JSON.stringify(fields)).toEqual([status, message]);
    }
    expect(await bookingRow(made.booking._id)).toMatchObject({ paymentStatus: "awaiting" });
    expect(fake.store.payment(mine.razorpay_payment_id)).toMatchObject({ status: "authorized" });
    expect(await ledgerOf(t.app.db, made.booking._id)).toEqual([]);

    expect((await verify(made.booking._id, mine, null)).status).toBe(401);
    expect(await verify(made.booking._id, mine, other)).toMatchObject({
      status: 403,
      body: { message: BOOKING_MSG.notYourBooking },
    });
    expect(await verify("00000000-0000-4000-8000-000000000000", mine)).toMatchObject({
      status: 404,
      body: { message: BOOKING_MSG.bookingNotFound },
    });
    expect((await verify("not-a-uuid", mine)).status).toBe(404);
  });
});

describe("POST /api/payments/webhook", () => {
  it("marks paid on a valid event; a wrong signature or one changed byte is refused and writes nothing", async () => {
    fake.webhooks.configure({ hold: false });
    const made = await book();
    await pay(made.payment.orderId);
    const captured = caught.find((e) => e.event === "payment.captured")!;
    const bad = await deliver(captured, { signature: "0".repeat(64) });
    expect(bad.statusCode).toBe(400);
    const changed = captured.body.replace('"captured"', '"caPtured"');
    expect(changed).not.toBe(captured.body);
    expect((await deliver(captured, { body: changed })).statusCode).toBe(400);
    expect((await deliver(captured, { signature: "" })).statusCode).toBe(400);
    expect(await bookingRow(made.booking._id)).toMatchObject({ paymentStatus: "awaiting" });
    expect(
      await t.app.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.eventId, captured.eventId)),
    ).toEqual([]);

    const ok = await deliver(captured);
    expect([ok.statusCode, ok.json()]).toEqual([200, { success: true, outcome: "handled" }]);
    expect(await bookingRow(made.booking._id)).toMatchObject({ paymentStatus: "paid" });
  });

  it("credits the same event three times once", async () => {
    const made = await book();
    await pay(made.payment.orderId);
    const captured = caught.find((e) => e.event === "payment.captured")!;
    const outcomes = [];
    for (let i = 0; i < 3; i++) outcomes.push((await deliver(captured)).json().outcome);
    expect(outcomes).toEqual(["handled", "repeat", "repeat"]);
    expect(await ledgerOf(t.app.db, made.booking._id)).toHaveLength(5);
    expect(await noticesTo(owner.id, made.booking._id)).toHaveLength(1);
  });

  it("reaches the same end whichever of verify and the events arrives first, in any order", async () => {
    const ends = [];
    for (const order of ["verify first", "events first", "events reversed"] as const) {
      const made = await book();
      caught.length = 0;
      const fields = await pay(made.payment.orderId, "manual");
      // Razorpay captures on our call; its captured and order.paid events follow.
      const events = [...caught];
      if (order === "verify first") await verify(made.booking._id, fields);
      const list = order === "events reversed" ? [...events].reverse() : events;
      for (const e of list) expect((await deliver(e)).statusCode).toBe(200);
      await fake.webhooks.settled();
      for (const e of order === "events reversed" ? [...caught].reverse() : caught)
        await deliver(e);
      if (order !== "verify first")
        expect((await verify(made.booking._id, fields)).status).toBe(200);
      const row = await bookingRow(made.booking._id);
      ends.push({
        status: row.status,
        paymentStatus: row.paymentStatus,
        ledger: await ledgerLines(made.booking._id),
        told: (await noticesTo(owner.id, made.booking._id)).length,
        captured: fake.store.payment(fields.razorpay_payment_id).status,
      });
    }
    expect(ends[1]).toEqual(ends[0]);
    expect(ends[2]).toEqual(ends[0]);
    expect(ends[0]).toMatchObject({ paymentStatus: "paid", told: 1, captured: "captured" });
  });

  it("records a failed attempt and leaves the booking awaiting a retry", async () => {
    const made = await book();
    const failed = fake.pay(made.payment.orderId, { method: "upi", vpa: "failure@razorpay" });
    expect(failed).toHaveProperty("error");
    await fake.webhooks.settled();
    const event = caught.find((e) => e.event === "payment.failed")!;
    expect((await deliver(event)).json().outcome).toBe("handled");
    expect(await bookingRow(made.booking._id)).toMatchObject({
      paymentStatus: "awaiting",
      status: "pending",
    });
    const retried = await verify(made.booking._id, await pay(made.payment.orderId));
    expect(retried.body.booking).toMatchObject({ paymentStatus: "paid" });
  });
});

describe("the payment window", () => {
  // Earlier tests leave bookings awaiting payment, all due at START + 15 min: settle or cancel
  // them first, so each test's sweep counts only its own.
  beforeEach(async () => {
    await sweepPaymentWindows(t.app, new Date(START.getTime() + 3_600_000));
  });

  it("cancels a booking unpaid at its end, freeing its dates", async () => {
    const [pickupDate, returnDate] = nextWeek();
    const res = await call(t.app, "POST", "/create", renter, {
      car: carId,
      pickupDate,
      returnDate,
    });
    const id = res.body.booking._id as string;
    clock = new Date(START.getTime() + 14 * 60_000);
    expect(await sweepPaymentWindows(t.app, clock)).toEqual({ paid: 0, cancelled: 0 });
    clock = new Date(START.getTime() + 15 * 60_000);
    expect(await sweepPaymentWindows(t.app, clock)).toEqual({ paid: 0, cancelled: 1 });
    expect(await bookingRow(id)).toMatchObject({
      status: "cancelled",
      cancelledBy: "system",
      cancellationReason: PAYMENT_MSG.windowEndedReason,
      paymentStatus: "unpaid",
      paymentDueAt: null,
      refundAmount: null,
    });
    expect(await ownerSees(id)).toBe(false);
    const again = await call(t.app, "POST", "/create", other, {
      car: carId,
      pickupDate,
      returnDate,
    });
    expect(again.status).toBe(200);
  });

  it("settles a paid order whose webhooks were lost, instead of cancelling it", async () => {
    fake.webhooks.configure({ hold: true });
    const made = await book();
    fake.pay(made.payment.orderId, { method: "upi", vpa: "success@razorpay" });
    clock = new Date(START.getTime() + 16 * 60_000);
    expect(await sweepPaymentWindows(t.app, clock)).toEqual({ paid: 1, cancelled: 0 });
    expect(await bookingRow(made.booking._id)).toMatchObject({
      paymentStatus: "paid",
      status: "pending",
    });
    expect(await noticesTo(owner.id, made.booking._id)).toEqual([{ type: "booking_created" }]);
  });

  it("owes back in full a payment that arrives after the booking was cancelled", async () => {
    const made = await book();
    clock = new Date(START.getTime() + 20 * 60_000);
    await sweepPaymentWindows(t.app, clock);
    const res = await verify(made.booking._id, await pay(made.payment.orderId));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(PAYMENT_MSG.lateRefund);
    expect(res.body.booking).toMatchObject({
      status: "cancelled",
      paymentStatus: "refund_pending",
    });
    expect(await ledgerLines(made.booking._id)).toEqual([
      ["platform_cash", 1_708_700],
      ["renter", -1_708_700],
    ]);
    expect(await noticesTo(owner.id, made.booking._id)).toEqual([]);
  });

  it("lets the renter cancel while awaiting: nothing refunded, the owner never told", async () => {
    const made = await book();
    const res = await call(t.app, "POST", "/cancel", renter, {
      bookingId: made.booking._id,
      cancellationReason: "Change of plans",
    });
    expect(res.status).toBe(200);
    expect(await bookingRow(made.booking._id)).toMatchObject({
      status: "cancelled",
      paymentStatus: "unpaid",
      refundAmount: null,
    });
    expect(await noticesTo(owner.id, made.booking._id)).toEqual([]);
  });
});

describe("refunds (issue 28 item 4)", () => {
  // A renter of its own: booking creation is limited to 20 requests a quarter hour per renter.
  beforeAll(async () => {
    renter = await createUser(t.app, { name: "Refund Renter" });
  });

  /** A booking paid by verify. */
  async function paidBooking(car = carId) {
    const made = await book(car);
    const res = await verify(made.booking._id, await pay(made.payment.orderId));
    expect(res.status).toBe(200);
    return made;
  }
  const refundedAtRazorpay = (paymentId: string) => fake.store.payment(paymentId).amount_refunded;
  const paymentIdOf = async (bookingId: string) =>
    (await refundsOf(t.app.db, bookingId))[0]!.paymentId;

  it("refunds a declined paid request in full, once, however often the job runs", async () => {
    const made = await paidBooking();
    const declined = await call(t.app, "POST", "/change-status", owner, {
      bookingId: made.booking._id,
      status: "cancelled",
      cancellationReason: "Car is in service",
    });
    expect(declined.status).toBe(200);
    expect(await bookingRow(made.booking._id)).toMatchObject({
      paymentStatus: "refund_pending",
      refundAmount: 17087,
    });
    const [queued] = await refundsOf(t.app.db, made.booking._id);
    expect(queued).toMatchObject({
      kind: "cancellation",
      amountPaise: 1_708_700,
      status: "queued",
    });
    expect(queued!.idempotencyKey).toBe(`gaadi-cancellation-${made.booking._id}`);

    expect(await processRefunds(t.app)).toBeGreaterThanOrEqual(1);
    expect(await processRefunds(t.app)).toBe(0);
    expect(refundedAtRazorpay(queued!.paymentId)).toBe(1_708_700);
    expect(await bookingRow(made.booking._id)).toMatchObject({ paymentStatus: "refunded" });
    expect(await refundsOf(t.app.db, made.booking._id)).toMatchObject([{ status: "processed" }]);
    const renterOwed = (await ledgerLines(made.booking._id))
      .filter(([account]) => account === "renter")
      .reduce((sum, [, paise]) => sum + paise, 0);
    expect(renterOwed).toBe(0);
  });

  it("refunds an expired paid request in full", async () => {
    const made = await paidBooking();
    clock = new Date(START.getTime() + 25 * 3_600_000);
    await expireDueRequests(t.app.db, clock);
    expect(await bookingRow(made.booking._id)).toMatchObject({
      status: "cancelled",
      paymentStatus: "refund_pending",
    });
    await processRefunds(t.app);
    expect(refundedAtRazorpay(await paymentIdOf(made.booking._id))).toBe(1_708_700);
    expect(await bookingRow(made.booking._id)).toMatchObject({ paymentStatus: "refunded" });
  });

  it("refunds a late strict cancellation exactly what the policy gives back, once for two cancels at once", async () => {
    const strictCar = await createCar(t.app, owner.id, {
      pricePerDay: 2000,
      weeklyDiscountPercent: 10,
      securityDeposit: 3000,
      cancellationPolicy: "strict",
    });
    const made = await paidBooking(strictCar.id);
    await call(t.app, "POST", "/change-status", owner, {
      bookingId: made.booking._id,
      status: "booked",
    });
    // Two days before pickup: strict keeps half the rent (₹6,300), the trip fee and its GST
    // (₹1,487); the rest of the rent and the deposit come back: ₹17,087 - ₹7,787.
    const pickup = Date.parse(`${(await bookingRow(made.booking._id)).pickupDate}T00:00:00+05:30`);
    clock = new Date(pickup - 2 * 86_400_000);
    const preview = await call(t.app, "GET", `/${made.booking._id}/cancellation`, renter);
    const body = { bookingId: made.booking._id, cancellationReason: "Change of plans" };
    const [a, b] = await Promise.all([
      call(t.app, "POST", "/cancel", renter, body),
      call(t.app, "POST", "/cancel", renter, body),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const refunds = await refundsOf(t.app.db, made.booking._id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amountPaise).toBe(preview.body.refund.amount * 100);
    expect(preview.body.refund.amount).toBe(9300);
    await processRefunds(t.app);
    expect(refundedAtRazorpay(refunds[0]!.paymentId)).toBe(930_000);
    expect(await bookingRow(made.booking._id)).toMatchObject({
      paymentStatus: "partially_refunded",
    });
  });

  it("waits for a pending refund until Razorpay's refund.processed, applied once", async () => {
    fake.store.refundMode = "pending";
    try {
      const made = await paidBooking();
      await call(t.app, "POST", "/cancel", renter, {
        bookingId: made.booking._id,
        cancellationReason: "Change of plans",
      });
      caught.length = 0;
      await processRefunds(t.app);
      const [pending] = await refundsOf(t.app.db, made.booking._id);
      expect(pending).toMatchObject({
        status: "pending",
        razorpayRefundId: expect.stringMatching(/^rfnd_/),
      });
      expect(await bookingRow(made.booking._id)).toMatchObject({ paymentStatus: "refund_pending" });
      fake.store.settleRefund(pending!.razorpayRefundId!, "processed");
      await fake.webhooks.settled();
      const event = caught.find((e) => e.event === "refund.processed")!;
      for (let i = 0; i < 2; i++) expect((await deliver(event)).statusCode).toBe(200);
      expect(await bookingRow(made.booking._id)).toMatchObject({ paymentStatus: "refunded" });
      expect(await processRefunds(t.app)).toBe(0);
      const cashOut = (await ledgerLines(made.booking._id)).filter(
        ([account, paise]) => account === "platform_cash" && paise < 0,
      );
      expect(cashOut).toEqual([["platform_cash", -1_708_700]]);
    } finally {
      fake.store.refundMode = "processed";
    }
  });

  it("pays back a late payment in full", async () => {
    const made = await book();
    clock = new Date(START.getTime() + 20 * 60_000);
    await sweepPaymentWindows(t.app, clock);
    await verify(made.booking._id, await pay(made.payment.orderId));
    await processRefunds(t.app);
    expect(await refundsOf(t.app.db, made.booking._id)).toMatchObject([
      { kind: "late_payment", amountPaise: 1_708_700, status: "processed" },
    ]);
    expect(await bookingRow(made.booking._id)).toMatchObject({ paymentStatus: "refunded" });
  });
});

describe("GET /api/payments/{bookingId}/order (paying again from My Bookings)", () => {
  const order = (bookingId: string, user: TestUser | null = renter) =>
    callApi(t.app, "GET", `/payments/${bookingId}/order`, user);

  it("answers the awaiting booking's order to its renter, and refuses everyone else", async () => {
    const made = await book();
    expect(await order(made.booking._id)).toMatchObject({
      status: 200,
      body: { success: true, payment: made.payment },
    });
    expect((await order(made.booking._id, null)).status).toBe(401);
    expect(await order(made.booking._id, other)).toMatchObject({
      status: 403,
      body: { message: BOOKING_MSG.notYourBooking },
    });
    expect((await order("f4b8f4e2-6c39-4c61-9d51-7d0b1f0c9a11")).status).toBe(404);
    expect((await order("not-a-booking")).status).toBe(404);

    // Paid: nothing more to pay.
    const paid = await pay(made.payment.orderId);
    expect((await verify(made.booking._id, paid)).status).toBe(200);
    expect(await order(made.booking._id)).toMatchObject({
      status: 409,
      body: { message: PAYMENT_MSG.notAwaiting },
    });
  });

  it("answers 409 once the window has ended, even before the sweep cancels the booking", async () => {
    const made = await book();
    clock = new Date(START.getTime() + 15 * 60_000);
    expect(await order(made.booking._id)).toMatchObject({
      status: 409,
      body: { message: PAYMENT_MSG.notAwaiting },
    });
    await sweepPaymentWindows(t.app, clock);
    expect(await bookingRow(made.booking._id)).toMatchObject({ paymentStatus: "unpaid" });
  });
});

describe("the ledger", () => {
  beforeAll(async () => {
    renter = await createUser(t.app, { name: "Ledger Renter" });
  });

  it("balances for every booking after all of the above", async () => {
    expect(await ledgerProblems(t.app.db)).toEqual([]);
  });

  it("refuses at commit a transaction that does not balance, and any edit", async () => {
    const made = await book();
    const entry = { bookingId: made.booking._id, kind: "test", reference: null, now: clock };
    // Drizzle wraps the database's refusal; its cause is the trigger's error.
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => "accepted",
        (err: { cause?: { message?: string }; message: string }) =>
          err.cause?.message ?? err.message,
      );
    expect(
      await refusal(
        t.app.db.transaction((tx) =>
          writeLedger(tx, entry, [
            { account: "platform_cash", amountPaise: 100 },
            { account: "renter", amountPaise: -99 },
          ]),
        ),
      ),
    ).toMatch(/does not balance/);
    expect(await ledgerOf(t.app.db, made.booking._id)).toEqual([]);
    await t.app.db.transaction((tx) =>
      writeLedger(tx, entry, [
        { account: "platform_cash", amountPaise: 100 },
        { account: "renter", amountPaise: -100 },
      ]),
    );
    const mine = eq(ledgerEntries.bookingId, made.booking._id);
    expect(
      await refusal(t.app.db.update(ledgerEntries).set({ amountPaise: 5 }).where(mine)),
    ).toMatch(/append-only/);
    expect(await refusal(t.app.db.delete(ledgerEntries).where(mine))).toMatch(/append-only/);
    expect(await ledgerOf(t.app.db, made.booking._id)).toHaveLength(2);
  });
});
