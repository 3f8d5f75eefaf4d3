import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDaysTo } from "../dates.js";
import { percentOf, type QuoteCar, type QuoteRates, quoteTrip } from "./quote.js";

const RATES: QuoteRates = { tripFeePercent: 10, gstPercent: 18, hostCommissionPercent: 20 };
const NO_RATES: QuoteRates = { tripFeePercent: 0, gstPercent: 0, hostCommissionPercent: 0 };
const car = (over: Partial<QuoteCar> = {}): QuoteCar => ({
  pricePerDay: 2000,
  weeklyDiscountPercent: 0,
  monthlyDiscountPercent: 0,
  securityDeposit: 0,
  ...over,
});
const FROM = "2026-12-10";
/** A trip of `days` days from FROM, both ends inclusive. */
const trip = (days: number) => [FROM, addDaysTo(FROM, days - 1)] as const;

describe("percentOf", () => {
  it.each([
    [100, 10, 10],
    [105, 10, 11], // 10.5 rounds up
    [104, 10, 10], // 10.4 rounds down
    [15, 10, 2], // 1.5 rounds up
    [0, 18, 0],
    [999, 0, 0],
    [999, 100, 999],
  ])("%i x %i%% = %i", (amount, percent, expected) => {
    expect(percentOf(amount, percent)).toBe(expected);
  });

  it("refuses fractions and out-of-range rates instead of pricing with them", () => {
    expect(() => percentOf(10.5, 10)).toThrow(RangeError);
    expect(() => percentOf(-1, 10)).toThrow(RangeError);
    expect(() => percentOf(100, 10.5)).toThrow(RangeError);
    expect(() => percentOf(100, 101)).toThrow(RangeError);
  });
});

describe("quoteTrip", () => {
  it("with both rates at 0 the total is pricePerDay x days, as before", () => {
    const q = quoteTrip(car({ pricePerDay: 1499 }), ...trip(3), NO_RATES);
    expect(q.total).toBe(1499 * 3);
    expect(q.lines).toEqual([
      { code: "rent", amount: 4497 },
      { code: "trip_fee", amount: 0 },
      { code: "trip_fee_gst", amount: 0 },
    ]);
  });

  it("a same-day trip is one day", () => {
    expect(quoteTrip(car(), FROM, FROM, RATES).days).toBe(1);
  });

  it("itemises a 3-day trip: fee on the rent, GST on the fee, owner's commission and its GST", () => {
    const q = quoteTrip(car({ pricePerDay: 2000, securityDeposit: 5000 }), ...trip(3), RATES);
    expect(q).toMatchObject({
      days: 3,
      fullRent: 6000,
      discount: { kind: null, percent: 0, amount: 0 },
      rent: 6000,
      tripFee: 600,
      tripFeeGst: 108,
      total: 6708,
      deposit: 5000,
      commission: 1200,
      commissionGst: 216,
      ownerEarnings: 4584,
    });
  });

  it.each([
    [6, null, 0],
    [7, "weekly", 10],
    [27, "weekly", 10],
    [28, "monthly", 25],
    [90, "monthly", 25],
  ] as const)("a %i-day trip gets the %s discount", (days, kind, percent) => {
    const q = quoteTrip(
      car({ weeklyDiscountPercent: 10, monthlyDiscountPercent: 25 }),
      ...trip(days),
      RATES,
    );
    expect(q.discount).toEqual({ kind, percent, amount: percentOf(2000 * days, percent) });
    expect(q.rent).toBe(2000 * days - q.discount.amount);
  });

  it("a 28-day trip without a monthly discount keeps the weekly one", () => {
    const q = quoteTrip(car({ weeklyDiscountPercent: 15 }), ...trip(28), RATES);
    expect(q.discount.kind).toBe("weekly");
  });

  it("rounds each line half up from exact rupees", () => {
    // 7 x 1,111 = 7,777; 10% off = 777.7 -> 778; rent 6,999; fee 699.9 -> 700; GST 126.
    const q = quoteTrip(car({ pricePerDay: 1111, weeklyDiscountPercent: 10 }), ...trip(7), RATES);
    expect([q.discount.amount, q.rent, q.tripFee, q.tripFeeGst, q.total]).toEqual([
      778, 6999, 700, 126, 7825,
    ]);
  });

  it("lines add up to the total, no amount is negative, the deposit is apart", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 90 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (perDay, days, weekly, monthly, deposit, fee, gst, commission) => {
          const q = quoteTrip(
            car({
              pricePerDay: perDay,
              weeklyDiscountPercent: weekly,
              monthlyDiscountPercent: monthly,
              securityDeposit: deposit,
            }),
            ...trip(days),
            { tripFeePercent: fee, gstPercent: gst, hostCommissionPercent: commission },
          );
          const sum = q.lines.reduce((s, l) => s + l.amount, 0);
          expect(sum).toBe(q.total);
          for (const l of q.lines) expect(Number.isInteger(l.amount) && l.amount >= 0).toBe(true);
          expect(q.deposit).toBe(deposit);
          expect(q.rent + q.discount.amount).toBe(perDay * days);
          expect(q.ownerEarnings).toBe(q.rent - q.commission - q.commissionGst);
        },
      ),
    );
  });
});
