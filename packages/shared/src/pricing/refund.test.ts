import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDaysTo } from "../dates.js";
import { type Quote, type QuoteRates, quoteTrip } from "./quote.js";
import {
  type CancellationCase,
  type CancellationPolicy,
  freeCancellationUntil,
  ownerShareOfKept,
  pickupStart,
  refundFor,
} from "./refund.js";

const RATES: QuoteRates = { tripFeePercent: 10, gstPercent: 18, hostCommissionPercent: 20 };
const PICKUP = "2026-12-10";
const MIN = 60 * 1000;
const HOUR = 60 * MIN;
/** The instant `hours` (plus `minutes`) before 00:00 IST on the pickup date. */
const before = (hours: number, minutes = 0) =>
  new Date(pickupStart(PICKUP).getTime() - hours * HOUR - minutes * MIN);
/** A quote of `days` days at ₹2,001 a day, ₹5,000 deposit: rent odd, so halves round. */
const quote = (days: number): Quote =>
  quoteTrip(
    {
      pricePerDay: 2001,
      weeklyDiscountPercent: 0,
      monthlyDiscountPercent: 0,
      securityDeposit: 5000,
    },
    PICKUP,
    addDaysTo(PICKUP, days - 1),
    RATES,
  );
const renterCancels = (policy: CancellationPolicy, at: Date): CancellationCase => ({
  status: "booked",
  by: "renter",
  policy,
  pickupDate: PICKUP,
  at,
});
const paid = (q: Quote) => q.total + q.deposit;

describe("pickupStart and freeCancellationUntil", () => {
  it("measures from 00:00 in India on the pickup date", () => {
    expect(pickupStart(PICKUP).toISOString()).toBe("2026-12-09T18:30:00.000Z");
    expect(freeCancellationUntil("flexible", PICKUP).toISOString()).toBe(
      "2026-12-08T18:30:00.000Z",
    );
    expect(freeCancellationUntil("moderate", PICKUP).toISOString()).toBe(
      "2026-12-06T18:30:00.000Z",
    );
    expect(freeCancellationUntil("strict", PICKUP).toISOString()).toBe("2026-12-02T18:30:00.000Z");
  });
});

describe("refundFor a renter's cancel of a confirmed trip", () => {
  const q3 = quote(3); // rent 6,003, fee 600, GST 108, total 6,711, deposit 5,000
  const q1 = quote(1); // rent 2,001, fee 200, GST 36
  // [policy, quote, hours before, minutes, refunded rent, fees refunded]
  it.each([
    ["flexible", q3, 24, 0, 6003, true],
    ["flexible", q3, 24, 1, 6003, true],
    ["flexible", q3, 23, 59, 6003 - 2001, false],
    ["flexible", q1, 23, 59, 0, false], // a 1-day trip keeps the whole rent
    ["moderate", q3, 72, 0, 6003, true],
    ["moderate", q3, 72, 1, 6003, true],
    ["moderate", q3, 71, 59, 3002, false], // half of 6,003: the renter gets the odd rupee
    ["strict", q3, 168, 0, 6003, true],
    ["strict", q3, 168, 1, 6003, true],
    ["strict", q3, 167, 59, 3002, false],
    ["strict", q3, 24, 0, 3002, false],
    ["strict", q3, 23, 59, 0, false],
    ["strict", q3, 0, -60 * 5, 0, false], // after pickup has begun
  ] as const)(
    "%s, %ih %im before pickup: rent refunded %i, fees refunded %s",
    (policy, q, h, m, rent, fees) => {
      const r = refundFor(q, renterCancels(policy, before(h, m)));
      const byCode = Object.fromEntries(r.lines.map((l) => [l.code, l]));
      expect(byCode.rent!.refunded).toBe(rent);
      expect(byCode.trip_fee!.refunded).toBe(fees ? q.tripFee : 0);
      expect(byCode.trip_fee_gst!.refunded).toBe(fees ? q.tripFeeGst : 0);
      expect(byCode.deposit!.refunded).toBe(q.deposit);
      expect(r.amount + r.kept).toBe(paid(q));
    },
  );

  it("one day's rent is rounded half up from the rent over the days", () => {
    // 7 days at 2,001 with 10% weekly off: rent 14,007 - 1,401 = 12,606; a day = 1,800.86 -> 1,801.
    const q = quoteTrip(
      {
        pricePerDay: 2001,
        weeklyDiscountPercent: 10,
        monthlyDiscountPercent: 0,
        securityDeposit: 0,
      },
      PICKUP,
      addDaysTo(PICKUP, 6),
      RATES,
    );
    expect(q.rent).toBe(12606);
    const r = refundFor(q, renterCancels("flexible", before(1)));
    expect(r.lines[0]).toEqual({ code: "rent", paid: 12606, refunded: 12606 - 1801, kept: 1801 });
  });
});

describe("refundFor everything else", () => {
  it.each([
    ["a pending request cancelled by its renter", "pending", "renter"],
    ["a decline by the owner", "pending", "owner"],
    ["an expired request", "pending", "system"],
    ["a confirmed trip cancelled by the system (account deletion)", "booked", "system"],
    ["a confirmed trip cancelled by the owner", "booked", "owner"],
  ] as const)("%s refunds everything, even after pickup began", (_, status, by) => {
    const q = quote(3);
    const r = refundFor(q, { status, by, policy: "strict", pickupDate: PICKUP, at: before(-5) });
    expect(r).toMatchObject({ amount: paid(q), kept: 0 });
  });
});

describe("refundFor, properties", () => {
  it("refund + kept = what was paid; nothing negative; the deposit always comes back", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 90 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.constantFrom<CancellationPolicy>("flexible", "moderate", "strict"),
        fc.constantFrom("pending" as const, "booked" as const),
        fc.constantFrom("renter" as const, "owner" as const, "system" as const),
        fc.integer({ min: -48 * 60, max: 10 * 24 * 60 }),
        (perDay, days, deposit, policy, status, by, minutesBefore) => {
          const q = quoteTrip(
            {
              pricePerDay: perDay,
              weeklyDiscountPercent: 10,
              monthlyDiscountPercent: 20,
              securityDeposit: deposit,
            },
            PICKUP,
            addDaysTo(PICKUP, days - 1),
            RATES,
          );
          const r = refundFor(q, {
            status,
            by,
            policy,
            pickupDate: PICKUP,
            at: before(0, minutesBefore),
          });
          expect(r.amount + r.kept).toBe(q.total + q.deposit);
          for (const l of r.lines) {
            expect(l.refunded).toBeGreaterThanOrEqual(0);
            expect(l.kept).toBeGreaterThanOrEqual(0);
            expect(l.refunded + l.kept).toBe(l.paid);
          }
          expect(r.lines.find((l) => l.code === "deposit")!.refunded).toBe(deposit);
        },
      ),
    );
  });
});

describe("ownerShareOfKept", () => {
  it("is the kept rent less the commission and its GST, each rounded half up", () => {
    const rates = { hostCommissionPercent: 20, gstPercent: 18 };
    // 1800: commission 360, GST 64.8 -> 65; 1800 - 360 - 65.
    expect(ownerShareOfKept(1800, rates)).toBe(1375);
    // 2025: commission 405, GST 72.9 -> 73.
    expect(ownerShareOfKept(2025, rates)).toBe(1547);
    expect(ownerShareOfKept(0, rates)).toBe(0);
    expect(ownerShareOfKept(999, { hostCommissionPercent: 0, gstPercent: 18 })).toBe(999);
  });
});
