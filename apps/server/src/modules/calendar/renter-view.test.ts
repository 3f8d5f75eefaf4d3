/**
 * What a renter sees of an owner's calendar (issue 15 items 3 and 4): the booked dates of a
 * car include its blocks, merged with its holding bookings and sorted by start, without saying
 * which is which; availability search (check-availability and the listing with dates) leaves
 * out cars blocked on any requested day and cars whose trip rules refuse the dates; the
 * listing's instantBook filter.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, day, ownerCarRenter, seedBooking } from "../../../test/bookings-support.js";
import { deleteBlock, postBlock, seedBlock } from "../../../test/calendar-support.js";
import { buildTestApp, createCar, type TestApp } from "../../../test/helpers.js";

let t: TestApp;
let setup: Awaited<ReturnType<typeof ownerCarRenter>>;
beforeAll(async () => {
  t = await buildTestApp();
  setup = await ownerCarRenter(t.app);
});
afterAll(() => t.close());

const freshCar = (overrides: Parameters<typeof createCar>[2] = {}) =>
  createCar(t.app, setup.owner.id, overrides);
const range = (from: number, to: number) => ({
  start: `${day(from)}T00:00:00.000Z`,
  end: `${day(to)}T00:00:00.000Z`,
});

describe("GET /api/bookings/car/{id}/dates", () => {
  it("lists holding bookings and blocks ending today or later, merged by start", async () => {
    const car = await freshCar();
    const renterId = setup.renter.id;
    await seedBooking(t.app, { car, renterId, from: day(8), to: day(9), status: "booked" });
    await seedBooking(t.app, { car, renterId, from: day(2), to: day(3) });
    await seedBooking(t.app, { car, renterId, from: day(4), to: day(4), status: "cancelled" });
    await seedBlock(t.app, { carId: car.id, from: day(5), to: day(6), note: "Service" });
    await seedBlock(t.app, { carId: car.id, from: day(-4), to: day(-2) });
    await seedBlock(t.app, { carId: car.id, from: day(-1), to: day(0) });
    await seedBlock(t.app, { carId: car.id, from: day(20), to: day(20) });
    const res = await call(t.app, "GET", `/car/${car.id}/dates`, null);
    expect(res).toEqual({
      status: 200,
      body: {
        success: true,
        bookedDates: [range(-1, 0), range(2, 3), range(5, 6), range(8, 9), range(20, 20)],
      },
    });
  });

  it("follows a block and an unblock made through the API at once", async () => {
    const car = await freshCar();
    const dates = async () => (await call(t.app, "GET", `/car/${car.id}/dates`, null)).body;
    expect(await dates()).toEqual({ success: true, bookedDates: [] });
    const blocked = await postBlock(t.app, car.id, setup.owner, { start: day(3), end: day(4) });
    expect((await dates()).bookedDates).toEqual([range(3, 4)]);
    await deleteBlock(t.app, car.id, blocked.body.block._id, setup.owner);
    expect((await dates()).bookedDates).toEqual([]);
  });

  it("is still 404 for a hidden car", async () => {
    const car = await freshCar({ isAvailable: false });
    await seedBlock(t.app, { carId: car.id, from: day(3), to: day(4) });
    expect((await call(t.app, "GET", `/car/${car.id}/dates`, null)).status).toBe(404);
  });
});

describe("availability search", () => {
  /** A city of its own, so only this test's cars match; ids by name. */
  async function searchCity(): Promise<{ city: string; ids: Record<string, string> }> {
    const city = `Testpur ${randomUUID().slice(0, 8)}`;
    const ids: Record<string, string> = {};
    const make = async (name: string, overrides: Parameters<typeof createCar>[2] = {}) => {
      ids[name] = (await freshCar({ city, location: city, ...overrides })).id;
      return ids[name]!;
    };
    // The search asks for [day(10), day(12)]: 3 rental days, 10 days' notice.
    await make("free");
    await seedBlock(t.app, { carId: await make("blockedInside"), from: day(11), to: day(11) });
    await seedBlock(t.app, { carId: await make("blockedOnReturn"), from: day(12), to: day(20) });
    await seedBlock(t.app, { carId: await make("blockedOnPickup"), from: day(5), to: day(10) });
    await seedBlock(t.app, { carId: await make("blockedBefore"), from: day(5), to: day(9) });
    await seedBlock(t.app, { carId: await make("blockedAfter"), from: day(13), to: day(14) });
    await make("minTrip4", { minTripDays: 4 });
    await make("minTrip3", { minTripDays: 3 });
    await make("maxTrip2", { maxTripDays: 2 });
    await make("maxTrip3", { maxTripDays: 3 });
    await make("notice7", { advanceNoticeDays: 7 });
    await make("instant", { instantBook: true });
    return { city, ids };
  }
  const allowed = [
    "free",
    "blockedBefore",
    "blockedAfter",
    "minTrip3",
    "maxTrip3",
    "notice7",
    "instant",
  ];

  it("check-availability leaves out blocked cars and cars whose rules refuse", async () => {
    const { city, ids } = await searchCity();
    const res = await call(t.app, "POST", "/check-availability", null, {
      location: city,
      pickupDate: day(10),
      returnDate: day(12),
    });
    expect(res.status).toBe(200);
    const found = res.body.availableCars.map((c: { _id: string }) => c._id).sort();
    expect(found).toEqual(allowed.map((n) => ids[n]).sort());
  });

  it("the listing with dates agrees, in its count too", async () => {
    const { city, ids } = await searchCity();
    const res = await t.app.inject({
      method: "GET",
      url: `/api/user/cars?pickupLocation=${encodeURIComponent(city)}&pickupDate=${day(10)}&returnDate=${day(12)}`,
    });
    const body = res.json();
    expect(body.total).toBe(allowed.length);
    expect(body.cars.map((c: { _id: string }) => c._id).sort()).toEqual(
      allowed.map((n) => ids[n]).sort(),
    );
  });

  it("the notice counts from today: a pickup in 2 days leaves out a car needing 3", async () => {
    const city = `Noticepur ${randomUUID().slice(0, 8)}`;
    const three = await freshCar({ city, location: city, advanceNoticeDays: 3 });
    const two = await freshCar({ city, location: city, advanceNoticeDays: 2 });
    const res = await call(t.app, "POST", "/check-availability", null, {
      location: city,
      pickupDate: day(2),
      returnDate: day(2),
    });
    expect(res.body.availableCars.map((c: { _id: string }) => c._id)).toEqual([two.id]);
    expect(three.id).not.toBe(two.id);
  });
});

describe("GET /api/user/cars?instantBook=true", () => {
  it("keeps only instant-book cars; instantBook=false filters nothing", async () => {
    const city = `Instantpur ${randomUUID().slice(0, 8)}`;
    const instant = await freshCar({ city, location: city, instantBook: true });
    const plain = await freshCar({ city, location: city });
    const list = async (query: string) => {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/user/cars?search=${encodeURIComponent(city)}${query}`,
      });
      expect(res.statusCode).toBe(200);
      return res
        .json()
        .cars.map((c: { _id: string; instantBook: boolean }) => [c._id, c.instantBook]);
    };
    expect(await list("&instantBook=true")).toEqual([[instant.id, true]]);
    expect(await list("&instantBook=false")).toEqual([
      [plain.id, false],
      [instant.id, true],
    ]);
    const bad = await t.app.inject({ method: "GET", url: "/api/user/cars?instantBook=yes" });
    expect(bad.json()).toEqual({ success: false, message: "instantBook must be true or false" });
  });
});
