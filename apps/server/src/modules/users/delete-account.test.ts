/**
 * DELETE /api/user/delete-account (customer document section 5; server-rules.md sections 6
 * and 7; decision 011): the password confirms; refused while a trip is on rent; otherwise the
 * person's open trips are cancelled with the other side told, their cars leave the
 * marketplace, their name, e-mail and photo are erased, every session ends, and finished trips
 * stay readable to the other party. Also: a booking racing the deletion cannot slip through.
 */
import { ACCOUNT_MSG, notificationText } from "@gaadi/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, callApi, day, ownerCarRenter, seedBooking } from "../../../test/bookings-support.js";
import {
  buildTestApp,
  createCar,
  createUser,
  type TestApp,
  type TestUser,
} from "../../../test/helpers.js";
import { notificationRowsOf } from "../../../test/notifications-support.js";
import { bookings, cars, users } from "../../db/schema.js";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const remove = (user: TestUser | null, payload: object) =>
  callApi(t.app, "DELETE", "/user/delete-account", user, payload);
const login = (user: TestUser) =>
  callApi(t.app, "POST", "/user/login", null, { email: user.email, password: user.password });
const bookingRow = async (id: string) =>
  (await t.app.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
/** Checks that booking `id` was cancelled by the deletion, on `by`'s side, with `reason`. */
const expectCancelled = async (id: string, by: "renter" | "owner", reason: string) =>
  expect(await bookingRow(id)).toMatchObject({
    status: "cancelled",
    cancelledBy: by,
    cancellationReason: reason,
  });

describe("DELETE /api/user/delete-account: a renter leaves", () => {
  it("cancels their open trips (owner told), erases them, ends sessions, frees the e-mail", async () => {
    const { owner, renter, car } = await ownerCarRenter(t.app);
    const pending = await seedBooking(t.app, {
      car,
      renterId: renter.id,
      from: day(5),
      to: day(6),
    });
    const booked = await seedBooking(t.app, {
      car,
      renterId: renter.id,
      from: day(8),
      to: day(9),
      status: "booked",
    });
    const finished = await seedBooking(t.app, {
      car,
      renterId: renter.id,
      from: day(-9),
      to: day(-8),
      status: "completed",
    });
    const other = (await login(renter)).body.token as string;

    const res = await remove(renter, { password: renter.password });
    expect(res).toEqual({
      status: 200,
      body: { success: true, message: ACCOUNT_MSG.accountDeleted },
    });

    for (const id of [pending.id, booked.id]) {
      await expectCancelled(id, "renter", ACCOUNT_MSG.renterClosedAccount);
    }
    expect((await bookingRow(finished.id)).status).toBe("completed");
    const told = (await notificationRowsOf(t.app, owner.id)).filter(
      (n) => n.type === "booking_cancelled",
    );
    expect(told.map((n) => n.bookingId).sort()).toEqual([pending.id, booked.id].sort());
    expect(told[0]!.message).toBe(notificationText("booking_cancelled", car).message);

    // Gone: no login, no session (this one or another), name, e-mail and photo erased.
    expect((await login(renter)).status).toBe(401);
    for (const auth of [renter.auth, { authorization: `Bearer ${other}` }]) {
      const me = await t.app.inject({ method: "GET", url: "/api/user/data", headers: auth });
      expect(me.statusCode).toBe(401);
    }
    const [row] = await t.app.db.select().from(users).where(eq(users.id, renter.id));
    expect(row!.name).toBe(ACCOUNT_MSG.deletedUserName);
    expect(row!.email).not.toContain(renter.email);
    expect(row!.image).toBe("");
    expect(row!.deletedAt).not.toBeNull();

    // The finished trip stays readable to the owner, under 'Deleted user'.
    const ownerList = await call(t.app, "GET", "/owner", owner);
    const trip = ownerList.body.bookings.find((b: { _id: string }) => b._id === finished.id);
    expect(trip).toMatchObject({
      status: "completed",
      user: { name: ACCOUNT_MSG.deletedUserName },
    });

    // The address can sign up again: the unique index no longer holds it.
    const again = await createUser(t.app, { email: renter.email, password: "another-pass-1" });
    expect((await login(again)).status).toBe(200);
  });
});

describe("DELETE /api/user/delete-account: an owner leaves", () => {
  it("cancels trips on their cars (renters told car_unavailable), delists the cars", async () => {
    const { owner, renter, car } = await ownerCarRenter(t.app);
    const hidden = await createCar(t.app, owner.id, { isAvailable: false, model: "Dzire" });
    const second = await createUser(t.app, { name: "Second Renter" });
    const pending = await seedBooking(t.app, {
      car,
      renterId: renter.id,
      from: day(5),
      to: day(6),
    });
    const booked = await seedBooking(t.app, {
      car: hidden,
      renterId: second.id,
      from: day(3),
      to: day(4),
      status: "booked",
    });
    const finished = await seedBooking(t.app, {
      car,
      renterId: second.id,
      from: day(-6),
      to: day(-5),
      status: "completed",
    });
    const listed = async () =>
      (await callApi(t.app, "GET", "/user/cars", null)).body.cars.map(
        (c: { _id: string }) => c._id,
      );
    expect(await listed()).toContain(car.id);

    expect((await remove(owner, { password: owner.password })).status).toBe(200);

    expect(await listed()).not.toContain(car.id);
    const detail = await callApi(t.app, "GET", `/user/cars/${car.id}`, null);
    expect(detail.status).toBe(404);
    const carRows = await t.app.db.select().from(cars).where(eq(cars.ownerId, owner.id));
    expect(carRows.every((c) => c.deletedAt !== null)).toBe(true);

    for (const [b, who] of [
      [pending, renter],
      [booked, second],
    ] as const) {
      await expectCancelled(b.id, "owner", ACCOUNT_MSG.ownerClosedAccount);
      const notes = await notificationRowsOf(t.app, who.id);
      const note = notes.find((n) => n.bookingId === b.id);
      expect(note).toMatchObject({ type: "car_unavailable", carId: b.carId });
      expect(note!.message).toContain("has been cancelled");
    }

    // The renter still reads the finished trip, and the new booking of the car is refused.
    const mine = await call(t.app, "GET", "/user", second);
    expect(mine.body.bookings.map((b: { _id: string }) => b._id)).toContain(finished.id);
    const retry = await call(t.app, "POST", "/create", renter, {
      car: car.id,
      pickupDate: day(20),
      returnDate: day(21),
    });
    expect(retry.status).toBe(404);
  });
});

describe("DELETE /api/user/delete-account: refusals", () => {
  it("answers 400 for a wrong password and deletes nothing", async () => {
    const user = await createUser(t.app);
    const res = await remove(user, { password: "not-my-password" });
    expect(res).toEqual({
      status: 400,
      body: { success: false, message: ACCOUNT_MSG.deletePasswordWrong },
    });
    expect((await login(user)).status).toBe(200);
  });

  it("answers 400 without a password", async () => {
    const user = await createUser(t.app);
    const res = await remove(user, {});
    expect(res).toEqual({
      status: 400,
      body: { success: false, message: ACCOUNT_MSG.deletePasswordRequired },
    });
  });

  it("answers 401 to a visitor", async () => {
    const res = await remove(null, { password: "whatever-1" });
    expect(res).toEqual({
      status: 401,
      body: { success: false, message: ACCOUNT_MSG.notSignedIn },
    });
  });

  it.each(["renter", "owner"] as const)(
    "answers 409 while the person has a trip on rent as %s, and changes nothing",
    async (side) => {
      const { owner, renter, car } = await ownerCarRenter(t.app);
      const other = await seedBooking(t.app, {
        car,
        renterId: renter.id,
        from: day(9),
        to: day(9),
      });
      await seedBooking(t.app, {
        car,
        renterId: renter.id,
        from: day(-1),
        to: day(1),
        status: "on_rent",
      });
      const leaving = side === "renter" ? renter : owner;
      const res = await remove(leaving, { password: leaving.password });
      expect(res).toEqual({
        status: 409,
        body: { success: false, message: ACCOUNT_MSG.deleteWhileOnRent },
      });
      expect((await bookingRow(other.id)).status).toBe("pending");
      expect((await login(leaving)).status).toBe(200);
      const [carRow] = await t.app.db.select().from(cars).where(eq(cars.id, car.id));
      expect(carRow!.deletedAt).toBeNull();
    },
  );
});

describe("DELETE /api/user/delete-account: concurrency", () => {
  it("a booking made at the same moment is refused or cancelled, never left open", async () => {
    for (let i = 0; i < 6; i++) {
      const { owner, renter, car } = await ownerCarRenter(t.app);
      const leaving = i % 2 === 0 ? owner : renter;
      const otherOwnersCar = await createCar(t.app, (await createUser(t.app)).id);
      const target = leaving === owner ? car : otherOwnersCar;
      const [deleted, booking] = await Promise.all([
        remove(leaving, { password: leaving.password }),
        call(t.app, "POST", "/create", renter, {
          car: target.id,
          pickupDate: day(10),
          returnDate: day(11),
        }),
      ]);
      expect(deleted.status).toBe(200);
      expect([200, 401, 404]).toContain(booking.status);
      const open = await t.app.db.select().from(bookings).where(eq(bookings.carId, target.id));
      expect(open.filter((b) => b.status !== "cancelled")).toEqual([]);
    }
  });
});
