/**
 * Catalogue benchmark (decision 006: the public listing filters in the database and must stay
 * fast at 100,000 cars). Builds the real app on a fresh database (in-memory PGlite, or a new
 * PostgreSQL database when DATABASE_URL is set), bulk-inserts 100,000 varied public cars with
 * one INSERT ... SELECT FROM generate_series, runs ANALYZE, then times GET /api/user/cars
 * through app.inject for a few typical queries and prints p50/p95 in ms.
 * Run: `npx tsx bench/catalogue.ts` (not part of `npm test`). See bench/README.md.
 */
import { sql } from "drizzle-orm";
import { createUser } from "../apps/server/test/helpers.js";
import { benchApp, insertCars, measure, printTimings, type Timing, timed } from "./support.js";

const CARS = Number(process.env.BENCH_CARS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 3;

const QUERIES = [
  "/api/user/cars?page=1&limit=24",
  "/api/user/cars?search=creta",
  "/api/user/cars?state=Maharashtra&minPrice=2000&maxPrice=5000",
  "/api/user/cars?category=SUV&transmission=Automatic&page=3",
];

const { app, database } = await benchApp();
try {
  const owner = await createUser(app, { role: "owner" });
  const inserted = await timed(() => insertCars(app, owner.id, CARS));
  const analyzed = await timed(() => app.db.execute(sql`analyze cars`));
  console.log(
    `${database.kind}: inserted ${CARS} cars in ${(inserted.ms / 1000).toFixed(1)} s, ANALYZE ${Math.round(analyzed.ms)} ms; ${RUNS} runs per query\n`,
  );
  const rows: Timing[] = [];
  for (const url of QUERIES) {
    rows.push(
      await measure(url.replace("/api/user/cars", ""), RUNS, WARMUP, async () => {
        const res = await app.inject({ url });
        if (res.statusCode !== 200)
          throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
        return res.json().total;
      }),
    );
  }
  printTimings(rows, ["p50", "p95"]);
} finally {
  await app.close();
  await database.close();
}
