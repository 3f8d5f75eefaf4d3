/**
 * The dashboard's money is the owner's earnings from stored quotes (issue 27 item 5): a trip
 * counts its rent less the host commission and that commission's GST (not the renter's price,
 * which adds the trip fee), and what the owner keeps of a late cancellation counts in revenue
 * but not in bookings or occupancy. India's today pinned to 2026-02-20; default rates (10%
 * trip fee, 18% GST, 20% commission); figures written out in rupees.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsCall, PINNED_NOW } from "../../../test/analytics-support.js";
import { call, seedBooking } from "../../../test/bookings-support.js";
import {
  buildTestApp,
  createCar,
  createUser,
  type TestApp,
  type TestUser,
} from "../../../test/helpers.js";

let t: TestApp;
let owner: TestUser;
let carId: string;
beforeAll(async () => {
  t = await buildTestApp({}, { now: () => PINNED_NOW });
  owner = await createUser(t.app, { role: "owner" });
  const renter = await createUser(t.app);
  const car = await createCar(t.app, owner.id, {
    pricePerDay: 2000,
    cancellationPolicy: "strict",
    securityDeposit: 5000,
  });
  carId = car.id;
  const rates = t.app.config.rates;
  // 3 days, rent ₹6,000: the renter paid ₹6,708; commission ₹1,200 + GST ₹216: earns ₹4,584.
  await seedBooking(t.app, {
    car,
    renterId: renter.id,
    from: "2026-02-02",
    to: "2026-02-04",
    status: "completed",
    rates,
  });
  // Booked 22-24 Feb, cancelled by the renter at 12:00 IST on 20 Feb: strict, 36 hours
  // before, half the rent (₹3,000) kept; the owner keeps ₹3,000 - ₹600 - ₹108 = ₹2,292.
  const late = await seedBooking(t.app, {
    car,
    renterId: renter.id,
    from: "2026-02-22",
    to: "2026-02-24",
    status: "booked",
    rates,
  });
  const cancelled = await call(t.app, "POST", "/cancel", renter, {
    bookingId: late.id,
    cancellationReason: "Plans changed",
  });
  expect(cancelled.body.refund).toMatchObject({ amount: 8000, kept: 3708 });
  // A pending request cancelled: everything refunded, nothing earned.
  const pending = await seedBooking(t.app, {
    car,
    renterId: renter.id,
    from: "2026-02-26",
    to: "2026-02-27",
    rates,
  });
  await call(t.app, "POST", "/cancel", renter, {
    bookingId: pending.id,
    cancellationReason: "No longer needed",
  });
});
afterAll(() => t.close());

describe("the owner's earnings on the dashboard", () => {
  it("count rent net of commission, and late-cancellation earnings in revenue only", async () => {
    const res = await analyticsCall(t.app, "?dateRange=month", owner);
    expect(res.status).toBe(200);
    const data = res.body.analyticsData;
    // ₹4,584 + ₹2,292.
    expect(data.monthlyEarnings).toEqual({ "2026-02": 6876 });
    expect(data.yearlyEarnings).toBe(6876);
    expect(data.totalRevenue).toBe(6876);
    expect(data.totalBookings).toBe(1);
    expect(data.revenuePerCar).toMatchObject([
      { _id: carId, totalRevenue: 6876, totalBookings: 1, averageRate: 6876 },
    ]);
    expect(data.mostRentedCars).toMatchObject([{ _id: carId, rentals: 1, percentage: 100 }]);
    // Only the completed trip's 3 days fill the car; 3/28 = 10.7%.
    expect(data.occupancyRates).toMatchObject([
      { _id: carId, bookedDays: 3, totalDays: 28, occupancyRate: 10.7 },
    ]);
  });

  it("a car earning only from a late cancellation has revenue, no bookings, rate 0", async () => {
    const res = await analyticsCall(
      t.app,
      "?dateRange=custom&startDate=2026-02-20&endDate=2026-02-28",
      owner,
    );
    const data = res.body.analyticsData;
    expect(data.totalRevenue).toBe(2292);
    expect(data.totalBookings).toBe(0);
    expect(data.revenuePerCar).toMatchObject([
      { _id: carId, totalRevenue: 2292, totalBookings: 0, averageRate: 0 },
    ]);
    expect(data.mostRentedCars).toEqual([]);
    expect(data.occupancyRates).toMatchObject([{ _id: carId, bookedDays: 0 }]);
  });
});
