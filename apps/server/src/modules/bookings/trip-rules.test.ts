/**
 * POST /api/bookings/create under a car's trip rules and instant book (issue 15 items 2 and
 * 3): each rule's refusal text, the defaults keeping today's behaviour, and an instant-book
 * car's request confirmed at once with both notifications and both mails worded for it.
 */
import { formatDay } from "@gaadi/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, day, ownerCarRenter } from "../../../test/bookings-support.js";
import {
  buildTestApp,
  createCar,
  createUser,
  type TestApp,
  type TestUser,
} from "../../../test/helpers.js";
import { notificationRowsOf } from "../../../test/notifications-support.js";
import { bookings, mailOutbox, notifications } from "../../db/schema.js";

let t: TestApp;
let setup: Awaited<ReturnType<typeof ownerCarRenter>>;
/** Books the instant-book cars (a renter may create 20 bookings a quarter hour). */
let rider: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  setup = await ownerCarRenter(t.app);
  rider = await createUser(t.app, { name: "Renter Rani" });
});
afterAll(() => t.close());

const freshCar = (overrides: Parameters<typeof createCar>[2] = {}) =>
  createCar(t.app, setup.owner.id, overrides);
const create = (carId: string, from: number, to: number, renter = setup.renter) =>
  call(t.app, "POST", "/create", renter, {
    car: carId,
    pickupDate: day(from),
    returnDate: day(to),
  });

describe("trip rules", () => {
  it("refuses a pickup inside the notice window: 'This car needs 2 days' notice'", async () => {
    const car = await freshCar({ advanceNoticeDays: 2 });
    for (const from of [0, 1]) {
      expect(await create(car.id, from, from + 3)).toEqual({
        status: 400,
        body: { success: false, message: "This car needs 2 days' notice" },
      });
    }
    expect((await create(car.id, 2, 3)).status).toBe(200);
    const oneDay = await freshCar({ advanceNoticeDays: 1 });
    expect((await create(oneDay.id, 0, 1)).body.message).toBe("This car needs 1 day's notice");
  });

  it("refuses a trip shorter than the minimum: 'Minimum trip is 3 days'", async () => {
    const car = await freshCar({ minTripDays: 3 });
    for (const to of [5, 6]) {
      expect(await create(car.id, 5, to)).toEqual({
        status: 400,
        body: { success: false, message: "Minimum trip is 3 days" },
      });
    }
    expect((await create(car.id, 5, 7)).status).toBe(200);
  });

  it("refuses a trip longer than the maximum: 'Maximum trip is 14 days'", async () => {
    const car = await freshCar({ maxTripDays: 14 });
    expect(await create(car.id, 5, 19)).toEqual({
      status: 400,
      body: { success: false, message: "Maximum trip is 14 days" },
    });
    expect((await create(car.id, 5, 18)).status).toBe(200);
    const oneDay = await freshCar({ maxTripDays: 1 });
    expect((await create(oneDay.id, 5, 6)).body.message).toBe("Maximum trip is 1 day");
  });

  it("names the notice first, then the minimum", async () => {
    const car = await freshCar({ advanceNoticeDays: 3, minTripDays: 4 });
    expect((await create(car.id, 1, 1)).body.message).toBe("This car needs 3 days' notice");
    expect((await create(car.id, 3, 4)).body.message).toBe("Minimum trip is 4 days");
  });

  it("keeps today's behaviour by default: same day, one day, 90 days", async () => {
    const car = await freshCar();
    expect(car).toMatchObject({ advanceNoticeDays: 0, minTripDays: 1, maxTripDays: 90 });
    expect((await create(car.id, 0, 0)).status).toBe(200);
    expect((await create(car.id, 1, 90)).status).toBe(200);
  });

  it("writes nothing when a rule refuses", async () => {
    const car = await freshCar({ minTripDays: 2 });
    expect((await create(car.id, 3, 3)).status).toBe(400);
    expect(await t.app.db.select().from(bookings).where(eq(bookings.carId, car.id))).toEqual([]);
  });
});

describe("instant book", () => {
  it("confirms at once: booked, confirmedAt set, 'Booking confirmed instantly'", async () => {
    const car = await freshCar({ instantBook: true });
    const res = await create(car.id, 4, 5, rider);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: "Booking confirmed instantly",
      // Rent 2 x ₹1,800, trip fee ₹360, GST ₹64.80 rounded to ₹65.
      booking: { status: "booked", confirmedAt: expect.any(String), price: 4025 },
    });
    expect(res.body.booking.confirmedAt).toBe(res.body.booking.createdAt);
    const [row] = await t.app.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, res.body.booking._id));
    expect(row).toMatchObject({ status: "booked", renterId: rider.id });
  });

  it("tells the owner booking_created and the renter booking_confirmed, mailing both", async () => {
    const car = await freshCar({ instantBook: true });
    const res = await create(car.id, 7, 8, rider);
    const bookingId = res.body.booking._id;
    const ref = res.body.booking.bookingRef;
    const written = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.bookingId, bookingId));
    expect(
      written.map((n) => ({ userId: n.userId, type: n.type, title: n.title, message: n.message })),
    ).toEqual(
      expect.arrayContaining([
        {
          userId: setup.owner.id,
          type: "booking_created",
          title: "New instant booking",
          message:
            "Your Maruti Suzuki Swift was booked with instant book. The booking is confirmed.",
        },
        {
          userId: rider.id,
          type: "booking_confirmed",
          title: "Booking confirmed",
          message:
            "Your booking for the Maruti Suzuki Swift is confirmed: this car is instant book.",
        },
      ]),
    );
    expect(written).toHaveLength(2);
    const mails = await t.app.db.select().from(mailOutbox);
    const mailOf = (id: string) => mails.find((m) => m.notificationId === id)!;
    const ownerMail = mailOf(written.find((n) => n.userId === setup.owner.id)!.id);
    const renterMail = mailOf(written.find((n) => n.userId === rider.id)!.id);
    const trip = `from ${formatDay(day(7))} to ${formatDay(day(8))} (₹4,025)`;
    expect(ownerMail).toMatchObject({
      recipient: setup.owner.email,
      subject: `New instant booking of your Maruti Suzuki Swift 2023 (${ref})`,
    });
    expect(ownerMail.text).toContain(
      `Renter Rani booked your Maruti Suzuki Swift 2023 ${trip} with instant book.`,
    );
    expect(ownerMail.text).not.toContain("accept or decline");
    expect(renterMail).toMatchObject({
      recipient: rider.email,
      subject: `Your booking of the Maruti Suzuki Swift 2023 is confirmed (${ref})`,
    });
    expect(renterMail.text).toContain(
      `Your booking of the Maruti Suzuki Swift 2023 ${trip} is confirmed: this car is instant book.`,
    );
  });

  it("leaves a request pending without instant book, the owner alone told", async () => {
    const car = await freshCar();
    const res = await create(car.id, 9, 9, rider);
    expect(res.body).toMatchObject({
      message: "Booking created successfully",
      booking: { status: "pending", confirmedAt: null },
    });
    const renterNotes = await notificationRowsOf(t.app, rider.id);
    expect(renterNotes.filter((n) => n.bookingId === res.body.booking._id)).toEqual([]);
    const [ownerNote] = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.bookingId, res.body.booking._id));
    expect(ownerNote).toMatchObject({ type: "booking_created", title: "New booking request" });
  });

  it("still refuses what the rules and the calendar refuse", async () => {
    const car = await freshCar({ instantBook: true, minTripDays: 2 });
    expect((await create(car.id, 3, 3, rider)).body.message).toBe("Minimum trip is 2 days");
    expect((await create(car.id, 3, 4, rider)).status).toBe(200);
    expect((await create(car.id, 4, 6, rider)).body).toEqual({
      success: false,
      message: "Car is not available for the selected dates",
    });
  });
});
