/**
 * The deposit's release with payments on (issue 30 item 5), against the fake Razorpay: the part
 * returned is refunded through the refunds path (its idempotency key stored first), applied once
 * however often the job runs or the webhook comes; with no claim, all of it at the window's end.
 * The ledger stays balanced (ledgerProblems).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, callApi } from "../../../test/bookings-support.js";
import { createCar, createUser, type TestApp, type TestUser } from "../../../test/helpers.js";
import { type PaymentsTestApp, startPaymentsTestApp } from "../../../test/payments-support.js";
import { bookings } from "../../db/schema.js";
import type { FakeRazorpay } from "../payments/fake-razorpay/server.js";
import { ledgerOf, ledgerProblems, refundsOf } from "../payments/repository.js";
import { processRefunds } from "../payments/service.js";
import { claimsJob } from "./service.js";

const HOUR = 3_600_000;
const START = new Date("2031-06-15T06:30:00Z");
let clock = START;
let running: PaymentsTestApp;
let t: TestApp;
let fake: FakeRazorpay;
let owner: TestUser;
let renter: TestUser;
let carId: string;

beforeAll(async () => {
  running = await startPaymentsTestApp(
    { keyId: "rzp_test_claims", keySecret: "claims_key_secret", webhookSecret: "claims_hook" },
    () => clock,
  );
  ({ t, fake } = running);
  owner = await createUser(t.app, { role: "owner", name: "Owner Om" });
  renter = await createUser(t.app, { name: "Renter Rani" });
  carId = (await createCar(t.app, owner.id, { pricePerDay: 2000, securityDeposit: 3000 })).id;
});
afterAll(() => running?.close());

let week = 0;
/** A trip booked, paid through the fake, and returned at the clock (status set directly). */
async function paidReturnedTrip() {
  const from = new Date(Date.UTC(2031, 6, 1 + 8 * week++));
  const to = new Date(from.getTime() + 2 * 86_400_000);
  const made = await call(t.app, "POST", "/create", renter, {
    car: carId,
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
  return id;
}

const renterBalance = async (id: string) =>
  (await ledgerOf(t.app.db, id))
    .filter((l) => l.account === "renter")
    .reduce((sum, l) => sum + l.amountPaise, 0);

describe("the deposit with payments on", () => {
  it("an accepted claim: the rest of the deposit refunded once; the kept part stays held", async () => {
    clock = START;
    const id = await paidReturnedTrip();
    expect(
      await callApi(t.app, "POST", `/bookings/${id}/claim`, owner, {
        description: "Cigarette burn on the seat",
        amount: 1200,
      }),
    ).toMatchObject({ status: 200 });
    expect(
      await callApi(t.app, "POST", `/bookings/${id}/claim/answer`, renter, { answer: "accept" }),
    ).toMatchObject({ status: 200 });
    const [queued] = await refundsOf(t.app.db, id);
    expect(queued).toMatchObject({ kind: "deposit", amountPaise: 180_000, status: "queued" });
    expect(queued!.idempotencyKey).toBe(`gaadi-deposit-${id}`);
    expect(await processRefunds(t.app)).toBeGreaterThanOrEqual(1);
    expect(await processRefunds(t.app)).toBe(0);
    await fake.webhooks.settled();
    expect(fake.store.payment(queued!.paymentId).amount_refunded).toBe(180_000);
    expect(await refundsOf(t.app.db, id)).toMatchObject([{ status: "processed" }]);
    expect(await renterBalance(id)).toBe(0);
    const held = (await ledgerOf(t.app.db, id))
      .filter((l) => l.account === "deposits_held")
      .reduce((sum, l) => sum + l.amountPaise, 0);
    expect(held).toBe(-120_000);
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
    expect(await ledgerProblems(t.app.db)).toEqual([]);
  });
});
