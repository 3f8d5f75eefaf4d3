/**
 * What the benchmarks share (bench/README.md): the real app on a fresh throw-away database
 * (in-memory PGlite, or a new PostgreSQL database when DATABASE_URL is set), a bulk insert of
 * varied public cars with one INSERT ... SELECT FROM generate_series, and timing with
 * nearest-rank percentiles in ms.
 */
import { performance } from "node:perf_hooks";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../apps/server/src/app.js";
import type { Database, Db } from "../apps/server/src/db/client.js";
import { createTestDatabase, testConfig } from "../apps/server/test/helpers.js";

// 'Brand|Model|Category' and 'City|State' pairs; indexed by different moduli of the series
// number so the combinations vary. Static texts with no quotes, so they can be SQL literals.
const MODELS = [
  "Maruti Suzuki|Swift|Hatchback",
  "Maruti Suzuki|Baleno|Hatchback",
  "Maruti Suzuki|Ertiga|Minivan",
  "Hyundai|Creta|SUV",
  "Hyundai|i20|Hatchback",
  "Hyundai|Verna|Sedan",
  "Tata|Nexon EV|Electric",
  "Tata|Harrier|SUV",
  "Tata|Tiago|Hatchback",
  "Mahindra|XUV700|SUV",
  "Mahindra|Thar|SUV",
  "Mahindra|Scorpio-N|SUV",
  "Toyota|Innova Crysta|Minivan",
  "Toyota|Fortuner|SUV",
  "Toyota|Hilux|Pickup Truck",
  "Kia|Seltos|SUV",
  "Kia|Carens|Minivan",
  "Honda|City|Sedan",
  "MG|Hector|SUV",
  "Skoda|Slavia|Sedan",
  "Volkswagen|Virtus|Sedan",
  "Mercedes-Benz|E-Class|Luxury",
  "BMW|Z4|Convertible",
  "Force|Urbania|Van",
];
const PLACES = [
  "Mumbai|Maharashtra",
  "Pune|Maharashtra",
  "Nagpur|Maharashtra",
  "Bengaluru|Karnataka",
  "Mysuru|Karnataka",
  "New Delhi|Delhi",
  "Gurugram|Haryana",
  "Chennai|Tamil Nadu",
  "Coimbatore|Tamil Nadu",
  "Hyderabad|Telangana",
  "Kochi|Kerala",
  "Jaipur|Rajasthan",
  "Ahmedabad|Gujarat",
  "Panaji|Goa",
  "Kolkata|West Bengal",
  "Lucknow|Uttar Pradesh",
];
/** Fuel types, transmissions and seat counts the bench cars take in turn (seats weighted). */
export const FUELS = ["Petrol", "Diesel", "Gas", "Electric", "Hybrid"];
export const GEARS = ["Manual", "Automatic", "Semi-Automatic"];
export const SEATS = [2, 4, 5, 5, 5, 7, 7, 8, 12];

/** A SQL array literal of static values. */
export const sqlArray = (xs: readonly (string | number)[]) =>
  sql.raw(`array[${xs.map((x) => (typeof x === "number" ? x : `'${x}'`)).join(",")}]`);

/** Element (`mod` mod n) of a SQL array literal (1-based in SQL). */
export const pick = (xs: readonly (string | number)[], mod: string) =>
  sql`(${sqlArray(xs)})[1 + (${sql.raw(mod)}) % ${sql.raw(String(xs.length))}]`;

/** p-th percentile (0..100) of sorted ms timings, nearest rank. */
/** The alphabet of booking references (migration 0010's gaadi_booking_ref). */
const REF_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** 'GD-' and the row's number in the statement, six digits of base 31 in REF_ALPHABET. */
const sequentialRef = sql.raw(
  `'GD-' || ${[5, 4, 3, 2, 1, 0]
    .map((i) => `substr('${REF_ALPHABET}', 1 + ((row_number() over ()) / ${31 ** i} % 31)::int, 1)`)
    .join(" || ")}`,
);

/**
 * The stored-quote columns (issue 27) of a booking inserted by SQL, filled as a quote at
 * rates 0 as migration 0010 fills old bookings: rent = price, no fee, no deposit, no
 * commission, earnings = price, flexible policy; and a booking reference of its own, the
 * statement's row number written in the reference alphabet (the column's default draws at
 * random, and 200,000 random draws from 31^6 collide: the app retries a taken one, a bulk
 * insert cannot). Columns, then their values for `price` and `pickup` (SQL expressions), in
 * the same order; the values use a window function, so they belong in an INSERT ... SELECT
 * list.
 */
export const ZERO_RATE_QUOTE_COLUMNS = sql.raw(
  "booking_ref, full_rent, discount_percent, discount, rent, trip_fee, trip_fee_gst, deposit, commission, commission_gst, owner_earnings, trip_fee_percent, gst_percent, commission_percent, cancellation_policy, free_cancellation_until",
);
export const zeroRateQuote = (price: SQL, pickup: SQL) =>
  sql`${sequentialRef}, ${price}, 0, 0, ${price}, 0, 0, 0, 0, 0, ${price}, 0, 0, 0, 'flexible', ((${pickup})::text || 'T00:00:00+05:30')::timestamptz - interval '24 hours'`;

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Wall time of `work` in ms, with its result. */
export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await work();
  return { ms: performance.now() - start, result };
}

/** The real app on a fresh database, with the rate limit out of the way. */
export async function benchApp(): Promise<{ app: FastifyInstance; database: Database }> {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: testConfig(),
    database,
    logger: false,
    security: { apiPerMinute: 1_000_000 },
  });
  await app.ready();
  return { app, database };
}

/**
 * Inserts `count` public cars of `ownerId`: 24 brand/model/category combinations, 16 cities
 * in 11 states (car g is in PLACES[(g / 7) mod 16], so Mumbai holds 1/16 of them), every fuel
 * type and transmission, ₹1,000–₹15,000 a day, 2–12 seats, one minute apart in created_at.
 */
export async function insertCars(app: FastifyInstance, ownerId: string, count: number) {
  const model = pick(MODELS, "g");
  const place = pick(PLACES, "g / 7");
  await app.db.execute(sql`
    insert into cars (owner_id, brand, model, year, category, transmission, fuel_type,
      seating_capacity, price_per_day, description, image, image_card, location, street, city,
      state, landmark, zip_code, created_at)
    select ${ownerId}::uuid, split_part(m, '|', 1), split_part(m, '|', 2), 2015 + g % 11,
      split_part(m, '|', 3), ${pick(GEARS, "g / 3")}, ${pick(FUELS, "g / 5")},
      ${pick(SEATS, "g / 11")}, 1000 + (g * 37 % 141) * 100,
      'Benchmark car ' || g || ', well maintained and cleaned between rentals.',
      '/uploads/cars/bench-' || g || '.webp', '/uploads/cars/bench-' || g || '-card.webp',
      split_part(p, '|', 1), 'Street ' || g % 500, split_part(p, '|', 1), split_part(p, '|', 2),
      'Near landmark ' || g % 97, (400001 + g % 99999)::text,
      now() - g * interval '1 minute'
    from (select g, ${model} as m, ${place} as p from generate_series(1, ${count}) as g) s`);
}

export interface Timing {
  label: string;
  /** What the answer counted (total or number of cars). */
  matches: number;
  p50: number;
  p95: number;
  p99: number;
}

/**
 * Runs `once` `warmup` times unmeasured, then `runs` times measured; percentiles in ms. Between
 * two runs the event loop turns once (setImmediate), as it does between a client's requests
 * over a socket. An answer served from memory completes in microtasks alone; without the turn,
 * what light-my-request and Fastify release in setImmediate callbacks piled up over the whole
 * loop: the scale bench's 100-car page (88 KB answers) took the heap from 60 to 120 MB in its
 * 505 runs, young-generation collections freed almost nothing and copied it all, and they
 * landed in the p99 (issue 26: p99 5.0-5.9 ms at a p50 of 0.4 ms). With it the heap levels at
 * about 85 MB.
 */
export async function measure(
  label: string,
  runs: number,
  warmup: number,
  once: () => Promise<number>,
): Promise<Timing> {
  const times: number[] = [];
  let matches = 0;
  for (let i = 0; i < warmup + runs; i++) {
    await new Promise(setImmediate);
    const { ms, result } = await timed(once);
    if (i >= warmup) times.push(ms);
    matches = result;
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => percentile(times, p);
  return { label, matches, p50: at(50), p95: at(95), p99: at(99) };
}

/** The timings as an aligned text table. */
export function printTimings(rows: Timing[], columns: ("p50" | "p95" | "p99")[]) {
  const w = Math.max(5, ...rows.map((r) => r.label.length));
  const head = columns.map((c) => `${c} ms`.padStart(7)).join("  ");
  console.log(`${"query".padEnd(w)}  ${"matches".padStart(7)}  ${head}`);
  for (const r of rows) {
    const cells = columns.map((c) => r[c].toFixed(1).padStart(7)).join("  ");
    console.log(`${r.label.padEnd(w)}  ${String(r.matches).padStart(7)}  ${cells}`);
  }
}

/** The plan of `query` as EXPLAIN (ANALYZE, BUFFERS) prints it, run on `db` (or a transaction). */
export async function explain(db: Db, query: SQL): Promise<string> {
  const result = await db.execute(sql`explain (analyze, buffers) ${query}`);
  const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
  return rows.map((r) => r["QUERY PLAN"]).join("\n");
}
