/**
 * Every event of server-rules.md section 6 the bookings and cars modules own writes exactly
 * one notification, to the right person, with the right type, booking and car, and none to
 * anyone else; a refused event writes none; a failed notification write fails the event.
 */
import { CAR_DELETE_MSG, COMMON_MSG, type NotificationType } from "@gaadi/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, day, ownerCarRenter, seedBooking } from "../../../test/bookings-support.js";
import { checkIn, checkOut } from "../../../test/handover-support.js";
import { buildTestApp, createCar, createUser, type TestApp } from "../../../test/helpers.js";
import { writtenBy } from "../../../test/notifications-support.js";
import { bookings, cars } from "../../db/schema.js";

let t: TestApp;
let s: Awaited<ReturnType<typeof ownerCarRenter>>;
let offset = 0;
beforeAll(async () => {
  t = await buildTestApp();
  s = await ownerCarRenter(t.app);
});
afterAll(() => t.close());

/** A booking of the setup car in `status`, on dates no other test uses. */
function booking(status: "pending" | "booked" | "on_rent" | "completed" = "pending") {
  offset += 2;
  const from = day(offset);
  return seedBooking(t.app, { car: s.car, renterId: s.renter.id, from, to: from, status });
}
const change = (bookingId: string, status: string, extra: object = {}) =>
  call(t.app, "POST", "/change-status", s.owner, { bookingId, status, ...extra });

/** `action` answered 200 and wrote exactly one `type` notification of the booking to `to`. */
async function expectOne(
  action: () => Promise<{ status: number; body: { booking?: { _id: string } } }>,
  to: string,
  type: NotificationType,
  bookingId?: string,
) {
  let answer: Awaited<ReturnType<typeof action>> | undefined;
  const rows = await writtenBy(t.app, async () => {
    answer = await action();
  });
  expect(answer?.status).toBe(200);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    userId: to,
    type,
    bookingId: bookingId ?? answer?.body.booking?._id,
    carId: s.car.id,
    reviewId: null,
    isRead: false,
  });
  expect(rows[0]!.message).toContain("Maruti Suzuki Swift");
  expect(rows[0]!.title.length).toBeGreaterThan(0);
}

describe("booking events", () => {
  it("booking created: the owner gets booking_created", async () => {
    offset += 2;
    await expectOne(
      () =>
        call(t.app, "POST", "/create", s.renter, {
          car: s.car.id,
          pickupDate: day(offset),
          returnDate: day(offset),
        }),
      s.owner.id,
      "booking_created",
    );
  });

  it("the owner accepts, declines, hands over and takes back: the renter is told each", async () => {
    const accept = await booking("pending");
    await expectOne(() => change(accept.id, "booked"), s.renter.id, "booking_confirmed", accept.id);
    const decline = await booking("pending");
    await expectOne(
      () => change(decline.id, "cancelled", { cancellationReason: "Car under maintenance" }),
      s.renter.id,
      "booking_rejected",
      decline.id,
    );
    const trip = await booking("booked");
    // Issue 30: the check-in and check-out move the trip and tell of their records.
    await expectOne(
      () => checkIn(t.app, s.owner, trip.id),
      s.renter.id,
      "check_in_recorded",
      trip.id,
    );
    await expectOne(
      () => checkOut(t.app, s.owner, trip.id),
      s.renter.id,
      "check_out_recorded",
      trip.id,
    );
  });

  it("the renter cancels a pending or booked booking: the owner gets booking_cancelled", async () => {
    for (const status of ["pending", "booked"] as const) {
      const b = await booking(status);
      await expectOne(
        () =>
          call(t.app, "POST", "/cancel", s.renter, {
            bookingId: b.id,
            cancellationReason: "Change of plans",
          }),
        s.owner.id,
        "booking_cancelled",
        b.id,
      );
    }
  });

  it("a refused event writes nothing", async () => {
    const done = await booking("completed");
    const other = await createUser(t.app, { role: "owner" });
    const rows = await writtenBy(t.app, async () => {
      expect((await change(done.id, "on_rent")).status).toBe(409);
      const foreign = await call(t.app, "POST", "/change-status", other, {
        bookingId: done.id,
        status: "completed",
      });
      expect(foreign.status).toBe(403);
      const own = await call(t.app, "POST", "/create", s.owner, {
        car: s.car.id,
        pickupDate: day(90),
        returnDate: day(90),
      });
      expect(own.status).toBe(403);
      const cancel = await call(t.app, "POST", "/cancel", s.renter, {
        bookingId: done.id,
        cancellationReason: "Other",
      });
      expect(cancel.status).toBe(409);
    });
    expect(rows).toEqual([]);
  });
});

describe("hiding or deleting a car", () => {
  const toggle = (carId: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/owner/toggle-car",
      headers: s.owner.auth,
      payload: { carId },
    });

  it("hiding tells each renter holding a pending or booked booking once, and no one else", async () => {
    const car = await createCar(t.app, s.owner.id, { brand: "Tata", model: "Nexon" });
    const [a, b, riding, past] = await Promise.all([1, 2, 3, 4].map(() => createUser(t.app)));
    const seed = (
      renterId: string,
      n: number,
      status: "pending" | "booked" | "on_rent" | "completed",
    ) => seedBooking(t.app, { car, renterId, from: day(n), to: day(n), status });
    await seed(a!.id, 1, "pending");
    await seed(a!.id, 3, "booked");
    await seed(b!.id, 5, "booked");
    await seed(riding!.id, 0, "on_rent");
    await seed(past!.id, 7, "completed");
    const rows = await writtenBy(t.app, async () =>
      expect((await toggle(car.id)).statusCode).toBe(200),
    );
    expect(rows.map((r) => r.userId).sort()).toEqual([a!.id, b!.id].sort());
    for (const row of rows) {
      expect(row).toMatchObject({ type: "car_unavailable", carId: car.id, bookingId: null });
      expect(row.message).toContain("Tata Nexon");
    }
    // Showing it again tells no one; hiding a car no one holds tells no one.
    expect(await writtenBy(t.app, () => toggle(car.id))).toEqual([]);
    const idle = await createCar(t.app, s.owner.id);
    expect(await writtenBy(t.app, () => toggle(idle.id))).toEqual([]);
  });

  it("deleting is refused while bookings hold the car, so no one is told", async () => {
    const car = await createCar(t.app, s.owner.id);
    await seedBooking(t.app, {
      car,
      renterId: s.renter.id,
      from: day(2),
      to: day(2),
      status: "booked",
    });
    const rows = await writtenBy(t.app, async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/owner/delete-car",
        headers: s.owner.auth,
        payload: { carId: car.id },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(CAR_DELETE_MSG.hasTrips);
    });
    expect(rows).toEqual([]);
  });
});

describe("a notification that cannot be written", () => {
  it("fails its event: nothing changes and the answer is an error", async () => {
    const pending = await booking("pending");
    const hideable = await createCar(t.app, s.owner.id);
    await seedBooking(t.app, { car: hideable, renterId: s.renter.id, from: day(2), to: day(2) });
    await t.app.db.execute(
      sql`alter table notifications add constraint notifications_refuse_all check (false) not valid`,
    );
    try {
      const failed = (res: { status: number; body: { success: boolean; message: string } }) => {
        expect(res.status).toBe(500);
        expect(res.body).toEqual({ success: false, message: COMMON_MSG.internal });
      };
      failed(await change(pending.id, "booked"));
      const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, pending.id));
      expect(row).toMatchObject({ status: "pending", confirmedAt: null });

      const before = (await t.app.db.select().from(bookings)).length;
      offset += 2;
      failed(
        await call(t.app, "POST", "/create", s.renter, {
          car: s.car.id,
          pickupDate: day(offset),
          returnDate: day(offset),
        }),
      );
      expect(await t.app.db.select().from(bookings)).toHaveLength(before);

      const hide = await t.app.inject({
        method: "POST",
        url: "/api/owner/toggle-car",
        headers: s.owner.auth,
        payload: { carId: hideable.id },
      });
      failed({ status: hide.statusCode, body: hide.json() });
      const [car] = await t.app.db.select().from(cars).where(eq(cars.id, hideable.id));
      expect(car!.isAvailable).toBe(true);
    } finally {
      await t.app.db.execute(
        sql`alter table notifications drop constraint notifications_refuse_all`,
      );
    }
    // With the constraint gone the same event succeeds and writes its notification.
    await expectOne(
      () => change(pending.id, "booked"),
      s.renter.id,
      "booking_confirmed",
      pending.id,
    );
  });
});
