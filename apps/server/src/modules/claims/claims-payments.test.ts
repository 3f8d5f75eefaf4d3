/**
 * The deposit's release with payments on (issue 30 item 5), against the fake Razorpay: the part
 * returned is refunded through the refunds path (its idempotency key stored first), applied once
 * however often the job runs or the webhook comes; the kept part is the owner's, transferred once
 * through the transfers path (kind 'deposit_kept', its key in the transfer's notes), never taken
 * for the earnings transfer; with no claim, all of it back at the window's end and no deposit
 * transfer. The ledger stays balanced (ledgerProblems).
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, callApi } from "../../../test/bookings-support.js";
import { createCar, createUser, type TestApp, type TestUser } from "../../../test/helpers.js";
import { createOperator } from "../../../test/operator-support.js";
import {
  linkPayouts,
  type PaymentsTestApp,
  startPaymentsTestApp,
} from "../../../test/payments-support.js";
import { bookings, claims, handovers, payments, transfers } from "../../db/schema.js";
import type { FakeRazorpay } from "../payments/fake-razorpay/server.js";
import { ledgerOf, ledgerProblems, refundsOf } from "../payments/repository.js";
import { processRefunds } from "../payments/service.js";
import { runTransfers } from "../transfers/service.js";
import { claimsJob } from "./service.js";

const HOUR = 3_600_000;
const START = new Date("2031-06-15T06:30:00Z");
let clock = START;
let running: PaymentsTestApp;
let t: TestApp;
let fake: FakeRazorpay;
let owner: TestUser;
let renter: TestUser;
let unlinkedOwner: TestUser;
let operator: TestUser;
let carId: string;
let unlinkedCarId: string;
let accountId: string;

beforeAll(async () => {
  running = await startPaymentsTestApp(
    { keyId: "rzp_test_claims", keySecret: "claims_key_secret", webhookSecret: "claims_hook" },
    () => clock,
  );
  ({ t, fake } = running);
  owner = await createUser(t.app, { role: "owner", name: "Owner Om" });
  renter = await createUser(t.app, { name: "Renter Rani" });
  unlinkedOwner = await createUser(t.app, { role: "owner", name: "Owner Uma" });
  operator = await createOperator(t.app);
  accountId = await linkPayouts(t.app, owner, "ABCPO1234F");
  carId = (await createCar(t.app, owner.id, { pricePerDay: 2000, securityDeposit: 3000 })).id;
  unlinkedCarId = (
    await createCar(t.app, unlinkedOwner.id, { pricePerDay: 2000, securityDeposit: 3000 })
  ).id;
});
afterAll(() => running?.close());

let week = 0;
/** A trip booked, paid through the fake, and returned at the clock (status set directly). */
async function paidReturnedTrip(car = carId, tripCharges = 0) {
  const from = new Date(Date.UTC(2031, 6, 1 + 8 * week++));
  const to = new Date(from.getTime() + 2 * 86_400_000);
  const made = await call(t.app, "POST", "/create", renter, {
    car,
    pickupDate: from.toISOString().slice(0, 10),
    returnDate: to.toISOString().slice(0, 10),
  });
  expect(made.status).toBe(200);
  const paid = fake.pay(made.body.payment.orderId, { method: "upi", vpa: "success@razorpay" });
  await fake.webhooks.settled();
  const verified = await callApi(t.app, "POST", "/payments/verify", renter, {
    bookingId: made.body.booking._id,
    ...(paid as object),
  });
  expect(verified.status).toBe(200);
  const id = made.body.booking._id as string;
  await t.app.db
    .update(bookings)
    .set({ status: "completed", completedAt: clock })
    .where(eq(bookings.id, id));
  if (tripCharges > 0)
    for (const kind of ["check_in", "check_out"] as const)
      await t.app.db.insert(handovers).values({
        bookingId: id,
        kind,
        odometerKm: kind === "check_in" ? 1000 : 1500,
        fuelUnit: "eighths",
        fuelLevel: 8,
        recordedBy: owner.id,
        ...(kind === "check_out"
          ? {
              extraKm: 25,
              extraKmCharge: tripCharges,
              fuelShort: 0,
              fuelShortCharge: 0,
              tripCharges,
            }
          : {}),
      });
  return id;
}

/** What booking `id`'s ledger holds in `account` (paise). */
const balanceOf = async (id: string, account: string) =>
  (await ledgerOf(t.app.db, id))
    .filter((l) => l.account === account)
    .reduce((sum, l) => sum + l.amountPaise, 0);

/** The booking's transfer of the deposit's kept part, or undefined. */
async function depositTransfer(id: string) {
  const [row] = await t.app.db
    .select()
    .from(transfers)
    .where(and(eq(transfers.bookingId, id), eq(transfers.kind, "deposit_kept")));
  return row;
}

/** The captured payment's id at Razorpay ('pay_…'). */
async function paymentIdOf(id: string) {
  const [row] = await t.app.db.select().from(payments).where(eq(payments.bookingId, id));
  return row!.paymentId!;
}

/** Runs the refunds and transfers jobs `times` times and waits for the webhooks. */
async function runJobs(times = 3) {
  for (let i = 0; i < times; i++) {
    await processRefunds(t.app);
    await runTransfers(t.app, clock);
  }
  await fake.webhooks.settled();
}

const claimOf = (id: string, amount: number) =>
  callApi(t.app, "POST", `/bookings/${id}/claim`, owner, { description: "Dented door", amount });

const renterBalance = (id: string) => balanceOf(id, "renter");

describe("the deposit with payments on", () => {
  it("an accepted ₹1,200 claim on ₹3,000: ₹1,800 refunded and ₹1,200 transferred, each once", async () => {
    clock = START;
    fake.webhooks.configure({ duplicate: true });
    try {
      const id = await paidReturnedTrip();
      expect(await claimOf(id, 1200)).toMatchObject({ status: 200 });
      expect(
        await callApi(t.app, "POST", `/bookings/${id}/claim/answer`, renter, { answer: "accept" }),
      ).toMatchObject({ status: 200 });
      const [queued] = await refundsOf(t.app.db, id);
      expect(queued).toMatchObject({ kind: "deposit", amountPaise: 180_000, status: "queued" });
      expect(queued!.idempotencyKey).toBe(`gaadi-deposit-${id}`);
      // Decided with the settlement, its key stored before any call; kept moved to the owner.
      expect(await depositTransfer(id)).toMatchObject({
        status: "queued",
        amountPaise: 120_000,
        idempotencyKey: `gaadi-transfer-deposit-${id}`,
      });
      expect(await balanceOf(id, "deposits_held")).toBe(0);
      expect(await ledgerProblems(t.app.db)).toEqual([]);

      await runJobs(4);
      expect(fake.store.payment(queued!.paymentId).amount_refunded).toBe(180_000);
      expect(await refundsOf(t.app.db, id)).toMatchObject([{ status: "processed" }]);
      const made = fake.route.paymentTransfers(queued!.paymentId);
      expect(made).toHaveLength(2);
      const kept = made.filter((x) => (x.notes as { kind?: string }).kind === "deposit_kept");
      expect(kept).toMatchObject([{ amount: 120_000, amount_reversed: 0, on_hold: false }]);
      const row = await depositTransfer(id);
      expect(row).toMatchObject({ status: "released", razorpayTransferId: kept[0]!.id });
      expect(await renterBalance(id)).toBe(0);
      expect(await balanceOf(id, "owner_payable")).toBe(0);
      expect(await ledgerProblems(t.app.db)).toEqual([]);

      // The owner's Payouts table lists it beside the earnings.
      const listed = await t.app.inject({
        method: "GET",
        url: "/api/owner/payouts/transfers",
        headers: owner.auth,
      });
      const mine = (listed.json().transfers as { bookingId: string; kind: string }[]).filter(
        (x) => x.bookingId === id,
      );
      expect(mine.map((x) => x.kind).sort()).toEqual(["deposit_kept", "earnings"]);
      expect(mine.find((x) => x.kind === "deposit_kept")).toMatchObject({
        amount: 1200,
        status: "released",
      });
    } finally {
      fake.webhooks.configure({ duplicate: false });
    }
  });

  it("a decided claim: the decided amount transferred; the job adopts one Razorpay already made", async () => {
    clock = START;
    const id = await paidReturnedTrip();
    const paymentId = await paymentIdOf(id);
    // The earnings' transfer made before keys were sent (its notes: the booking id alone).
    const [earningsRow] = await t.app.db
      .select()
      .from(transfers)
      .where(and(eq(transfers.bookingId, id), eq(transfers.kind, "earnings")));
    const [legacy] = fake.route.createTransfers(paymentId, {
      transfers: [
        {
          account: accountId,
          amount: earningsRow!.amountPaise,
          currency: "INR",
          on_hold: 1,
          notes: { bookingId: id },
        },
      ],
    });
    await claimOf(id, 2000);
    await callApi(t.app, "POST", `/bookings/${id}/claim/answer`, renter, {
      answer: "dispute",
      note: "It was already dented",
    });
    const [c] = await t.app.db.select().from(claims).where(eq(claims.bookingId, id));
    expect(
      await callApi(t.app, "POST", `/operator/claims/${c!.id}/decide`, operator, {
        amount: 1500,
        reason: "Half the door",
      }),
    ).toMatchObject({ status: 200 });
    expect(await depositTransfer(id)).toMatchObject({ status: "queued", amountPaise: 150_000 });
    // Razorpay made it, the record was lost: adopted by its key, not taken for the earnings.
    const [made] = fake.route.createTransfers(paymentId, {
      transfers: [
        {
          account: accountId,
          amount: 150_000,
          currency: "INR",
          on_hold: 1,
          notes: { bookingId: id, kind: "deposit_kept", key: `gaadi-transfer-deposit-${id}` },
        },
      ],
    });
    await runJobs();
    expect(fake.route.paymentTransfers(paymentId)).toHaveLength(2);
    const [earningsNow] = await t.app.db
      .select()
      .from(transfers)
      .where(and(eq(transfers.bookingId, id), eq(transfers.kind, "earnings")));
    expect(earningsNow!.razorpayTransferId).toBe(legacy!.id);
    expect(await depositTransfer(id)).toMatchObject({
      status: "released",
      razorpayTransferId: made!.id,
    });
    expect(fake.store.payment(paymentId).amount_refunded).toBe(150_000);
    expect(await ledgerProblems(t.app.db)).toEqual([]);
  });

  it("trip charges and a claim above the deposit: all of it kept and transferred, the rest owed", async () => {
    clock = START;
    const id = await paidReturnedTrip(carId, 1000);
    await claimOf(id, 2500);
    const accepted = await callApi(t.app, "POST", `/bookings/${id}/claim/answer`, renter, {
      answer: "accept",
    });
    expect(accepted.status).toBe(200);
    const deposit = await callApi(t.app, "GET", `/bookings/${id}/claim`, renter);
    expect(deposit.body.deposit).toMatchObject({ kept: 3000, returned: 0, owed: 500 });
    expect(await refundsOf(t.app.db, id)).toEqual([]);
    expect(await depositTransfer(id)).toMatchObject({ amountPaise: 300_000 });
    await runJobs();
    const paymentId = await paymentIdOf(id);
    expect(fake.store.payment(paymentId).amount_refunded).toBe(0);
    expect(fake.route.paymentTransfers(paymentId).filter((x) => x.amount === 300_000)).toHaveLength(
      1,
    );
    expect(await depositTransfer(id)).toMatchObject({ status: "released" });
    expect(await ledgerProblems(t.app.db)).toEqual([]);
  });

  it("an owner without an active payout account: the kept part waits, then goes once", async () => {
    clock = START;
    const id = await paidReturnedTrip(unlinkedCarId);
    await callApi(t.app, "POST", `/bookings/${id}/claim`, unlinkedOwner, {
      description: "Cleaning",
      amount: 800,
    });
    await callApi(t.app, "POST", `/bookings/${id}/claim/answer`, renter, { answer: "accept" });
    await runJobs();
    expect(await depositTransfer(id)).toMatchObject({ status: "queued", amountPaise: 80_000 });
    expect(await ledgerProblems(t.app.db)).toEqual([]);
    await linkPayouts(t.app, unlinkedOwner, "ABCPU1234K");
    await runJobs();
    const paymentId = await paymentIdOf(id);
    const kept = fake.route
      .paymentTransfers(paymentId)
      .filter((x) => (x.notes as { kind?: string }).kind === "deposit_kept");
    expect(kept).toMatchObject([{ amount: 80_000 }]);
    expect(await depositTransfer(id)).toMatchObject({ status: "released" });
    expect(await balanceOf(id, "owner_payable")).toBe(0);
    expect(await ledgerProblems(t.app.db)).toEqual([]);
  });

  it("no claim: the whole deposit refunded at the window's end by the job, once", async () => {
    clock = START;
    const id = await paidReturnedTrip();
    clock = new Date(START.getTime() + 48 * HOUR);
    await claimsJob(60_000).run(t.app.db, {}, clock);
    await claimsJob(60_000).run(t.app.db, {}, clock);
    const refunds = await refundsOf(t.app.db, id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amountPaise).toBe(300_000);
    await processRefunds(t.app);
    expect(fake.store.payment(refunds[0]!.paymentId).amount_refunded).toBe(300_000);
    expect(await renterBalance(id)).toBe(0);
    expect(await depositTransfer(id)).toBeUndefined();
    expect(await ledgerProblems(t.app.db)).toEqual([]);
  });
});
