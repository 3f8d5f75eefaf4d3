/**
 * The listing's text search pages the same cars in the same order whichever way it reads them
 * (decision 014): a term with at most FEW_MATCHES matches is sorted from its trigram matches,
 * a commoner one walks the newest-first index.
 */
import { indiaToday } from "@gaadi/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, createCar, createUser, type TestApp } from "../../../test/helpers.js";
import { FEW_MATCHES, listPublicCars, searchOrder } from "./repository.js";

let t: TestApp;
/** Rare cars' ids, newest first (two share a created_at: id ascending between them). */
let rare: string[] = [];
/** The common term's cars' ids, newest first. */
let common: string[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await createUser(t.app, { role: "owner" });
  // FEW_MATCHES + 1 cars of one model, one minute apart, older than the rare ones.
  await t.app.db.execute(sql`
    insert into cars (owner_id, brand, model, year, category, transmission, fuel_type,
      seating_capacity, price_per_day, description, image, image_card, location, city, state,
      created_at)
    select ${owner.id}::uuid, 'Maruti Suzuki', 'Commonmodel', 2022, 'Hatchback', 'Manual',
      'Petrol', 5, 1500, 'A bulk car for the search tests.', '/uploads/cars/t.webp',
      '/uploads/cars/t-card.webp', 'Pune', 'Pune', 'Maharashtra',
      timestamptz '2026-01-01' - g * interval '1 minute'
    from generate_series(1, ${FEW_MATCHES + 1}) g`);
  const at = (minute: number) => new Date(Date.UTC(2026, 1, 1, 0, minute));
  const made = [];
  for (const createdAt of [at(1), at(2), at(2)]) {
    made.push(
      await createCar(t.app, owner.id, { brand: "Hindustan", model: "Ambassador", createdAt }),
    );
  }
  await createCar(t.app, owner.id, { model: "Ambassador", isAvailable: false, createdAt: at(3) });
  rare = made
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : 1))
    .map((c) => c.id);
  const rows = await t.app.db.execute(sql`
    select id from cars where model = 'Commonmodel' order by created_at desc, id`);
  common = (rows as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
});
afterAll(() => t.close());

async function list(query: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/user/cars?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return { ...body, ids: body.cars.map((c: { _id: string }) => c._id) };
}

describe("text search at both ends of FEW_MATCHES", () => {
  it("pages a rare term's public cars newest first, ties by id, with its total", async () => {
    expect(await list("search=AMBASSADOR&limit=2")).toMatchObject({
      total: 3,
      ids: rare.slice(0, 2),
    });
    expect(await list("search=ambassador&limit=2&page=2")).toMatchObject({
      total: 3,
      ids: rare.slice(2),
    });
    expect(await list("search=ambassador&limit=2&page=3")).toMatchObject({ total: 3, ids: [] });
    expect(await list("search=no%20such%20car")).toMatchObject({ total: 0, ids: [] });
  });

  it("pages a term with more than FEW_MATCHES cars newest first", async () => {
    expect(common).toHaveLength(FEW_MATCHES + 1);
    const second = await list("search=commonmodel&limit=5&page=2");
    expect(second).toMatchObject({ total: FEW_MATCHES + 1, ids: common.slice(5, 10) });
    const last = await list(`search=commonmodel&limit=100&page=${Math.ceil(common.length / 100)}`);
    expect(last.ids).toEqual(common.slice(-(common.length % 100 || 100)));
  });

  it("reads the same rows by walking and by sorting the matches", async () => {
    for (const [search, window] of [
      ["ambassador", { limit: 24, offset: 0 }],
      ["commonmodel", { limit: 24, offset: 480 }],
      ["hatchback", { limit: 7, offset: 1000 }],
    ] as const) {
      const walked = await listPublicCars(t.app.db, { search }, indiaToday(), window, "walk");
      const sorted = await listPublicCars(
        t.app.db,
        { search },
        indiaToday(),
        window,
        "sortMatches",
      );
      expect(sorted.map((c) => c.id)).toEqual(walked.map((c) => c.id));
      expect(sorted.length).toBeGreaterThan(0);
    }
  });

  it("sorts matches up to FEW_MATCHES and walks above", () => {
    expect(searchOrder(0)).toBe("sortMatches");
    expect(searchOrder(FEW_MATCHES)).toBe("sortMatches");
    expect(searchOrder(FEW_MATCHES + 1)).toBe("walk");
  });
});
