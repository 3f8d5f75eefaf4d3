/**
 * Owner analytics benchmark (decision 010). Builds the real app on a fresh database
 * (in-memory PGlite, or a new PostgreSQL database when DATABASE_URL is set), bulk-inserts one
 * owner's 50 cars and five other owners' 10 cars each, 400 bookings a car (20,000 for the
 * owner, 20,000 of noise) over about three years around India's today, in every status
 * (holding ones never overlap), runs VACUUM ANALYZE, then times through app.inject, as that
 * owner: GET /api/owner/analytics for month, year and a 2-year custom range (all and SUV),
 * and GET /api/owner/tasks. Prints p50/p95/p99 in ms; BENCH_EXPLAIN=1 also prints EXPLAIN
 * (ANALYZE, BUFFERS) of the dashboard's statements for the 2-year range; BENCH_WITHOUT_INDEX=1
 * drops bookings_counted_car_pickup_idx before ANALYZE (the figures before drizzle/0005).
 * Run: `npx tsx bench/analytics.ts` (not part of `npm test`). See bench/README.md.
 */
import { addDaysTo, indiaToday } from "@gaadi/shared";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  carEarningsSql,
  earningsSql,
  monthlyEarningsSql,
  occupancySql,
} from "../apps/server/src/modules/analytics/repository.js";
import { yearOf } from "../apps/server/src/modules/analytics/service.js";
import { createUser, type TestUser } from "../apps/server/test/helpers.js";
import {
  benchApp,
  explain,
  insertCars,
  measure,
  printTimings,
  sqlArray,
  type Timing,
  timed,
  ZERO_RATE_QUOTE_COLUMNS,
  zeroRateQuote,
} from "./support.js";

const OWNER_CARS = Number(process.env.BENCH_OWNER_CARS ?? 50);
const NOISE_OWNERS = 5;
const NOISE_CARS = 10;
const BOOKINGS_PER_CAR = Number(process.env.BENCH_BOOKINGS_PER_CAR ?? 400);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARMUP = 5;
const SHOW_PLANS = process.env.BENCH_EXPLAIN === "1";
/** BENCH_WITHOUT_INDEX=1: drop bookings_counted_car_pickup_idx first, for the "before" figures. */
const WITHOUT_INDEX = process.env.BENCH_WITHOUT_INDEX === "1";

const today = indiaToday();
const twoYears = { start: addDaysTo(today, -729), end: today };

/**
 * BOOKINGS_PER_CAR bookings a car, 3 days apart from about 1,100 days ago (so the last ones
 * are ahead of today), 1 to 3 days long, so holding ones never overlap. Ended ones are
 * completed (1 in 10 cancelled), running ones on_rent, future ones booked, pending or
 * cancelled. Prices are the car's, whole rupees.
 */
async function insertBookings(app: FastifyInstance, renterId: string) {
  const futureStatus = sqlArray(["booked", "booked", "pending", "cancelled"]);
  await app.db.execute(sql`
    insert into bookings (car_id, renter_id, owner_id, pickup_date, return_date, price,
      price_per_day, days, status, ${ZERO_RATE_QUOTE_COLUMNS})
    select c.id, ${renterId}::uuid, c.owner_id, d.p, d.p + d.len - 1, c.price_per_day * d.len,
      c.price_per_day, d.len,
      case when d.p + d.len - 1 < ${today}::date
             then case when (k + n) % 10 = 0 then 'cancelled' else 'completed' end
           when d.p <= ${today}::date then 'on_rent'
           else (${futureStatus})[1 + (k + n) % 4] end,
      ${zeroRateQuote(sql`c.price_per_day * d.len`, sql`d.p`)}
    from (select id, owner_id, price_per_day, (row_number() over (order by id))::int as n
          from cars) c
    cross join generate_series(0, ${BOOKINGS_PER_CAR - 1}) as k
    cross join lateral (
      select ${today}::date - 1100 + k * 3 as p, 1 + (n + k) % 3 as len) d`);
}

/** The requests timed: [label, url]. */
const REQUESTS: [string, string][] = [
  ["analytics month", "/api/owner/analytics?dateRange=month"],
  ["analytics year", "/api/owner/analytics?dateRange=year"],
  [
    "analytics custom 2 years",
    `/api/owner/analytics?dateRange=custom&startDate=${twoYears.start}&endDate=${twoYears.end}`,
  ],
  [
    "  ... &carType=SUV",
    `/api/owner/analytics?dateRange=custom&startDate=${twoYears.start}&endDate=${twoYears.end}&carType=SUV`,
  ],
  ["tasks", "/api/owner/tasks"],
];

async function timeRequests(app: FastifyInstance, owner: TestUser): Promise<Timing[]> {
  const rows: Timing[] = [];
  for (const [label, url] of REQUESTS) {
    rows.push(
      await measure(label, RUNS, WARMUP, async () => {
        const res = await app.inject({ method: "GET", url, headers: owner.auth });
        if (res.statusCode !== 200)
          throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
        const body = res.json();
        return body.analyticsData?.totalBookings ?? body.requests;
      }),
    );
  }
  return rows;
}

/** EXPLAIN (ANALYZE, BUFFERS) of the four dashboard statements for the 2-year range. */
async function plans(app: FastifyInstance, ownerId: string): Promise<string[]> {
  const scope = { ownerId, carType: "all" };
  const statements = {
    monthlyEarnings: monthlyEarningsSql(scope, twoYears),
    earnings: earningsSql(scope, yearOf(today)),
    carEarnings: carEarningsSql(scope, twoYears),
    occupancy: occupancySql(scope, twoYears),
  };
  const out: string[] = [];
  for (const [name, statement] of Object.entries(statements)) {
    out.push(`-- ${name}\n${await explain(app.db, statement)}`);
  }
  return out;
}

const { app, database } = await benchApp();
try {
  const owner = await createUser(app, { role: "owner" });
  const renter = await createUser(app);
  const carsIn = await timed(async () => {
    await insertCars(app, owner.id, OWNER_CARS);
    for (let i = 0; i < NOISE_OWNERS; i++) {
      const other = await createUser(app, { role: "owner" });
      await insertCars(app, other.id, NOISE_CARS);
    }
  });
  const bookingsIn = await timed(() => insertBookings(app, renter.id));
  if (WITHOUT_INDEX) await app.db.execute(sql`drop index bookings_counted_car_pickup_idx`);
  const analyzed = await timed(() => app.db.execute(sql`vacuum analyze`));
  const totalCars = OWNER_CARS + NOISE_OWNERS * NOISE_CARS;
  console.log(
    `${database.kind}: ${totalCars} cars in ${(carsIn.ms / 1000).toFixed(1)} s, ` +
      `${totalCars * BOOKINGS_PER_CAR} bookings (${OWNER_CARS * BOOKINGS_PER_CAR} the owner's) in ` +
      `${(bookingsIn.ms / 1000).toFixed(1)} s, VACUUM ANALYZE ${(analyzed.ms / 1000).toFixed(1)} s; ` +
      `today ${today}; ${RUNS} runs each${WITHOUT_INDEX ? "; WITHOUT the analytics index" : ""}\n`,
  );
  printTimings(await timeRequests(app, owner), ["p50", "p95", "p99"]);
  if (SHOW_PLANS) for (const plan of await plans(app, owner.id)) console.log(`\n${plan}`);
} finally {
  await app.close();
  await database.close();
}
