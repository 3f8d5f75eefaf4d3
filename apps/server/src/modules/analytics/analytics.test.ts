/**
 * GET /api/owner/analytics, all car types: month, year and a custom range across a year
 * boundary, each against figures worked out by hand from the fixture in
 * test/analytics-support.ts (India's today pinned to 2026-02-20). Pending and cancelled trips,
 * and owner B's, never count; the deleted Verna counts for money but has no occupancy row.
 */
import { ANALYTICS_MSG } from "@gaadi/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  analyticsCall,
  type DashboardFixture,
  dashboardApp,
} from "../../../test/analytics-support.js";
import type { TestApp } from "../../../test/helpers.js";

let t: TestApp;
let f: DashboardFixture;
beforeAll(async () => {
  ({ t, f } = await dashboardApp());
});
afterAll(() => t.close());

type CarKey = "s1" | "s2" | "d1" | "x" | "h1";
const listed: Record<CarKey, boolean> = { s1: true, s2: false, d1: true, x: false, h1: true };

/** A revenuePerCar row of fixture car `k`. */
function perCar(k: CarKey, totalRevenue: number, totalBookings: number, averageRate: number) {
  const c = f.cars[k];
  return {
    _id: c.id,
    image: c.image,
    brand: c.brand,
    model: c.model,
    year: c.year,
    category: c.category,
    totalRevenue,
    totalBookings,
    averageRate,
    isAvailable: listed[k],
  };
}

/** A mostRentedCars row of fixture car `k`. */
function rented(k: CarKey, rentals: number, percentage: number) {
  const c = f.cars[k];
  return { _id: c.id, brand: c.brand, model: c.model, rentals, percentage };
}

/** An occupancyRates row of fixture car `k`. */
function occupied(k: CarKey, bookedDays: number, totalDays: number, occupancyRate: number) {
  const c = f.cars[k];
  return {
    _id: c.id,
    image: c.image,
    brand: c.brand,
    model: c.model,
    bookedDays,
    totalDays,
    occupancyRate,
  };
}

async function dashboard(query: string) {
  const res = await analyticsCall(t.app, query, f.ownerA);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.success).toBe(true);
  expect(res.body.message).toBe(ANALYTICS_MSG.loaded);
  return res.body.analyticsData;
}

/** 2026: s1 12,000 + 15,000 + 15,000 + s2 5,000 + 5,000 + d1 10,005 + 4,002 + x 3,000. */
const YEARLY_ALL = 69_007;

describe("GET /api/owner/analytics, all car types", () => {
  it("month (the default): February 2026, 28 days", async () => {
    const data = await dashboard("");
    expect(await dashboard("?dateRange=month&carType=all")).toEqual(data);
    expect(data).toEqual({
      // Picked up in February: s1 15,000 + 15,000, s2 5,000 + 5,000, d1 4,002, x 3,000.
      monthlyEarnings: { "2026-02": 47_002 },
      yearlyEarnings: YEARLY_ALL,
      revenuePerCar: [
        perCar("s1", 30_000, 2, 15_000),
        perCar("s2", 10_000, 2, 5_000),
        perCar("d1", 4_002, 1, 4_002),
        perCar("x", 3_000, 1, 3_000),
      ],
      // Ties on rentals go to revenue: s1 before s2, d1 before x. 2/6 = 33.3%, 1/6 = 16.7%.
      mostRentedCars: [
        rented("s1", 2, 33.3),
        rented("s2", 2, 33.3),
        rented("d1", 1, 16.7),
        rented("x", 1, 16.7),
      ],
      occupancyRates: [
        // s1: 01-30..02-02 inside from 02-01 = 2, + 5 + 5 (on_rent) = 12; 12/28 = 42.86%.
        occupied("s1", 12, 28, 42.9),
        // s2: 2 completed + 2 booked = 4; 4/28 = 14.29%.
        occupied("s2", 4, 28, 14.3),
        // d1: 2 booked (the pending and cancelled ones do not count); 2/28 = 7.14%.
        occupied("d1", 2, 28, 7.1),
        occupied("h1", 0, 28, 0),
      ],
      totalRevenue: 47_002,
      totalBookings: 6,
    });
  });

  it("year: 2026, twelve month keys, 365 days", async () => {
    expect(await dashboard("?dateRange=year")).toEqual({
      // January: s1 12,000 (picked up 01-30) + d1 10,005; February as in the month test.
      monthlyEarnings: {
        "2026-01": 22_005,
        "2026-02": 47_002,
        "2026-03": 0,
        "2026-04": 0,
        "2026-05": 0,
        "2026-06": 0,
        "2026-07": 0,
        "2026-08": 0,
        "2026-09": 0,
        "2026-10": 0,
        "2026-11": 0,
        "2026-12": 0,
      },
      yearlyEarnings: YEARLY_ALL,
      revenuePerCar: [
        perCar("s1", 42_000, 3, 14_000),
        // 14,007 / 2 = 7,003.5, rounded up.
        perCar("d1", 14_007, 2, 7_004),
        perCar("s2", 10_000, 2, 5_000),
        perCar("x", 3_000, 1, 3_000),
      ],
      // 3/8 = 37.5%, 2/8 = 25%, 1/8 = 12.5%; d1 before s2 on revenue.
      mostRentedCars: [
        rented("s1", 3, 37.5),
        rented("d1", 2, 25),
        rented("s2", 2, 25),
        rented("x", 1, 12.5),
      ],
      occupancyRates: [
        occupied("s1", 14, 365, 3.8), // 4 + 5 + 5 = 14; 3.84%
        occupied("d1", 7, 365, 1.9), // 5 + 2 = 7; 1.92%
        occupied("s2", 4, 365, 1.1), // 2 + 2 = 4; 1.10%
        occupied("h1", 0, 365, 0),
      ],
      totalRevenue: YEARLY_ALL,
      totalBookings: 8,
    });
  });

  it("custom 2025-11-15..2026-02-10: months on both sides of new year, 88 days", async () => {
    const data = await dashboard("?dateRange=custom&startDate=2025-11-15&endDate=2026-02-10");
    // Picked up in range: s1 9,000 (12-20) + 12,000 (01-30) + 15,000 (02-08), s2 12,500,
    // d1 10,005, x 6,000 + 3,000 = 67,505. s1's 2025-11-10 trip was picked up before the range.
    expect(data.monthlyEarnings).toEqual({
      "2025-11": 0,
      "2025-12": 27_500, // s1 9,000 + s2 12,500 + x 6,000
      "2026-01": 22_005, // s1 12,000 + d1 10,005
      "2026-02": 18_000, // s1 15,000 + x 3,000
    });
    expect(Object.keys(data.monthlyEarnings)).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
    expect(data).toEqual({
      monthlyEarnings: data.monthlyEarnings,
      yearlyEarnings: YEARLY_ALL,
      revenuePerCar: [
        perCar("s1", 36_000, 3, 12_000),
        perCar("s2", 12_500, 1, 12_500),
        perCar("d1", 10_005, 1, 10_005),
        perCar("x", 9_000, 2, 4_500),
      ],
      // 3/7 = 42.86%, 2/7 = 28.57%, 1/7 = 14.29%; s2 before d1 on revenue.
      mostRentedCars: [
        rented("s1", 3, 42.9),
        rented("x", 2, 28.6),
        rented("s2", 1, 14.3),
        rented("d1", 1, 14.3),
      ],
      occupancyRates: [
        // s1: 11-10..11-16 counts only 11-15 and 11-16 (2) + 3 + 4 + 02-08..02-10 (3) = 12.
        occupied("s1", 12, 88, 13.6),
        // 5 days each (5.68%): Honda City before Tata Harrier by brand.
        occupied("d1", 5, 88, 5.7),
        occupied("s2", 5, 88, 5.7),
        occupied("h1", 0, 88, 0),
      ],
      totalRevenue: 67_505,
      totalBookings: 7,
    });
  });

  it("shows each owner only their own cars' trips", async () => {
    const data = (await analyticsCall(t.app, "", f.ownerB)).body.analyticsData;
    // b1 in February: 12,000 (completed) + 8,000 (booked); 5 of 28 days.
    expect(data.monthlyEarnings).toEqual({ "2026-02": 20_000 });
    expect(data.totalRevenue).toBe(20_000);
    expect(data.yearlyEarnings).toBe(20_000);
    expect(data.revenuePerCar.map((r: { _id: string }) => r._id)).toEqual([f.cars.b1.id]);
    expect(data.occupancyRates).toEqual([
      expect.objectContaining({ _id: f.cars.b1.id, bookedDays: 5, occupancyRate: 17.9 }),
    ]);
  });
});
