/**
 * The money of many bookings at once (issue 28, "Tests that must exist"), through the API
 * against the fake Razorpay. A seeded random run of 200 bookings over cars of every policy,
 * price, deposit and instant book takes each booking down a path of its own (paid by verify, by
 * webhooks only, by both in any order, with repeats; a failed attempt then paid; a lost webhook
 * found by the window job; never paid; paid after its window; then cancelled by the renter at
 * some moment before pickup, declined, expired, completed, or left), with the jobs run at random
 * moments and refunds sometimes left pending at Razorpay; its owner has a payout account, so
 * transfers are sent on hold, reversed by cancellations and released, and deposits of completed
 * trips come back, or, after an owner's claim the renter accepts, what the claim leaves of them
 * (the kept part transferred to the owner). At the end the books must be right: every
 * transaction balances, every refund is what the booking's stored refund (and the shared refund
 * function) says, made once at Razorpay, the owner got exactly their share, nothing is owed to
 * anyone, and each booking's payment status says so.
 * Then targeted cases: a decline and an expiry refunded once however often the job and the
 * refund webhook come, a late strict cancellation refunding the policy's figure, two cancels at
 * once refunding once, and a signed body that is not JSON refused without a trace.
 *
 * LEDGER_SEED=<n> reruns the random run with another seed (the seed is in the test's name).
 */
import {
  addDaysTo,
  type CancellationPolicy,
  indiaToday,
  PAYMENT_MSG,
  pickupStart,
  refundFor,
  requestExpiresAt,
} from "@gaadi/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, callApi } from "../../../test/bookings-support.js";
import { ownerMove } from "../../../test/handover-support.js";
import { createCar, createUser, type TestApp, type TestUser } from "../../../test/helpers.js";
import {
  linkPayouts,
  type PaymentsTestApp,
  startPaymentsTestApp,
} from "../../../test/payments-support.js";
import type { CaughtWebhook, WebhookCatcher } from "../../../test/webhook-catcher.js";
import {
  bookings,
  depositSettlements,
  ledgerEntries,
  paymentEvents,
  payments,
  refunds,
} from "../../db/schema.js";
import { storedQuote } from "../bookings/mapper.js";
import { expireDueRequests } from "../bookings/service.js";
import { runTransfers } from "../transfers/service.js";
import type { FakeRazorpay } from "./fake-razorpay/server.js";
import { hmacHex } from "./fake-razorpay/store.js";
import { ledgerProblems, refundsOf } from "./repository.js";
import { processRefunds, queueDepositRefunds, sweepPaymentWindows } from "./service.js";

const KEY_ID = "rzp_test_ledger_run";
const KEY_SECRET = "ledger_run_key_secret";
const WEBHOOK_SECRET = "ledger_run_webhook_secret";
/** The payment window startPaymentsTestApp sets. */
const WINDOW_MINUTES = 15;
/** 12:00 IST. */
const START = new Date("2031-06-15T06:30:00Z");
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const BOOKINGS = 200;
/** Each booking of the run lives in a slot of its own this many days long (no date clashes). */
const SLOT_DAYS = 16;
const SEED = Number(process.env.LEDGER_SEED ?? 20_310_615);

let fake: FakeRazorpay;
let catcher: WebhookCatcher;
let t: TestApp;
let clock = START;

let started: PaymentsTestApp;

beforeAll(async () => {
  started = await startPaymentsTestApp(
    { keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET },
    () => clock,
  );
  ({ t, fake, catcher } = started);
});
afterAll(async () => {
  await started?.close();
});

/** mulberry32: a small seeded PRNG, so a run is reproducible from its seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    chance: (p: number) => next() < p,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    shuffle: <T>(list: readonly T[]): T[] => {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
}
type Rng = ReturnType<typeof prng>;
/** The seed of generator `salt` of booking `i` of the run. */
const seedFor = (i: number, salt: number) =>
  (SEED ^ Math.imul(i + 1, 0x9e3779b1) ^ Math.imul(salt, 0x85ebca6b)) >>> 0;

interface Made {
  booking: { _id: string; price: number; deposit: number; paymentStatus: string };
  payment: { orderId: string; amount: number };
}

/** Each renter books from an address of their own: creation is limited per address too. */
const addresses = new Map<string, string>();
const addressOf = (renter: TestUser) => {
  if (!addresses.has(renter.id)) addresses.set(renter.id, `10.0.0.${addresses.size + 1}`);
  return addresses.get(renter.id)!;
};

/** POST /api/bookings/create as `renter`, from the renter's own address; expects 200. */
async function create(
  renter: TestUser,
  carId: string,
  pickupDate: string,
  returnDate: string,
): Promise<Made> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/bookings/create",
    headers: renter.auth,
    remoteAddress: addressOf(renter),
    payload: { car: carId, pickupDate, returnDate },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Made;
}

type Fields = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

/** Pays `orderId` at the fake as Checkout would; resolves once its webhooks were caught. */
async function pay(orderId: string, capture: "auto" | "manual" = "auto"): Promise<Fields> {
  const result = fake.pay(orderId, { method: "upi", vpa: "success@razorpay", capture });
  await fake.webhooks.settled();
  expect(result).not.toHaveProperty("error");
  return result as Fields;
}

const verify = (renter: TestUser, bookingId: string, fields: Fields) =>
  callApi(t.app, "POST", "/payments/verify", renter, { bookingId, ...fields });

/** Hands a caught webhook to the app, as Razorpay's POST. */
const deliver = (e: CaughtWebhook) =>
  t.app.inject({
    method: "POST",
    url: "/api/payments/webhook",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": e.signature,
      "x-razorpay-event-id": e.eventId,
    },
    payload: e.body,
  });

/** Caught webhooks not yet looked at (each is taken once). */
let seen = 0;
async function newWebhooks(): Promise<CaughtWebhook[]> {
  await fake.webhooks.settled();
  const fresh = catcher.caught.slice(seen);
  seen = catcher.caught.length;
  return fresh;
}

/**
 * Delivers the webhooks caught since the last call, each 1 to `most` times, in `rng`'s order
 * (all when `rng` is undefined: once each, in order), and those they cause, until none is new.
 */
async function deliverNew(rng?: Rng, most = 1) {
  for (let fresh = await newWebhooks(); fresh.length > 0; fresh = await newWebhooks()) {
    const copies = fresh.flatMap((e) =>
      Array.from({ length: rng ? rng.int(1, most) : 1 }, () => e),
    );
    for (const e of rng ? rng.shuffle(copies) : copies)
      expect((await deliver(e)).statusCode, e.body).toBe(200);
  }
}

const row = async (id: string) =>
  (await t.app.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

/** The refunds the fake made of payment `paymentId`, in paise, and how many. */
function fakeRefunds(paymentId: string) {
  const list = fake.store.paymentRefunds(paymentId);
  return {
    count: list.length,
    processed: list.filter((r) => r.status === "processed").reduce((s, r) => s + r.amount, 0),
    pending: list.filter((r) => r.status === "pending").length,
  };
}

/**
 * Every job a server runs about money, at the test's clock, in one place (the lead adds the
 * transfer and deposit-refund jobs here). With `rng`: refunds are sometimes made pending at the
 * fake, and pending ones sometimes processed there, their refund.processed delivered 1-2 times.
 */
async function runJobs(rng?: Rng) {
  await expireDueRequests(t.app.db, clock);
  await sweepPaymentWindows(t.app, clock);
  await queueDepositRefunds(t.app, clock);
  if (rng?.chance(0.3)) fake.store.refundMode = "pending";
  try {
    await processRefunds(t.app);
  } finally {
    fake.store.refundMode = "processed";
  }
  for (const r of [...fake.store.refunds.values()])
    if (r.status === "pending" && (!rng || rng.chance(0.5)))
      fake.store.settleRefund(r.id, "processed");
  await deliverNew(rng, 2);
  await runTransfers(t.app, clock);
}

/** The money tables as the final checks read them. */
async function moneyState() {
  const exec = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;
  return {
    unbalancedBookings: await exec<{ booking_id: string; net: string }>(sql`
      select booking_id, sum(amount_paise) as net from ${ledgerEntries}
       group by booking_id having sum(amount_paise) <> 0`),
    unbalancedTxns: await exec<{ txn_id: string; net: string }>(sql`
      select txn_id, sum(amount_paise) as net from ${ledgerEntries}
       group by txn_id having sum(amount_paise) <> 0`),
    problems: await ledgerProblems(t.app.db),
  };
}

type Policy = CancellationPolicy;
interface CarSpec {
  pricePerDay: number;
  securityDeposit: number;
  weeklyDiscountPercent: number;
  cancellationPolicy: Policy;
  instantBook: boolean;
}

/** The cars of the run: each policy with and without instant book, prices and deposits apart. */
const CAR_SPECS: CarSpec[] = [
  {
    pricePerDay: 1800,
    securityDeposit: 0,
    weeklyDiscountPercent: 0,
    cancellationPolicy: "flexible",
    instantBook: false,
  },
  {
    pricePerDay: 2500,
    securityDeposit: 5000,
    weeklyDiscountPercent: 10,
    cancellationPolicy: "flexible",
    instantBook: true,
  },
  {
    pricePerDay: 2000,
    securityDeposit: 3000,
    weeklyDiscountPercent: 10,
    cancellationPolicy: "moderate",
    instantBook: false,
  },
  {
    pricePerDay: 1499,
    securityDeposit: 0,
    weeklyDiscountPercent: 0,
    cancellationPolicy: "moderate",
    instantBook: true,
  },
  {
    pricePerDay: 3333,
    securityDeposit: 2000,
    weeklyDiscountPercent: 15,
    cancellationPolicy: "strict",
    instantBook: false,
  },
  {
    pricePerDay: 2200,
    securityDeposit: 0,
    weeklyDiscountPercent: 10,
    cancellationPolicy: "strict",
    instantBook: true,
  },
];

const PAY_PATHS = [
  "verify",
  "verify-manual",
  "webhooks",
  "webhooks-manual",
  "both",
  "race",
  "duplicates",
  "failed-then-paid",
  "lost-webhooks",
  "never",
  "late",
  "cancelled-awaiting-then-paid",
] as const;

const AFTER_PATHS = [
  "cancel",
  "cancel-pending",
  "decline",
  "expire",
  "complete",
  "nothing",
] as const;
type AfterPath = (typeof AFTER_PATHS)[number];

/** Hours before pickup (00:00 IST) a renter may cancel at: around each policy's thresholds. */
const CANCEL_HOURS = [240, 200, 169, 168, 167, 120, 73, 72, 71, 48, 25, 24, 23, 12, 1];

/** What the run expects of one booking, in rupees refunded (null: never paid). */
interface Expected {
  id: string;
  orderId: string;
  label: string;
  paise: number;
  refund: number | null;
}

describe(`a seeded run of ${BOOKINGS} bookings (seed ${SEED}, LEDGER_SEED to change)`, () => {
  it("leaves balanced books, each refund as decided, made once at Razorpay", async () => {
    const owner = await createUser(t.app, { role: "owner", name: "Run Owner" });
    await linkPayouts(t.app, owner, "ABCPR1234F");
    const cars = [];
    for (const spec of CAR_SPECS)
      cars.push({ spec, id: (await createCar(t.app, owner.id, spec)).id });
    let renter = await createUser(t.app, { name: "Run Renter 0" });
    const expected: Expected[] = [];
    const counts: Record<string, number> = {};
    const tally = (key: string) => {
      counts[key] = (counts[key] ?? 0) + 1;
    };
    seen = catcher.caught.length;

    for (let i = 0; i < BOOKINGS; i++) {
      // Booking creation is limited per renter: a fresh renter every 10 bookings.
      if (i > 0 && i % 10 === 0) renter = await createUser(t.app, { name: `Run Renter ${i}` });
      // What happens to booking i is drawn from a generator of its own (`rng`), so a path does
      // not depend on how the bookings before it went; `mix` orders its webhooks and jobs.
      const rng = prng(seedFor(i, 1));
      const mix = prng(seedFor(i, 2));
      const base = new Date(START.getTime() + i * SLOT_DAYS * DAY_MS + rng.int(0, 120) * 60_000);
      clock = base;
      const car = rng.pick(cars);
      const pickupDate = addDaysTo(indiaToday(base), rng.int(1, 10));
      const returnDate = addDaysTo(pickupDate, rng.int(0, 6));
      const made = await create(renter, car.id, pickupDate, returnDate);
      const id = made.booking._id;
      const orderId = made.payment.orderId;
      const full = made.booking.price + made.booking.deposit;
      expect(made.payment.amount).toBe(full * 100);
      const payPath = rng.pick(PAY_PATHS);
      const label = `#${i} ${car.spec.cancellationPolicy}${car.spec.instantBook ? " instant" : ""} ${payPath}`;
      const fail = (what: string) => `${label}: ${what}`;
      await newWebhooks(); // earlier bookings' leftovers are not this one's
      let paid = true;
      let late = false;

      switch (payPath) {
        case "verify":
        case "verify-manual": {
          const fields = await pay(orderId, payPath === "verify" ? "auto" : "manual");
          expect((await verify(renter, id, fields)).status, fail("verify")).toBe(200);
          if (rng.chance(0.5)) await deliverNew(mix, 2);
          break;
        }
        case "webhooks":
        case "webhooks-manual":
          await pay(orderId, payPath === "webhooks" ? "auto" : "manual");
          await deliverNew(mix, 1);
          break;
        case "both":
        case "duplicates": {
          if (payPath === "duplicates") fake.webhooks.configure({ duplicate: true });
          let fields: Fields;
          try {
            fields = await pay(orderId, rng.pick(["auto", "manual"] as const));
          } finally {
            fake.webhooks.configure({ duplicate: false });
          }
          const events = await newWebhooks();
          const copies = payPath === "duplicates" ? 3 : 1;
          const order = mix.shuffle(
            events.flatMap((e) => Array.from({ length: mix.int(1, copies) }, () => e)),
          );
          // Verify comes before the event at `at`, or after them all.
          const at = mix.int(0, order.length);
          for (const [k, e] of order.entries()) {
            if (k === at)
              expect((await verify(renter, id, fields)).status, fail("verify")).toBe(200);
            expect((await deliver(e)).statusCode, fail(e.event)).toBe(200);
          }
          if (at >= order.length) expect((await verify(renter, id, fields)).status).toBe(200);
          await deliverNew(mix, 2);
          break;
        }
        case "race": {
          const fields = await pay(orderId);
          const events = await newWebhooks();
          const answers = await Promise.all([
            verify(renter, id, fields),
            ...events.map(async (e) => ({ status: (await deliver(e)).statusCode })),
          ]);
          expect(
            answers.map((a) => a.status),
            fail("race"),
          ).toEqual(answers.map(() => 200));
          break;
        }
        case "failed-then-paid": {
          const failed = fake.pay(orderId, { method: "upi", vpa: "failure@razorpay" });
          expect(failed).toHaveProperty("error");
          await deliverNew(mix, 2);
          expect((await row(id)).paymentStatus, fail("after a failure")).toBe("awaiting");
          clock = new Date(base.getTime() + rng.int(1, WINDOW_MINUTES - 3) * 60_000);
          const fields = await pay(orderId);
          if (rng.chance(0.5)) expect((await verify(renter, id, fields)).status).toBe(200);
          await deliverNew(mix, 2);
          break;
        }
        case "lost-webhooks":
          // Paid, but neither verify nor any webhook arrives: the window job asks Razorpay.
          await pay(orderId, rng.pick(["auto", "manual"] as const));
          await newWebhooks();
          clock = new Date(base.getTime() + (WINDOW_MINUTES - 1) * 60_000);
          await runJobs(mix);
          break;
        case "never":
        case "late":
        case "cancelled-awaiting-then-paid": {
          if (payPath === "cancelled-awaiting-then-paid") {
            const res = await call(t.app, "POST", "/cancel", renter, {
              bookingId: id,
              cancellationReason: "Change of plans",
            });
            expect(res.status, fail("cancel awaiting")).toBe(200);
          }
          clock = new Date(base.getTime() + (WINDOW_MINUTES + rng.int(0, 30)) * 60_000);
          await runJobs(mix);
          expect(await row(id), fail("window ended")).toMatchObject({
            status: "cancelled",
            paymentStatus: "unpaid",
          });
          if (payPath === "never") {
            paid = false;
            break;
          }
          // Checkout still open on the renter's screen: the payment arrives after all.
          late = true;
          const fields = await pay(orderId);
          if (rng.chance(0.6)) {
            const res = await verify(renter, id, fields);
            expect(res.body.booking?.paymentStatus, fail("late verify")).toBe("refund_pending");
          }
          await deliverNew(mix, 2);
          break;
        }
      }
      tally(payPath);
      expect((await row(id)).paymentStatus, fail("paid")).toBe(
        !paid ? "unpaid" : late ? "refund_pending" : "paid",
      );

      let refund: number | null = paid ? (late ? full : 0) : null;
      if (paid && !late) {
        const instant = car.spec.instantBook;
        const choices = AFTER_PATHS.filter(
          (p) => !instant || !["cancel-pending", "decline", "expire"].includes(p),
        );
        const after: AfterPath = rng.pick(choices);
        tally(`after ${after}`);
        const b = await row(id);
        // on_rent and completed by the check-in and check-out (issue 30, decision 029).
        const answer = (status: string, reason?: string) =>
          ownerMove(t.app, owner, id, status, reason);
        if (!instant && (after === "cancel" || after === "complete"))
          expect((await answer("booked")).status, fail("accept")).toBe(200);
        switch (after) {
          case "cancel": {
            const hours = rng.pick(CANCEL_HOURS);
            const start = pickupStart(b.pickupDate).getTime();
            clock = new Date(Math.max(start - hours * HOUR_MS, clock.getTime() + 60_000));
            const res = await call(t.app, "POST", "/cancel", renter, {
              bookingId: id,
              cancellationReason: "Change of plans",
            });
            expect(res.status, fail(`cancel ${hours}h before`)).toBe(200);
            refund = refundFor(storedQuote(b), {
              status: "booked",
              by: "renter",
              policy: car.spec.cancellationPolicy,
              pickupDate: b.pickupDate,
              at: clock,
            }).amount;
            expect(res.body.refund.amount, fail("cancel refund")).toBe(refund);
            tally(
              `cancel ${car.spec.cancellationPolicy} ${refund === full ? "full" : refund === 0 ? "none" : "part"}`,
            );
            break;
          }
          case "cancel-pending": {
            clock = new Date(clock.getTime() + rng.int(1, 20 * 60) * 60_000);
            const res = await call(t.app, "POST", "/cancel", renter, {
              bookingId: id,
              cancellationReason: "Change of plans",
            });
            expect(res.status, fail("cancel pending")).toBe(200);
            refund = full;
            break;
          }
          case "decline":
            clock = new Date(clock.getTime() + rng.int(1, 20 * 60) * 60_000);
            expect((await answer("cancelled", "Car is in service")).status, fail("decline")).toBe(
              200,
            );
            refund = full;
            break;
          case "expire":
            clock = requestExpiresAt(b.createdAt, b.pickupDate);
            await runJobs(mix);
            expect(await row(id), fail("expired")).toMatchObject({
              status: "cancelled",
              cancelledBy: "system",
            });
            refund = full;
            break;
          case "complete":
            expect((await answer("on_rent")).status, fail("on_rent")).toBe(200);
            expect((await answer("completed")).status, fail("completed")).toBe(200);
            // The deposit comes back 48 hours after completion (queueDepositRefunds); or the
            // owner claims part of it (or more) and the renter accepts: the rest comes back and
            // the kept part is transferred to the owner (decision 030).
            refund = made.booking.deposit;
            if (prng(seedFor(i, 6)).chance(0.4)) {
              const claimed = prng(seedFor(i, 7)).int(1, made.booking.deposit + 500);
              const claimRes = await callApi(t.app, "POST", `/bookings/${id}/claim`, owner, {
                description: "Scratched bumper",
                amount: claimed,
              });
              expect(claimRes.status, fail("claim")).toBe(200);
              const accepted = await callApi(
                t.app,
                "POST",
                `/bookings/${id}/claim/answer`,
                renter,
                {
                  answer: "accept",
                },
              );
              expect(accepted.status, fail("accept")).toBe(200);
              refund = made.booking.deposit - Math.min(made.booking.deposit, claimed);
              tally(claimed >= made.booking.deposit ? "deposit all kept" : "deposit part kept");
            }
            break;
          case "nothing":
            // A request left unanswered expires at a later run of the jobs: refunded in full.
            if (!instant) refund = full;
            break;
        }
      }
      expected.push({ id, orderId, label, paise: full * 100, refund });
      if (rng.chance(0.35)) await runJobs(mix);
      if (rng.chance(0.1)) {
        clock = new Date(clock.getTime() + 60_000);
        await Promise.all([runJobs(prng(seedFor(i, 4))), runJobs(prng(seedFor(i, 5)))]);
      }
    }

    // Long after the last slot, the jobs settle whatever is left; Razorpay processes what it holds.
    clock = new Date(START.getTime() + (BOOKINGS + 2) * SLOT_DAYS * DAY_MS);
    for (let round = 0; round < 5; round++) await runJobs();
    const open = await t.app.db.execute(
      sql`select count(*)::int as n from ${refunds} where status <> 'processed'`,
    );
    expect((open as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);

    const state = await moneyState();
    expect(state.problems).toEqual([]);
    expect(state.unbalancedBookings).toEqual([]);
    expect(state.unbalancedTxns).toEqual([]);

    const accounts = new Map<string, number>();
    for (const l of await t.app.db.select().from(ledgerEntries))
      accounts.set(
        `${l.bookingId} ${l.account}`,
        (accounts.get(`${l.bookingId} ${l.account}`) ?? 0) + l.amountPaise,
      );
    const balance = (bookingId: string, account: string) =>
      accounts.get(`${bookingId} ${account}`) ?? 0;

    const mismatches: string[] = [];
    for (const e of expected) {
      const b = await row(e.id);
      const [p] = await t.app.db.select().from(payments).where(eq(payments.bookingId, e.id));
      const ours = await refundsOf(t.app.db, e.id);
      const ourProcessed = ours
        .filter((r) => r.status === "processed")
        .reduce((s, r) => s + r.amountPaise, 0);
      const captured = p?.status === "captured";
      const [settled] = await t.app.db
        .select()
        .from(depositSettlements)
        .where(eq(depositSettlements.bookingId, e.id));
      // What the stored booking says the renter gets back: its refund, or all of a late payment.
      const stored = !captured
        ? 0
        : b.refundAmount !== null
          ? b.refundAmount * 100
          : b.status === "cancelled"
            ? p.amountPaise
            : b.status === "completed"
              ? (settled?.returned ?? b.deposit) * 100
              : 0;
      // What the owner keeps: the earnings of a trip had (and what its deposit's settlement kept),
      // the kept share of a cancelled one, nothing of a late payment; sent to their linked account and, long after, released.
      const owed = !captured
        ? 0
        : b.refundAmount === null && b.status === "cancelled"
          ? 0
          : b.status === "cancelled"
            ? (b.refundOwnerEarnings ?? 0) * 100
            : (b.ownerEarnings + (settled?.kept ?? 0)) * 100;
      const sent = captured ? fake.route.paymentTransfers(p.paymentId!) : [];
      const transferred = sent.reduce((sum, x) => sum + x.amount - x.amount_reversed, 0);
      const atFake = captured ? fakeRefunds(p.paymentId!) : { count: 0, processed: 0, pending: 0 };
      const status = !captured
        ? "unpaid"
        : ourProcessed === 0
          ? "paid"
          : ourProcessed === p.amountPaise
            ? "refunded"
            : "partially_refunded";
      // What Razorpay holds of the order: one captured payment (refunded or not) if paid.
      const atRazorpay = fake.store.orderPayments(e.orderId).filter((x) => x.captured);
      const got = {
        captured,
        capturedAtFake: atRazorpay.map((x) => [x.amount, x.amount_refunded]),
        // Nothing is owed to the renter any more, and the cash left is what was not refunded.
        renterOwed: balance(e.id, "renter"),
        ownerOwed: balance(e.id, "owner_payable"),
        transferred,
        // Still held for the owner (a transfer reversed in full may stay on hold: nothing is in it).
        held: sent.filter((x) => x.on_hold && x.amount > x.amount_reversed).length,
        cash: balance(e.id, "platform_cash"),
        refund: captured ? ourProcessed : null,
        stored,
        atFake: atFake.processed,
        fakeCount: atFake.count,
        ourCount: ours.length,
        paymentStatus: b.paymentStatus,
      };
      const want = {
        captured: e.refund !== null,
        capturedAtFake: captured ? [[e.paise, ourProcessed]] : [],
        renterOwed: 0,
        ownerOwed: 0,
        transferred: owed,
        held: 0,
        cash: captured ? e.paise - ourProcessed - owed : 0,
        refund: e.refund === null ? null : e.refund * 100,
        stored: ourProcessed,
        atFake: ourProcessed,
        fakeCount: ours.length,
        ourCount: ourProcessed > 0 ? 1 : 0,
        paymentStatus: status,
      };
      if (JSON.stringify(got) !== JSON.stringify(want) || ourProcessed > e.paise)
        mismatches.push(
          `${e.label} ${e.id}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`,
        );
    }
    expect(mismatches, `seed ${SEED}`).toEqual([]);
    console.info(`ledger run seed ${SEED}: ${JSON.stringify(counts)}`);
  }, 180_000);
});

describe("refunds made once (targeted)", () => {
  let owner: TestUser;
  let renter: TestUser;
  let priced: { id: string };
  let strict: { id: string };
  /** Far after the random run's last slot, so its jobs never meet these bookings. */
  const T0 = new Date(START.getTime() + (BOOKINGS + 40) * SLOT_DAYS * DAY_MS);
  let week = 0;

  beforeAll(async () => {
    owner = await createUser(t.app, { role: "owner", name: "Targeted Owner" });
    renter = await createUser(t.app, { name: "Targeted Renter" });
    // ₹2,000 a day, 10% off a week, ₹3,000 deposit: a week is ₹14,087 + ₹3,000.
    const pricing = { pricePerDay: 2000, weeklyDiscountPercent: 10, securityDeposit: 3000 };
    priced = await createCar(t.app, owner.id, pricing);
    strict = await createCar(t.app, owner.id, { ...pricing, cancellationPolicy: "strict" });
  });

  /** A week's booking of `carId` made at a fresh time, paid by verify. */
  async function paidBooking(carId: string) {
    clock = new Date(T0.getTime() + week++ * 20 * DAY_MS);
    const pickupDate = addDaysTo(indiaToday(clock), 10);
    const made = await create(renter, carId, pickupDate, addDaysTo(pickupDate, 6));
    expect((await verify(renter, made.booking._id, await pay(made.payment.orderId))).status).toBe(
      200,
    );
    await newWebhooks();
    return { id: made.booking._id, paise: made.payment.amount };
  }
  const paymentIdOf = async (bookingId: string) =>
    (await t.app.db.select().from(payments).where(eq(payments.bookingId, bookingId)))[0]!
      .paymentId!;
  const refundTxns = async (bookingId: string) =>
    new Set(
      (await t.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, bookingId)))
        .filter((l) => l.kind === "refund")
        .map((l) => l.txnId),
    ).size;

  it.each(["processed", "pending"] as const)(
    "refunds a declined paid request in full once: the job 3 times, refund.processed twice (Razorpay answers %s)",
    async (mode) => {
      const { id, paise } = await paidBooking(priced.id);
      const declined = await call(t.app, "POST", "/change-status", owner, {
        bookingId: id,
        status: "cancelled",
        cancellationReason: "Car is in service",
      });
      expect(declined.status).toBe(200);
      fake.store.refundMode = mode;
      try {
        await processRefunds(t.app);
      } finally {
        fake.store.refundMode = "processed";
      }
      const paymentId = await paymentIdOf(id);
      const [atFake] = fake.store.paymentRefunds(paymentId);
      if (atFake!.status === "pending") fake.store.settleRefund(atFake!.id, "processed");
      const [event] = (await newWebhooks()).filter((e) => e.event === "refund.processed");
      expect(event).toBeDefined();
      expect((await deliver(event!)).statusCode).toBe(200);
      await processRefunds(t.app);
      expect((await deliver(event!)).statusCode).toBe(200);
      await processRefunds(t.app);

      expect(fake.store.paymentRefunds(paymentId).map((r) => [r.amount, r.status])).toEqual([
        [paise, "processed"],
      ]);
      expect((await refundsOf(t.app.db, id)).map((r) => [r.amountPaise, r.status])).toEqual([
        [paise, "processed"],
      ]);
      expect(await refundTxns(id)).toBe(1);
      expect(await row(id)).toMatchObject({ paymentStatus: "refunded", refundAmount: paise / 100 });
      expect(await ledgerProblems(t.app.db)).toEqual([]);
    },
  );

  it("refunds a paid request that expires in full, once", async () => {
    const { id, paise } = await paidBooking(priced.id);
    const b = await row(id);
    clock = new Date(requestExpiresAt(b.createdAt, b.pickupDate).getTime() - 1);
    await runJobs();
    expect(await row(id)).toMatchObject({ status: "pending", paymentStatus: "paid" });
    clock = requestExpiresAt(b.createdAt, b.pickupDate);
    await runJobs();
    await runJobs();
    expect(await row(id)).toMatchObject({
      status: "cancelled",
      cancelledBy: "system",
      paymentStatus: "refunded",
      refundAmount: paise / 100,
    });
    expect(fake.store.paymentRefunds(await paymentIdOf(id)).map((r) => r.amount)).toEqual([paise]);
    expect(await refundsOf(t.app.db, id)).toHaveLength(1);
    expect(await refundTxns(id)).toBe(1);
  });

  it.each([
    // Rent ₹12,600 (a week at ₹2,000 less 10%), fee ₹1,260 + GST ₹227, deposit ₹3,000.
    // 50 hours before: strict keeps half the rent and the fee with its GST.
    [50, 6300 + 3000],
    // 12 hours before: strict keeps all the rent and the fee; the deposit comes back.
    [12, 3000],
  ])(
    "refunds a strict cancellation %i hours before pickup exactly the policy's figure",
    async (hours, figure) => {
      const { id } = await paidBooking(strict.id);
      expect(
        (await call(t.app, "POST", "/change-status", owner, { bookingId: id, status: "booked" }))
          .status,
      ).toBe(200);
      const b = await row(id);
      // The figure, from the stored quote and the policy: the rent refunded (none under 24 hours,
      // the odd half over it), nothing of the fee and its GST, the deposit in full.
      const rentBack = hours < 24 ? 0 : b.rent - Math.floor(b.rent / 2);
      expect(rentBack + b.deposit).toBe(figure);
      clock = new Date(pickupStart(b.pickupDate).getTime() - hours * HOUR_MS);
      const shared = refundFor(storedQuote(b), {
        status: "booked",
        by: "renter",
        policy: "strict",
        pickupDate: b.pickupDate,
        at: clock,
      });
      expect(shared.amount).toBe(figure);
      const res = await call(t.app, "POST", "/cancel", renter, {
        bookingId: id,
        cancellationReason: "Change of plans",
      });
      expect([res.status, res.body.refund.amount]).toEqual([200, figure]);
      await runJobs();
      await runJobs();
      expect(fake.store.paymentRefunds(await paymentIdOf(id)).map((r) => r.amount)).toEqual([
        figure * 100,
      ]);
      expect(await row(id)).toMatchObject({
        paymentStatus: "partially_refunded",
        refundAmount: figure,
      });
      expect(await ledgerProblems(t.app.db)).toEqual([]);
    },
  );

  it("refunds once for two cancels of the same paid booking at once", async () => {
    const { id, paise } = await paidBooking(priced.id);
    const body = { bookingId: id, cancellationReason: "Change of plans" };
    const answers = await Promise.all([
      call(t.app, "POST", "/cancel", renter, body),
      call(t.app, "POST", "/cancel", renter, body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await refundsOf(t.app.db, id)).toHaveLength(1);
    await Promise.all([runJobs(), runJobs()]);
    await runJobs();
    expect(fake.store.paymentRefunds(await paymentIdOf(id)).map((r) => r.amount)).toEqual([paise]);
    expect((await refundsOf(t.app.db, id)).map((r) => r.status)).toEqual(["processed"]);
    expect(await refundTxns(id)).toBe(1);
  });

  it("answers 400 to a correctly signed body that is not JSON, and records nothing", async () => {
    const counts = async () => ({
      events: (await t.app.db.select().from(paymentEvents)).length,
      ledger: (await t.app.db.select().from(ledgerEntries)).length,
      refunds: (await t.app.db.select().from(refunds)).length,
    });
    const before = await counts();
    for (const body of ['{"event": "payment.captured", "payload": ', "payment.captured", ""]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/payments/webhook",
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": hmacHex(WEBHOOK_SECRET, body),
          "x-razorpay-event-id": "evt_NotJson00001",
        },
        payload: body,
      });
      expect(res.statusCode, body).toBe(400);
      if (body) expect(res.json().message).toBe(PAYMENT_MSG.badWebhook);
    }
    expect(await counts()).toEqual(before);
  });
});
