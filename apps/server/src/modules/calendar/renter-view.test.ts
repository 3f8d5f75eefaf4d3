/**
 * What a renter sees of an owner's calendar (issue 15 item 4): the booked dates of a car
 * include its blocks, merged with its holding bookings and sorted by start, without saying
 * which is which.
 */
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
