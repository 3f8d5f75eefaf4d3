/**
 * Availability benchmark (decision 006, amendment: the listing's date search runs in one SQL
 * statement served by bookings_held_car_pickup_idx). Builds the real app on a fresh database
 * (in-memory PGlite, or a new PostgreSQL database when DATABASE_URL is set), bulk-inserts
 * 10,000 public cars in 16 cities and 200,000 bookings (20 a car, a year of them around
 * India's today, in every status; holding ones never overlap), runs VACUUM ANALYZE, then:
 * 1. times through app.inject, for Mumbai and [today+10, today+13]: check-availability, and
 *    the listing in availability mode with and without a filter, pages 1 and 2;
 * 2. times the statements alone: check-availability's statement before this change (commit
 *    0e39876, run with the new index dropped inside a rolled-back transaction) and after.
 * Prints p50/p95/p99 in ms; BENCH_EXPLAIN=1 also prints EXPLAIN (ANALYZE, BUFFERS) of each.
 * Run: `npx tsx bench/availability.ts` (not part of `npm test`). See bench/README.md.
 */
import { addDaysTo, HOLDING_STATUSES, indiaToday } from "@gaadi/shared";
import { and, count, desc, eq, inArray, isNull, notExists, type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../apps/server/src/db/client.js";
import { bookings, cars } from "../apps/server/src/db/schema.js";
import { listPublicCars, publicWhere } from "../apps/server/src/modules/catalogue/repository.js";
import { createUser } from "../apps/server/test/helpers.js";
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

const CARS = Number(process.env.BENCH_CARS ?? 10_000);
const BOOKINGS_PER_CAR = Number(process.env.BENCH_BOOKINGS_PER_CAR ?? 20);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARMUP = 5;
const SHOW_PLANS = process.env.BENCH_EXPLAIN === "1";

const CITY = "Mumbai";
const today = indiaToday();
const pickupDate = addDaysTo(today, 10);
const returnDate = addDaysTo(today, 13);
const dates = `pickupDate=${pickupDate}&returnDate=${returnDate}`;

/**
 * BOOKINGS_PER_CAR bookings a car, 18 days apart from a per-car phase, 1 to 7 days long, from
 * about 200 days ago: so holding ones never overlap (the exclusion constraint would refuse).
 * Ended ones are completed (1 in 5 cancelled), running ones on_rent, future ones booked,
 * pending or cancelled. Prices are the car's, whole rupees.
 */
async function insertBookings(app: FastifyInstance, renterId: string) {
  const futureStatus = sqlArray(["booked", "booked", "booked", "pending", "pending", "cancelled"]);
  await app.db.execute(sql`
    insert into bookings (car_id, renter_id, owner_id, pickup_date, return_date, price,
      price_per_day, days, status, ${ZERO_RATE_QUOTE_COLUMNS})
    select c.id, ${renterId}::uuid, c.owner_id, d.p, d.p + d.len - 1, c.price_per_day * d.len,
      c.price_per_day, d.len,
      case when d.p + d.len - 1 < ${today}::date
             then case when (k + n) % 5 = 0 then 'cancelled' else 'completed' end
           when d.p <= ${today}::date then 'on_rent'
           else (${futureStatus})[1 + (k * 7 + n) % 6] end,
      ${zeroRateQuote(sql`c.price_per_day * d.len`, sql`d.p`)}
    from (select id, owner_id, price_per_day, (row_number() over (order by created_at))::int as n
          from cars) c
    cross join generate_series(0, ${BOOKINGS_PER_CAR - 1}) as k
    cross join lateral (
      select ${today}::date - 200 + k * 18 + n * 7 % 18 + (n * 13 + k * 5) % 6 as p,
             1 + (n * 7 + k * 3) % 7 as len) d`);
}

/**
 * check-availability's statement before this change, as commit 0e39876's
 * bookings/repository.ts availableCars built it: the daterange test, which only the
 * exclusion constraint's GiST index (date range first useful column) could serve.
 */
function statementBefore(db: Db) {
  const overlapping = db
    .select({ one: sql`1` })
    .from(bookings)
    .where(
      and(
        eq(bookings.carId, cars.id),
        inArray(bookings.status, [...HOLDING_STATUSES]),
        sql`daterange(${bookings.pickupDate}, ${bookings.returnDate}, '[]') && daterange(${pickupDate}::date, ${returnDate}::date, '[]')`,
      ),
    );
  return db
    .select()
    .from(cars)
    .where(
      and(
        eq(cars.isAvailable, true),
        isNull(cars.deletedAt),
        sql`lower(${cars.city}) = lower(${CITY})`,
        notExists(overlapping),
      ),
    )
    .orderBy(desc(cars.createdAt), desc(cars.id));
}

const afterFilters = { pickupLocation: CITY, pickupDate, returnDate };
/** The listing's statements now (repository.ts); the builder also renders its SQL. */
const statementAfter = (db: Db, page?: { limit: number; offset: number }) =>
  listPublicCars(db, afterFilters, indiaToday(), page) as unknown as Promise<unknown[]> & {
    getSQL(): SQL;
  };
const countAfter = (db: Db) =>
  db.select({ n: count() }).from(cars).where(publicWhere(afterFilters, indiaToday()));

/** The HTTP requests timed: [label, method, url, body]. */
const REQUESTS: [string, "GET" | "POST", string, object | undefined][] = [
  [
    `POST check-availability ${CITY}`,
    "POST",
    "/api/bookings/check-availability",
    { location: CITY, pickupDate, returnDate },
  ],
  [
    `?pickupLocation=${CITY}&dates`,
    "GET",
    `/api/user/cars?pickupLocation=${CITY}&${dates}`,
    undefined,
  ],
  [`  ... &page=2`, "GET", `/api/user/cars?pickupLocation=${CITY}&${dates}&page=2`, undefined],
  [
    `  ... &category=SUV`,
    "GET",
    `/api/user/cars?pickupLocation=${CITY}&${dates}&category=SUV`,
    undefined,
  ],
  [
    `  ... &category=SUV&page=2`,
    "GET",
    `/api/user/cars?pickupLocation=${CITY}&${dates}&category=SUV&page=2`,
    undefined,
  ],
  [`?dates (every city)`, "GET", `/api/user/cars?${dates}`, undefined],
];

async function timeRequests(app: FastifyInstance): Promise<Timing[]> {
  const rows: Timing[] = [];
  for (const [label, method, url, payload] of REQUESTS) {
    rows.push(
      await measure(label, RUNS, WARMUP, async () => {
        const res = await app.inject({ method, url, ...(payload ? { payload } : {}) });
        if (res.statusCode !== 200)
          throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
        const body = res.json();
        return body.total ?? body.availableCars.length;
      }),
    );
  }
  return rows;
}

/** The statements alone, before (index dropped in a transaction that rolls back) and after. */
async function timeStatements(app: FastifyInstance): Promise<{ rows: Timing[]; plans: string[] }> {
  const rows: Timing[] = [];
  const plans: string[] = [];
  const rolledBack = new Error("rolled back on purpose");
  await app.db
    .transaction(async (tx) => {
      await tx.execute(sql`drop index bookings_held_car_pickup_idx`);
      const before = statementBefore(tx);
      rows.push(
        await measure("before: check-availability statement", RUNS, WARMUP, async () => {
          return (await statementBefore(tx)).length;
        }),
      );
      if (SHOW_PLANS) plans.push(`-- before\n${await explain(tx, before.getSQL())}`);
      throw rolledBack;
    })
    .catch((err) => {
      if (err !== rolledBack) throw err;
    });
  rows.push(
    await measure("after: check-availability statement", RUNS, WARMUP, async () => {
      return (await statementAfter(app.db)).length;
    }),
    await measure("after: listing page 1 (24 cars)", RUNS, WARMUP, async () => {
      return (await statementAfter(app.db, { limit: 24, offset: 0 })).length;
    }),
    await measure("after: listing count", RUNS, WARMUP, async () => {
      const [row] = await countAfter(app.db);
      return row?.n ?? 0;
    }),
  );
  if (SHOW_PLANS) {
    plans.push(
      `-- after: check-availability\n${await explain(app.db, statementAfter(app.db).getSQL())}`,
    );
    const page = statementAfter(app.db, { limit: 24, offset: 0 }).getSQL();
    plans.push(`-- after: listing page 1\n${await explain(app.db, page)}`);
    plans.push(`-- after: listing count\n${await explain(app.db, countAfter(app.db).getSQL())}`);
  }
  return { rows, plans };
}

const { app, database } = await benchApp();
try {
  const owner = await createUser(app, { role: "owner" });
  const renter = await createUser(app);
  const carsIn = await timed(() => insertCars(app, owner.id, CARS));
  const bookingsIn = await timed(() => insertBookings(app, renter.id));
  const analyzed = await timed(() => app.db.execute(sql`vacuum analyze`));
  const [held] = await app.db
    .select({ n: count() })
    .from(bookings)
    .where(inArray(bookings.status, [...HOLDING_STATUSES]));
  console.log(
    `${database.kind}: ${CARS} cars in ${(carsIn.ms / 1000).toFixed(1)} s, ` +
      `${CARS * BOOKINGS_PER_CAR} bookings (${held?.n} holding) in ${(bookingsIn.ms / 1000).toFixed(1)} s, ` +
      `VACUUM ANALYZE ${(analyzed.ms / 1000).toFixed(1)} s; ${pickupDate}..${returnDate}; ${RUNS} runs each\n`,
  );
  printTimings(await timeRequests(app), ["p50", "p95", "p99"]);
  console.log("");
  const statements = await timeStatements(app);
  printTimings(statements.rows, ["p50", "p95", "p99"]);
  for (const plan of statements.plans) console.log(`\n${plan}`);
} finally {
  await app.close();
  await database.close();
}
