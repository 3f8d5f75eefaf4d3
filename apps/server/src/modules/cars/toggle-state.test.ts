/**
 * POST /api/owner/toggle-car with the state wanted (issue 25): `isAvaliable` false hides the
 * car however often it is sent (a double press or a retry never shows it again), true shows
 * it; the answer names the resulting state; renters holding bookings are told once; without
 * the field the car flips as before; a field that is not a boolean is 400 and changes nothing.
 */
import { CAR_MSG } from "@gaadi/shared";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { day, seedBooking } from "../../../test/bookings-support.js";
import { buildTestApp, createCar, createUser, type TestApp } from "../../../test/helpers.js";
import { cars, notifications } from "../../db/schema.js";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("POST /api/owner/toggle-car with isAvaliable", () => {
  it("leaves the car in the state wanted however often it is sent, and names it", async () => {
    const owner = await createUser(t.app, { role: "owner" });
    const renter = await createUser(t.app);
    const car = await createCar(t.app, owner.id);
    await seedBooking(t.app, { car, renterId: renter.id, from: day(9), to: day(10) });
    const toggle = async (body: object) => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/owner/toggle-car",
        headers: owner.auth,
        payload: { carId: car.id, ...body },
      });
      return { status: res.statusCode, body: res.json() };
    };
    const shown = async () =>
      (await t.app.db.select().from(cars).where(eq(cars.id, car.id)))[0]!.isAvailable;
    const told = async () =>
      (
        await t.app.db
          .select({ n: count() })
          .from(notifications)
          .where(
            and(eq(notifications.userId, renter.id), eq(notifications.type, "car_unavailable")),
          )
      )[0]!.n;

    for (let i = 0; i < 2; i++) {
      expect(await toggle({ isAvaliable: false })).toEqual({
        status: 200,
        body: { success: true, message: CAR_MSG.carHidden, isAvaliable: false },
      });
      expect(await shown()).toBe(false);
    }
    expect(await told()).toBe(1);
    for (let i = 0; i < 2; i++) {
      const res = await toggle({ isAvaliable: true });
      expect(res.body).toEqual({ success: true, message: CAR_MSG.carShown, isAvaliable: true });
      expect(await shown()).toBe(true);
    }
    // Without the state it flips, as before.
    expect((await toggle({})).body.isAvaliable).toBe(false);
    expect(await shown()).toBe(false);
    expect(await told()).toBe(2);
    const wrong = await toggle({ isAvaliable: "yes" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/^isAvaliable: /);
    expect(await shown()).toBe(false);
  });
});
