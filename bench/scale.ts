/**
 * Scale benchmark (issue 13's budget: at 10,000 cars, 200,000 bookings and 50,000 reviews,
 * p99 under 20 ms for the catalogue's reads, with an EXPLAIN of each). PostgreSQL only: it
 * needs DATABASE_URL, makes its own throw-away database on that server (createTestDatabase,
 * through bench/support.ts), migrates it, then seeds in SQL (generate_series):
 * - owners (one per 20 cars) and renters (one per 2 cars);
 * - cars across the demo's 18 cities (Mumbai and Bengaluru twice as often) and every category,
 *   with a few rare models (SCALE_RARE_MODEL: about one car in 2,500);
 * - 20 bookings a car, 18 days apart from a per-car phase, 1 to 7 days long, from about 200
 *   days before India's today (so holding ones never overlap): ended ones completed (1 in 5
 *   cancelled), running ones on_rent, future ones booked, pending or cancelled, each with the
 *   timestamps and reasons its status implies, and the deposits of those returned over 48 hours
 *   ago settled;
 * - reviews on completed bookings only, one per booking, and each car's review_count and
 *   rating_sum kept in step;
 * then VACUUM ANALYZE. Each request is timed through the real HTTP routes (app.inject: zod,
 * SQL, serialisation, to the answer's last byte; a full garbage collection before each request's
 * runs, 5 warm-up runs then BENCH_HTTP_RUNS measured) and each of its SQL
 * statements alone (page and count; 5 warm-up runs then BENCH_RUNS), p50/p95/p99 nearest-rank
 * in ms, with a summary of the statement's EXPLAIN (ANALYZE, BUFFERS): its plan nodes and the
 * indexes they use (BENCH_EXPLAIN=1 prints the whole plans). Budgets printed: p99 < 20 ms for
 * every request (issue 13); POST check-availability for the city p99 < 20 ms and every other
 * read p99 < 5 ms (issue 26). Knobs: BENCH_CARS (10000), BENCH_BOOKINGS_PER_CAR (20),
 * BENCH_REVIEWS (cars x 5), BENCH_HTTP_RUNS (500: a p99 is then the fifth slowest answer, not
 * the second),
 * BENCH_RUNS (100), BENCH_ONLY (only the cases whose label contains it),
 * BENCH_LOAD_SECONDS (10: POST check-availability over HTTP at 1 and 10 connections, autocannon,
 * after the table). Run: `DATABASE_URL=postgres://... npx tsx bench/scale.ts`.
 * Figures: docs/PERFORMANCE.md "Scale"; bench/README.md.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import v8 from "node:v8";
import vm from "node:vm";
import { addDaysTo, CLAIM_WINDOW_MS, carFiltersSchema, indiaToday } from "@gaadi/shared";
import { count, type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../apps/server/src/db/client.js";
import { cars } from "../apps/server/src/db/schema.js";
import {
  type CatalogueQuery,
  listPublicCars,
  type PageOrder,
  publicCarsJsonQuery,
  publicWhere,
  searchOrder,
  type TripPricing,
  tripPricingOf,
  tripTotalSql,
} from "../apps/server/src/modules/catalogue/repository.js";
import {
  benchApp,
  explain,
  FUELS,
  GEARS,
  measure,
  pick,
  printTimings,
  SEATS,
  sqlArray,
  type Timing,
  timed,
  ZERO_RATE_QUOTE_COLUMNS,
  zeroRateQuote,
} from "./support.js";

if (!process.env.DATABASE_URL) {
  console.error("bench/scale.ts measures PostgreSQL only: set DATABASE_URL (bench/README.md).");
  process.exit(2);
}

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const CARS = Number(process.env.BENCH_CARS ?? 10_000);
const BOOKINGS_PER_CAR = Number(process.env.BENCH_BOOKINGS_PER_CAR ?? 20);
const REVIEWS = Number(process.env.BENCH_REVIEWS ?? CARS * 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const HTTP_RUNS = Number(process.env.BENCH_HTTP_RUNS ?? 500);
/** Seconds of each autocannon run of check-availability over HTTP (concurrentCheck). */
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
/** Only the cases whose label contains this text (all when unset). */
const ONLY = process.env.BENCH_ONLY;
const WARMUP = 5;
const SHOW_PLANS = process.env.BENCH_EXPLAIN === "1";
const OWNERS = Math.max(1, Math.round(CARS / 20));
const RENTERS = Math.max(1, Math.round(CARS / 2));

/** The demo's cities ('City|State'); Mumbai and Bengaluru listed twice, so twice as common. */
const PLACES = [
  "Mumbai|Maharashtra",
  "Pune|Maharashtra",
  "Bengaluru|Karnataka",
  "Mysuru|Karnataka",
  "New Delhi|Delhi",
  "Gurugram|Haryana",
  "Chennai|Tamil Nadu",
  "Coimbatore|Tamil Nadu",
  "Hyderabad|Telangana",
  "Mumbai|Maharashtra",
  "Kochi|Kerala",
  "Jaipur|Rajasthan",
  "Udaipur|Rajasthan",
  "Ahmedabad|Gujarat",
  "Panaji|Goa",
  "Kolkata|West Bengal",
  "Lucknow|Uttar Pradesh",
  "Chandigarh|Chandigarh",
  "Manali|Himachal Pradesh",
  "Bengaluru|Karnataka",
];

/** 'Brand|Model|Category': every category of CAR_CATEGORIES appears. */
const MODELS = [
  "Maruti Suzuki|Swift|Hatchback",
  "Maruti Suzuki|Dzire|Sedan",
  "Maruti Suzuki|Ertiga|Minivan",
  "Maruti Suzuki|Grand Vitara|Hybrid",
  "Hyundai|Creta|SUV",
  "Hyundai|i20|Hatchback",
  "Hyundai|Verna|Sedan",
  "Hyundai|Venue|Crossover",
  "Tata|Nexon EV|Electric",
  "Tata|Harrier|SUV",
  "Tata|Punch|Crossover",
  "Mahindra|XUV700|SUV",
  "Mahindra|Thar|SUV",
  "Mahindra|Scorpio-N|SUV",
  "Toyota|Innova Crysta|Minivan",
  "Toyota|Fortuner|SUV",
  "Toyota|Hilux|Pickup Truck",
  "Toyota|Hyryder|Hybrid",
  "Kia|Seltos|SUV",
  "Kia|Carens|Minivan",
  "Honda|City|Sedan",
  "MG|Hector|SUV",
  "Skoda|Octavia|Wagon",
  "Volkswagen|Virtus|Sedan",
  "Mercedes-Benz|E-Class|Luxury",
  "BMW|Z4|Convertible",
  "Audi|RS5|Coupe",
  "Porsche|911|Sports Car",
  "Force|Urbania|Van",
  "Mahindra|Bolero|SUV",
];
/** One car in RARE_EVERY is this model: the rare search term's cars. */
const SCALE_RARE_MODEL = "Hindustan|Ambassador|Sedan";
const RARE_EVERY = 2500;
const RENTER_REASONS = ["Change of plans", "Emergency situation", "Travel plans cancelled"];

const CITY = "Mumbai";
const today = indiaToday();
const pickupDate = addDaysTo(today, 10);
const returnDate = addDaysTo(today, 13);
const dates = `pickupDate=${pickupDate}&returnDate=${returnDate}`;

/** Owners and renters; the password hash is a placeholder (nobody signs in here). */
async function insertUsers(db: Db) {
  await db.execute(sql`
    insert into users (name, email, password_hash, role)
    select 'Bench Owner ' || g, 'owner-' || g || '@bench.test', 'not-a-hash', 'owner'
    from generate_series(1, ${OWNERS}) g
    union all
    select 'Bench Renter ' || g, 'renter-' || g || '@bench.test', 'not-a-hash', 'user'
    from generate_series(1, ${RENTERS}) g`);
}

/** CARS public cars, one minute apart in created_at, owners in turn. */
async function insertCars(db: Db) {
  const model = sql`case when g % ${RARE_EVERY} = 7 then ${SCALE_RARE_MODEL} else ${pick(MODELS, "g")} end`;
  await db.execute(sql`
    insert into cars (owner_id, brand, model, year, category, transmission, fuel_type,
      seating_capacity, price_per_day, description, image, image_card, location, street, city,
      state, landmark, zip_code, created_at)
    select o.ids[1 + g % ${OWNERS}], split_part(m, '|', 1), split_part(m, '|', 2), 2015 + g % 11,
      split_part(m, '|', 3), ${pick(GEARS, "g / 3")}, ${pick(FUELS, "g / 5")},
      ${pick(SEATS, "g / 11")}, 1000 + (g * 37 % 141) * 100,
      'Scale bench car ' || g || ', well maintained and cleaned between rentals.',
      '/uploads/cars/bench-' || g || '.webp', '/uploads/cars/bench-' || g || '-card.webp',
      split_part(p, '|', 1), 'Street ' || g % 500, split_part(p, '|', 1), split_part(p, '|', 2),
      'Near landmark ' || g % 97, (400001 + g % 99999)::text, now() - g * interval '1 minute'
    from (select g, ${model} as m, ${pick(PLACES, "g / 7")} as p
          from generate_series(1, ${CARS}) as g) s,
      (select array_agg(id order by email) as ids from users where role = 'owner') o`);
}

/**
 * BOOKINGS_PER_CAR bookings a car (as bench/availability.ts lays them out), renters in turn,
 * with the timestamps, canceller and reason each status implies.
 */
async function insertBookings(db: Db) {
  const futureStatus = sqlArray(["booked", "booked", "booked", "pending", "pending", "cancelled"]);
  await db.execute(sql`
    insert into bookings (car_id, renter_id, owner_id, pickup_date, return_date, price,
      price_per_day, days, status, confirmed_at, picked_up_at, completed_at, cancelled_at,
      cancelled_by, cancellation_reason, created_at, ${ZERO_RATE_QUOTE_COLUMNS})
    select car_id, renter_id, owner_id, p, r, price_per_day * len, price_per_day, len, status,
      case when status in ('booked', 'on_rent', 'completed') then p - 3 end,
      case when status in ('on_rent', 'completed') then p::timestamptz end,
      case when status = 'completed' then r::timestamptz end,
      case when status = 'cancelled' then p - 2 end,
      case when status = 'cancelled' then case when k % 2 = 0 then 'renter' else 'owner' end end,
      case when status = 'cancelled' then ${pick(RENTER_REASONS, "k")} end,
      -- A request is an hour old, inside the owner's answer window: older ones would be
      -- expired (and mailed, one by one) by the job runner while the bench measures.
      case when status = 'pending' then now() - interval '1 hour' else (p - 10)::timestamptz end,
      ${zeroRateQuote(sql`price_per_day * len`, sql`p`)}
    from (
      select c.id as car_id, rn.ids[1 + (c.n * 31 + k * 17) % ${RENTERS}] as renter_id,
        c.owner_id, d.p, d.p + d.len - 1 as r, d.len, c.price_per_day, k,
        case when d.p + d.len - 1 < ${today}::date
               then case when (k + c.n) % 5 = 0 then 'cancelled' else 'completed' end
             when d.p <= ${today}::date then 'on_rent'
             else (${futureStatus})[1 + (k * 7 + c.n) % 6] end as status
      from (select id, owner_id, price_per_day, (row_number() over (order by created_at))::int as n
            from cars) c
      cross join generate_series(0, ${BOOKINGS_PER_CAR - 1}) as k
      cross join lateral (
        select ${today}::date - 200 + k * 18 + c.n * 7 % 18 + (c.n * 13 + k * 5) % 6 as p,
               1 + (c.n * 7 + k * 3) % 7 as len) d,
      (select array_agg(id order by email) as ids from users where role = 'user') rn
    ) b`);
}

/**
 * The deposits of trips whose claim window (CLAIM_WINDOW_MS) has ended, settled (all returned,
 * as the claims job settles a trip without charges or a claim), as a marketplace with this
 * history has them: unsettled, the job runner of the app under measure would settle them one by
 * one while the bench measures.
 */
async function insertSettlements(db: Db) {
  const windowEnd = sql`completed_at + ${CLAIM_WINDOW_MS} * interval '1 millisecond'`;
  await db.execute(sql`
    insert into deposit_settlements (booking_id, deposit, trip_charges, claim_amount, kept,
      returned, owed, settled_at)
    select id, deposit, 0, 0, 0, deposit, 0, ${windowEnd} from bookings
    where status = 'completed' and ${windowEnd} <= now()`);
}

/** REVIEWS reviews, one per completed booking (a spread sample), then the cars' tallies. */
async function insertReviews(db: Db) {
  await db.execute(sql`
    insert into reviews (booking_id, car_id, renter_id, owner_id, rating, review_text,
      reply_text, replied_at, created_at)
    select id, car_id, renter_id, owner_id, 1 + (n * 7) % 5,
      'Scale bench review ' || n || ': clean car, smooth pickup.',
      case when n % 3 = 0 then 'Thank you for renting with us, ' || n || '.' end,
      case when n % 3 = 0 then return_date + 2 end, return_date + 1
    from (select b.*, row_number() over (order by b.id) as n from bookings b
          where status = 'completed') s
    where n <= ${REVIEWS}`);
  await db.execute(sql`
    update cars c set review_count = r.n, rating_sum = r.total
    from (select car_id, count(*)::int as n, sum(rating)::int as total from reviews
          group by car_id) r
    where r.car_id = c.id`);
}

/** A GET query string of the listing, parsed exactly as the route parses it. */
const filtersOf = (qs: string): CatalogueQuery =>
  carFiltersSchema.parse(Object.fromEntries(new URLSearchParams(qs)));

interface Case {
  label: string;
  method: "GET" | "POST";
  url: string;
  payload?: object;
  /** The SQL statements behind it, for timing alone and EXPLAIN. */
  statements: [string, (db: Db) => SQL, () => Promise<unknown>][];
}

/**
 * The listing's statements for a query string, as the catalogue service runs them: its page
 * and its count; for a search, the page in the order the service picks from the count
 * (searchOrder) and, to compare, the order of before decision 014 (the planner's free choice).
 * With dates the page selects each car's tripTotal at `rates` (issue 27), as the service does.
 */
async function listingStatements(
  db: Db,
  qs: string,
  rates: TripPricing["rates"],
): Promise<Case["statements"]> {
  const f = filtersOf(qs);
  const pricing = tripPricingOf(f, rates);
  const page = Number(f.page ?? 1);
  const limit = Number(f.limit ?? 24);
  const countQuery = () => db.select({ n: count() }).from(cars).where(publicWhere(f, today));
  const pageQuery = (order: PageOrder) => () =>
    listPublicCars(
      db,
      f,
      today,
      { limit, offset: (page - 1) * limit },
      order,
      pricing,
    ) as unknown as Promise<unknown[]> & { getSQL(): SQL };
  const statement = (name: string, query: () => { getSQL(): SQL } & Promise<unknown>) =>
    [name, () => query().getSQL(), () => query()] as Case["statements"][number];
  if (!f.search) return [statement("page", pageQuery("walk")), statement("count", countQuery)];
  const [row] = await countQuery();
  const order = searchOrder(row?.n ?? 0);
  return [
    statement(`page (${order})`, pageQuery(order)),
    ...(order === "walk" ? [] : [statement("page (before 014)", pageQuery("walk"))]),
    statement("count", countQuery),
  ];
}

/** booked dates' statement (bookings/repository.ts publicCarHeldRanges), parameters inlined. */
const bookedDatesSql = (carId: string) => sql`
  select b.pickup_date, b.return_date from cars
  left join bookings b on b.car_id = cars.id and b.status in ('pending', 'booked', 'on_rent')
    and b.return_date >= ${today}
  where cars.id = ${carId} and cars.is_available = true and cars.deleted_at is null
  order by b.pickup_date`;

async function cases(app: FastifyInstance, busyCar: string): Promise<Case[]> {
  const db = app.db;
  const listing = async (label: string, qs: string): Promise<Case> => ({
    label,
    method: "GET",
    url: `/api/user/cars?${qs}`,
    statements: await listingStatements(db, qs, app.config.rates),
  });
  const availability = { pickupLocation: CITY, pickupDate, returnDate };
  const pricing = tripPricingOf(availability, app.config.rates)!;
  const checkQuery = () =>
    listPublicCars(db, availability, today, undefined, "walk", pricing) as unknown as Promise<
      unknown[]
    > & { getSQL(): SQL };
  const checkJson = () =>
    publicCarsJsonQuery(availability, today, [["tripTotal", tripTotalSql(pricing)]]);
  return Promise.all([
    listing("availability Mumbai + dates, page 1", `pickupLocation=${CITY}&${dates}`),
    listing("  ... page 2", `pickupLocation=${CITY}&${dates}&page=2`),
    listing("  ... &category=SUV", `pickupLocation=${CITY}&${dates}&category=SUV`),
    listing("dates only (every city)", dates),
    {
      label: "POST check-availability Mumbai",
      method: "POST",
      url: "/api/bookings/check-availability",
      payload: { location: CITY, pickupDate, returnDate },
      statements: [
        ["JSON built in SQL (decision 020)", checkJson, () => db.execute(checkJson())],
        ["rows (before 020)", () => checkQuery().getSQL(), () => checkQuery()],
      ],
    },
    {
      label: "GET car dates (busiest car)",
      method: "GET",
      url: `/api/bookings/car/${busyCar}/dates`,
      statements: [
        ["one", () => bookedDatesSql(busyCar), () => db.execute(bookedDatesSql(busyCar))],
      ],
    },
    listing("page=1 (no filter)", "page=1"),
    listing("page=40&limit=100", "page=40&limit=100"),
    listing("search=suv (common)", "search=suv"),
    listing("search=creta", "search=creta"),
    listing("search=street 49 (2 %)", "search=street%2049"),
    listing("search=ambassador (rare)", "search=ambassador"),
    listing("search=lamborghini (none)", "search=lamborghini"),
    listing("state=Maharashtra", "state=Maharashtra"),
    listing("state=Other (none)", "state=Other"),
    listing("brand=Hyundai", "brand=Hyundai"),
    listing("category=SUV", "category=SUV"),
    listing("category=Coupe", "category=Coupe"),
    listing("fuelType=Diesel", "fuelType=Diesel"),
    listing("transmission=Automatic", "transmission=Automatic"),
    listing("seatingCapacity=12", "seatingCapacity=12"),
    listing("minPrice=14000", "minPrice=14000"),
    listing("maxPrice=1500", "maxPrice=1500"),
    listing("minPrice=2000&maxPrice=5000", "minPrice=2000&maxPrice=5000"),
    listing("pickupLocation=Mumbai", `pickupLocation=${CITY}`),
    listing(
      "every filter at once",
      "search=hyundai&state=Maharashtra&brand=Hyundai&category=SUV&fuelType=Petrol&transmission=Manual&seatingCapacity=5&minPrice=1000&maxPrice=15000&pickupLocation=Pune&" +
        dates,
    ),
  ]);
}

interface PlanNode {
  "Node Type": string;
  "Parent Relationship"?: string;
  "Index Name"?: string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
}

/**
 * Node types with their index (or table), outermost first: `Limit > Index Scan(idx) > ...`;
 * a correlated subquery run for each row of its parent shows as `SubPlan: ...`.
 */
function planSummary(node: PlanNode): string {
  const tag = node["Parent Relationship"] === "SubPlan" ? "SubPlan: " : "";
  const own = node["Index Name"]
    ? `${node["Node Type"]}(${node["Index Name"]})`
    : node["Relation Name"] && node["Node Type"] === "Seq Scan"
      ? `Seq Scan(${node["Relation Name"]})`
      : node["Node Type"];
  const children = (node.Plans ?? []).map(planSummary);
  if (children.length === 0) return tag + own;
  if (children.length === 1) return `${tag}${own} > ${children[0]}`;
  return `${tag}${own} > [${children.join(" ; ")}]`;
}

/** EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) of `query`: the summary, time and buffers. */
async function planOf(db: Db, query: SQL): Promise<string> {
  const result = await db.execute(sql`explain (analyze, buffers, format json) ${query}`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const raw = rows[0]!["QUERY PLAN"];
  const [top] = (typeof raw === "string" ? JSON.parse(raw) : raw) as {
    Plan: PlanNode & { "Shared Hit Blocks": number; "Shared Read Blocks": number };
    "Execution Time": number;
  }[];
  const plan = top!.Plan;
  return `${planSummary(plan)}  [${top!["Execution Time"].toFixed(2)} ms, buffers hit ${plan["Shared Hit Blocks"]} read ${plan["Shared Read Blocks"]}]`;
}

/**
 * autocannon in a process of its own (so that reading 688 KB answers does not take this
 * process's thread, where the app runs): POST `body` as JSON to `url`; its JSON report.
 */
async function cannon(url: string, body: string, connections: number, seconds: number) {
  const args = [
    "node_modules/autocannon/autocannon.js",
    ...["-c", String(connections), "-d", String(seconds), "-m", "POST", "-j"],
    ...["-H", "content-type=application/json", "-b", body, url],
  ];
  const { stdout } = await promisify(execFile)(process.execPath, args, {
    cwd: root,
    maxBuffer: 1 << 24,
  });
  return JSON.parse(stdout) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
}

/**
 * POST check-availability for CITY over real HTTP (the app listening on a free port),
 * autocannon (a child process) at 1 and at 10 connections for LOAD_SECONDS each after a 2 s
 * warm-up: requests/s, p50/p99 ms, the app's CPU time per answer (ms; this process: the app
 * and nothing else) and the budget (issue 26: p99 < 100 ms at 10 connections).
 */
async function concurrentCheck(app: FastifyInstance) {
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const url = `${address}/api/bookings/check-availability`;
  const body = JSON.stringify({ location: CITY, pickupDate, returnDate });
  console.log(`\nPOST check-availability ${CITY} over HTTP (autocannon, ${LOAD_SECONDS} s each):`);
  console.log("| connections | req/s | p50 ms | p99 ms | app CPU ms an answer | failures |");
  console.log("| ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const connections of [1, 10]) {
    await cannon(url, body, connections, 2);
    const cpu = process.cpuUsage();
    const r = await cannon(url, body, connections, LOAD_SECONDS);
    const used = process.cpuUsage(cpu);
    const perAnswer = (used.user + used.system) / 1000 / Math.max(1, r.requests.total);
    console.log(
      `| ${connections} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${perAnswer.toFixed(1)} | ${r.non2xx + r.errors + r.timeouts} |`,
    );
    if (connections === 10)
      console.log(
        `budget p99 < 100 ms at 10 connections: ${r.latency.p99 < 100 ? "met" : "not met"}`,
      );
  }
}

/**
 * A full garbage collection of this process (V8's `gc`, exposed at run time: the bench runs
 * under plain `tsx`).
 */
const collectGarbage = (() => {
  v8.setFlagsFromString("--expose-gc");
  return vm.runInNewContext("gc") as () => void;
})();

async function run() {
  const { app, database } = await benchApp();
  try {
    const db = app.db;
    const seeded = await timed(async () => {
      await insertUsers(db);
      await insertCars(db);
      await insertBookings(db);
      await insertSettlements(db);
      await insertReviews(db);
    });
    const analyzed = await timed(() => db.execute(sql`vacuum analyze`));
    const tally = await db.execute(sql`
      select (select count(*) from users)::int as users, (select count(*) from cars)::int as cars,
        (select count(*) from bookings)::int as bookings,
        (select count(*) from bookings where status in ('pending', 'booked', 'on_rent'))::int as holding,
        (select count(*) from reviews)::int as reviews,
        (select count(*) from cars where lower(city) = 'mumbai')::int as mumbai,
        (select string_agg(status || ' ' || n, ', ' order by status) from
          (select status, count(*) as n from bookings group by status) s) as statuses`);
    const t = (tally as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
    console.log(
      `postgres: ${t.users} users, ${t.cars} cars (${t.mumbai} in ${CITY}), ${t.bookings} bookings ` +
        `(${t.statuses}; ${t.holding} holding), ${t.reviews} reviews seeded in ` +
        `${(seeded.ms / 1000).toFixed(1)} s, VACUUM ANALYZE ${(analyzed.ms / 1000).toFixed(1)} s; ` +
        `${pickupDate}..${returnDate}; ${HTTP_RUNS} runs a request, ${RUNS} a statement\n`,
    );
    const busy = await db.execute(sql`
      select car_id from bookings where status in ('pending', 'booked', 'on_rent')
        and return_date >= ${today} group by car_id order by count(*) desc, car_id limit 1`);
    const busyCar = String((busy as unknown as { rows: { car_id: string }[] }).rows[0]!.car_id);

    const http: (Timing & { bytes: number })[] = [];
    const alone: Timing[] = [];
    const plans: string[] = [];
    const all = await cases(app, busyCar);
    for (const c of ONLY ? all.filter((c) => c.label.includes(ONLY)) : all) {
      // The seed and each earlier case leave garbage in this process (the app's included): its
      // collection is the bench's, so it happens here, not inside the next case's runs.
      collectGarbage();
      // Timed: the request through the app to the last byte of its answer, taken as the
      // answer's bytes (payloadAsStream). Without it light-my-request also decodes every answer
      // into a string (88-688 KB here), work and garbage of the harness that no client over a
      // socket makes the server do; the last answer is read as JSON once, after the runs.
      let answer = Buffer.alloc(0);
      const timing = await measure(c.label, HTTP_RUNS, WARMUP, async () => {
        const res = await app.inject({
          method: c.method,
          url: c.url,
          payloadAsStream: true,
          ...(c.payload ? { payload: c.payload } : {}),
        });
        answer = await buffer(res.stream());
        if (res.statusCode !== 200)
          throw new Error(`${c.url} answered ${res.statusCode}: ${answer}`);
        return 0;
      });
      const body = JSON.parse(answer.toString());
      timing.matches =
        body.total ?? body.availableCars?.length ?? body.bookedDates?.length ?? body.cars.length;
      const bytes = answer.length;
      http.push({ ...timing, bytes });
      for (const [name, statement, execute] of c.statements) {
        alone.push(
          await measure(`${c.label.trim()}: ${name}`, RUNS, WARMUP, async () => {
            const result = await execute();
            return Array.isArray(result) ? result.length : 1;
          }),
        );
        plans.push(`${c.label.trim()}: ${name}\n  ${await planOf(db, statement(db))}`);
        if (SHOW_PLANS) plans.push(await explain(db, statement(db)));
      }
    }
    console.log("Through HTTP (app.inject):");
    printTimings(http, ["p50", "p95", "p99"]);
    console.log(`  bytes: ${http.map((r) => `${r.label.trim()} ${r.bytes}`).join("; ")}`);
    const over = http.filter((r) => r.p99 >= 20);
    console.log(
      over.length === 0
        ? "budget p99 < 20 ms (issue 13): met by every request"
        : `budget p99 < 20 ms (issue 13): missed by ${over.map((r) => r.label.trim()).join(", ")}`,
    );
    // Issue 26: POST check-availability for the city under 20 ms, every other read under 5 ms.
    const others = http.filter((r) => !r.label.includes("check-availability"));
    const slow = others.filter((r) => r.p99 >= 5);
    console.log(
      slow.length === 0
        ? `budget p99 < 5 ms for every read but check-availability (issue 26): met by all ${others.length}`
        : `budget p99 < 5 ms for every read but check-availability (issue 26): missed by ${slow.map((r) => `${r.label.trim()} (${r.p99.toFixed(1)} ms)`).join(", ")}`,
    );
    await concurrentCheck(app);
    console.log("\nThe statements alone (rows fetched through Drizzle):");
    printTimings(alone, ["p50", "p95", "p99"]);
    console.log("\nPlans (EXPLAIN ANALYZE, BUFFERS):");
    for (const plan of plans) console.log(plan);
  } finally {
    await app.close();
    await database.close();
  }
}

await run();
