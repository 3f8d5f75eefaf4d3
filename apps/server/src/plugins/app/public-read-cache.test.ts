/**
 * The public read cache (decision 013) through the real app: a hit answers exactly as a miss,
 * every kind of write is seen by the next read, another server on the same database hears of
 * a write through NOTIFY, a read racing a write is not kept, TTL 0 is off, and a signed-in
 * request is answered as before.
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { call, callApi, day, ownerCarRenter } from "../../../test/bookings-support.js";
import { carData } from "../../../test/cars-support.js";
import {
  buildTestApp,
  createCar,
  createUser,
  settle,
  type TestApp,
  type TestUser,
  testConfig,
} from "../../../test/helpers.js";
import { completedTrip } from "../../../test/reviews-support.js";
import { buildApp } from "../../app.js";
import { type Database, openDatabase } from "../../db/client.js";
import { cars } from "../../db/schema.js";

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app, { role: "owner" });
  // Enough cars that the listing's answer is compressed (over 1 KB).
  for (let i = 0; i < 4; i++) await createCar(t.app, owner.id, { model: `Swift ${i}` });
});
afterAll(() => t.close());

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });

/** Headers that differ between any two answers whatever the cache does. */
const volatile = new Set(["date", "x-ratelimit-remaining", "x-ratelimit-reset"]);
const stable = (res: LightMyRequestResponse) =>
  Object.fromEntries(Object.entries(res.headers).filter(([name]) => !volatile.has(name)));

const LISTING = "/api/user/cars?page=1&limit=24";

/** The owner's POST /api/owner/edit-car setting the car's price per day. */
const editPrice = (carId: string, pricePerDay: number) =>
  t.app.inject({
    method: "POST",
    url: "/api/owner/edit-car",
    headers: owner.auth,
    payload: { carId, carData: carData({ pricePerDay: String(pricePerDay) }) },
  });

describe("a hit answers as a miss", () => {
  for (const encoding of [undefined, "br", "gzip", "gzip, deflate, br"]) {
    it(`same status, headers and bytes with accept-encoding ${encoding ?? "(none)"}`, async () => {
      await settle(t.app);
      const headers: Record<string, string> = encoding ? { "accept-encoding": encoding } : {};
      const miss = await get(t.app, LISTING, headers);
      expect(t.app.publicReads.size).toBe(1);
      const hit = await get(t.app, LISTING, headers);
      expect(hit.statusCode).toBe(200);
      expect(stable(hit)).toEqual(stable(miss));
      const plain = (res: LightMyRequestResponse) => {
        const e = res.headers["content-encoding"];
        return e === "br"
          ? brotliDecompressSync(res.rawPayload)
          : e === "gzip"
            ? gunzipSync(res.rawPayload)
            : res.rawPayload;
      };
      expect(plain(hit).equals(plain(miss))).toBe(true);
      expect(miss.headers["content-encoding"]).toBe(
        encoding ? (encoding === "gzip" ? "gzip" : "br") : undefined,
      );
    });
  }

  it("answers 304 to a matching If-None-Match, as a miss does", async () => {
    await settle(t.app);
    const first = await get(t.app, LISTING);
    const etag = String(first.headers.etag);
    t.app.publicReads.invalidate();
    const missed = await get(t.app, LISTING, { "if-none-match": etag });
    const hit = await get(t.app, LISTING, { "if-none-match": etag });
    expect(missed.statusCode).toBe(304);
    expect(hit.statusCode).toBe(304);
    expect(hit.body).toBe("");
    expect(stable(hit)).toEqual(stable(missed));
  });

  it("keys the listing by its parameters in any order, and never serves one shape for another", async () => {
    await settle(t.app);
    const a = await get(t.app, "/api/user/cars?limit=2&page=1");
    const b = await get(t.app, "/api/user/cars?page=1&limit=2");
    const c = await get(t.app, "/api/user/cars?page=2&limit=2");
    expect(t.app.publicReads.size).toBe(2);
    expect(b.body).toBe(a.body);
    expect(c.json().page).toBe(2);
    expect(c.json().cars[0]._id).not.toBe(a.json().cars[0]._id);
  });

  it("computes a key once while many ask for it at the same time", async () => {
    await settle(t.app);
    const set = vi.spyOn(t.app.publicReads, "set");
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, () => get(t.app, LISTING)));
      expect(set).toHaveBeenCalledTimes(1);
      for (const res of answers) expect(res.body).toBe(answers[0]!.body);
    } finally {
      set.mockRestore();
    }
  });

  it("serves a search with filters, booked dates and a car's reviews from the cache", async () => {
    const { car } = await ownerCarRenter(t.app);
    await settle(t.app);
    const urls = [
      "/api/user/cars?search=swift&minPrice=1000&maxPrice=5000&page=1&limit=24",
      `/api/bookings/car/${car.id}/dates`,
      `/api/reviews/car/${car.id}`,
    ];
    const set = vi.spyOn(t.app.publicReads, "set");
    try {
      for (const url of urls) {
        const miss = await get(t.app, url);
        const hit = await get(t.app, url);
        expect(miss.statusCode, url).toBe(200);
        expect(stable(hit), url).toEqual(stable(miss));
        expect(hit.body, url).toBe(miss.body);
      }
      // One answer stored per address: each second request was a hit.
      expect(set).toHaveBeenCalledTimes(urls.length);
      expect(t.app.publicReads.size).toBe(urls.length);
    } finally {
      set.mockRestore();
    }
  });

  it("keeps no error answer (a 404 stays a miss)", async () => {
    await settle(t.app);
    const unknown = "/api/user/cars/00000000-0000-4000-8000-000000000000";
    expect((await get(t.app, unknown)).statusCode).toBe(404);
    expect(t.app.publicReads.size).toBe(0);
  });
});

describe("writes are seen by the next read on the same server", () => {
  it("a booking created and its status changed: booked dates", async () => {
    const { owner: o, renter, car } = await ownerCarRenter(t.app);
    const dates = `/api/bookings/car/${car.id}/dates`;
    expect((await get(t.app, dates)).json().bookedDates).toEqual([]);
    expect((await get(t.app, dates)).json().bookedDates).toEqual([]); // a hit
    const created = await call(t.app, "POST", "/create", renter, {
      car: car.id,
      pickupDate: day(3),
      returnDate: day(4),
    });
    expect(created.status).toBe(200);
    expect((await get(t.app, dates)).json().bookedDates).toEqual([
      { start: `${day(3)}T00:00:00.000Z`, end: `${day(4)}T00:00:00.000Z` },
    ]);
    const mine = await call(t.app, "GET", "/owner", o);
    const bookingId = mine.body.bookings[0]._id;
    expect(
      (
        await call(t.app, "POST", "/change-status", o, {
          bookingId,
          status: "cancelled",
          cancellationReason: "Schedule conflict",
        })
      ).status,
    ).toBe(200);
    expect((await get(t.app, dates)).json().bookedDates).toEqual([]);
  });

  it("a car edited, hidden, shown and deleted: one car and the listing", async () => {
    const car = await createCar(t.app, owner.id, { model: "Baleno" });
    const one = `/api/user/cars/${car.id}`;
    await get(t.app, one);
    await get(t.app, LISTING);
    expect((await editPrice(car.id, 4321)).statusCode).toBe(200);
    expect((await get(t.app, one)).json().car.pricePerDay).toBe(4321);
    const post = (url: string) =>
      t.app.inject({ method: "POST", url, headers: owner.auth, payload: { carId: car.id } });
    expect((await post("/api/owner/toggle-car")).statusCode).toBe(200);
    expect((await get(t.app, one)).statusCode).toBe(404);
    expect(
      (await get(t.app, LISTING)).json().cars.map((c: { _id: string }) => c._id),
    ).not.toContain(car.id);
    expect((await post("/api/owner/toggle-car")).statusCode).toBe(200);
    expect((await get(t.app, one)).statusCode).toBe(200);
    expect((await get(t.app, LISTING)).json().cars[0]._id).toBe(car.id);
    expect((await post("/api/owner/delete-car")).statusCode).toBe(200);
    expect((await get(t.app, one)).statusCode).toBe(404);
  });

  it("a car's price edited: the search with a price filter", async () => {
    // As carData names it, so only the price changes with the edit.
    const car = await createCar(t.app, owner.id, { brand: "Hyundai", model: "Creta" });
    const search = "/api/user/cars?search=creta&minPrice=1000&maxPrice=3000&limit=100";
    const ids = async () =>
      (await get(t.app, search)).json().cars.map((c: { _id: string }) => c._id);
    expect(await ids()).toContain(car.id);
    expect(await ids()).toContain(car.id); // a hit
    expect((await editPrice(car.id, 4500)).statusCode).toBe(200);
    expect(await ids()).not.toContain(car.id);
  });

  it("a review: the car's reviews and its rating", async () => {
    const { renter, car, booking } = await completedTrip(t.app);
    const reviewsUrl = `/api/reviews/car/${car.id}`;
    expect((await get(t.app, reviewsUrl)).json().totalReviews).toBe(0);
    expect((await get(t.app, `/api/user/cars/${car.id}`)).json().car.avgRating).toBe(0);
    const made = await callApi(t.app, "POST", "/reviews/create", renter, {
      bookingId: booking.id,
      rating: 4,
      reviewText: "Clean car, smooth pickup.",
    });
    expect(made.status).toBe(200);
    expect((await get(t.app, reviewsUrl)).json().totalReviews).toBe(1);
    expect((await get(t.app, `/api/user/cars/${car.id}`)).json().car.avgRating).toBe(4);
  });

  it("check-availability (a POST read keyed by its body): a booking drops it", async () => {
    const { renter, car } = await ownerCarRenter(t.app);
    await settle(t.app);
    const ask = (location: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: "POST",
        url: "/api/bookings/check-availability",
        headers,
        payload: { location, pickupDate: day(20), returnDate: day(22) },
      });
    const ids = (res: LightMyRequestResponse) =>
      res.json().availableCars.map((c: { _id: string }) => c._id);
    const set = vi.spyOn(t.app.publicReads, "set");
    try {
      const miss = await ask("Pune");
      const hit = await ask("Pune");
      expect(miss.statusCode).toBe(200);
      expect(ids(miss)).toContain(car.id);
      expect(hit.body).toBe(miss.body);
      expect(stable(hit)).toEqual(stable(miss));
      expect(hit.headers["cache-control"]).toBe("private, no-store");
      expect(hit.headers.etag).toBeUndefined();
      // Another body is another key, never the first one's answer.
      const other = await ask("Mumbai");
      expect(ids(other)).not.toContain(car.id);
      expect(set).toHaveBeenCalledTimes(2);
      // The compressed copy, as @fastify/compress would send it.
      const br = await ask("Pune", { "accept-encoding": "br" });
      if (br.headers["content-encoding"] === "br")
        expect(brotliDecompressSync(br.rawPayload).toString()).toBe(miss.body);
    } finally {
      set.mockRestore();
    }
    const booked = await call(t.app, "POST", "/create", renter, {
      car: car.id,
      pickupDate: day(21),
      returnDate: day(21),
    });
    expect(booked.status).toBe(200);
    expect(ids(await ask("Pune"))).not.toContain(car.id);
  });

  it("a change made in the database itself, by no request (the trigger's NOTIFY)", async () => {
    const car = await createCar(t.app, owner.id);
    await settle(t.app);
    const one = `/api/user/cars/${car.id}`;
    await get(t.app, one);
    await get(t.app, one);
    const before = t.app.publicReads.generation;
    await t.app.db.update(cars).set({ pricePerDay: 2777 }).where(eq(cars.id, car.id));
    await vi.waitFor(() => expect(t.app.publicReads.generation).toBeGreaterThan(before));
    expect((await get(t.app, one)).json().car.pricePerDay).toBe(2777);
  });
});

describe("two servers on one database", () => {
  let second: FastifyInstance;
  let secondDb: Database;
  beforeAll(async () => {
    // With DATABASE_URL: a separate pool and listener on the same database, as a second process.
    const url = process.env.DATABASE_URL ? await databaseUrlOf(t.app) : undefined;
    secondDb = url ? await openDatabase({ url }) : t.database;
    second = await buildApp({ config: testConfig(), database: secondDb, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    if (secondDb !== t.database) await secondDb.close();
  });

  it("a write through one is seen through the other's next read (NOTIFY)", async () => {
    const car = await createCar(t.app, owner.id);
    await settle(second);
    const one = `/api/user/cars/${car.id}`;
    await get(second, one);
    expect((await get(second, one)).statusCode).toBe(200);
    const before = second.publicReads.generation;
    const hide = await t.app.inject({
      method: "POST",
      url: "/api/owner/toggle-car",
      headers: owner.auth,
      payload: { carId: car.id },
    });
    expect(hide.statusCode).toBe(200);
    await vi.waitFor(() => expect(second.publicReads.generation).toBeGreaterThan(before));
    expect((await get(second, one)).statusCode).toBe(404);
  });
});

describe("the generation guard", () => {
  it("a read that began before a write and ends after it is not kept", async () => {
    const car = await createCar(t.app, owner.id);
    const url = `/api/user/cars/${car.id}`;
    await settle(t.app);
    const stale = await get(t.app, url);
    const ticket = t.app.publicReads.begin(url);
    expect(ticket).toBeDefined();
    // The write lands while that read is under way.
    expect((await editPrice(car.id, 5111)).statusCode).toBe(200);
    expect(t.app.publicReads.set(ticket!, stale.rawPayload, 'W/"x"', "application/json")).toBe(
      false,
    );
    expect((await get(t.app, url)).json().car.pricePerDay).toBe(5111);
  });
});

describe("settings and sessions", () => {
  it("PUBLIC_CACHE_TTL_MS=0 keeps nothing", async () => {
    const off = await buildApp({
      config: testConfig({ publicCacheTtlMs: 0 }),
      database: t.database,
      logger: false,
    });
    await off.ready();
    try {
      await get(off, LISTING);
      await get(off, LISTING);
      expect(off.publicReads.enabled).toBe(false);
      expect(off.publicReads.size).toBe(0);
    } finally {
      await off.close();
    }
  });

  it("a signed-in request is answered the same, and its session is never looked at", async () => {
    const renter = await createUser(t.app);
    await settle(t.app);
    const anonymous = await get(t.app, LISTING);
    const signedIn = await get(t.app, LISTING, renter.auth);
    const badToken = await get(t.app, LISTING, { authorization: "Bearer not-a-token" });
    for (const res of [signedIn, badToken]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(anonymous.body);
      expect(res.headers.etag).toBe(anonymous.headers.etag);
      expect(res.headers["cache-control"]).toBe(anonymous.headers["cache-control"]);
    }
  });
});

/** The URL of the test app's PostgreSQL database (createTestDatabase names it). */
async function databaseUrlOf(app: FastifyInstance): Promise<string> {
  const result = await app.database.db.execute(sql`select current_database() as name`);
  const rows = (result as unknown as { rows: Array<{ name: string }> }).rows;
  const url = new URL(String(process.env.DATABASE_URL));
  url.pathname = `/${rows[0]!.name}`;
  return url.toString();
}
