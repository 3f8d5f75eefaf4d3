/**
 * Drizzle queries of the owner calendar (issue 15). Each takes a `Db` (a transaction satisfies
 * it). A block is never checked against the car's other holds before it is inserted: the
 * exclusion constraint `car_holds_no_overlap` of the shared calendar `car_holds` decides
 * (drizzle/0008_calendar-holds.sql, decision 017); what it clashed with is read afterwards
 * (`firstOverlap`), only to word the refusal.
 */
import { type BookingStatus, CALENDAR_MSG } from "@gaadi/shared";
import { and, asc, eq, gte } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { refuseViolations } from "../../db/errors.js";
import { holdsDates, sharesADay } from "../../db/holds.js";
import { bookings, type CarBlockRow, carBlocks, users } from "../../db/schema.js";
import { conflict } from "../../lib/errors.js";

export type { CarBlockRow };

/**
 * The car's bookings in every status whose return date is on or after `fromDate`
 * ('YYYY-MM-DD'), earliest pickup first, each with its renter's name.
 */
export function calendarBookings(db: Db, carId: string, fromDate: string) {
  return db
    .select({
      id: bookings.id,
      pickupDate: bookings.pickupDate,
      returnDate: bookings.returnDate,
      status: bookings.status,
      renterName: users.name,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.renterId))
    .where(and(eq(bookings.carId, carId), gte(bookings.returnDate, fromDate)))
    .orderBy(asc(bookings.pickupDate), asc(bookings.createdAt));
}

/** The car's blocks ending on or after `fromDate` ('YYYY-MM-DD'), earliest first. */
export function calendarBlocks(db: Db, carId: string, fromDate: string): Promise<CarBlockRow[]> {
  return db
    .select()
    .from(carBlocks)
    .where(and(eq(carBlocks.carId, carId), gte(carBlocks.endDate, fromDate)))
    .orderBy(asc(carBlocks.startDate));
}

/**
 * Inserts a block. 409 CALENDAR_MSG.datesTaken when a holding booking or another block of the
 * car shares a day with it: car_holds_no_overlap (SQLSTATE 23P01, raised inside the block's
 * trigger) decides; a deadlock on that constraint (ranges meeting at the same moment, as for
 * bookings, db/errors.ts DEADLOCK) means the same. The caller words the refusal precisely.
 */
export async function insertBlock(
  db: Db,
  values: { carId: string; startDate: string; endDate: string; note: string },
): Promise<CarBlockRow> {
  const [row] = await refuseViolations(() => db.insert(carBlocks).values(values).returning(), {
    exclusion: { car_holds_no_overlap: () => conflict(CALENDAR_MSG.datesTaken) },
    deadlock: () => conflict(CALENDAR_MSG.datesTaken),
  });
  return row!;
}

/**
 * What of the car's holds shares a day with [start, end] ('YYYY-MM-DD', inclusive), a
 * holding booking before a block, earliest first; undefined when nothing does (any more).
 */
export async function firstOverlap(
  db: Db,
  carId: string,
  start: string,
  end: string,
): Promise<
  | { kind: "booking"; status: BookingStatus; start: string; end: string }
  | { kind: "block"; start: string; end: string }
  | undefined
> {
  const [booking] = await db
    .select({ status: bookings.status, start: bookings.pickupDate, end: bookings.returnDate })
    .from(bookings)
    .where(
      and(
        eq(bookings.carId, carId),
        holdsDates(bookings.status),
        sharesADay(bookings.pickupDate, bookings.returnDate, start, end),
      ),
    )
    .orderBy(asc(bookings.pickupDate))
    .limit(1);
  if (booking) {
    return { kind: "booking", ...booking };
  }
  const [block] = await db
    .select({ start: carBlocks.startDate, end: carBlocks.endDate })
    .from(carBlocks)
    .where(
      and(
        eq(carBlocks.carId, carId),
        sharesADay(carBlocks.startDate, carBlocks.endDate, start, end),
      ),
    )
    .orderBy(asc(carBlocks.startDate))
    .limit(1);
  return block ? { kind: "block", ...block } : undefined;
}

/** Deletes the block `blockId` of car `carId` (its hold goes by cascade); false when none. */
export async function deleteBlock(db: Db, carId: string, blockId: string): Promise<boolean> {
  const rows = await db
    .delete(carBlocks)
    .where(and(eq(carBlocks.id, blockId), eq(carBlocks.carId, carId)))
    .returning({ id: carBlocks.id });
  return rows.length > 0;
}
