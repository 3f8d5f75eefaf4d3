/**
 * GET /api/user/cars in availability mode (decision 006, amendment): pickupLocation,
 * pickupDate and returnDate with the filters and paging, against bookings in every status.
 * The requested range is [day(10), day(12)], both ends inclusive.
 */
import { BOOKING_MSG } from "@gaadi/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, day, seedBooking } from "../../../test/bookings-support.js";
import { buildTestApp, createCar, createUser, type TestApp } from "../../../test/helpers.js";

let t: TestApp;
/** Car ids by name. */
const ids: Record<string, string> = {};
const dates = `pickupDate=${day(10)}&returnDate=${day(12)}`;

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await createUser(t.app, { role: "owner" });
  const renter = await createUser(t.app);
  const mumbai = { city: "Mumbai", location: "Mumbai", state: "Maharashtra" };
  let minute = 0;
  const car = async (name: string, overrides: Parameters<typeof createCar>[2] = {}) => {
    minute += 1;
    const createdAt = new Date(Date.UTC(2026, 0, 1, 0, minute));
    const row = await createCar(t.app, owner.id, { ...mumbai, createdAt, ...overrides });
    ids[name] = row.id;
    return row;
  };
  // [name, booking range, status]; created in this order, so the listing shows them reversed.
  const booked: [
    string,
    number,
    number,
    "pending" | "booked" | "on_rent" | "completed" | "cancelled",
  ][] = [
    ["overlaps", 9, 11, "booked"],
    ["endsOnPickup", 8, 10, "pending"],
    ["startsOnReturn", 12, 14, "booked"],
    ["inside", 11, 11, "pending"],
    ["onRent", -2, 10, "on_rent"],
    ["dayAfterReturn", 13, 15, "booked"],
    ["dayBeforePickup", 7, 9, "pending"],
    ["cancelled", 10, 12, "cancelled"],
    ["completed", 10, 12, "completed"],
  ];
  for (const [name, from, to, status] of booked) {
    const row = await car(name);
    await seedBooking(t.app, {
      car: row,
      renterId: renter.id,
      from: day(from),
      to: day(to),
      status,
    });
  }
  await car("free", { brand: "Hyundai", model: "Creta", category: "SUV", pricePerDay: 3200 });
  await car("pune", { city: "Pune", location: "Pune" });
  const hidden = await car("hidden", { isAvailable: false });
  const deleted = await car("deleted", { deletedAt: new Date() });
  // Hidden and deleted cars never show, booked or not.
  await seedBooking(t.app, { car: hidden, renterId: renter.id, from: day(1), to: day(2) });
  await seedBooking(t.app, {
    car: deleted,
    renterId: renter.id,
    from: day(1),
    to: day(2),
    status: "completed",
  });
});
afterAll(() => t.close());

async function list(query: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/user/cars?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    success: true;
    cars: { _id: string }[];
    total?: number;
    page?: number;
    limit?: number;
  };
}
const names = (cars: { _id: string }[]) =>
  cars.map((c) => Object.keys(ids).find((k) => ids[k] === c._id));

/** The Mumbai cars free on [day(10), day(12)], newest first. */
const FREE_IN_MUMBAI = ["free", "completed", "cancelled", "dayBeforePickup", "dayAfterReturn"];

describe("GET /api/user/cars with pickupDate and returnDate", () => {
  it("lists exactly the public cars of the city free on every requested day, newest first", async () => {
    const body = await list(`pickupLocation=Mumbai&${dates}`);
    expect(Object.keys(body).sort()).toEqual(["cars", "limit", "page", "success", "total"]);
    expect(names(body.cars)).toEqual(FREE_IN_MUMBAI);
    expect(body).toMatchObject({ total: 5, page: 1, limit: 24 });
  });

  it("matches the city like check-availability: trimmed, any case", async () => {
    expect(names((await list(`pickupLocation=%20mUMBAI%20&${dates}`)).cars)).toEqual(
      FREE_IN_MUMBAI,
    );
    expect((await list(`pickupLocation=Atlantis&${dates}`)).total).toBe(0);
  });

  it("without a city, answers every free public car", async () => {
    const body = await list(dates);
    expect(names(body.cars)).toEqual(["pune", ...FREE_IN_MUMBAI]);
    expect(body.total).toBe(6);
  });

  it("frees a car the day after its booking returns and holds it from its first day", async () => {
    const body = await list(`pickupLocation=Mumbai&pickupDate=${day(12)}&returnDate=${day(12)}`);
    expect(names(body.cars)).toContain("overlaps"); // held day(9)..day(11)
    expect(names(body.cars)).toContain("inside"); // held day(11)
    expect(names(body.cars)).not.toContain("startsOnReturn"); // held from day(12)
  });

  it("combines availability with the filters and the search", async () => {
    expect(names((await list(`pickupLocation=Mumbai&${dates}&category=suv`)).cars)).toEqual([
      "free",
    ]);
    expect(names((await list(`${dates}&search=creta`)).cars)).toEqual(["free"]);
    const cheap = await list(`pickupLocation=Mumbai&${dates}&maxPrice=1800&brand=maruti%20suzuki`);
    expect(names(cheap.cars)).toEqual(FREE_IN_MUMBAI.slice(1));
    expect(cheap.total).toBe(4);
  });

  it("pages with an exact total on every page", async () => {
    const first = await list(`pickupLocation=Mumbai&${dates}&page=1&limit=3`);
    expect(first).toMatchObject({ total: 5, page: 1, limit: 3 });
    expect(names(first.cars)).toEqual(FREE_IN_MUMBAI.slice(0, 3));
    const second = await list(`pickupLocation=Mumbai&${dates}&page=2&limit=3`);
    expect(second).toMatchObject({ total: 5, page: 2, limit: 3 });
    expect(names(second.cars)).toEqual(FREE_IN_MUMBAI.slice(3));
    const third = await list(`pickupLocation=Mumbai&${dates}&page=3&limit=3`);
    expect(third).toMatchObject({ total: 5, cars: [] });
  });

  it("with pickupLocation alone, filters by city and ignores bookings", async () => {
    const body = await list("pickupLocation=mumbai&limit=100");
    expect(body.total).toBe(10);
    expect(names(body.cars)).not.toContain("pune");
    expect(names(body.cars)).not.toContain("hidden");
  });

  it("gives check-availability the same cars", async () => {
    const res = await call(t.app, "POST", "/check-availability", null, {
      location: "mumbai",
      pickupDate: day(10),
      returnDate: day(12),
    });
    expect(res.status).toBe(200);
    expect(names(res.body.availableCars)).toEqual(FREE_IN_MUMBAI);
  });
});

describe("GET /api/user/cars date validation (check-availability's rules and texts)", () => {
  it("refuses each broken rule with 400 and its message", async () => {
    const cases: [string, string][] = [
      [`pickupDate=${day(1)}`, BOOKING_MSG.datesRequired],
      [`pickupLocation=Mumbai&returnDate=${day(2)}`, BOOKING_MSG.datesRequired],
      [
        `pickupDate=01/02/2030&returnDate=${day(2)}`,
        "Pickup date must be a valid date (YYYY-MM-DD)",
      ],
      [
        `pickupDate=${day(1)}&returnDate=2030-02-30`,
        "Return date must be a valid date (YYYY-MM-DD)",
      ],
      [`pickupDate=${day(3)}&returnDate=${day(2)}`, "Return date cannot be before the pickup date"],
      [`pickupDate=${day(-1)}&returnDate=${day(2)}`, "Pickup date cannot be in the past"],
      [
        `pickupDate=${day(366)}&returnDate=${day(367)}`,
        "Pickup date must be within 365 days from today",
      ],
      [`pickupDate=${day(1)}&returnDate=${day(91)}`, "A booking can last at most 90 days"],
      [`pickupLocation=${"x".repeat(101)}`, "Location must be at most 100 characters"],
    ];
    for (const [query, message] of cases) {
      const res = await t.app.inject({ method: "GET", url: `/api/user/cars?${query}` });
      expect({ query, status: res.statusCode, body: res.json() }).toEqual({
        query,
        status: 400,
        body: { success: false, message },
      });
    }
  });

  it("treats blank dates and city as absent (the bare listing)", async () => {
    const body = await list("pickupLocation=&pickupDate=&returnDate=");
    expect(Object.keys(body).sort()).toEqual(["cars", "success"]);
    expect(body.cars).toHaveLength(11);
  });

  it("accepts today as the pickup date", async () => {
    expect(
      (await list(`pickupLocation=Mumbai&pickupDate=${day(0)}&returnDate=${day(0)}`)).total,
    ).toBe(
      // onRent holds day(-2)..day(10); every other Mumbai car is free today.
      9,
    );
  });
});
