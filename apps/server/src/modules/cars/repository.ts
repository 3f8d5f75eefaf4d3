/**
 * Drizzle queries of the cars module. Each takes a `Db` (a transaction satisfies it).
 * Deleted cars (deleted_at set) are invisible here except to history readers elsewhere.
 */
import { HOLDING_STATUSES, TRIP_RULE_MSG } from "@gaadi/shared";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { type Refusals, refuseViolations } from "../../db/errors.js";
import { bookings, type CarRow, cars } from "../../db/schema.js";
import { badRequest } from "../../lib/errors.js";

export type { CarRow };
/** The columns of a new cars row (defaults and generated ones optional). */
export type CarInsert = typeof cars.$inferInsert;

/** The car unless deleted; with `lock`, held FOR UPDATE to the end of the transaction. */
export async function findLiveCar(
  db: Db,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<CarRow | undefined> {
  const query = db
    .select()
    .from(cars)
    .where(and(eq(cars.id, id), isNull(cars.deletedAt)))
    .limit(1);
  const [row] = opts.lock ? await query.for("update") : await query;
  return row;
}

/** An owner's cars that are not deleted, shown and hidden alike, newest first. */
export function listOwnerCars(db: Db, ownerId: string): Promise<CarRow[]> {
  return db
    .select()
    .from(cars)
    .where(and(eq(cars.ownerId, ownerId), isNull(cars.deletedAt)))
    .orderBy(desc(cars.createdAt), desc(cars.id));
}

/**
 * The trip rules' check constraints as the refusals carData's schema gives (issue 15). The
 * schema already refuses each value out of range and a minimum above a maximum sent together;
 * only cars_trip_range_check can still fire, when an edit sends one of the two and the stored
 * other one contradicts it: 400 TRIP_RULE_MSG.tripRange.
 */
const tripRuleRefusals: Refusals = {
  check: {
    cars_trip_range_check: () => badRequest(TRIP_RULE_MSG.tripRange),
    cars_advance_notice_check: () => badRequest(TRIP_RULE_MSG.advanceNotice),
    cars_min_trip_check: () => badRequest(TRIP_RULE_MSG.minTrip),
    cars_max_trip_check: () => badRequest(TRIP_RULE_MSG.maxTrip),
  },
};

/** Inserts a car. 400 when its trip rules break a check (tripRuleRefusals). */
export async function insertCar(db: Db, values: CarInsert): Promise<CarRow> {
  const [row] = await refuseViolations(
    () => db.insert(cars).values(values).returning(),
    tripRuleRefusals,
  );
  return row!;
}

/** Updates a car. 400 when its trip rules would break a check (tripRuleRefusals). */
export async function updateCar(db: Db, id: string, values: Partial<CarInsert>): Promise<CarRow> {
  const [row] = await refuseViolations(
    () =>
      db
        .update(cars)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(cars.id, id))
        .returning(),
    tripRuleRefusals,
  );
  return row!;
}

/** True when the car has a booking that holds its dates (pending, booked or on_rent). */
export async function hasHoldingBookings(db: Db, carId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.carId, carId), inArray(bookings.status, [...HOLDING_STATUSES])))
    .limit(1);
  return row !== undefined;
}

/**
 * The distinct renters holding a pending or booked booking of the car: those told when the
 * owner hides it (server-rules.md section 6). An on_rent trip is under way and is not told.
 */
export async function waitingRenterIds(db: Db, carId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ renterId: bookings.renterId })
    .from(bookings)
    .where(and(eq(bookings.carId, carId), inArray(bookings.status, ["pending", "booked"])))
    .orderBy(bookings.renterId);
  return rows.map((r) => r.renterId);
}

/** True when any booking, in any status, names the car (its history still shows the image). */
export async function hasAnyBooking(db: Db, carId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.carId, carId))
    .limit(1);
  return row !== undefined;
}
