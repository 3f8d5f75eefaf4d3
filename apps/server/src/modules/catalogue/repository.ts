/**
 * The public catalogue's queries (customer document section 5, server-rules.md sections 3
 * and 4, decision 006 and its amendment): only shown (is_available) and not deleted cars,
 * filtered in the database. The only module file that touches Drizzle.
 * - The text search uses exactly the trigram-indexed expression of drizzle/0001 so the GIN
 *   index serves ILIKE '%term%'; `%`, `_` and `\` in the term are escaped so they match
 *   themselves.
 * - Availability is one more condition of the same WHERE: NOT EXISTS a holding booking of
 *   the car sharing a day with the requested range, probed through bookings_held_car_pickup_idx
 *   (drizzle/0002), nor a blocked range (car_blocks_car_idx), and the car's trip rules allow
 *   the range (issue 15), so a page and its count are each one statement; with a city, probed
 *   for each car whatever the statistics say (freeOn).
 * Newest first (created_at desc, id), the order of cars_public_created_idx. A page is either
 * read by walking that index (testing each car until the page is full: right when many cars
 * match) or sorted from the matches (right when few do; the search's choice, decision 014).
 */
import {
  type CarFilters,
  daysBetween,
  MONTHLY_DISCOUNT_DAYS,
  OTHER_STATE,
  type QuoteRates,
  rentalDays,
  WEEKLY_DISCOUNT_DAYS,
} from "@gaadi/shared";
import {
  type AnyColumn,
  and,
  asc,
  count,
  eq,
  getTableColumns,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { holdsDates, sharesADay } from "../../db/holds.js";
import { preparedPerDb } from "../../db/prepared.js";
import { bookings, type CarRow, carBlocks, cars } from "../../db/schema.js";

/** The indexed haystack; the ' ' separators must stay literals (not parameters) to match it. */
export const searchText = sql`lower(${cars.brand} || ' ' || ${cars.model} || ' ' || ${cars.category} || ' ' || ${cars.transmission} || ' ' || ${cars.location} || ' ' || ${cars.city} || ' ' || ${cars.state} || ' ' || ${cars.street})`;

/** ILIKE pattern for "contains `term`", with LIKE's special characters escaped. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;
}

/**
 * The text search: the haystack contains `search`, or, when the search names a city by another
 * name (carFiltersSchema's `searchCity`: 'Bangalore'), that city's listed name ('Bengaluru').
 * Both arms are ILIKEs on the indexed expression, so the planner can OR two index scans.
 */
function searchMatches(search: string, searchCity: string | undefined): SQL {
  const contains = (term: string) => sql`${searchText} ilike ${containsPattern(term)}`;
  return searchCity === undefined ? contains(search) : or(contains(search), contains(searchCity))!;
}

/** Shown and not deleted: the predicate of the partial index cars_public_created_idx. */
const isPublic = sql`${cars.isAvailable} and ${cars.deletedAt} is null`;

/** Exactly the index's order (DESC NULLS LAST), so the planner can walk it for a page. */
const newestFirst = sql`${cars.createdAt} desc nulls last`;

/**
 * No holding booking of the car shares a day with [pickupDate, returnDate] ('YYYY-MM-DD',
 * both ends inclusive): the closed ranges overlap when each starts on or before the other's
 * end, the test of bookings_no_overlap's '[]' daterange. Written as two comparisons so the
 * btree probe (car_id = cars.id, pickup_date <= return) is an index condition.
 * `perCar` (a city bounds the cars) adds OFFSET 0, which keeps PostgreSQL from turning the
 * NOT EXISTS into an anti join: the probe then runs for each car tested, with the car in its
 * index condition, and a page can stop walking once it is full. Left to the planner, the
 * anti join's estimate depends on ANALYZE's sample, and one bench run in five chose a hash
 * join over every overlapping holding booking of the country (the date alone in the index
 * condition: 25 ms for a page the per-car probe answers in 0.5 ms). Without a city most cars
 * are tested, and that hash join is the right plan (decision 014, docs/PERFORMANCE.md "Scale").
 * The owner's blocks (issue 15) get the same probe on car_blocks_car_idx (car_id, start_date):
 * blocks are few, so either plan is cheap, and the fence keeps the per-car shape alike.
 */
function freeOn(pickupDate: string, returnDate: string, perCar: boolean): SQL {
  const fence = perCar ? sql` offset 0` : sql``;
  const booked = sharesADay(bookings.pickupDate, bookings.returnDate, pickupDate, returnDate);
  const blocked = sharesADay(carBlocks.startDate, carBlocks.endDate, pickupDate, returnDate);
  const noBooking = sql`not exists (select 1 from ${bookings} where ${bookings.carId} = ${cars.id} and ${holdsDates(bookings.status)} and ${booked}${fence})`;
  const noBlock = sql`not exists (select 1 from ${carBlocks} where ${carBlocks.carId} = ${cars.id} and ${blocked}${fence})`;
  return sql`${noBooking} and ${noBlock}`;
}

/**
 * The car's trip rules (shared calendar/trip-rules.ts, the booking's own test) allow a pickup
 * on `pickupDate` and a return on `returnDate` ('YYYY-MM-DD') with India's `today`: notice
 * days (pickup - today) at least advance_notice_days, rental days between min_trip_days and
 * max_trip_days. Both counts are worked out here, so the columns are compared with constants
 * and no function of a column stands in the way of an index.
 */
function rulesAllow(pickupDate: string, returnDate: string, today: string): SQL {
  const notice = daysBetween(today, pickupDate);
  const days = rentalDays(pickupDate, returnDate);
  return sql`${cars.advanceNoticeDays} <= ${notice} and ${cars.minTripDays} <= ${days} and ${cars.maxTripDays} >= ${days}`;
}

/**
 * Same order as newestFirst, but in a form no index supplies (timestamptz + interval is not
 * folded away): the planner has to collect the matching cars first (through
 * cars_search_trgm_idx for a search) and sort them, instead of walking
 * cars_public_created_idx and testing every car until a page is full.
 */
const newestFirstSorted = sql`${cars.createdAt} + interval '0 seconds' desc nulls last`;

/**
 * A search matching at most this many public cars is paged from its sorted matches; with more,
 * the newest-first walk fills a page after about (offset + limit) x cars / matches rows, which
 * is cheap (decision 014). Counted in cars.
 */
export const FEW_MATCHES = 1000;

/**
 * How a page is read: "walk" cars_public_created_idx newest first (the planner may still
 * choose otherwise), or "sortMatches": collect every match, then sort (newestFirstSorted).
 */
export type PageOrder = "walk" | "sortMatches";

/** The page order for a search with `total` matches (decision 014). */
export const searchOrder = (total: number): PageOrder =>
  total <= FEW_MATCHES ? "sortMatches" : "walk";

/** Parsed listing parameters; any may be absent (check-availability sets only three). */
export type CatalogueQuery = Partial<CarFilters>;

/**
 * The WHERE clause for the public cars passing `f`, availability (holds, blocks, trip rules
 * against India's `today`, 'YYYY-MM-DD', from the caller's clock) included.
 */
export function publicWhere(f: CatalogueQuery, today: string): SQL {
  const conditions: SQL[] = [isPublic];
  if (f.pickupLocation !== undefined) {
    // check-availability's city test: equal, case-insensitive (cars_city_lower_idx).
    conditions.push(sql`lower(${cars.city}) = lower(${f.pickupLocation})`);
  }
  if (f.pickupDate !== undefined && f.returnDate !== undefined) {
    conditions.push(freeOn(f.pickupDate, f.returnDate, f.pickupLocation !== undefined));
    conditions.push(rulesAllow(f.pickupDate, f.returnDate, today));
  }
  // Literal true, so a partial index on instant_book could serve it one day.
  if (f.instantBook === true) conditions.push(sql`${cars.instantBook} = true`);
  if (f.search) conditions.push(searchMatches(f.search, f.searchCity));
  if (f.state !== undefined)
    conditions.push(eq(cars.state, f.state === OTHER_STATE ? "" : f.state));
  if (f.brand !== undefined) conditions.push(sql`lower(${cars.brand}) = ${f.brand.toLowerCase()}`);
  // The schema spells listed values as stored, so plain equality is case-insensitive here
  // and can use cars_category_idx.
  if (f.category !== undefined) conditions.push(eq(cars.category, f.category));
  if (f.fuelType !== undefined) conditions.push(eq(cars.fuelType, f.fuelType));
  if (f.transmission !== undefined) conditions.push(eq(cars.transmission, f.transmission));
  if (f.seatingCapacity !== undefined) {
    conditions.push(eq(cars.seatingCapacity, f.seatingCapacity));
  }
  if (f.minPrice !== undefined) conditions.push(sql`${cars.pricePerDay} >= ${f.minPrice}`);
  if (f.maxPrice !== undefined) conditions.push(sql`${cars.pricePerDay} <= ${f.maxPrice}`);
  return and(...conditions)!;
}

/** What a date search prices its cars with (issue 27 item 2, the cars' `tripTotal`). */
export interface TripPricing {
  /** The trip's rental days (shared dates.ts rentalDays: a same-day trip is 1 day). */
  days: number;
  /** The server's rates (config.rates), whole percentages 0-100. */
  rates: Pick<QuoteRates, "tripFeePercent" | "gstPercent">;
}

/** The pricing of a search: its days and `rates` when both dates are given, else undefined. */
export function tripPricingOf(
  f: CatalogueQuery,
  rates: TripPricing["rates"],
): TripPricing | undefined {
  if (f.pickupDate === undefined || f.returnDate === undefined) return undefined;
  return { days: rentalDays(f.pickupDate, f.returnDate), rates };
}

/** percentOf (shared pricing/quote.ts) in SQL: floor((amount x percent + 50) / 100), bigints. */
const percentOfSql = (amount: SQL, percent: SQL | AnyColumn): SQL =>
  sql`((${amount}) * ${percent} + 50) / 100`;

/**
 * The duration discount's percentage column for a trip of `days` (quoteTrip's discountFor):
 * the monthly one from 28 days when it is above 0, else the weekly one (0 when none) from 7
 * days, else none (undefined). `days` is the search's, so the choice by length is made here.
 */
function discountPercentSql(days: number): SQL | undefined {
  const { monthlyDiscountPercent: monthly, weeklyDiscountPercent: weekly } = cars;
  if (days >= MONTHLY_DISCOUNT_DAYS) {
    return sql`case when ${monthly} > 0 then ${monthly} else ${weekly} end`;
  }
  if (days >= WEEKLY_DISCOUNT_DAYS) return sql`${weekly}`;
  return undefined;
}

/**
 * shared pricing/quote.ts quoteTrip's `total` for the row's car over `days` at `rates`, as one
 * SQL expression of the car's columns (a bigint, whole rupees), so a page of a date search is
 * priced in its own statement. It is quoteTrip step by step, in exact integer arithmetic:
 * fullRent = pricePerDay x days; rent = fullRent - percentOf(fullRent, the discount);
 * fee = percentOf(rent, tripFeePercent); total = rent + fee + percentOf(fee, gstPercent), with
 * percentOf's rounding half up as bigint division (it truncates, which is the floor for these
 * non-negative amounts; bigint because ₹10,00,000 a day x 90 days x 100 % passes int4). A plain
 * expression, no subquery, so it costs a fraction of a microsecond a car. The days and rates
 * are bound parameters. catalogue/trip-total.test.ts holds it to quoteTrip across prices,
 * discounts, trip lengths and rates.
 */
export function tripTotalSql({ days, rates }: TripPricing): SQL<number> {
  const fullRent = sql`(${cars.pricePerDay}::bigint * ${days}::bigint)`;
  const discount = discountPercentSql(days);
  const rent = discount ? sql`(${fullRent} - ${percentOfSql(fullRent, discount)})` : fullRent;
  const fee = percentOfSql(rent, sql`${rates.tripFeePercent}::bigint`);
  const feeGst = percentOfSql(fee, sql`${rates.gstPercent}::bigint`);
  return sql<number>`(${rent} + ${fee} + ${feeGst})`.mapWith(Number);
}

/** A listed car's row; `tripTotal` (whole rupees) only in a date search (TripPricing). */
export type ListedCarRow = CarRow & { tripTotal?: number };

/**
 * Public cars passing `f` on India's `today`, newest first: `limit` of them after skipping
 * `offset`, or all of them when `page` is left out (check-availability's documented answer).
 * `order` says how the page is read (PageOrder); the rows and their order are the same
 * either way. With `pricing` (a date search) each row also carries its `tripTotal`
 * (tripTotalSql), computed in the same statement.
 */
export function listPublicCars(
  db: Db,
  f: CatalogueQuery,
  today: string,
  page?: { limit: number; offset: number },
  order: PageOrder = "walk",
  pricing?: TripPricing,
): Promise<ListedCarRow[]> {
  const first = order === "walk" ? newestFirst : newestFirstSorted;
  const selected = pricing
    ? db.select({ ...getTableColumns(cars), tripTotal: tripTotalSql(pricing) })
    : db.select();
  const query = selected.from(cars).where(publicWhere(f, today)).orderBy(first, asc(cars.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/**
 * One field of a JSON object built by the database: its name (our constant, never input) and
 * the SQL expression of its value, whose type decides its JSON (text a string, integer and
 * float8 a number, boolean, a record an object).
 */
export type JsonField = readonly [name: string, value: SQL | AnyColumn];

/** `select <value> as "<name>", ...`: the fields as one row, for row_to_json. */
function fieldList(fields: readonly JsonField[]): SQL {
  return sql.join(
    fields.map(([name, value]) => sql`${value} as ${sql.raw(JSON.stringify(name))}`),
    sql`, `,
  );
}

/**
 * The API's Car (cars/mapper.ts toApiCar) as the fields of a row built by the database, in
 * toApiCar's key order, so that row_to_json gives the same bytes as
 * JSON.stringify(toApiCar(row)) (catalogue/car-json.test.ts compares them for every car, on
 * both databases): `address` a nested row, `createdAt` the ISO instant in UTC with
 * milliseconds (Date.toISOString), `avgRating` averageRating's rounding to one decimal as a
 * float8, so that 4.0 prints as 4. A field computed per car (issue 27's tripTotal) is one more
 * entry appended by the caller.
 */
export const CAR_JSON_FIELDS: readonly JsonField[] = [
  ["_id", cars.id],
  ["brand", cars.brand],
  ["model", cars.model],
  ["category", cars.category],
  ["year", cars.year],
  ["image", cars.image],
  ["imageCard", cars.imageCard],
  ["pricePerDay", cars.pricePerDay],
  ["isAvaliable", cars.isAvailable],
  ["seating_capacity", cars.seatingCapacity],
  ["fuel_type", cars.fuelType],
  ["transmission", cars.transmission],
  ["location", cars.location],
  ["description", cars.description],
  ["owner", cars.ownerId],
  [
    "address",
    sql`(select a from (select ${fieldList([
      ["street", cars.street],
      ["city", cars.city],
      ["state", cars.state],
      ["landmark", cars.landmark],
      ["zipCode", cars.zipCode],
    ])}) a)`,
  ],
  [
    "createdAt",
    sql`to_char(${cars.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  ],
  [
    "avgRating",
    sql`(case when ${cars.reviewCount} <= 0 then 0 else round(${cars.ratingSum} * 10::numeric / ${cars.reviewCount}) / 10 end)::float8`,
  ],
  ["totalReviews", cars.reviewCount],
  ["advanceNoticeDays", cars.advanceNoticeDays],
  ["minTripDays", cars.minTripDays],
  ["maxTripDays", cars.maxTripDays],
  ["instantBook", cars.instantBook],
  ["weeklyDiscountPercent", cars.weeklyDiscountPercent],
  ["monthlyDiscountPercent", cars.monthlyDiscountPercent],
  ["securityDeposit", cars.securityDeposit],
  ["cancellationPolicy", cars.cancellationPolicy],
  // Issue 30: the trip charges' rules.
  ["kmPerDay", cars.kmPerDay],
  ["extraKmRate", cars.extraKmRate],
  ["fuelCharge", cars.fuelCharge],
];

/**
 * Every public car passing `f` on India's `today`, newest first, as the JSON text of an array
 * of API Cars built in the database (CAR_JSON_FIELDS plus `extra`, appended to each car): one
 * row and one text value cross the wire, and nothing is mapped, validated or serialised per
 * car in this process (decision 020). The same WHERE as listPublicCars, unpaged.
 */
export async function publicCarsJson(
  db: Db,
  f: CatalogueQuery,
  today: string,
  extra: readonly JsonField[] = [],
): Promise<string> {
  const result = await db.execute(publicCarsJsonQuery(f, today, extra));
  const [row] = (result as unknown as { rows: { cars: string }[] }).rows;
  return `[${row?.cars ?? ""}]`;
}

/**
 * publicCarsJson's statement: one row, `cars`, the cars' JSON texts (row_to_json of each car's
 * fields: compact, keys in order, strings escaped as JSON.stringify escapes them) joined by
 * commas, newest first.
 */
export function publicCarsJsonQuery(
  f: CatalogueQuery,
  today: string,
  extra: readonly JsonField[] = [],
): SQL {
  const fields = fieldList([...CAR_JSON_FIELDS, ...extra]);
  return sql`
    select coalesce(string_agg(s.car, ',' order by s.created_at desc nulls last, s.id), '') as cars
    from (select row_to_json(j)::text as car, ${cars.createdAt} as created_at, ${cars.id} as id
          from ${cars} cross join lateral (select ${fields}) j
          where ${publicWhere(f, today)}) s`;
}

/** How many public cars pass `f` on India's `today`. */
export async function countPublicCars(db: Db, f: CatalogueQuery, today: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cars).where(publicWhere(f, today));
  return row?.n ?? 0;
}

const publicCarById = preparedPerDb((db) =>
  db
    .select()
    .from(cars)
    .where(and(eq(cars.id, sql.placeholder("id")), isPublic))
    .limit(1)
    .prepare("public_car_by_id"),
);

/** A public car by id, or undefined when hidden, deleted or unknown (a prepared statement). */
export async function findPublicCar(db: Db, id: string): Promise<CarRow | undefined> {
  const [row] = await publicCarById(db).execute({ id });
  return row;
}

/**
 * Brands and states present among public cars, sorted. A car with no state contributes
 * 'Other' (listed last), the value the state filter takes for it.
 */
export async function publicFacets(db: Db): Promise<{ brands: string[]; states: string[] }> {
  const brandRows = await db
    .selectDistinct({ brand: cars.brand })
    .from(cars)
    .where(isPublic)
    .orderBy(asc(cars.brand));
  const stateRows = await db
    .selectDistinct({ state: cars.state })
    .from(cars)
    .where(isPublic)
    .orderBy(asc(cars.state));
  const states = stateRows.map((r) => r.state).filter((s) => s !== "");
  if (stateRows.some((r) => r.state === "")) states.push(OTHER_STATE);
  return { brands: brandRows.map((r) => r.brand), states };
}
