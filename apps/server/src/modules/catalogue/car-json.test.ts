/**
 * The cars' JSON built by the database (repository.ts CAR_JSON_FIELDS, publicCarsJson;
 * decision 020) is byte for byte what JSON.stringify(toApiCar(row)) gives, for every demo car
 * and for cars whose texts need escaping, ratings that round, and instants with microseconds,
 * on whichever database the suite runs (PGlite, or PostgreSQL with DATABASE_URL), and with a
 * date search's `tripTotal` (issue 27) appended as the last key, the listing rows' own value.
 * POST /api/bookings/check-availability answers with that text; it is a valid answer of its
 * schema.
 */

import { checkAvailabilityResponse, indiaToday } from "@gaadi/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { day } from "../../../test/bookings-support.js";
import { buildTestApp, createCar, createUser, type TestApp } from "../../../test/helpers.js";
import { cars } from "../../db/schema.js";
import { loadDemoDataOnce } from "../../demo/load.js";
import { toApiCar } from "../cars/mapper.js";
import {
  type ListedCarRow,
  listPublicCars,
  publicCarsJson,
  tripPricingOf,
  tripTotalSql,
} from "./repository.js";

let t: TestApp;

/** The listing's mapping of a row (catalogue/service.ts): tripTotal last when priced. */
const mapped = (row: ListedCarRow) => {
  const { tripTotal } = row;
  return tripTotal === undefined ? toApiCar(row) : { ...toApiCar(row), tripTotal };
};

beforeAll(async () => {
  t = await buildTestApp();
  const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  try {
    await loadDemoDataOnce(t.app);
  } finally {
    write.mockRestore();
  }
  const owner = await createUser(t.app, { role: "owner" });
  const odd = { city: "Jsonpur", location: "Jsonpur", state: "" };
  await createCar(t.app, owner.id, {
    ...odd,
    description: 'Quotes " and \\ backslash, a\nnew line, a\ttab, \u0001, \u2028, ₹ and 🚗',
    model: "Swift </script>",
    landmark: "",
    zipCode: "",
    reviewCount: 3,
    ratingSum: 13,
  });
  await createCar(t.app, owner.id, { ...odd, reviewCount: 2, ratingSum: 9 });
  await createCar(t.app, owner.id, { ...odd, reviewCount: 7, ratingSum: 30 });
  await createCar(t.app, owner.id, { ...odd, reviewCount: 1, ratingSum: 5, instantBook: true });
  await createCar(t.app, owner.id, {
    ...odd,
    createdAt: new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)),
    advanceNoticeDays: 2,
    maxTripDays: 30,
  });
  // An instant with microseconds (the column keeps them; the API shows milliseconds).
  await t.app.db.execute(
    sql`update ${cars} set created_at = '2026-03-04 05:06:07.891999+00' where model = 'Swift </script>'`,
  );
});
afterAll(() => t.close());

describe("the cars' JSON built by the database", () => {
  it("is JSON.stringify(toApiCar(row)) for every public car, in the listing's order", async () => {
    const today = indiaToday();
    const rows = await listPublicCars(t.app.db, {}, today);
    expect(rows.length).toBeGreaterThan(60);
    const text = await publicCarsJson(t.app.db, {}, today);
    expect(text).toBe(JSON.stringify(rows.map(toApiCar)));
  });

  it("with a date search's tripTotal, is the priced rows mapped, tripTotal last", async () => {
    const today = indiaToday();
    const rates = t.app.config.rates;
    for (const dates of [
      { pickupDate: day(10), returnDate: day(10) },
      { pickupDate: day(10), returnDate: day(16) },
      { pickupDate: day(3), returnDate: day(32) },
    ]) {
      const pricing = tripPricingOf(dates, rates)!;
      const rows = await listPublicCars(t.app.db, dates, today, undefined, "walk", pricing);
      expect(rows.length).toBeGreaterThan(10);
      expect(rows.every((r) => Number.isInteger(r.tripTotal) && r.tripTotal! > 0)).toBe(true);
      const text = await publicCarsJson(t.app.db, dates, today, [
        ["tripTotal", tripTotalSql(pricing)],
      ]);
      expect(text).toBe(JSON.stringify(rows.map(mapped)));
    }
  });

  it("is an empty array when no car passes", async () => {
    expect(await publicCarsJson(t.app.db, { pickupLocation: "Nowhere" }, indiaToday())).toBe("[]");
  });

  it("answers check-availability, city by city, with the bytes of the mapped rows", async () => {
    const cities = ["Jsonpur", "Mumbai", "bengaluru", "Pune"];
    for (const location of cities) {
      const body = { location, pickupDate: day(10), returnDate: day(12) };
      const res = await t.app.inject({
        method: "POST",
        url: "/api/bookings/check-availability",
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
      const filters = {
        pickupLocation: location,
        pickupDate: body.pickupDate,
        returnDate: body.returnDate,
      };
      const pricing = tripPricingOf(filters, t.app.config.rates);
      const rows = await listPublicCars(
        t.app.db,
        filters,
        indiaToday(),
        undefined,
        "walk",
        pricing,
      );
      expect(rows.length, location).toBeGreaterThan(0);
      expect(res.body).toBe(JSON.stringify({ success: true, availableCars: rows.map(mapped) }));
      const parsed = res.json();
      expect(checkAvailabilityResponse.parse(parsed)).toEqual(parsed);
    }
  });

  it("escapes and rounds as JavaScript does", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/bookings/check-availability",
      payload: { location: "Jsonpur", pickupDate: day(10), returnDate: day(12) },
    });
    const found = res.json().availableCars as {
      model: string;
      description: string;
      avgRating: number;
      createdAt: string;
    }[];
    expect(found.map((c) => c.avgRating).sort()).toEqual([0, 4.3, 4.3, 4.5, 5]);
    const odd = found.find((c) => c.model === "Swift </script>")!;
    expect(odd.description).toContain('" and \\ backslash, a\nnew line');
    expect(odd.createdAt).toBe("2026-03-04T05:06:07.891Z");
  });
});
