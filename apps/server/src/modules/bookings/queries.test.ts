/**
 * The read endpoints: GET car/{id}/dates, POST check-availability, GET user, GET owner.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, day, ownerCarRenter, seedBooking } from "../../../test/bookings-support.js";
import { buildTestApp, createCar, createUser, type TestApp } from "../../../test/helpers.js";

let t: TestApp;
let setup: Awaited<ReturnType<typeof ownerCarRenter>>;
beforeAll(async () => {
  t = await buildTestApp();
  setup = await ownerCarRenter(t.app);
});
afterAll(() => t.close());

const iso = (d: string) => `${d}T00:00:00.000Z`;

describe("GET /api/bookings/car/:id/dates", () => {
  it("lists holding bookings ending today or later, earliest first, as ISO date-times", async () => {
    const car = await createCar(t.app, setup.owner.id);
    const r = setup.renter.id;
    await seedBooking(t.app, { car, renterId: r, from: day(20), to: day(22), status: "booked" });
    await seedBooking(t.app, { car, renterId: r, from: day(-3), to: day(0), status: "on_rent" });
    await seedBooking(t.app, { car, renterId: r, from: day(5), to: day(6), status: "pending" });
    // Not holding, or already over: left out.
    await seedBooking(t.app, { car, renterId: r, from: day(8), to: day(9), status: "cancelled" });
    await seedBooking(t.app, { car, renterId: r, from: day(-9), to: day(-8), status: "completed" });
    await seedBooking(t.app, { car, renterId: r, from: day(-7), to: day(-4), status: "booked" });
    const res = await call(t.app, "GET", `/car/${car.id}/dates`, null);
    expect(res).toEqual({
      status: 200,
      body: {
        success: true,
        bookedDates: [
          { start: iso(day(-3)), end: iso(day(0)) },
          { start: iso(day(5)), end: iso(day(6)) },
          { start: iso(day(20)), end: iso(day(22)) },
        ],
      },
    });
  });

  it("answers an empty list for a free car and 404 for unknown, malformed, hidden or deleted", async () => {
    const free = await createCar(t.app, setup.owner.id);
    expect((await call(t.app, "GET", `/car/${free.id}/dates`, null)).body).toEqual({
      success: true,
      bookedDates: [],
    });
    const hidden = await createCar(t.app, setup.owner.id, { isAvailable: false });
    const deleted = await createCar(t.app, setup.owner.id, { deletedAt: new Date() });
    for (const id of [randomUUID(), "abc", hidden.id, deleted.id]) {
      const res = await call(t.app, "GET", `/car/${id}/dates`, null);
      expect(res).toEqual({ status: 404, body: { success: false, message: "Car not found" } });
    }
  });
});

describe("POST /api/bookings/check-availability", () => {
  it("returns public cars of the city, case-insensitive, free on every requested day", async () => {
    const owner = await createUser(t.app, { role: "owner" });
    const city = { city: "Kochi", location: "Kochi", state: "Kerala" };
    const free = await createCar(t.app, owner.id, { ...city, brand: "Free" });
    const touching = await createCar(t.app, owner.id, { ...city, brand: "Touching" });
    const before = await createCar(t.app, owner.id, { ...city, brand: "Before" });
    const cancelled = await createCar(t.app, owner.id, { ...city, brand: "Cancelled" });
    await createCar(t.app, owner.id, { ...city, brand: "Hidden", isAvailable: false });
    await createCar(t.app, owner.id, { ...city, brand: "Deleted", deletedAt: new Date() });
    await createCar(t.app, owner.id, { brand: "Elsewhere" });
    const r = setup.renter.id;
    // Requested [day(10), day(12)]: a booking ending on day(10) overlaps, one ending day(9) not.
    await seedBooking(t.app, { car: touching, renterId: r, from: day(8), to: day(10) });
    await seedBooking(t.app, {
      car: before,
      renterId: r,
      from: day(7),
      to: day(9),
      status: "booked",
    });
    await seedBooking(t.app, {
      car: cancelled,
      renterId: r,
      from: day(10),
      to: day(12),
      status: "cancelled",
    });
    const res = await call(t.app, "POST", "/check-availability", null, {
      location: "  kOCHI ",
      pickupDate: day(10),
      returnDate: day(12),
    });
    expect(res.status).toBe(200);
    const brands = res.body.availableCars.map((c: { brand: string }) => c.brand).sort();
    expect(brands).toEqual(["Before", "Cancelled", "Free"]);
    const shown = res.body.availableCars.find((c: { _id: string }) => c._id === free.id);
    expect(shown).toEqual({
      _id: free.id,
      brand: "Free",
      model: "Swift",
      category: "Hatchback",
      year: 2023,
      image: "/uploads/cars/test.webp",
      imageCard: "/uploads/cars/test-card.webp",
      pricePerDay: 1800,
      isAvaliable: true,
      seating_capacity: 5,
      fuel_type: "Petrol",
      transmission: "Manual",
      location: "Kochi",
      description: "A frugal city hatchback, serviced on schedule.",
      owner: owner.id,
      address: { street: "FC Road", city: "Kochi", state: "Kerala", landmark: "", zipCode: "" },
      createdAt: free.createdAt.toISOString(),
      avgRating: 0,
      totalReviews: 0,
      advanceNoticeDays: 0,
      minTripDays: 1,
      maxTripDays: 90,
      instantBook: false,
      weeklyDiscountPercent: 0,
      monthlyDiscountPercent: 0,
      securityDeposit: 0,
      cancellationPolicy: "flexible",
      // Issue 30: the trip charges' rules (unlimited km, no charges).
      kmPerDay: 0,
      extraKmRate: 0,
      fuelCharge: 0,
      // Issue 27: 3 days x ₹1,800 = ₹5,400, trip fee ₹540, its GST ₹97.2 rounded ₹97.
      tripTotal: 6037,
    });
    expect(touching.id).not.toBe(free.id);
  });

  it("answers an empty list for a city with no cars", async () => {
    const res = await call(t.app, "POST", "/check-availability", null, {
      location: "Atlantis",
      pickupDate: day(1),
      returnDate: day(2),
    });
    expect(res).toEqual({ status: 200, body: { success: true, availableCars: [] } });
  });

  it("validates the location and dates like create (400)", async () => {
    for (const [payload, message] of [
      [{ location: "", pickupDate: day(1), returnDate: day(2) }, "Please select a pickup location"],
      [
        { location: "Pune", pickupDate: day(-1), returnDate: day(2) },
        "Pickup date cannot be in the past",
      ],
      [
        { location: "Pune", pickupDate: day(3), returnDate: day(2) },
        "Return date cannot be before the pickup date",
      ],
      [
        { location: "Pune", pickupDate: day(1), returnDate: day(91) },
        "A booking can last at most 90 days",
      ],
      [
        { location: "Pune", pickupDate: "01/02/2030", returnDate: day(2) },
        "Pickup date must be a valid date (YYYY-MM-DD)",
      ],
      [{ location: "Pune" }, "Please select pickup and return dates"],
    ] as const) {
      const res = await call(t.app, "POST", "/check-availability", null, payload);
      expect(res, message).toEqual({ status: 400, body: { success: false, message } });
    }
  });
});

describe("GET /api/bookings/user and /api/bookings/owner", () => {
  it("lists the renter's own bookings newest first, including a deleted car's", async () => {
    const { owner, renter, car } = await ownerCarRenter(t.app);
    const gone = await createCar(t.app, owner.id, { brand: "Gone", deletedAt: new Date() });
    const old = await seedBooking(t.app, {
      car: gone,
      renterId: renter.id,
      from: day(-30),
      to: day(-28),
      status: "completed",
      createdAt: new Date(Date.now() - 40 * 86_400_000),
    });
    const recent = await seedBooking(t.app, { car, renterId: renter.id, from: day(3), to: day(4) });
    await seedBooking(t.app, { car, renterId: setup.renter.id, from: day(9), to: day(9) });
    const res = await call(t.app, "GET", "/user", renter);
    expect(res.status).toBe(200);
    expect(res.body.bookings.map((b: { _id: string }) => b._id)).toEqual([recent.id, old.id]);
    expect(res.body.bookings[1]).toMatchObject({
      car: {
        _id: gone.id,
        brand: "Gone",
        model: "Swift",
        image: "/uploads/cars/test.webp",
        imageCard: "/uploads/cars/test-card.webp",
        year: 2023,
        category: "Hatchback",
        location: "Pune",
      },
      owner: owner.id,
      pickupDate: iso(day(-30)),
      returnDate: iso(day(-28)),
      price: 5400,
      status: "completed",
      createdAt: old.createdAt.toISOString(),
      updatedAt: old.updatedAt.toISOString(),
      confirmedAt: null,
      pickedUpAt: null,
      completedAt: null,
      cancelledAt: null,
      cancellationReason: null,
      // Paid offline: nothing refunded through Razorpay.
      refunds: [],
    });
    expect(res.body.bookings[0]).not.toHaveProperty("user");
  });

  it("lists the bookings of the owner's cars only, with the renter's name", async () => {
    const { owner, renter, car } = await ownerCarRenter(t.app);
    const mine = await seedBooking(t.app, { car, renterId: renter.id, from: day(2), to: day(3) });
    await seedBooking(t.app, { car: setup.car, renterId: renter.id, from: day(50), to: day(51) });
    const res = await call(t.app, "GET", "/owner", owner);
    expect(res.status).toBe(200);
    expect(res.body.bookings).toHaveLength(1);
    expect(res.body.bookings[0]).toMatchObject({
      _id: mine.id,
      car: { _id: car.id },
      user: { _id: renter.id, name: "Renter Rani" },
      price: 3600,
    });
  });

  it("answers 401 without a token and 403 on the owner list for a non-owner", async () => {
    expect((await call(t.app, "GET", "/user", null)).status).toBe(401);
    expect((await call(t.app, "GET", "/owner", null)).status).toBe(401);
    const res = await call(t.app, "GET", "/owner", setup.renter);
    expect(res).toEqual({
      status: 403,
      body: { success: false, message: "Owner access required for this page" },
    });
  });
});
