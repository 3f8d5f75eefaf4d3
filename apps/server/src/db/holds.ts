/**
 * The booking policy's SQL side (packages/shared bookings/policy.ts, issue 25 Build item 1):
 * which statuses hold a car's dates and when two closed day ranges share a day, written once
 * for every repository that asks (catalogue availability, the owner calendar's clash lookup).
 * The database's own copies (bookings_no_overlap, bookings_held_car_pickup_idx, the car_holds
 * trigger) are compared with HOLDING_STATUSES by holding-statuses.test.ts.
 */
import { HOLDING_STATUSES } from "@gaadi/shared";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * HOLDING_STATUSES as SQL literals, not parameters: the planner must see them to prove the
 * partial index predicate of bookings_held_car_pickup_idx (constants, so no injection).
 */
const holdingList = sql.raw(HOLDING_STATUSES.map((s) => `'${s}'`).join(", "));

/** `status` is one that holds the car's dates (pending, booked, on_rent). */
export function holdsDates(status: SQLWrapper): SQL {
  return sql`${status} in (${holdingList})`;
}

/**
 * The closed day range [start, end] (date columns) shares at least one day with [from, to]
 * ('YYYY-MM-DD', both inclusive): policy.ts rangesOverlap, the test of the '[]' daterange
 * constraints. Two comparisons, so a btree on (car_id, start) serves the first as an index
 * condition.
 */
export function sharesADay(start: SQLWrapper, end: SQLWrapper, from: string, to: string): SQL {
  return sql`${start} <= ${to} and ${end} >= ${from}`;
}
