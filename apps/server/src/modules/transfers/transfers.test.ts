/**
 * Owner payouts (issue 28 items 4, 5 and 6) against the fake Razorpay, driven by a test clock:
 * a paid booking's owner earnings are sent to the owner's linked account on hold until 48 hours
 * after the return date, released then, and reversed by what a cancellation takes back; a crash
 * between a call and its record never sends or reverses twice; a completed trip's deposit comes
 * back 48 hours after completion; the ledger holds every step. GET /api/owner/payouts/transfers
 * is the owner's Payouts table.
 */
import { payoutReleaseAt } from "@gaadi/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call } from "../../../test/bookings-support.js";
import { ownerMove } from "../../../test/handover-support.js";
import { createCar, createUser, type TestApp, type TestUser } from "../../../test/helpers.js";
import {
  linkPayouts,
  type PaymentsTestApp,
  startPaymentsTestApp,
} from "../../../test/payments-support.js";
import { bookings, payments, payoutAccounts, transfers } from "../../db/schema.js";
import type { FakeRazorpay } from "../payments/fake-razorpay/server.js";
import { ledgerOf, ledgerProblems, refundsOf } from "../payments/repository.js";
import { processRefunds, queueDepositRefunds } from "../payments/service.js";
import { runTransfers } from "./service.js";

const KEY_ID = "rzp_test_transfers";
const KEY_SECRET = "transfers_key_secret";
const START = new Date("2031-06-15T06:30:00Z");
const HOUR = 3_600_000;

let fake: FakeRazorpay;
let t: TestApp;
let clock = START;
let owner: TestUser;
let unlinkedOwner: TestUser;
let renter: TestUser;
let carId: string;
let strictCarId: string;
let unlinkedCarId: string;
let accountId: string;

let started: PaymentsTestApp;

beforeAll(async () => {
  started = await startPaymentsTestApp(
    { keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: "w" },
    () => clock,
  );
  ({ t, fake } = started);
  owner = await createUser(t.app, { role: "owner", name: "Owner Om" });
  unlinkedOwner = await createUser(t.app, { role: "owner", name: "Owner Uma" });
  renter = await createUser(t.app, { name: "Renter Rani" });
  accountId = await linkPayouts(t.app, owner, "ABCPE1234F");
  // ₹2,000 a day, 10% off a week, ₹3,000 deposit: a week's rent is ₹12,600, the owner's
  // earnings ₹12,600 - 20% commission ₹2,520 - its 18% GST ₹454 = ₹9,626.
  const priced = { pricePerDay: 2000, weeklyDiscountPercent: 10, securityDeposit: 3000 };
  carId = (await createCar(t.app, owner.id, priced)).id;
  strictCarId = (await createCar(t.app, owner.id, { ...priced, cancellationPolicy: "strict" })).id;
  unlinkedCarId = (await createCar(t.app, unlinkedOwner.id, priced)).id;
});
afterAll(async () => {
  await started?.close();
});
beforeEach(() => {
  clock = START;
});

let week = 0;
/** A fresh week in July 2031 onwards, so no test's dates meet another's. */
function nextWeek(): [string, string] {
  const from = new Date(Date.UTC(2031, 6, 1 + 8 * week++));
  const to = new Date(from.getTime() + 6 * 86_400_000);
  return [from.toISOString().slice(0, 10), to.toISOString().slice(0, 10)];
}

/** Books a week of `car` and pays it through the fake and verify; answers the booking row. */
async function paidBooking(car = carId) {
  const [pickupDate, returnDate] = nextWeek();
  const made = await call(t.app, "POST", "/create", renter, { car, pickupDate, returnDate });
  expect(made.status).toBe(200);
  const paid = fake.pay(made.body.payment.orderId, { method: "upi", vpa: "success@razorpay" });
  const verified = await t.app.inject({
    method: "POST",
    url: "/api/payments/verify",
    headers: renter.auth,
    payload: { bookingId: made.body.booking._id, ...paid },
  });
  expect(verified.statusCode).toBe(200);
  return bookingRow(made.body.booking._id as string);
}

async function bookingRow(id: string) {
  const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}
async function transferOf(bookingId: string) {
  const [row] = await t.app.db.select().from(transfers).where(eq(transfers.bookingId, bookingId));
  return row!;
}
/** The owner's move; on_rent and completed by the check-in and check-out (decision 029). */
const setStatus = (bookingId: string, status: string, cancellationReason?: string) =>
  ownerMove(t.app, owner, bookingId, status, cancellationReason);

/** What a booking's ledger holds per account (paise). */
async function balances(bookingId: string) {
  const out: Record<string, number> = {};
  for (const l of await ledgerOf(t.app.db, bookingId))
    out[l.account] = (out[l.account] ?? 0) + l.amountPaise;
  return out;
}

describe("a paid trip's transfer to the owner", () => {
  it("is sent once on hold until 48 h after the return date, then released, the ledger settled", async () => {
    const b = await paidBooking();
    expect(await transferOf(b.id)).toMatchObject({ status: "queued", amountPaise: 962_600 });

    expect(await runTransfers(t.app, clock)).toMatchObject({ sent: 1 });
    const row = await transferOf(b.id);
    const releaseAt = payoutReleaseAt(b.returnDate);
    expect(releaseAt.toISOString()).toBe(
      new Date(Date.parse(`${b.returnDate}T00:00:00+05:30`) + 72 * HOUR).toISOString(),
    );
    expect(row).toMatchObject({
      status: "on_hold",
      accountId,
      onHoldUntil: releaseAt,
      razorpayTransferId: expect.stringMatching(/^trf_/),
    });
    expect(fake.route.transfer(row.razorpayTransferId!)).toMatchObject({
      recipient: accountId,
      amount: 962_600,
      on_hold: true,
      on_hold_until: Math.floor(releaseAt.getTime() / 1000),
      settlement_status: "on_hold",
    });

    // Nothing more to do before the hold ends, however often the job runs.
    await setStatus(b.id, "booked");
    await setStatus(b.id, "on_rent");
    await setStatus(b.id, "completed");
    clock = new Date(releaseAt.getTime() - 60_000);
    expect(await runTransfers(t.app, clock)).toEqual({ sent: 0, reversed: 0, released: 0 });
    const paymentId = fake.route.transfer(row.razorpayTransferId!).source;
    expect(fake.route.paymentTransfers(paymentId)).toHaveLength(1);

    clock = releaseAt;
    expect(await runTransfers(t.app, clock)).toEqual({ sent: 0, reversed: 0, released: 1 });
    expect(await transferOf(b.id)).toMatchObject({ status: "released", releasedAt: releaseAt });
    expect(fake.route.transfer(row.razorpayTransferId!)).toMatchObject({ on_hold: false });
    expect(await runTransfers(t.app, clock)).toEqual({ sent: 0, reversed: 0, released: 0 });
    expect(await balances(b.id)).toMatchObject({ owner_payable: 0 });
  });

  it("adopts a transfer Razorpay made before a crash instead of sending a second", async () => {
    const b = await paidBooking();
    const [paid] = await t.app.db.select().from(payments).where(eq(payments.bookingId, b.id));
    const [payment] = fake.store.orderPayments(paid!.orderId!);
    // The call went out and Razorpay made it; the record of it was lost.
    const [made] = fake.route.createTransfers(payment!.id, {
      transfers: [
        {
          account: accountId,
          amount: 962_600,
          currency: "INR",
          on_hold: 1,
          notes: { bookingId: b.id },
        },
      ],
    });
    expect(await runTransfers(t.app, clock)).toMatchObject({ sent: 1 });
    expect(await transferOf(b.id)).toMatchObject({
      status: "on_hold",
      razorpayTransferId: made!.id,
    });
    expect(fake.route.paymentTransfers(payment!.id)).toHaveLength(1);
    expect(await ledgerProblems(t.app.db)).toEqual([]);
  });

  it("is sent once when two runs of the job overlap (the transfer API has no idempotency key)", async () => {
    const b = await paidBooking();
    // The second run starts while the first has asked Razorpay for the payment's transfers
    // and not yet made one: both see the row queued and none made at Razorpay.
    const list = fake.route.paymentTransfers.bind(fake.route);
    let second: Promise<{ sent: number }> | undefined;
    fake.route.paymentTransfers = (paymentId) => {
      second ??= runTransfers(t.app, clock);
      return list(paymentId);
    };
    try {
      const first = await runTransfers(t.app, clock);
      expect(first.sent + (await second!).sent).toBe(1);
    } finally {
      fake.route.paymentTransfers = list;
    }
    const row = await transferOf(b.id);
    const paymentId = fake.route.transfer(row.razorpayTransferId!).source;
    expect(fake.route.paymentTransfers(paymentId)).toHaveLength(1);
    expect(row).toMatchObject({ status: "on_hold", claimedUntil: null });
  });

  it("waits for the owner's payout account to be active, asks Razorpay, then sends", async () => {
    const b = await paidBooking(unlinkedCarId);
    expect(await runTransfers(t.app, clock)).toMatchObject({ sent: 0 });
    expect(await transferOf(b.id)).toMatchObject({ status: "queued" });
    const linked = await linkPayouts(t.app, unlinkedOwner, "ABCPU1234K");
    // Under review when last asked; Razorpay has activated it since.
    await t.app.db
      .update(payoutAccounts)
      .set({ status: "pending", checkedAt: null })
      .where(eq(payoutAccounts.ownerId, unlinkedOwner.id));
    expect(await runTransfers(t.app, clock)).toMatchObject({ sent: 1 });
    expect(await transferOf(b.id)).toMatchObject({ status: "on_hold", accountId: linked });
    const [account] = await t.app.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.ownerId, unlinkedOwner.id));
    expect(account).toMatchObject({ status: "activated", checkedAt: clock });
  });
});

describe("a cancellation and the owner's transfer", () => {
  it("a decline before the transfer was sent: nothing is ever sent", async () => {
    const b = await paidBooking();
    await setStatus(b.id, "cancelled", "Car is in the workshop");
    expect(await transferOf(b.id)).toMatchObject({ status: "cancelled", amountPaise: 0 });
    expect(await runTransfers(t.app, clock)).toMatchObject({ sent: 0 });
    expect(await balances(b.id)).toMatchObject({ owner_payable: 0 });
  });

  it("a decline after it was sent: reversed in full once, even if the reversal's record was lost", async () => {
    const b = await paidBooking();
    await runTransfers(t.app, clock);
    const sent = await transferOf(b.id);
    await setStatus(b.id, "cancelled", "Car is in the workshop");
    expect(await transferOf(b.id)).toMatchObject({ reversalDuePaise: 962_600 });
    // Razorpay reversed it but the answer was lost: the job sees it done and only records it.
    fake.route.reverse(sent.razorpayTransferId!, { amount: 962_600 });
    expect(await runTransfers(t.app, clock)).toMatchObject({ reversed: 1 });
    expect(await transferOf(b.id)).toMatchObject({
      status: "reversed",
      reversedPaise: 962_600,
      reversalDuePaise: 0,
    });
    expect(fake.route.transfer(sent.razorpayTransferId!).amount_reversed).toBe(962_600);
    expect(await runTransfers(t.app, clock)).toEqual({ sent: 0, reversed: 0, released: 0 });
    expect(await balances(b.id)).toMatchObject({ owner_payable: 0 });
  });

  it("a late strict cancellation: reverses all but the owner's kept share, which is released on time", async () => {
    const b = await paidBooking(strictCarId);
    await setStatus(b.id, "booked");
    await runTransfers(t.app, clock);
    const sent = await transferOf(b.id);
    clock = new Date(Date.parse(`${b.pickupDate}T00:00:00+05:30`) - 2 * 86_400_000);
    const cancelled = await call(t.app, "POST", "/cancel", renter, {
      bookingId: b.id,
      cancellationReason: "Change of plans",
    });
    expect(cancelled.status).toBe(200);
    const kept = (await bookingRow(b.id)).refundOwnerEarnings!;
    expect(kept).toBeGreaterThan(0);
    expect(await runTransfers(t.app, clock)).toMatchObject({ reversed: 1 });
    const after = await transferOf(b.id);
    expect(after).toMatchObject({
      status: "on_hold",
      reversedPaise: 962_600 - kept * 100,
    });
    expect(fake.route.transfer(sent.razorpayTransferId!).amount_reversed).toBe(
      962_600 - kept * 100,
    );
    clock = after.onHoldUntil;
    expect(await runTransfers(t.app, clock)).toMatchObject({ released: 1 });
    expect(await balances(b.id)).toMatchObject({ owner_payable: 0 });

    const payouts = await t.app.inject({
      method: "GET",
      url: "/api/owner/payouts/transfers",
      headers: owner.auth,
    });
    expect(payouts.json().transfers).toContainEqual(
      expect.objectContaining({
        bookingId: b.id,
        bookingRef: b.bookingRef,
        amount: 9626,
        reversed: 9626 - kept,
        status: "released",
        transferId: sent.razorpayTransferId,
      }),
    );
  });

  it("a late strict cancellation before it was sent: only the kept share is sent", async () => {
    const b = await paidBooking(strictCarId);
    await setStatus(b.id, "booked");
    clock = new Date(Date.parse(`${b.pickupDate}T00:00:00+05:30`) - 2 * 86_400_000);
    await call(t.app, "POST", "/cancel", renter, {
      bookingId: b.id,
      cancellationReason: "Change of plans",
    });
    const kept = (await bookingRow(b.id)).refundOwnerEarnings!;
    expect(await runTransfers(t.app, clock)).toMatchObject({ sent: 1, reversed: 0 });
    const row = await transferOf(b.id);
    expect(row).toMatchObject({ status: "on_hold", amountPaise: kept * 100, reversedPaise: 0 });
    expect(fake.route.transfer(row.razorpayTransferId!).amount).toBe(kept * 100);
  });
});

describe("a completed trip's deposit", () => {
  it("comes back 48 hours after completion, once", async () => {
    const b = await paidBooking();
    await setStatus(b.id, "booked");
    await setStatus(b.id, "on_rent");
    const completedAt = Date.parse(`${b.returnDate}T10:00:00+05:30`);
    clock = new Date(completedAt);
    await setStatus(b.id, "completed");
    // Other tests' completed trips come due first; this one only at 48 h.
    await queueDepositRefunds(t.app, new Date(completedAt + 47 * HOUR));
    expect(await refundsOf(t.app.db, b.id)).toEqual([]);
    expect(await queueDepositRefunds(t.app, new Date(completedAt + 48 * HOUR))).toBe(1);
    expect(await queueDepositRefunds(t.app, new Date(completedAt + 49 * HOUR))).toBe(0);
    expect(await bookingRow(b.id)).toMatchObject({ paymentStatus: "refund_pending" });
    await processRefunds(t.app);
    await processRefunds(t.app);
    const [refund] = await refundsOf(t.app.db, b.id);
    expect(refund).toMatchObject({ kind: "deposit", amountPaise: 300_000, status: "processed" });
    expect(fake.store.paymentRefunds(refund!.paymentId).map((r) => r.amount)).toEqual([300_000]);
    expect(await bookingRow(b.id)).toMatchObject({ paymentStatus: "partially_refunded" });
    expect(await balances(b.id)).toMatchObject({ deposits_held: 0, renter: 0 });
  });
});

describe("GET /api/owner/payouts/transfers", () => {
  it("answers 401 without a session and 403 for a renter", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/owner/payouts/transfers" });
    expect(anonymous.statusCode).toBe(401);
    const asRenter = await t.app.inject({
      method: "GET",
      url: "/api/owner/payouts/transfers",
      headers: renter.auth,
    });
    expect(asRenter.statusCode).toBe(403);
  });

  it("shows each owner only their own transfers", async () => {
    const stranger = await createUser(t.app, { role: "owner", name: "Owner Sam" });
    const theirs = await t.app.inject({
      method: "GET",
      url: "/api/owner/payouts/transfers",
      headers: stranger.auth,
    });
    expect(theirs.json()).toEqual({ success: true, transfers: [] });
    const mine = await t.app.inject({
      method: "GET",
      url: "/api/owner/payouts/transfers",
      headers: owner.auth,
    });
    expect(mine.json().transfers.length).toBeGreaterThan(0);
  });

  it("leaves the books balanced for every booking", async () => {
    expect(await ledgerProblems(t.app.db)).toEqual([]);
  });
});
