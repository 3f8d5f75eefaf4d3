/**
 * The cars' `tripTotal` in a date search (issue 27 item 2): the database's expression
 * (repository.ts tripTotalSql) is exactly shared quoteTrip's total for every price, discount,
 * trip length and rate in the table below, on whichever database the suite runs (PGlite, or
 * PostgreSQL with DATABASE_URL); GET /api/user/cars and POST /api/bookings/check-availability
 * with dates carry it, equal to GET /api/bookings/quote's total for the same car and dates, as
 * each car's last key, kept apart by date in the public read cache; without dates (and on one
 * car's page) no car carries it.
 */
import { addDaysTo, type QuoteRates, quoteTrip } from "@gaadi/shared";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { call, callApi } from "../../../test/bookings-support.js";
import {
  buildTestApp,
  createCar,
  createUser,
  settle,
  type TestApp,
} from "../../../test/helpers.js";
import { cars } from "../../db/schema.js";
import { tripTotalSql } from "./repository.js";

/** 12:00 IST on 15 Jun 2031: India's today is 2031-06-15. */
const PINNED = new Date("2031-06-15T06:30:00Z");
const PICKUP = "2031-07-01";

let t: TestApp;
let ownerId: string;
beforeAll(async () => {
  t = await buildTestApp({}, { now: () => PINNED });
  ownerId = (await createUser(t.app, { role: "owner" })).id;
});
afterAll(() => t.close());

describe("tripTotalSql", () => {
  const PRICES = [1, 99, 149, 999, 1234, 1805, 4999, 12345, 1_000_000];
  const DISCOUNTS = [0, 10, 25, 50];
  const DAYS = [1, 6, 7, 27, 28, 60, 90];
  const RATES: Pick<QuoteRates, "tripFeePercent" | "gstPercent">[] = [
    { tripFeePercent: 0, gstPercent: 0 },
    { tripFeePercent: 10, gstPercent: 18 },
    { tripFeePercent: 7, gstPercent: 5 },
    { tripFeePercent: 13, gstPercent: 28 },
    { tripFeePercent: 1, gstPercent: 99 },
    { tripFeePercent: 100, gstPercent: 100 },
  ];

  it("is quoteTrip's total for every price, weekly and monthly discount, trip length and rate", async () => {
    const rows = PRICES.flatMap((pricePerDay) =>
      DISCOUNTS.flatMap((weeklyDiscountPercent) =>
        DISCOUNTS.map((monthlyDiscountPercent) => ({
          pricePerDay,
          weeklyDiscountPercent,
          monthlyDiscountPercent,
        })),
      ),
    );
    await t.app.db.insert(cars).values(
      rows.map((r) => ({
        ownerId,
        ...r,
        brand: "Tata",
        model: "Nexon",
        year: 2024,
        category: "SUV",
        transmission: "Manual",
        fuelType: "Diesel",
        seatingCapacity: 5,
        description: "A car of the pricing table.",
        image: "/uploads/cars/test.webp",
        imageCard: "/uploads/cars/test-card.webp",
        location: "Tablepur",
        city: "Tablepur",
      })),
    );
    let compared = 0;
    for (const days of DAYS) {
      const returnDate = addDaysTo(PICKUP, days - 1);
      for (const rates of RATES) {
        const priced = await t.app.db
          .select({
            pricePerDay: cars.pricePerDay,
            weeklyDiscountPercent: cars.weeklyDiscountPercent,
            monthlyDiscountPercent: cars.monthlyDiscountPercent,
            securityDeposit: cars.securityDeposit,
            tripTotal: tripTotalSql({ days, rates }),
          })
          .from(cars)
          .where(eq(cars.city, "Tablepur"))
          .orderBy(asc(cars.id));
        expect(priced).toHaveLength(rows.length);
        for (const { tripTotal, ...car } of priced) {
          const expected = quoteTrip(car, PICKUP, returnDate, {
            ...rates,
            hostCommissionPercent: 0,
          });
          expect(tripTotal, JSON.stringify({ car, days, rates })).toBe(expected.total);
          expect(typeof tripTotal).toBe("number");
          compared++;
        }
      }
    }
    expect(compared).toBe(PRICES.length * DISCOUNTS.length ** 2 * DAYS.length * RATES.length);
  });

  it("takes the weekly discount for a 28-day trip when the monthly one is 0", async () => {
    await createCar(t.app, ownerId, {
      city: "Weekpur",
      location: "Weekpur",
      pricePerDay: 1000,
      weeklyDiscountPercent: 10,
      monthlyDiscountPercent: 0,
    });
    const [row] = await t.app.db
      .select({ total: tripTotalSql({ days: 28, rates: { tripFeePercent: 10, gstPercent: 18 } }) })
      .from(cars)
      .where(eq(cars.city, "Weekpur"));
    // ₹28,000 less 10%: ₹25,200; fee ₹2,520; its GST ₹453.6, rounded ₹454.
    expect(row?.total).toBe(25200 + 2520 + 454);
  });
});

describe("tripTotal in the API's date searches", () => {
  const CITY = "Tripur";
  /** Three cars of Tripur: plain, a weekly and monthly discount, an odd price. */
  let carIds: string[];
  beforeAll(async () => {
    const inCity = { city: CITY, location: CITY, state: "Kerala" };
    carIds = [
      (await createCar(t.app, ownerId, { ...inCity, pricePerDay: 1800 })).id,
      (
        await createCar(t.app, ownerId, {
          ...inCity,
          pricePerDay: 2000,
          weeklyDiscountPercent: 10,
          monthlyDiscountPercent: 20,
          securityDeposit: 3000,
        })
      ).id,
      (await createCar(t.app, ownerId, { ...inCity, pricePerDay: 1499, weeklyDiscountPercent: 25 }))
        .id,
    ];
  });

  /** GET /api/bookings/quote's total for each of Tripur's cars and the dates, by car id. */
  async function quotedTotals(pickupDate: string, returnDate: string) {
    const totals: Record<string, number> = {};
    for (const id of carIds) {
      const res = await call(
        t.app,
        "GET",
        `/quote?car=${id}&pickupDate=${pickupDate}&returnDate=${returnDate}`,
        null,
      );
      expect(res.status).toBe(200);
      totals[id] = res.body.quote.total;
    }
    return totals;
  }

  /** Each listed car's id and tripTotal, checking tripTotal is its last key. */
  function listedTotals(list: Record<string, unknown>[]) {
    const totals: Record<string, unknown> = {};
    for (const car of list) {
      expect(Object.keys(car).at(-1)).toBe("tripTotal");
      totals[car._id as string] = car.tripTotal;
    }
    return totals;
  }

  for (const [name, returnDate] of [
    ["a 1-day trip", PICKUP],
    ["a 7-day trip", "2031-07-07"],
    ["a 30-day trip", "2031-07-30"],
  ] as const) {
    it(`GET /api/user/cars with dates: each car's tripTotal is the quote's total for ${name}`, async () => {
      const expected = await quotedTotals(PICKUP, returnDate);
      const res = await callApi(
        t.app,
        "GET",
        `/user/cars?pickupLocation=${CITY}&pickupDate=${PICKUP}&returnDate=${returnDate}`,
        null,
      );
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(3);
      expect(listedTotals(res.body.cars)).toEqual(expected);
    });

    it(`POST check-availability: each car's tripTotal is the quote's total for ${name}`, async () => {
      const expected = await quotedTotals(PICKUP, returnDate);
      const res = await call(t.app, "POST", "/check-availability", null, {
        location: CITY,
        pickupDate: PICKUP,
        returnDate,
      });
      expect(res.status).toBe(200);
      expect(listedTotals(res.body.availableCars)).toEqual(expected);
    });
  }

  it("a text search with dates carries it too, and the week's discount shows in it", async () => {
    const res = await callApi(
      t.app,
      "GET",
      `/user/cars?search=tripur&pickupDate=${PICKUP}&returnDate=2031-07-07`,
      null,
    );
    expect(res.status).toBe(200);
    const totals = listedTotals(res.body.cars);
    // ₹2,000 x 7 = ₹14,000 less 10%: ₹12,600; fee ₹1,260; GST ₹226.8, rounded ₹227.
    expect(totals[carIds[1]!]).toBe(12600 + 1260 + 227);
    // ₹1,800 x 7 = ₹12,600, no discount; fee ₹1,260; GST ₹227.
    expect(totals[carIds[0]!]).toBe(12600 + 1260 + 227);
  });

  it("the public read cache keeps each date search's totals: the dates are in its key", async () => {
    await settle(t.app);
    // Nothing kept from the tests before: each first question below is a miss.
    t.app.publicReads.invalidate("test");
    const set = vi.spyOn(t.app.publicReads, "set");
    try {
      const ask = (returnDate: string) =>
        call(t.app, "POST", "/check-availability", null, {
          location: CITY,
          pickupDate: PICKUP,
          returnDate,
        });
      const list = (returnDate: string) =>
        callApi(
          t.app,
          "GET",
          `/user/cars?pickupLocation=${CITY}&pickupDate=${PICKUP}&returnDate=${returnDate}`,
          null,
        );
      const week = await ask("2031-07-07");
      expect(await ask("2031-07-07")).toEqual(week);
      const day = await ask(PICKUP);
      const weekListed = await list("2031-07-07");
      expect(await list("2031-07-07")).toEqual(weekListed);
      const dayListed = await list(PICKUP);
      // Two keys of each read stored, the repeats served from the store.
      expect(set).toHaveBeenCalledTimes(4);
      expect(listedTotals(day.body.availableCars)).toEqual(await quotedTotals(PICKUP, PICKUP));
      expect(listedTotals(week.body.availableCars)).toEqual(
        await quotedTotals(PICKUP, "2031-07-07"),
      );
      expect(listedTotals(dayListed.body.cars)).toEqual(listedTotals(day.body.availableCars));
      expect(listedTotals(weekListed.body.cars)).toEqual(listedTotals(week.body.availableCars));
    } finally {
      set.mockRestore();
    }
  });

  it("no car carries tripTotal without dates, nor on one car's page", async () => {
    for (const url of [`/user/cars?pickupLocation=${CITY}`, "/user/cars", "/user/cars?page=1"]) {
      const res = await callApi(t.app, "GET", url, null);
      expect(res.status, url).toBe(200);
      expect(res.body.cars.length, url).toBeGreaterThan(0);
      for (const car of res.body.cars) expect(car, url).not.toHaveProperty("tripTotal");
    }
    const one = await callApi(t.app, "GET", `/user/cars/${carIds[1]}`, null);
    expect(one.body.car).not.toHaveProperty("tripTotal");
  });

  it("with the rates at 0 it is pricePerDay x days less the discount, as before issue 27", async () => {
    const zero = await buildTestApp(
      { rates: { tripFeePercent: 0, gstPercent: 0, hostCommissionPercent: 0 } },
      { now: () => PINNED },
    );
    try {
      const owner = await createUser(zero.app, { role: "owner" });
      const car = await createCar(zero.app, owner.id, {
        city: CITY,
        location: CITY,
        pricePerDay: 2000,
        weeklyDiscountPercent: 10,
      });
      const body = { location: CITY, pickupDate: PICKUP, returnDate: "2031-07-07" };
      const res = await call(zero.app, "POST", "/check-availability", null, body);
      expect(res.body.availableCars).toHaveLength(1);
      expect(res.body.availableCars[0]).toMatchObject({ _id: car.id, tripTotal: 12600 });
      const listed = await callApi(
        zero.app,
        "GET",
        `/user/cars?pickupLocation=${CITY}&pickupDate=${PICKUP}&returnDate=${PICKUP}`,
        null,
      );
      expect(listed.body.cars[0]).toMatchObject({ _id: car.id, tripTotal: 2000 });
    } finally {
      await zero.close();
    }
  });
});
