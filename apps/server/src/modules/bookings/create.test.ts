/** POST /api/bookings/create: who may book what, the date rules, the server's price. */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, day, ownerCarRenter } from "../../../test/bookings-support.js";
import { buildTestApp, createCar, createUser, type TestApp } from "../../../test/helpers.js";
import { bookings, cars } from "../../db/schema.js";

let t: TestApp;
let setup: Awaited<ReturnType<typeof ownerCarRenter>>;
beforeAll(async () => {
  t = await buildTestApp();
  setup = await ownerCarRenter(t.app);
});
afterAll(() => t.close());

/** A fresh public car of the same owner, so each test has free dates. */
const freshCar = (overrides: Parameters<typeof createCar>[2] = {}) =>
  createCar(t.app, setup.owner.id, overrides);

const create = (payload: object, user = setup.renter) =>
  call(t.app, "POST", "/create", user, payload);

describe("POST /api/bookings/create", () => {
  it("creates a pending booking priced by the server for one day, ignoring a sent price", async () => {
    const car = await freshCar({ pricePerDay: 2500 });
    const res = await create({ car: car.id, pickupDate: day(3), returnDate: day(3), price: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: "Booking created successfully",
      booking: {
        car: { _id: car.id, brand: "Maruti Suzuki", model: "Swift", location: "Pune" },
        owner: setup.owner.id,
        pickupDate: `${day(3)}T00:00:00.000Z`,
        returnDate: `${day(3)}T00:00:00.000Z`,
        // Rent ₹2,500 + 10% trip fee ₹250 + 18% GST on it ₹45 (the default rates).
        price: 2795,
        pricePerDay: 2500,
        days: 1,
        status: "pending",
        cancellationReason: null,
        confirmedAt: null,
      },
    });
    const [row] = await t.app.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, res.body.booking._id));
    expect(row).toMatchObject({ renterId: setup.renter.id, price: 2795, status: "pending" });
  });

  it("prices a multi-day rental with both ends inclusive, whatever the client sends", async () => {
    const car = await freshCar({ pricePerDay: 1800 });
    const res = await create({
      car: car.id,
      pickupDate: `${day(10)}T00:00:00.000Z`,
      returnDate: day(14),
      price: 5,
      pricePerDay: 1,
      status: "completed",
    });
    expect(res.status).toBe(200);
    // Rent 5 x ₹1,800 = ₹9,000, trip fee ₹900, GST ₹162.
    expect(res.body.booking).toMatchObject({ price: 10062, days: 5, status: "pending" });
  });

  it("accepts the limits themselves: today, 365 days ahead, 90 days long", async () => {
    const car = await freshCar();
    for (const [p, r] of [
      [day(0), day(0)],
      [day(1), day(90)],
      [day(365), day(365)],
    ] as const) {
      expect((await create({ car: car.id, pickupDate: p, returnDate: r })).status).toBe(200);
    }
  });

  it("answers 401 without a token, before reading the body", async () => {
    const car = await freshCar();
    for (const payload of [{ car: car.id, pickupDate: day(1), returnDate: day(1) }, {}]) {
      const res = await create(payload, null as never);
      expect(res.status).toBe(401);
      expect(res.body.success).toBe(false);
    }
  });

  it("refuses booking one's own car with 403", async () => {
    const car = await freshCar();
    const res = await create({ car: car.id, pickupDate: day(1), returnDate: day(2) }, setup.owner);
    expect(res).toEqual({
      status: 403,
      body: { success: false, message: "You cannot book your own car" },
    });
  });

  it("answers 404 'Car not found' for a hidden, deleted, unknown or malformed car", async () => {
    const hidden = await freshCar({ isAvailable: false });
    const deleted = await freshCar({ deletedAt: new Date() });
    for (const id of [hidden.id, deleted.id, randomUUID(), "not-a-uuid", "1; drop table cars"]) {
      const res = await create({ car: id, pickupDate: day(1), returnDate: day(2) });
      expect(res).toEqual({ status: 404, body: { success: false, message: "Car not found" } });
    }
    const held = await t.app.db.select().from(bookings).where(eq(bookings.carId, hidden.id));
    expect(held).toHaveLength(0);
  });

  it("refuses each broken date rule with a 400 naming it", async () => {
    const car = await freshCar();
    const cases: [object, string][] = [
      [{ pickupDate: day(-1), returnDate: day(1) }, "Pickup date cannot be in the past"],
      [{ pickupDate: day(5), returnDate: day(4) }, "Return date cannot be before the pickup date"],
      [{ pickupDate: day(1), returnDate: day(91) }, "A booking can last at most 90 days"],
      [
        { pickupDate: day(366), returnDate: day(367) },
        "Pickup date must be within 365 days from today",
      ],
      [
        { pickupDate: "2026-02-30", returnDate: day(1) },
        "Pickup date must be a valid date (YYYY-MM-DD)",
      ],
      [
        { pickupDate: day(1), returnDate: "next week" },
        "Return date must be a valid date (YYYY-MM-DD)",
      ],
      [{ pickupDate: day(1) }, "Please select pickup and return dates"],
      [{ pickupDate: "", returnDate: "" }, "Please select pickup and return dates"],
      [{ pickupDate: null, returnDate: day(1) }, "Please select pickup and return dates"],
    ];
    for (const [dates, message] of cases) {
      const res = await create({ car: car.id, ...dates });
      expect(res, message).toEqual({ status: 400, body: { success: false, message } });
    }
    const held = await t.app.db.select().from(bookings).where(eq(bookings.carId, car.id));
    expect(held).toHaveLength(0);
  });

  it("requires the car field", async () => {
    const res = await create({ pickupDate: day(1), returnDate: day(1) });
    expect(res).toEqual({
      status: 400,
      body: { success: false, message: "Please choose a car to book" },
    });
  });

  it("answers 409 when the dates are held, and frees them once cancelled", async () => {
    const car = await freshCar();
    const other = await createUser(t.app);
    const first = await create({ car: car.id, pickupDate: day(20), returnDate: day(22) });
    expect(first.status).toBe(200);
    const clash = await create({ car: car.id, pickupDate: day(22), returnDate: day(25) }, other);
    expect(clash).toEqual({
      status: 409,
      body: { success: false, message: "Car is not available for the selected dates" },
    });
    await t.app.db
      .update(bookings)
      .set({ status: "cancelled" })
      .where(eq(bookings.id, first.body.booking._id));
    expect(
      (await create({ car: car.id, pickupDate: day(22), returnDate: day(25) }, other)).status,
    ).toBe(200);
  });

  it("uses the price stored now, not a client's or an old one", async () => {
    const car = await freshCar({ pricePerDay: 1000 });
    await t.app.db.update(cars).set({ pricePerDay: 1200 }).where(eq(cars.id, car.id));
    const res = await create({
      car: car.id,
      pickupDate: day(30),
      returnDate: day(31),
      price: 2000,
    });
    // Rent 2 x ₹1,200 = ₹2,400, trip fee ₹240, GST ₹43.20 rounded to ₹43.
    expect(res.body.booking.price).toBe(2683);
  });

  it("rate limits creation to 20 a quarter hour per renter with 429", async () => {
    const spammer = await createUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await create(
        { car: randomUUID(), pickupDate: day(1), returnDate: day(1) },
        spammer,
      );
      statuses.push(res.status);
    }
    expect(statuses.every((s) => s === 404)).toBe(true);
    const last = await create(
      { car: randomUUID(), pickupDate: day(1), returnDate: day(1) },
      spammer,
    );
    expect(last.status).toBe(429);
    expect(last.body).toMatchObject({
      success: false,
      message: expect.stringMatching(/try again/),
    });
    // Another user from the same address is not held back by the spammer.
    const car = await freshCar();
    expect((await create({ car: car.id, pickupDate: day(40), returnDate: day(40) })).status).toBe(
      200,
    );
  });
});
