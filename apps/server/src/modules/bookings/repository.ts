/**
 * Drizzle queries of the bookings module. Each takes a `Db`, which a transaction satisfies.
 * Car data is read straight from the `cars` table (the cars module owns writing it).
 * Overlap is never checked here before an insert: the exclusion constraints decide,
 * `bookings_no_overlap` between bookings (drizzle/0001_booking-overlap.sql, decision 004) and
 * `car_holds_no_overlap` between a booking and the owner's blocked dates (the shared calendar
 * car_holds, drizzle/0008_calendar-holds.sql, decision 017).
 */
import { BOOKING_MSG, type BookingStatus, OWNER_HIDDEN_PAYMENT_STATUSES } from "@gaadi/shared";
import {
  and,
  desc,
  eq,
  inArray,
  isNull,
  lte,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { refuseViolations } from "../../db/errors.js";
import { preparedPerDb } from "../../db/prepared.js";
import {
  type BookingRow,
  bookings,
  type CarRow,
  cars,
  drivingLicences,
  handovers,
  payments,
  refunds,
  users,
} from "../../db/schema.js";
import { conflict } from "../../lib/errors.js";

export type { BookingRow, CarRow };
/** The columns of a new bookings row (defaults and generated ones optional). */
export type BookingInsert = typeof bookings.$inferInsert;

const bookingCarColumns = {
  id: cars.id,
  brand: cars.brand,
  model: cars.model,
  image: cars.image,
  imageCard: cars.imageCard,
  year: cars.year,
  category: cars.category,
  location: cars.location,
  fuelType: cars.fuelType,
};

/**
 * The car, unless deleted, with a FOR SHARE lock held to the end of the transaction, so a
 * concurrent hide or delete (which updates the row) waits for the booking to commit.
 */
export async function findCarForBooking(tx: Db, carId: string): Promise<CarRow | undefined> {
  const [car] = await tx
    .select()
    .from(cars)
    .where(and(eq(cars.id, carId), isNull(cars.deletedAt)))
    .for("share");
  return car;
}

/** The car, unless deleted, without a lock (the quote only reads it). */
export async function findCarForQuote(db: Db, carId: string): Promise<CarRow | undefined> {
  const [car] = await db
    .select()
    .from(cars)
    .where(and(eq(cars.id, carId), isNull(cars.deletedAt)));
  return car;
}

/**
 * Locks the live account `renterId` FOR SHARE to the end of the transaction; false when it is
 * erased. A booking takes it first, so it cannot slip past an account deletion in progress,
 * which holds the row FOR UPDATE (users/repository.ts, decision 011).
 */
export async function lockLiveRenter(tx: Db, renterId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, renterId), isNull(users.deletedAt)))
    .for("share");
  return row !== undefined;
}

/** Draws of a booking reference before giving up (each collides with odds under 1e-3). */
const REF_DRAWS = 5;

/**
 * Inserts a booking. 409 BOOKING_MSG.notAvailable when a holding booking of the car already
 * shares a day with it (bookings_no_overlap) or the owner blocked one of its days
 * (car_holds_no_overlap, raised by the booking's hold trigger): SQLSTATE 23P01 decides.
 * The reference is the column's default (gaadi_booking_ref(), drizzle/0010); a draw that is
 * taken inserts nothing (ON CONFLICT on bookings_booking_ref_key only, so the transaction is
 * not aborted) and the insert is tried again with a new draw.
 */
export async function insertBooking(tx: Db, values: BookingInsert): Promise<BookingRow> {
  for (let draw = 1; draw <= REF_DRAWS; draw++) {
    const [row] = await refuseViolations(
      () =>
        tx
          .insert(bookings)
          .values(values)
          .onConflictDoNothing({ target: bookings.bookingRef })
          .returning(),
      {
        exclusion: {
          bookings_no_overlap: () => conflict(BOOKING_MSG.notAvailable),
          car_holds_no_overlap: () => conflict(BOOKING_MSG.notAvailable),
        },
        // Meeting ranges inserted at once can deadlock on that constraint (db/errors.ts DEADLOCK).
        deadlock: () => conflict(BOOKING_MSG.notAvailable),
      },
    );
    if (row) return row;
  }
  throw new Error(`no free booking reference in ${REF_DRAWS} draws`);
}

/**
 * The public car's holds in one statement: the car left-joined to its rows of car_holds (SQL
 * only, not in the Drizzle schema; drizzle/0008), whose GiST index of car_holds_no_overlap
 * serves `car_id = ? and during && [fromDate, )`. A hold's daterange is canonical '[)', so its
 * last day is upper - 1; both are cast to text to come back as 'YYYY-MM-DD' on either driver.
 */
const publicCarHeldRangesQuery = preparedPerDb((db) =>
  db
    .select({
      pickupDate: sql<string | null>`lower(h.during)::text`,
      returnDate: sql<string | null>`(upper(h.during) - 1)::text`,
    })
    .from(cars)
    .leftJoin(
      sql`car_holds h`,
      sql`h.car_id = ${cars.id} and h.during && daterange(${sql.placeholder("fromDate")}::date, null)`,
    )
    .where(
      and(
        eq(cars.id, sql.placeholder("carId")),
        eq(cars.isAvailable, true),
        isNull(cars.deletedAt),
      ),
    )
    .orderBy(sql`lower(h.during)`)
    .prepare("public_car_held_ranges"),
);

/**
 * The days a public car (shown by its owner, not deleted) is held that end on or after
 * `fromDate` ('YYYY-MM-DD'): its holding bookings (pending, booked, on_rent) and its owner's
 * blocks, merged in one list, earliest first, each as pickupDate..returnDate (both
 * inclusive); undefined when the public may not see the car. One round trip: the car
 * left-joined to its holds (a car without any gives one row of nulls), through a prepared
 * statement.
 */
export async function publicCarHeldRanges(
  db: Db,
  carId: string,
  fromDate: string,
): Promise<{ pickupDate: string; returnDate: string }[] | undefined> {
  const rows = await publicCarHeldRangesQuery(db).execute({ carId, fromDate });
  if (rows.length === 0) return undefined;
  return rows.flatMap((r) =>
    r.pickupDate !== null && r.returnDate !== null
      ? [{ pickupDate: r.pickupDate, returnDate: r.returnDate }]
      : [],
  );
}

/** Bookings matching `where` with their car (deleted cars included) and renter, newest first. */
function bookingsWithCars(db: Db, where: SQL) {
  return db
    .select({
      booking: bookings,
      car: bookingCarColumns,
      renter: { id: users.id, name: users.name },
      // The renter's licence as the owner may know it (issue 29): null without one.
      renterLicence: { status: drivingLicences.status, validUntil: drivingLicences.validUntil },
      // Issue 30: which handovers are recorded (handovers_booking_kind_key answers each).
      handover: {
        checkIn: sql<boolean>`exists (select 1 from ${handovers} where ${handovers.bookingId} = ${bookings.id} and ${handovers.kind} = 'check_in')`,
        checkOut: sql<boolean>`exists (select 1 from ${handovers} where ${handovers.bookingId} = ${bookings.id} and ${handovers.kind} = 'check_out')`,
      },
    })
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .innerJoin(users, eq(users.id, bookings.renterId))
    .leftJoin(drivingLicences, eq(drivingLicences.userId, bookings.renterId))
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
}

/** A renter's bookings, newest first. */
export const renterBookings = (db: Db, renterId: string) =>
  bookingsWithCars(db, eq(bookings.renterId, renterId));

/**
 * The bookings of an owner's cars, newest first; not those awaiting payment or cancelled
 * unpaid (issue 28: the owner hears of a booking only once it is paid).
 */
export const ownerBookings = (db: Db, ownerId: string) =>
  bookingsWithCars(
    db,
    and(
      eq(bookings.ownerId, ownerId),
      notInArray(bookings.paymentStatus, [...OWNER_HIDDEN_PAYMENT_STATUSES]),
    )!,
  );

/** The brand and model of a car, deleted or not (what a notification names). */
export async function findCarName(db: Db, carId: string) {
  const [car] = await db
    .select({ brand: cars.brand, model: cars.model })
    .from(cars)
    .where(eq(cars.id, carId));
  return car!;
}

/** The booking `id`; with `lock`, FOR UPDATE to the end of the transaction. */
export async function findBooking(
  db: Db,
  id: string,
  lock = false,
): Promise<BookingRow | undefined> {
  const query = db.select().from(bookings).where(eq(bookings.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** One booking with its car and renter, or undefined (issue 28: the paid booking answered). */
export async function findBookingCar(db: Db, id: string) {
  const [row] = await bookingsWithCars(db, eq(bookings.id, id));
  return row;
}

/** Whether booking `bookingId` has its handover of `kind` recorded (issue 30). */
export async function hasHandover(
  db: Db,
  bookingId: string,
  kind: "check_in" | "check_out",
): Promise<boolean> {
  const [row] = await db
    .select({ id: handovers.id })
    .from(handovers)
    .where(and(eq(handovers.bookingId, bookingId), eq(handovers.kind, kind)));
  return row !== undefined;
}

/** One booking with its car and renter (as the owner's list shows it); it must exist. */
export async function ownerBookingById(db: Db, id: string) {
  const [row] = await bookingsWithCars(db, eq(bookings.id, id));
  return row!;
}

const owner = alias(users, "owner");

/**
 * One booking with what its receipt names (issue 27 item 5): its car (deleted or not), its
 * renter's name and e-mail and its owner's name, in one statement; undefined when unknown.
 */
export async function findBookingForReceipt(db: Db, id: string) {
  const [row] = await db
    .select({
      booking: bookings,
      car: { brand: cars.brand, model: cars.model, year: cars.year, location: cars.location },
      renter: { name: users.name, email: users.email },
      owner: { name: owner.name },
    })
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .innerJoin(users, eq(users.id, bookings.renterId))
    .innerJoin(owner, eq(owner.id, bookings.ownerId))
    .where(eq(bookings.id, id));
  return row;
}

/**
 * The refunds through Razorpay of the bookings `ids` (issue 28 items 4 and 7), oldest first in
 * each booking: one query for a whole list, whatever its length (none for an empty list).
 * Amounts in paise.
 */
export async function refundsOfBookings(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      bookingId: refunds.bookingId,
      kind: refunds.kind,
      amountPaise: refunds.amountPaise,
      status: refunds.status,
      razorpayRefundId: refunds.razorpayRefundId,
      createdAt: refunds.createdAt,
      processedAt: refunds.processedAt,
    })
    .from(refunds)
    .where(inArray(refunds.bookingId, ids))
    .orderBy(refunds.createdAt, refunds.id);
}
export type BookingRefundRow = Awaited<ReturnType<typeof refundsOfBookings>>[number];

/**
 * The captured online payment of booking `id` (issue 28 item 7): Razorpay's payment id, its
 * method and when it was captured; undefined for a booking not paid online.
 */
export async function capturedPayment(db: Db, id: string) {
  const [row] = await db
    .select({
      paymentId: payments.paymentId,
      method: payments.method,
      capturedAt: payments.capturedAt,
    })
    .from(payments)
    .where(and(eq(payments.bookingId, id), eq(payments.status, "captured")));
  return row?.paymentId && row.capturedAt
    ? { paymentId: row.paymentId, method: row.method, capturedAt: row.capturedAt }
    : undefined;
}

/** Stores a cancelled booking's refund columns (issue 27); returns the row. */
export async function setRefund(
  tx: Db,
  id: string,
  refund: Partial<BookingInsert>,
): Promise<BookingRow> {
  const [row] = await tx.update(bookings).set(refund).where(eq(bookings.id, id)).returning();
  return row!;
}

/**
 * Applies `set` only if the booking still is in one of `from` and belongs to `party`, in one
 * statement, so two concurrent transitions cannot both apply. Returns the updated row, or
 * undefined when nothing matched (the caller explains why).
 */
export async function updateStatusIf(
  tx: Db,
  id: string,
  party: { renterId: string } | { ownerId: string },
  from: readonly BookingStatus[],
  set: Partial<BookingInsert>,
): Promise<BookingRow | undefined> {
  const partyIs =
    "renterId" in party
      ? eq(bookings.renterId, party.renterId)
      : eq(bookings.ownerId, party.ownerId);
  const [row] = await tx
    .update(bookings)
    .set(set)
    .where(and(eq(bookings.id, id), partyIs, inArray(bookings.status, [...from])))
    .returning();
  return row;
}

/**
 * Cancels, as the system, up to `limit` pending requests that have expired at `now`
 * (issue 27 item 4; the shared isRequestExpired in its SQL form: made 24 hours or more before
 * `now`, or a pickup date before `today`, India's today at `now`), oldest first, in one
 * statement. Rows another transaction holds (an owner answering right now) are skipped, not
 * waited on: that answer decides, and a request still pending is taken by the next sweep.
 * Served by bookings_pending_created_idx. Returns the cancelled rows.
 */
export async function expireDueRequests(
  tx: Db,
  at: { now: Date; today: string; answerMs: number },
  limit: number,
  reason: string,
): Promise<BookingRow[]> {
  const latestCreated = new Date(at.now.getTime() - at.answerMs);
  // A booking awaiting its payment is not yet a request (issue 28): its window decides.
  const pending = and(eq(bookings.status, "pending"), ne(bookings.paymentStatus, "awaiting"));
  const due = tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        pending,
        or(lte(bookings.createdAt, latestCreated), sql`${bookings.pickupDate} < ${at.today}`),
      ),
    )
    .orderBy(bookings.createdAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return tx
    .update(bookings)
    .set({
      status: "cancelled",
      cancelledBy: "system",
      cancellationReason: reason,
      cancelledAt: at.now,
      updatedAt: at.now,
    })
    .where(and(inArray(bookings.id, due), pending))
    .returning();
}

/**
 * Issue 29: the pending bookings `userId` made or that are of its cars, locked FOR UPDATE in
 * id order (so two suspensions cannot deadlock), for the suspension to end them.
 */
export function lockPendingOf(tx: Db, userId: string): Promise<BookingRow[]> {
  return tx
    .select()
    .from(bookings)
    .where(
      and(
        or(eq(bookings.renterId, userId), eq(bookings.ownerId, userId)),
        eq(bookings.status, "pending"),
      ),
    )
    .orderBy(bookings.id)
    .for("update");
}
