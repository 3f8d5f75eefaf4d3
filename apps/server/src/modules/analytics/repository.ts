/**
 * SQL of the owner dashboard (owner document sections 2 and 3, server-rules.md section 8).
 * Every figure is an aggregate computed by PostgreSQL (GROUP BY, window functions,
 * generate_series); no booking row is ever loaded into the process.
 *
 * Counted bookings: status booked, on_rent or completed (COUNTED_STATUSES), of a car whose
 * owner (cars.owner_id) is the caller, of the car type unless 'all'. Cars soft-deleted since
 * still count for money: their trips were real earnings. Money is the owner's earnings from
 * the stored quote (issue 27, decision 021): bookings.owner_earnings (rent less commission and
 * its GST), whole rupees, plus what the owner keeps of late cancellations
 * (refund_owner_earnings of cancelled bookings, when above 0): those count in revenue, never
 * in bookings or occupancy. A trip counts for money in the month of its pickup date. The
 * money statements read `earned` (a UNION ALL of the two), each branch probing per car its
 * partial index: bookings_counted_car_pickup_idx (car_id, pickup_date INCLUDE return_date,
 * owner_earnings) and bookings_kept_car_pickup_idx (car_id, pickup_date INCLUDE
 * refund_owner_earnings), index-only scans (decision 010; drizzle/0005, 0010).
 *
 * Dates are 'YYYY-MM-DD' calendar dates, both ends inclusive. Sums are returned as float8,
 * exact for whole rupees below 2^53.
 */
import type { BookingStatus } from "@gaadi/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";

/** The statuses whose bookings earn money and fill days. */
export const COUNTED_STATUSES = [
  "booked",
  "on_rent",
  "completed",
] as const satisfies BookingStatus[];

/** A closed range of calendar dates, 'YYYY-MM-DD', both inclusive. */
export interface DateRange {
  start: string;
  end: string;
}

/** Whose bookings, of which car type ('all' or a category). */
export interface Scope {
  ownerId: string;
  carType: string;
}

/**
 * `('booked', 'on_rent', 'completed')` inlined, not bound: the partial index's predicate must
 * be provable from the query's text, whatever plan the statement gets. Our constants, never input.
 */
const counted = sql.raw(`(${COUNTED_STATUSES.map((s) => `'${s}'`).join(", ")})`);

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** `and c.category = …` unless the scope takes every car type. */
const typeIs = (scope: Scope): SQL =>
  scope.carType === "all" ? sql`` : sql`and c.category = ${scope.carType}`;

/**
 * `b` (what the owner earned: each counted booking's owner_earnings as `amount` with
 * `trips` 1, and each late cancellation's kept earnings with `trips` 0) joined to `c` (cars),
 * filtered to the scope.
 */
function earnedFrom(scope: Scope): SQL {
  return sql`from (
      select car_id, pickup_date, owner_earnings as amount, 1 as trips
      from bookings where status in ${counted}
      union all
      select car_id, pickup_date, refund_owner_earnings, 0
      from bookings where status = 'cancelled' and refund_owner_earnings > 0
    ) b join cars c on c.id = b.car_id
    where c.owner_id = ${scope.ownerId} ${typeIs(scope)}`;
}

/**
 * 'YYYY-MM' -> the owner's earnings of trips picked up in that month and inside `range`, for
 * every month the range touches (generate_series), in order; 0 when none.
 */
export const monthlyEarningsSql = (scope: Scope, range: DateRange): SQL => sql`
    select to_char(m.month, 'YYYY-MM') as month, coalesce(e.amount, 0)::float8 as amount
    from generate_series(date_trunc('month', ${range.start}::date),
                         ${range.end}::date, interval '1 month') as m(month)
    left join (
      select date_trunc('month', b.pickup_date) as month, sum(b.amount) as amount
      ${earnedFrom(scope)}
        and b.pickup_date between ${range.start}::date and ${range.end}::date
      group by 1
    ) e on e.month = m.month
    order by m.month`;

/** Runs monthlyEarningsSql. */
export async function monthlyEarnings(db: Db, scope: Scope, range: DateRange) {
  return rowsOf<{ month: string; amount: number }>(
    await db.execute(monthlyEarningsSql(scope, range)),
  );
}

/** The owner's earnings of trips picked up inside `range` (the year's earnings). */
export const earningsSql = (scope: Scope, range: DateRange): SQL => sql`
    select coalesce(sum(b.amount), 0)::float8 as amount
    ${earnedFrom(scope)}
      and b.pickup_date between ${range.start}::date and ${range.end}::date`;

/** Runs earningsSql. */
export async function earnings(db: Db, scope: Scope, range: DateRange): Promise<number> {
  return rowsOf<{ amount: number }>(await db.execute(earningsSql(scope, range)))[0]!.amount;
}

/** One car with counted bookings picked up in the range, and the range's totals. */
export interface CarEarningsRow {
  id: string;
  image: string;
  brand: string;
  model: string;
  year: number;
  category: string;
  /** Shown to renters and not deleted. */
  listed: boolean;
  revenue: number;
  bookings: number;
  /** Place among the cars by bookings desc, revenue desc, brand, model, id (1 = most rented). */
  rentedRank: number;
  /** Sums over every car of the range (the same on each row). */
  totalRevenue: number;
  totalBookings: number;
}

/**
 * Per car that earned inside `range` (a counted booking or a late cancellation's kept
 * earnings picked up in it): its rupees and counted bookings,
 * ordered by revenue desc then brand, model, id; with its rank by rentals (ties: revenue desc,
 * brand, model, id) and the range's totals as window sums, so every figure comes from the same
 * rows.
 */
export const carEarningsSql = (scope: Scope, range: DateRange): SQL => sql`
    select c.id, c.image, c.brand, c.model, c.year, c.category,
      (c.is_available and c.deleted_at is null) as listed,
      sum(b.amount)::float8 as revenue, sum(b.trips)::int as bookings,
      (row_number() over (order by sum(b.trips) desc, sum(b.amount) desc, c.brand, c.model, c.id))::int
        as "rentedRank",
      (sum(sum(b.amount)) over ())::float8 as "totalRevenue",
      (sum(sum(b.trips)) over ())::int as "totalBookings"
    ${earnedFrom(scope)}
      and b.pickup_date between ${range.start}::date and ${range.end}::date
    group by c.id
    order by revenue desc, c.brand, c.model, c.id`;

/** Runs carEarningsSql. */
export async function carEarnings(db: Db, scope: Scope, range: DateRange) {
  return rowsOf<CarEarningsRow>(await db.execute(carEarningsSql(scope, range)));
}

/** One listed-or-hidden (not deleted) car of the scope and its booked days in the range. */
export interface OccupancyRow {
  id: string;
  image: string;
  brand: string;
  model: string;
  bookedDays: number;
}

/**
 * Every not-deleted car of the owner and type, even with no booking, with the days of its
 * counted bookings' [pickup, return] that fall inside `range` (a trip partly inside counts
 * only its days inside; one picked up before the range and returning inside counts), most
 * booked first, then brand, model, id.
 */
export const occupancySql = (scope: Scope, range: DateRange): SQL => sql`
    select c.id, c.image, c.brand, c.model, coalesce(o.days, 0)::int as "bookedDays"
    from cars c
    left join lateral (
      select sum(least(b.return_date, ${range.end}::date)
                 - greatest(b.pickup_date, ${range.start}::date) + 1) as days
      from bookings b
      where b.car_id = c.id and b.status in ${counted}
        and b.pickup_date <= ${range.end}::date and b.return_date >= ${range.start}::date
    ) o on true
    where c.owner_id = ${scope.ownerId} and c.deleted_at is null ${typeIs(scope)}
    order by "bookedDays" desc, c.brand, c.model, c.id`;

/** Runs occupancySql. */
export async function occupancy(db: Db, scope: Scope, range: DateRange) {
  return rowsOf<OccupancyRow>(await db.execute(occupancySql(scope, range)));
}

/** The counts behind GET /api/owner/tasks. */
export interface TaskCounts {
  requests: number;
  pickupsDue: number;
  returnsDue: number;
  unansweredReviews: number;
}

/**
 * The owner's pending bookings; booked ones picked up on or before `today`; on_rent ones due
 * back on or before `today`; and reviews of their cars without a reply. Bookings by
 * bookings.owner_id and reviews by reviews.owner_id, the keys GET /api/bookings/owner and
 * GET /api/reviews/owner list by (that listing's inner joins to bookings, users and cars
 * always match: the columns are NOT NULL foreign keys), so each count is the length of the
 * list the dashboard links to.
 */
export async function taskCounts(db: Db, ownerId: string, today: string): Promise<TaskCounts> {
  const result = await db.execute(sql`
    select
      count(*) filter (where b.status = 'pending' and b.payment_status <> 'awaiting')::int as requests,
      count(*) filter (where b.status = 'booked' and b.pickup_date <= ${today}::date)::int
        as "pickupsDue",
      count(*) filter (where b.status = 'on_rent' and b.return_date <= ${today}::date)::int
        as "returnsDue",
      (select count(*) from reviews r where r.owner_id = ${ownerId} and r.reply_text is null)::int
        as "unansweredReviews"
    from bookings b
    where b.owner_id = ${ownerId} and b.status in ('pending', 'booked', 'on_rent')`);
  return rowsOf<TaskCounts>(result)[0]!;
}
