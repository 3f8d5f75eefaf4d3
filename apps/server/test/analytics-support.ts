/**
 * The owner-dashboard fixture (not imported by the app): India's today pinned to 2026-02-20,
 * two owners, cars of several categories (one soft-deleted with completed trips, one hidden,
 * one never booked), and bookings in every status over November 2025 to March 2026 and June
 * 2025, inserted straight into the table. Prices are pricePerDay x days (seedBooking), so the
 * tests' expected figures can be worked out by hand from the table below.
 */
import type { FastifyInstance } from "fastify";
import { callApi, seedBooking } from "./bookings-support.js";
import { buildTestApp, createCar, createUser, type TestApp, type TestUser } from "./helpers.js";

/** 12:00 in India on 2026-02-20 (06:30 UTC): India's "today" in every analytics test. */
export const PINNED_NOW = new Date("2026-02-20T06:30:00Z");

/** GET /api/owner/analytics`query` as `user` (or a visitor when null). */
export const analyticsCall = (app: FastifyInstance, query: string, user: TestUser | null) =>
  callApi(app, "GET", `/owner/analytics${query}`, user);

/**
 * Inserts the fixture. Per car (₹/day), bookings as pickup..return (days) status = price:
 *
 * Owner A
 * - s1 Mahindra XUV700, SUV, ₹3,000, listed:
 *   2025-06-01..06-03 (3) completed = 9,000      2025-11-10..11-16 (7) completed = 21,000
 *   2025-12-20..12-22 (3) completed = 9,000      2026-01-30..02-02 (4) completed = 12,000
 *   2026-02-08..02-12 (5) completed = 15,000     2026-02-18..02-22 (5) on_rent   = 15,000
 *   2026-02-25..02-26 (2) pending   = 6,000      2026-03-05..03-06 (2) cancelled = 6,000
 * - s2 Tata Harrier, SUV, ₹2,500, hidden:
 *   2025-12-01..12-05 (5) completed = 12,500     2026-01-10..01-12 (3) cancelled = 7,500
 *   2026-02-14..02-15 (2) completed = 5,000      2026-02-27..02-28 (2) booked    = 5,000
 * - d1 Honda City, Sedan, ₹2,001, listed:
 *   2026-01-05..01-09 (5) completed = 10,005     2026-02-03..02-04 (2) cancelled = 4,002
 *   2026-02-20..02-21 (2) booked    = 4,002      2026-02-24..02-25 (2) pending   = 4,002
 * - x Hyundai Verna, Sedan, ₹1,500, deleted:
 *   2025-12-10..12-13 (4) completed = 6,000      2026-02-05..02-06 (2) completed = 3,000
 * - h1 Maruti Swift, Hatchback, ₹1,000, listed: no bookings.
 *
 * Owner B
 * - b1 Toyota Fortuner, SUV, ₹4,000: 2025-12-01..12-02 (2) completed = 8,000;
 *   2026-02-10..02-12 (3) completed = 12,000; 2026-02-16..02-17 (2) booked = 8,000.
 */
export async function seedDashboard(app: FastifyInstance) {
  const ownerA = await createUser(app, { role: "owner", name: "Owner Asha" });
  const ownerB = await createUser(app, { role: "owner", name: "Owner Bala" });
  const renter = await createUser(app, { name: "Renter Ravi" });
  /** A car of `ownerId`: brand, model, category, ₹/day, and any other column. */
  const car = (
    ownerId: string,
    brand: string,
    model: string,
    category: string,
    pricePerDay: number,
    more: Parameters<typeof createCar>[2] = {},
  ) => createCar(app, ownerId, { brand, model, category, pricePerDay, ...more });
  const s1 = await car(ownerA.id, "Mahindra", "XUV700", "SUV", 3000);
  const s2 = await car(ownerA.id, "Tata", "Harrier", "SUV", 2500, { isAvailable: false });
  const d1 = await car(ownerA.id, "Honda", "City", "Sedan", 2001);
  const deletedAt = new Date("2026-02-10T00:00:00Z");
  const x = await car(ownerA.id, "Hyundai", "Verna", "Sedan", 1500, { deletedAt });
  const h1 = await car(ownerA.id, "Maruti", "Swift", "Hatchback", 1000);
  const b1 = await car(ownerB.id, "Toyota", "Fortuner", "SUV", 4000);

  const trips: [
    typeof s1,
    string,
    string,
    "pending" | "booked" | "on_rent" | "completed" | "cancelled",
  ][] = [
    [s1, "2025-06-01", "2025-06-03", "completed"],
    [s1, "2025-11-10", "2025-11-16", "completed"],
    [s1, "2025-12-20", "2025-12-22", "completed"],
    [s1, "2026-01-30", "2026-02-02", "completed"],
    [s1, "2026-02-08", "2026-02-12", "completed"],
    [s1, "2026-02-18", "2026-02-22", "on_rent"],
    [s1, "2026-02-25", "2026-02-26", "pending"],
    [s1, "2026-03-05", "2026-03-06", "cancelled"],
    [s2, "2025-12-01", "2025-12-05", "completed"],
    [s2, "2026-01-10", "2026-01-12", "cancelled"],
    [s2, "2026-02-14", "2026-02-15", "completed"],
    [s2, "2026-02-27", "2026-02-28", "booked"],
    [d1, "2026-01-05", "2026-01-09", "completed"],
    [d1, "2026-02-03", "2026-02-04", "cancelled"],
    [d1, "2026-02-20", "2026-02-21", "booked"],
    [d1, "2026-02-24", "2026-02-25", "pending"],
    [x, "2025-12-10", "2025-12-13", "completed"],
    [x, "2026-02-05", "2026-02-06", "completed"],
    [b1, "2025-12-01", "2025-12-02", "completed"],
    [b1, "2026-02-10", "2026-02-12", "completed"],
    [b1, "2026-02-16", "2026-02-17", "booked"],
  ];
  for (const [c, from, to, status] of trips) {
    await seedBooking(app, { car: c, renterId: renter.id, from, to, status });
  }
  return { ownerA, ownerB, renter, cars: { s1, s2, d1, x, h1, b1 } };
}

/** The fixture's users and cars. */
export type DashboardFixture = Awaited<ReturnType<typeof seedDashboard>>;

/** The app with its clock at PINNED_NOW and the fixture seeded (call `t.close()` in afterAll). */
export async function dashboardApp(): Promise<{ t: TestApp; f: DashboardFixture }> {
  const t = await buildTestApp({}, { now: () => PINNED_NOW });
  return { t, f: await seedDashboard(t.app) };
}
