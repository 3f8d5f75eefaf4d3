/**
 * The owner calendar API (issue 15 item 1): reading a car's calendar, blocking and unblocking
 * its days, and every refusal (visitor 401, renter 403, another owner's car 403, unknown car
 * 404, past or malformed dates 400, overlapping a holding booking or a block 409).
 */
import { randomUUID } from "node:crypto";
import { formatDay } from "@gaadi/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, day, ownerCarRenter, seedBooking } from "../../../test/bookings-support.js";
import { deleteBlock, getCalendar, postBlock, seedBlock } from "../../../test/calendar-support.js";
import { buildTestApp, createCar, createUser, type TestApp } from "../../../test/helpers.js";

let t: TestApp;
let setup: Awaited<ReturnType<typeof ownerCarRenter>>;
beforeAll(async () => {
  t = await buildTestApp();
  setup = await ownerCarRenter(t.app);
});
afterAll(() => t.close());

const freshCar = (overrides: Parameters<typeof createCar>[2] = {}) =>
  createCar(t.app, setup.owner.id, overrides);
const iso = (d: string) => `${d}T00:00:00.000Z`;

describe("POST /api/owner/cars/{id}/blocks", () => {
  it("blocks the days and answers the block with its _id; the calendar lists it", async () => {
    const car = await freshCar();
    const res = await postBlock(t.app, car.id, setup.owner, {
      start: day(5),
      end: day(7),
      note: "  Service  ",
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: "Dates blocked",
      block: {
        _id: expect.any(String),
        start: iso(day(5)),
        end: iso(day(7)),
        note: "Service",
        createdAt: expect.any(String),
      },
    });
    const calendar = await getCalendar(t.app, car.id, setup.owner);
    expect(calendar.body.calendar.blocks).toEqual([res.body.block]);
  });

  it("takes a one-day block without a note, and today itself", async () => {
    const car = await freshCar();
    const res = await postBlock(t.app, car.id, setup.owner, { start: day(0), end: day(0) });
    expect(res.status).toBe(200);
    expect(res.body.block).toMatchObject({ start: iso(day(0)), end: iso(day(0)), note: "" });
  });

  it("refuses a visitor 401 and a renter 403, before reading the body", async () => {
    const car = await freshCar();
    const visitor = await postBlock(t.app, car.id, null, {});
    expect(visitor).toMatchObject({ status: 401, body: { success: false } });
    const renter = await postBlock(t.app, car.id, setup.renter, {});
    expect(renter).toEqual({
      status: 403,
      body: { success: false, message: "Owner access required for this page" },
    });
  });

  it("refuses another owner's car 403, an unknown or non-UUID car 404", async () => {
    const car = await freshCar();
    const other = await createUser(t.app, { role: "owner" });
    const body = { start: day(3), end: day(4) };
    expect(await postBlock(t.app, car.id, other, body)).toEqual({
      status: 403,
      body: { success: false, message: "You can only manage the calendar of your own cars" },
    });
    for (const id of [randomUUID(), "not-a-uuid"]) {
      expect(await postBlock(t.app, id, setup.owner, body)).toEqual({
        status: 404,
        body: { success: false, message: "Car not found" },
      });
    }
    const deleted = await freshCar({ deletedAt: new Date() });
    expect((await postBlock(t.app, deleted.id, setup.owner, body)).status).toBe(404);
  });

  it("refuses past, reversed, missing and malformed dates and a long note with 400", async () => {
    const car = await freshCar();
    const cases: [object, string][] = [
      [{ start: day(-1), end: day(2) }, "Blocked dates cannot be in the past"],
      [{ start: day(4), end: day(3) }, "The last blocked day cannot be before the first"],
      [{ end: day(3) }, "Please select the dates to block"],
      [{ start: "2026-02-30", end: day(3) }, "Start date must be a valid date (YYYY-MM-DD)"],
      [{ start: day(1), end: day(2), note: "x".repeat(61) }, "Note must be at most 60 characters"],
      [{ start: day(1), end: day(100) }, "You can block at most 90 days at a time"],
    ];
    for (const [payload, message] of cases) {
      expect(await postBlock(t.app, car.id, setup.owner, payload)).toEqual({
        status: 400,
        body: { success: false, message },
      });
    }
    expect((await getCalendar(t.app, car.id, setup.owner)).body.calendar.blocks).toEqual([]);
  });

  it("refuses 409 naming a pending, booked or on_rent booking it would overlap", async () => {
    const car = await freshCar();
    await seedBooking(t.app, { car, renterId: setup.renter.id, from: day(3), to: day(5) });
    await seedBooking(t.app, {
      car,
      renterId: setup.renter.id,
      from: day(8),
      to: day(8),
      status: "booked",
    });
    await seedBooking(t.app, {
      car,
      renterId: setup.renter.id,
      from: day(-1),
      to: day(1),
      status: "on_rent",
    });
    const cases: [number, number, string][] = [
      [
        5,
        6,
        `These dates overlap a pending booking from ${formatDay(day(3))} to ${formatDay(day(5))}`,
      ],
      [7, 9, `These dates overlap a confirmed booking on ${formatDay(day(8))}`],
      [
        0,
        0,
        `These dates overlap an on rent booking from ${formatDay(day(-1))} to ${formatDay(day(1))}`,
      ],
    ];
    for (const [from, to, message] of cases) {
      expect(
        await postBlock(t.app, car.id, setup.owner, { start: day(from), end: day(to) }),
      ).toEqual({ status: 409, body: { success: false, message } });
    }
  });

  it("ignores cancelled and completed bookings, and refuses 409 over another block", async () => {
    const car = await freshCar();
    for (const status of ["cancelled", "completed"] as const) {
      await seedBooking(t.app, {
        car,
        renterId: setup.renter.id,
        from: day(3),
        to: day(5),
        status,
      });
    }
    expect(
      (await postBlock(t.app, car.id, setup.owner, { start: day(3), end: day(5) })).status,
    ).toBe(200);
    expect(await postBlock(t.app, car.id, setup.owner, { start: day(5), end: day(9) })).toEqual({
      status: 409,
      body: {
        success: false,
        message: `These dates overlap dates already blocked from ${formatDay(day(3))} to ${formatDay(day(5))}`,
      },
    });
    // The next day is free: both ends are inclusive, so [3,5] and [6,9] share none.
    expect(
      (await postBlock(t.app, car.id, setup.owner, { start: day(6), end: day(9) })).status,
    ).toBe(200);
  });

  it("blocks a hidden car's days too", async () => {
    const car = await freshCar({ isAvailable: false });
    expect(
      (await postBlock(t.app, car.id, setup.owner, { start: day(2), end: day(2) })).status,
    ).toBe(200);
  });
});

describe("a booking over a blocked day", () => {
  it("is refused 409 'Car is not available for the selected dates'", async () => {
    const car = await freshCar();
    await seedBlock(t.app, { carId: car.id, from: day(10), to: day(12) });
    for (const [from, to] of [
      [8, 10],
      [12, 14],
      [9, 15],
      [11, 11],
    ] as const) {
      expect(
        await call(t.app, "POST", "/create", setup.renter, {
          car: car.id,
          pickupDate: day(from),
          returnDate: day(to),
        }),
      ).toEqual({
        status: 409,
        body: { success: false, message: "Car is not available for the selected dates" },
      });
    }
    const beside = await call(t.app, "POST", "/create", setup.renter, {
      car: car.id,
      pickupDate: day(13),
      returnDate: day(14),
    });
    expect(beside.status).toBe(200);
  });
});

describe("DELETE /api/owner/cars/{id}/blocks/{blockId}", () => {
  it("unblocks: the days are free again for a booking", async () => {
    const car = await freshCar();
    const block = await seedBlock(t.app, { carId: car.id, from: day(4), to: day(6) });
    expect(await deleteBlock(t.app, car.id, block.id, setup.owner)).toEqual({
      status: 200,
      body: { success: true, message: "Dates unblocked" },
    });
    expect((await getCalendar(t.app, car.id, setup.owner)).body.calendar.blocks).toEqual([]);
    const booked = await call(t.app, "POST", "/create", setup.renter, {
      car: car.id,
      pickupDate: day(4),
      returnDate: day(6),
    });
    expect(booked.status).toBe(200);
  });

  it("refuses 404 an unknown block, a non-UUID one, one of another car, one already gone", async () => {
    const car = await freshCar();
    const otherCar = await freshCar();
    const block = await seedBlock(t.app, { carId: otherCar.id, from: day(4), to: day(6) });
    const notFound = { status: 404, body: { success: false, message: "Blocked dates not found" } };
    for (const id of [randomUUID(), "nope", block.id]) {
      expect(await deleteBlock(t.app, car.id, id, setup.owner)).toEqual(notFound);
    }
    expect((await deleteBlock(t.app, otherCar.id, block.id, setup.owner)).status).toBe(200);
    expect(await deleteBlock(t.app, otherCar.id, block.id, setup.owner)).toEqual(notFound);
  });

  it("refuses a visitor 401, a renter 403, another owner 403 (the block stays)", async () => {
    const car = await freshCar();
    const block = await seedBlock(t.app, { carId: car.id, from: day(4), to: day(6) });
    const other = await createUser(t.app, { role: "owner" });
    expect((await deleteBlock(t.app, car.id, block.id, null)).status).toBe(401);
    expect((await deleteBlock(t.app, car.id, block.id, setup.renter)).status).toBe(403);
    expect(await deleteBlock(t.app, car.id, block.id, other)).toEqual({
      status: 403,
      body: { success: false, message: "You can only manage the calendar of your own cars" },
    });
    expect((await getCalendar(t.app, car.id, setup.owner)).body.calendar.blocks).toHaveLength(1);
  });
});

describe("GET /api/owner/cars/{id}/calendar", () => {
  it("lists bookings in every status ending today or later with renter names, blocks, rules", async () => {
    const car = await freshCar({ minTripDays: 2, maxTripDays: 14, advanceNoticeDays: 1 });
    const renter = setup.renter;
    const b = (
      from: number,
      to: number,
      status: "pending" | "booked" | "cancelled" | "completed" | "on_rent",
    ) => seedBooking(t.app, { car, renterId: renter.id, from: day(from), to: day(to), status });
    const onRent = await b(-2, 0, "on_rent");
    await b(-6, -4, "completed");
    const cancelled = await b(9, 10, "cancelled");
    const pending = await b(3, 4, "pending");
    await seedBlock(t.app, { carId: car.id, from: day(-5), to: day(-3), note: "Old" });
    const later = await seedBlock(t.app, { carId: car.id, from: day(20), to: day(21) });
    const soon = await seedBlock(t.app, {
      carId: car.id,
      from: day(6),
      to: day(7),
      note: "Service",
    });
    const res = await getCalendar(t.app, car.id, setup.owner);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      calendar: {
        car: {
          _id: car.id,
          brand: "Maruti Suzuki",
          model: "Swift",
          isAvaliable: true,
          advanceNoticeDays: 1,
          minTripDays: 2,
          maxTripDays: 14,
          instantBook: false,
        },
        bookings: [
          {
            _id: onRent.id,
            start: iso(day(-2)),
            end: iso(day(0)),
            status: "on_rent",
            renterName: "Renter Rani",
          },
          {
            _id: pending.id,
            start: iso(day(3)),
            end: iso(day(4)),
            status: "pending",
            renterName: "Renter Rani",
          },
          {
            _id: cancelled.id,
            start: iso(day(9)),
            end: iso(day(10)),
            status: "cancelled",
            renterName: "Renter Rani",
          },
        ],
        blocks: [
          {
            _id: soon.id,
            start: iso(day(6)),
            end: iso(day(7)),
            note: "Service",
            createdAt: expect.any(String),
          },
          {
            _id: later.id,
            start: iso(day(20)),
            end: iso(day(21)),
            note: "",
            createdAt: expect.any(String),
          },
        ],
      },
    });
  });

  it("refuses a visitor 401, a renter 403, another owner 403, unknown car 404", async () => {
    const car = await freshCar();
    const other = await createUser(t.app, { role: "owner" });
    expect((await getCalendar(t.app, car.id, null)).status).toBe(401);
    expect((await getCalendar(t.app, car.id, setup.renter)).status).toBe(403);
    expect((await getCalendar(t.app, car.id, other)).body).toEqual({
      success: false,
      message: "You can only manage the calendar of your own cars",
    });
    expect((await getCalendar(t.app, randomUUID(), setup.owner)).status).toBe(404);
    expect((await getCalendar(t.app, "x", setup.owner)).status).toBe(404);
  });
});
