import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type HandoverReading, TripChargesError, tripCharges } from "./trip-charges.js";

const tank = (odometerKm: number, fuelLevel: number): HandoverReading => ({
  odometerKm,
  fuelUnit: "eighths",
  fuelLevel,
});
const battery = (odometerKm: number, fuelLevel: number): HandoverReading => ({
  odometerKm,
  fuelUnit: "percent",
  fuelLevel,
});
const rules = { kmPerDay: 200, extraKmRate: 12, fuelCharge: 450 };

describe("tripCharges (issue 30 item 3)", () => {
  it.each([
    // [case, rules, days, start, end, extraKm, extraKmCharge, fuelShort, fuelShortCharge]
    ["unlimited km", { ...rules, kmPerDay: 0 }, 3, tank(10_000, 8), tank(15_000, 8), 0, 0, 0, 0],
    ["exactly the limit", rules, 3, tank(10_000, 8), tank(10_600, 8), 0, 0, 0, 0],
    ["one km over", rules, 3, tank(10_000, 8), tank(10_601, 8), 1, 12, 0, 0],
    ["200 km over", rules, 2, tank(10_000, 8), tank(10_600, 8), 200, 2_400, 0, 0],
    ["fuel full", rules, 1, tank(500, 8), tank(600, 8), 0, 0, 0, 0],
    ["fuel returned fuller", rules, 1, tank(500, 4), tank(600, 8), 0, 0, 0, 0],
    ["fuel empty", rules, 1, tank(500, 8), tank(600, 0), 0, 0, 8, 3_600],
    ["three eighths short", rules, 1, tank(500, 6), tank(600, 3), 0, 0, 3, 1_350],
    ["electric, 30 points short", rules, 1, battery(0, 90), battery(100, 60), 0, 0, 30, 1_350],
    [
      "electric, 15 points, rounded down",
      { ...rules, fuelCharge: 333 },
      1,
      battery(0, 80),
      battery(10, 65),
      0,
      0,
      15,
      499,
    ],
    ["km and fuel together", rules, 1, tank(0, 8), tank(250, 7), 50, 600, 1, 450],
    ["the same odometer", rules, 5, tank(42, 8), tank(42, 8), 0, 0, 0, 0],
  ] as const)(
    "%s",
    (_, r, days, start, end, extraKm, extraKmCharge, fuelShort, fuelShortCharge) => {
      expect(tripCharges(r, days, start, end)).toEqual({
        extraKm,
        extraKmCharge,
        fuelShort,
        fuelShortCharge,
        tripCharges: extraKmCharge + fuelShortCharge,
      });
    },
  );

  it("refuses an odometer lower at return than at pickup", () => {
    expect(() => tripCharges(rules, 1, tank(10_000, 8), tank(9_999, 8))).toThrow(
      new TripChargesError("The odometer at return cannot read less than at pickup (10,000 km)."),
    );
  });

  it("refuses readings of fuel in different units", () => {
    expect(() => tripCharges(rules, 1, tank(0, 8), battery(10, 80))).toThrow(
      "The fuel at return must be read the same way as at pickup.",
    );
  });

  it("is whole rupees, never negative, and adds up, for any readings", () => {
    fc.assert(
      fc.property(
        fc.record({
          kmPerDay: fc.integer({ min: 0, max: 2_000 }),
          extraKmRate: fc.integer({ min: 0, max: 100 }),
          fuelCharge: fc.integer({ min: 0, max: 5_000 }),
        }),
        fc.integer({ min: 1, max: 90 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (r, days, startKm, driven, electric, a, b) => {
          const unit = electric ? "percent" : "eighths";
          const max = electric ? 100 : 8;
          const start = { odometerKm: startKm, fuelUnit: unit, fuelLevel: a % (max + 1) } as const;
          const end = {
            odometerKm: startKm + driven,
            fuelUnit: unit,
            fuelLevel: b % (max + 1),
          } as const;
          const c = tripCharges(r, days, start, end);
          for (const v of Object.values(c)) {
            expect(Number.isInteger(v)).toBe(true);
            expect(v).toBeGreaterThanOrEqual(0);
          }
          expect(c.tripCharges).toBe(c.extraKmCharge + c.fuelShortCharge);
          expect(c.extraKm).toBeLessThanOrEqual(driven);
        },
      ),
    );
  });
});
