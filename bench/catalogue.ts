/**
 * Catalogue benchmark (decision 006: the public listing filters in the database and must stay
 * fast at 100,000 cars). Builds the real app on a fresh database (in-memory PGlite, or a new
 * PostgreSQL database when DATABASE_URL is set), bulk-inserts 100,000 varied public cars with
 * one INSERT ... SELECT FROM generate_series, runs ANALYZE, then times GET /api/user/cars
 * through app.inject for a few typical queries and prints p50/p95 in ms.
 * Run: `npx tsx bench/catalogue.ts` (not part of `npm test`). See bench/README.md.
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app.js";
import { createTestDatabase, createUser, testConfig } from "../apps/server/test/helpers.js";

const CARS = Number(process.env.BENCH_CARS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 3;

const QUERIES = [
  "/api/user/cars?page=1&limit=24",
  "/api/user/cars?search=creta",
  "/api/user/cars?state=Maharashtra&minPrice=2000&maxPrice=5000",
  "/api/user/cars?category=SUV&transmission=Automatic&page=3",
];

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
const FUELS = ["Petrol", "Diesel", "Gas", "Electric", "Hybrid"];
const GEARS = ["Manual", "Automatic", "Semi-Automatic"];
const SEATS = [2, 4, 5, 5, 5, 7, 7, 8, 12];

const arr = (xs: readonly (string | number)[]) =>
  sql.raw(`array[${xs.map((x) => (typeof x === "number" ? x : `'${x}'`)).join(",")}]`);
/** Element (g mod n) of a SQL array literal (1-based in SQL). */
const pick = (xs: readonly (string | number)[], mod: string) =>
  sql`(${arr(xs)})[1 + (${sql.raw(mod)}) % ${sql.raw(String(xs.length))}]`;

/** p-th percentile (0..100) of sorted ms timings, nearest rank. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const database = await createTestDatabase();
const app = await buildApp({
  config: testConfig(),
  database,
  logger: false,
  security: { apiPerMinute: 1_000_000 },
});
try {
  await app.ready();
  const owner = await createUser(app, { role: "owner" });

  let t0 = performance.now();
  const model = pick(MODELS, "g");
  const place = pick(PLACES, "g / 7");
  await app.db.execute(sql`
    insert into cars (owner_id, brand, model, year, category, transmission, fuel_type,
      seating_capacity, price_per_day, description, image, image_card, location, street, city,
      state, landmark, zip_code, created_at)
    select ${owner.id}::uuid, split_part(m, '|', 1), split_part(m, '|', 2), 2015 + g % 11,
      split_part(m, '|', 3), ${pick(GEARS, "g / 3")}, ${pick(FUELS, "g / 5")},
      ${pick(SEATS, "g / 11")}, 1000 + (g * 37 % 141) * 100,
      'Benchmark car ' || g || ', well maintained and cleaned between rentals.',
      '/uploads/cars/bench-' || g || '.webp', '/uploads/cars/bench-' || g || '-card.webp',
      split_part(p, '|', 1), 'Street ' || g % 500, split_part(p, '|', 1), split_part(p, '|', 2),
      'Near landmark ' || g % 97, (400001 + g % 99999)::text,
      now() - g * interval '1 minute'
    from (select g, ${model} as m, ${place} as p from generate_series(1, ${CARS}) as g) s`);
  const insertMs = performance.now() - t0;
  t0 = performance.now();
  await app.db.execute(sql`analyze cars`);
  const analyzeMs = performance.now() - t0;

  console.log(
    `${database.kind}: inserted ${CARS} cars in ${(insertMs / 1000).toFixed(1)} s, ANALYZE ${Math.round(analyzeMs)} ms; ${RUNS} runs per query\n`,
  );
  const rows: { query: string; total: number; p50: string; p95: string }[] = [];
  for (const url of QUERIES) {
    let total = 0;
    const times: number[] = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const start = performance.now();
      const res = await app.inject({ url });
      const ms = performance.now() - start;
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      if (i >= WARMUP) times.push(ms);
      total = res.json().total;
    }
    times.sort((a, b) => a - b);
    rows.push({
      query: url.replace("/api/user/cars", ""),
      total,
      p50: percentile(times, 50).toFixed(1),
      p95: percentile(times, 95).toFixed(1),
    });
  }
  const w = Math.max(...rows.map((r) => r.query.length));
  console.log(
    `${"query".padEnd(w)}  ${"matches".padStart(7)}  ${"p50 ms".padStart(7)}  ${"p95 ms".padStart(7)}`,
  );
  for (const r of rows) {
    console.log(
      `${r.query.padEnd(w)}  ${String(r.total).padStart(7)}  ${r.p50.padStart(7)}  ${r.p95.padStart(7)}`,
    );
  }
} finally {
  await app.close();
  await database.close();
}
