/**
 * GET /api/owner/analytics: the car-type filter against hand-worked figures (fixture in
 * test/analytics-support.ts, today pinned to 2026-02-20, range 2025-11-15..2026-02-10, 88
 * days), and every refusal: 400 per query rule with the shared message, 401, 403.
 */
import { ACCOUNT_MSG, ANALYTICS_MSG } from "@gaadi/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  analyticsCall,
  type DashboardFixture,
  dashboardApp,
} from "../../../test/analytics-support.js";
import { seedBooking } from "../../../test/bookings-support.js";
import { createCar, createUser, type TestApp } from "../../../test/helpers.js";

let t: TestApp;
let f: DashboardFixture;
beforeAll(async () => {
  ({ t, f } = await dashboardApp());
});
afterAll(() => t.close());

const CUSTOM = "?dateRange=custom&startDate=2025-11-15&endDate=2026-02-10";

async function dashboard(carType: string) {
  const res = await analyticsCall(t.app, `${CUSTOM}&carType=${carType}`, f.ownerA);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.analyticsData;
}

const ids = (rows: { _id: string }[]) => rows.map((r) => r._id);

describe("carType", () => {
  it("SUV: the XUV700 and the Harrier only", async () => {
    const data = await dashboard("SUV");
    // s1 9,000 + 12,000 + 15,000 = 36,000 (3); s2 12,500 (1).
    expect(data.monthlyEarnings).toEqual({
      "2025-11": 0,
      "2025-12": 21_500, // s1 9,000 + s2 12,500
      "2026-01": 12_000,
      "2026-02": 15_000,
    });
    expect([data.totalRevenue, data.totalBookings]).toEqual([48_500, 4]);
    expect(data.yearlyEarnings).toBe(52_000); // 2026: s1 42,000 + s2 10,000
    expect(ids(data.revenuePerCar)).toEqual([f.cars.s1.id, f.cars.s2.id]);
    // 3/4 = 75%, 1/4 = 25%.
    expect(data.mostRentedCars.map((r: { percentage: number }) => r.percentage)).toEqual([75, 25]);
    expect(data.occupancyRates).toEqual([
      expect.objectContaining({ _id: f.cars.s1.id, bookedDays: 12, occupancyRate: 13.6 }),
      expect.objectContaining({ _id: f.cars.s2.id, bookedDays: 5, occupancyRate: 5.7 }),
    ]);
  });

  it("Sedan: the City and the deleted Verna's earnings; occupancy of the City only", async () => {
    const data = await dashboard("Sedan");
    expect(data.monthlyEarnings).toEqual({
      "2025-11": 0,
      "2025-12": 6_000, // x
      "2026-01": 10_005, // d1
      "2026-02": 3_000, // x
    });
    expect([data.totalRevenue, data.totalBookings]).toEqual([19_005, 3]);
    expect(data.yearlyEarnings).toBe(17_007); // 2026: d1 10,005 + 4,002 + x 3,000
    expect(data.revenuePerCar).toEqual([
      expect.objectContaining({ _id: f.cars.d1.id, totalRevenue: 10_005, averageRate: 10_005 }),
      // Deleted: still earned, shown Inactive. 9,000 / 2 = 4,500.
      expect.objectContaining({ _id: f.cars.x.id, totalRevenue: 9_000, isAvailable: false }),
    ]);
    // x 2 of 3 = 66.7%, d1 1 of 3 = 33.3%.
    expect(data.mostRentedCars).toEqual([
      expect.objectContaining({ _id: f.cars.x.id, rentals: 2, percentage: 66.7 }),
      expect.objectContaining({ _id: f.cars.d1.id, rentals: 1, percentage: 33.3 }),
    ]);
    expect(data.occupancyRates).toEqual([
      expect.objectContaining({ _id: f.cars.d1.id, bookedDays: 5, totalDays: 88 }),
    ]);
  });

  it("Hatchback: a car never booked is still in occupancy, at 0", async () => {
    const data = await dashboard("Hatchback");
    expect([data.totalRevenue, data.totalBookings, data.yearlyEarnings]).toEqual([0, 0, 0]);
    expect(data.revenuePerCar).toEqual([]);
    expect(data.occupancyRates).toEqual([
      expect.objectContaining({ _id: f.cars.h1.id, bookedDays: 0, occupancyRate: 0 }),
    ]);
  });

  it("Coupe: no car of the type, every figure zero or empty", async () => {
    expect(await dashboard("Coupe")).toEqual({
      monthlyEarnings: { "2025-11": 0, "2025-12": 0, "2026-01": 0, "2026-02": 0 },
      yearlyEarnings: 0,
      revenuePerCar: [],
      mostRentedCars: [],
      occupancyRates: [],
      totalRevenue: 0,
      totalBookings: 0,
    });
  });
});

describe("mostRentedCars", () => {
  it("lists the top 5 only; equal rentals go to the higher revenue", async () => {
    const owner = await createUser(t.app, { role: "owner" });
    const cars: { id: string }[] = [];
    for (const price of [1100, 1600, 1200, 1500, 1300, 1400]) {
      const car = await createCar(t.app, owner.id, { pricePerDay: price });
      await seedBooking(t.app, {
        car,
        renterId: f.renter.id,
        from: "2026-02-02",
        to: "2026-02-02",
        status: "completed",
      });
      cars.push(car);
    }
    const data = (await analyticsCall(t.app, "", owner)).body.analyticsData;
    // One rental each of 6: 16.7% each; the ₹1,100 car is sixth and left out.
    expect(data.mostRentedCars).toEqual(
      [1, 3, 5, 4, 2].map((i) => expect.objectContaining({ _id: cars[i]!.id, percentage: 16.7 })),
    );
  });
});

describe("refusals", () => {
  it.each([
    ["an unknown dateRange", "?dateRange=week", ANALYTICS_MSG.dateRangeInvalid],
    ["an unknown carType", "?carType=Tractor", ANALYTICS_MSG.carTypeInvalid],
    ["custom without dates", "?dateRange=custom", ANALYTICS_MSG.customDatesRequired],
    [
      "custom without an end",
      "?dateRange=custom&startDate=2026-01-01",
      ANALYTICS_MSG.customDatesRequired,
    ],
    [
      "custom without a start",
      "?dateRange=custom&endDate=2026-01-01",
      ANALYTICS_MSG.customDatesRequired,
    ],
    [
      "a non-date",
      "?dateRange=custom&startDate=2026-02-30&endDate=2026-03-01",
      ANALYTICS_MSG.dateInvalid,
    ],
    [
      "a date in another format",
      "?dateRange=custom&startDate=01-02-2026&endDate=2026-03-01",
      ANALYTICS_MSG.dateInvalid,
    ],
    [
      "start after end",
      "?dateRange=custom&startDate=2026-02-02&endDate=2026-02-01",
      ANALYTICS_MSG.startAfterEnd,
    ],
    // 2024-01-01..2026-01-01 is 732 days, both ends inclusive.
    [
      "a span over 731 days",
      "?dateRange=custom&startDate=2024-01-01&endDate=2026-01-01",
      ANALYTICS_MSG.rangeTooLong,
    ],
  ])("400 for %s", async (_rule, query, message) => {
    const res = await analyticsCall(t.app, query, f.ownerA);
    expect(res).toEqual({ status: 400, body: { success: false, message } });
  });

  it("takes a custom range of exactly 731 days and a single day", async () => {
    const twoYears = "?dateRange=custom&startDate=2024-01-01&endDate=2025-12-31";
    const long = await analyticsCall(t.app, twoYears, f.ownerA);
    expect(long.body.analyticsData.occupancyRates[0].totalDays).toBe(731);
    const oneDay = "?dateRange=custom&startDate=2026-02-20&endDate=2026-02-20";
    const res = await analyticsCall(t.app, oneDay, f.ownerA);
    // On 2026-02-20 s1 is on rent and d1 is picked up: 1 of 1 day each.
    expect(res.body.analyticsData.occupancyRates.slice(0, 2)).toEqual([
      expect.objectContaining({
        _id: f.cars.d1.id,
        bookedDays: 1,
        totalDays: 1,
        occupancyRate: 100,
      }),
      expect.objectContaining({
        _id: f.cars.s1.id,
        bookedDays: 1,
        totalDays: 1,
        occupancyRate: 100,
      }),
    ]);
  });

  it("401 for a visitor (before the query is judged), 403 for a renter", async () => {
    for (const query of ["", "?dateRange=week"]) {
      expect(await analyticsCall(t.app, query, null)).toEqual({
        status: 401,
        body: { success: false, message: ACCOUNT_MSG.notSignedIn },
      });
    }
    expect(await analyticsCall(t.app, "", f.renter)).toEqual({
      status: 403,
      body: { success: false, message: ACCOUNT_MSG.ownerRequired },
    });
  });
});
