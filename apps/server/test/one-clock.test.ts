/**
 * One clock (issue 25 Build item 1): with the app's clock pinned years away from the real
 * one, every date rule of the API follows the pinned day, none the real one: booking
 * creation (past, 365 days ahead, trip notice), check-availability, the listing's date
 * search, the public booked dates, and the owner calendar's blocks and bookings.
 */
import { addDaysTo, BOOKING_MSG, CALENDAR_MSG, indiaToday, noticeRefusal } from "@gaadi/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, callApi, seedBooking } from "./bookings-support.js";
import { getCalendar, postBlock } from "./calendar-support.js";
import { buildTestApp, createCar, createUser, type TestApp, type TestUser } from "./helpers.js";

/** Noon in India on 15 June 2031: far from any real day this suite runs on. */
const PINNED = new Date("2031-06-15T06:30:00Z");
const today = "2031-06-15";
const day = (n: number) => addDaysTo(today, n);

let t: TestApp;
let owner: TestUser;
let renter: TestUser;
let carId: string;
const CITY = "Kozhikode";

beforeAll(async () => {
  t = await buildTestApp({}, { now: () => PINNED });
  owner = await createUser(t.app, { role: "owner" });
  renter = await createUser(t.app);
  carId = (await createCar(t.app, owner.id, { city: CITY, location: CITY })).id;
});
afterAll(() => t.close());

const create = (pickupDate: string, returnDate: string, car = carId) =>
  call(t.app, "POST", "/create", renter, { car, pickupDate, returnDate });
const refused = (message: string) => ({ status: 400, body: { success: false, message } });

describe("the pinned clock decides every date rule", () => {
  it("is far from the real day", () => {
    expect(indiaToday(PINNED)).toBe(today);
    expect(Math.abs(Date.parse(today) - Date.parse(indiaToday()))).toBeGreaterThan(
      400 * 86_400_000,
    );
  });

  it("booking creation: past and too far ahead by the pinned day, its today and day 365 accepted", async () => {
    expect(await create(day(-1), day(1))).toEqual(refused(BOOKING_MSG.pickupInPast));
    expect(await create(day(366), day(366))).toEqual(refused(BOOKING_MSG.tooFarAhead));
    expect((await create(day(0), day(0))).status).toBe(200);
    expect((await create(day(365), day(365))).status).toBe(200);
  });

  it("a car's notice counts from the pinned day", async () => {
    const noticed = await createCar(t.app, owner.id, { advanceNoticeDays: 2 });
    expect(await create(day(1), day(2), noticed.id)).toEqual(refused(noticeRefusal(2)));
    expect((await create(day(2), day(3), noticed.id)).status).toBe(200);
  });

  it("check-availability", async () => {
    const ask = (pickupDate: string, returnDate: string) =>
      call(t.app, "POST", "/check-availability", null, { location: CITY, pickupDate, returnDate });
    expect(await ask(day(-1), day(2))).toEqual(refused(BOOKING_MSG.pickupInPast));
    expect(await ask(day(366), day(367))).toEqual(refused(BOOKING_MSG.tooFarAhead));
    const free = await ask(day(10), day(12));
    expect(free.status).toBe(200);
    expect(free.body.availableCars.map((c: { _id: string }) => c._id)).toContain(carId);
  });

  it("the listing's date search", async () => {
    const list = (pickupDate: string, returnDate: string) =>
      callApi(
        t.app,
        "GET",
        `/user/cars?pickupLocation=${CITY}&pickupDate=${pickupDate}&returnDate=${returnDate}`,
        null,
      );
    expect(await list(day(-1), day(2))).toEqual(refused(BOOKING_MSG.pickupInPast));
    expect(await list(day(366), day(367))).toEqual(refused(BOOKING_MSG.tooFarAhead));
    const page = await list(day(20), day(22));
    expect(page.status).toBe(200);
    expect(page.body.cars.map((c: { _id: string }) => c._id)).toContain(carId);
  });

  it("the booked dates end on or after the pinned day", async () => {
    const car = await createCar(t.app, owner.id);
    const seed = (from: string, to: string) =>
      seedBooking(t.app, { car, renterId: renter.id, from, to, status: "booked" });
    await seed(day(-5), day(-2));
    await seed(day(-1), day(0));
    await seed(day(4), day(5));
    const res = await call(t.app, "GET", `/car/${car.id}/dates`, null);
    expect(res.body.bookedDates).toEqual([
      { start: `${day(-1)}T00:00:00.000Z`, end: `${day(0)}T00:00:00.000Z` },
      { start: `${day(4)}T00:00:00.000Z`, end: `${day(5)}T00:00:00.000Z` },
    ]);
  });

  it("calendar blocks and the calendar's bookings", async () => {
    const car = await createCar(t.app, owner.id);
    expect(await postBlock(t.app, car.id, owner, { start: day(-1), end: day(1) })).toEqual(
      refused(CALENDAR_MSG.startInPast),
    );
    expect(await postBlock(t.app, car.id, owner, { start: day(366), end: day(366) })).toEqual(
      refused(CALENDAR_MSG.tooFarAhead),
    );
    const ok = await postBlock(t.app, car.id, owner, { start: day(1), end: day(2) });
    expect(ok.status).toBe(200);
    await seedBooking(t.app, { car, renterId: renter.id, from: day(-9), to: day(-8) });
    await seedBooking(t.app, { car, renterId: renter.id, from: day(0), to: day(0) });
    const calendar = await getCalendar(t.app, car.id, owner);
    expect(calendar.body.calendar.bookings.map((b: { start: string }) => b.start)).toEqual([
      `${day(0)}T00:00:00.000Z`,
    ]);
  });
});
