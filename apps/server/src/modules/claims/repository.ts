/**
 * SQL of claims and the deposit (issue 30 items 4 and 5). Every function takes the connection or
 * transaction it runs in; guarded updates check the status in the statement itself, so two
 * answers (or an answer and the silence job) race to one winner.
 */
import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import {
  bookings,
  type ClaimRow,
  cars,
  claimPhotos,
  claims,
  type DepositSettlementRow,
  depositSettlements,
  handoverPhotos,
  handovers,
  users,
} from "../../db/schema.js";

export type { ClaimRow, DepositSettlementRow };
export type ClaimPhotoRow = typeof claimPhotos.$inferSelect;

/** The booking `id`; with `lock`, FOR UPDATE (a claim and the deposit's settlement take it). */
export async function findBooking(db: Db, id: string, lock = false) {
  const query = db.select().from(bookings).where(eq(bookings.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** The car's "Brand Model" parts of booking `carId`. */
export async function carName(db: Db, carId: string) {
  const [car] = await db
    .select({ brand: cars.brand, model: cars.model })
    .from(cars)
    .where(eq(cars.id, carId));
  return car!;
}

/** Inserts a claim; undefined when the booking already has one (claims_booking_key). */
export async function insertClaim(
  tx: Db,
  values: typeof claims.$inferInsert,
): Promise<ClaimRow | undefined> {
  const [row] = await tx
    .insert(claims)
    .values(values)
    .onConflictDoNothing({ target: claims.bookingId })
    .returning();
  return row;
}

/** The claim on booking `bookingId`, if any; with `lock`, FOR UPDATE. */
export async function claimOfBooking(db: Db, bookingId: string, lock = false) {
  const query = db.select().from(claims).where(eq(claims.bookingId, bookingId));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** The claim `id`, if any. */
export async function findClaim(db: Db, id: string) {
  const [row] = await db.select().from(claims).where(eq(claims.id, id));
  return row;
}

/**
 * The renter's answer to open claim `id`, only while it is open and before respond_by: accepted
 * (stamped `now`) or disputed with the note. Undefined when the guard fails.
 */
export async function answerClaim(
  tx: Db,
  id: string,
  answer: { disputed: boolean; note: string; now: Date },
): Promise<ClaimRow | undefined> {
  const [row] = await tx
    .update(claims)
    .set({
      status: answer.disputed ? "disputed" : "accepted",
      renterNote: answer.note,
      ...(answer.disputed ? { disputedAt: answer.now } : { acceptedAt: answer.now }),
      updatedAt: answer.now,
    })
    .where(
      and(eq(claims.id, id), eq(claims.status, "open"), sql`${claims.respondBy} > ${answer.now}`),
    )
    .returning();
  return row;
}

/**
 * Accepts by silence up to `limit` open claims whose respond_by is at or before `now` (accepted
 * at their respond_by), skipping rows another runner holds. Answers the accepted rows.
 */
export async function acceptUnanswered(tx: Db, now: Date, limit: number): Promise<ClaimRow[]> {
  const due = tx
    .select({ id: claims.id })
    .from(claims)
    .where(and(eq(claims.status, "open"), lte(claims.respondBy, now)))
    .orderBy(claims.respondBy)
    .limit(limit)
    .for("update", { skipLocked: true });
  return tx
    .update(claims)
    .set({
      status: "accepted",
      acceptedAt: sql`${claims.respondBy}`,
      acceptedBySilence: true,
      updatedAt: now,
    })
    .where(and(inArray(claims.id, due), eq(claims.status, "open")))
    .returning();
}

/** Decides disputed claim `id` (guarded on 'disputed'); undefined when it is not disputed. */
export async function decideClaim(
  tx: Db,
  id: string,
  d: { amount: number; reason: string; by: string; now: Date },
): Promise<ClaimRow | undefined> {
  const [row] = await tx
    .update(claims)
    .set({
      status: "decided",
      decidedAmount: d.amount,
      decidedReason: d.reason,
      decidedBy: d.by,
      decidedAt: d.now,
      updatedAt: d.now,
    })
    .where(and(eq(claims.id, id), eq(claims.status, "disputed")))
    .returning();
  return row;
}

/** Adds a photo to claim `claimId`. */
export async function insertPhoto(tx: Db, values: typeof claimPhotos.$inferInsert) {
  const [row] = await tx.insert(claimPhotos).values(values).returning();
  return row!;
}

/** The photos of claim `claimId`, oldest first. */
export function photosOf(db: Db, claimId: string) {
  return db
    .select()
    .from(claimPhotos)
    .where(eq(claimPhotos.claimId, claimId))
    .orderBy(asc(claimPhotos.createdAt), asc(claimPhotos.id));
}

/** How many photos `addedBy` has put on claim `claimId`. */
export async function countPhotos(db: Db, claimId: string, addedBy: "owner" | "renter") {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(claimPhotos)
    .where(and(eq(claimPhotos.claimId, claimId), eq(claimPhotos.addedBy, addedBy)));
  return row?.n ?? 0;
}

/** A claim photo with the two parties of its booking. */
export async function findPhoto(db: Db, id: string) {
  const [row] = await db
    .select({ file: claimPhotos.file, ownerId: bookings.ownerId, renterId: bookings.renterId })
    .from(claimPhotos)
    .innerJoin(bookings, eq(bookings.id, claimPhotos.bookingId))
    .where(eq(claimPhotos.id, id));
  return row;
}

/** A handover photo with the two parties of its booking (read for operators). */
export async function findHandoverPhoto(db: Db, id: string) {
  const [row] = await db
    .select({ file: handoverPhotos.file })
    .from(handoverPhotos)
    .where(eq(handoverPhotos.id, id));
  return row;
}

/** The trip charges stored on booking `bookingId`'s check-out (0 when there is none yet). */
export async function tripChargesOf(db: Db, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ charges: handovers.tripCharges })
    .from(handovers)
    .where(and(eq(handovers.bookingId, bookingId), eq(handovers.kind, "check_out")));
  return row?.charges ?? 0;
}

/** Stores a deposit's settlement once (the primary key); undefined when already settled. */
export async function insertSettlement(
  tx: Db,
  values: typeof depositSettlements.$inferInsert,
): Promise<DepositSettlementRow | undefined> {
  const [row] = await tx
    .insert(depositSettlements)
    .values(values)
    .onConflictDoNothing({ target: depositSettlements.bookingId })
    .returning();
  return row;
}

/** Booking `bookingId`'s settlement, if settled. */
export async function settlementOf(db: Db, bookingId: string) {
  const [row] = await db
    .select()
    .from(depositSettlements)
    .where(eq(depositSettlements.bookingId, bookingId));
  return row;
}

/**
 * Completed bookings whose claim window ended at or before `by` and whose deposit is not settled,
 * without a claim; locked FOR UPDATE SKIP LOCKED (a claim being made takes the same lock), oldest
 * return first, at most `limit`.
 */
export function windowEnded(tx: Db, by: Date, limit: number) {
  return tx
    .select()
    .from(bookings)
    .where(
      and(
        // bookings_deposit_due_idx: only the trips not yet settled are read.
        eq(bookings.status, "completed"),
        isNull(bookings.depositSettledAt),
        lte(bookings.completedAt, by),
        sql`not exists (select 1 from ${claims} where ${claims.bookingId} = ${bookings.id})`,
      ),
    )
    .orderBy(bookings.completedAt)
    .limit(limit)
    .for("update", { skipLocked: true });
}

const owners = alias(users, "owners");
const renters = alias(users, "renters");

/** Claims with their booking's reference, car and parties; `where` picks them. */
function claimsWithParties(db: Db) {
  return db
    .select({
      claim: claims,
      bookingRef: bookings.bookingRef,
      deposit: bookings.deposit,
      brand: cars.brand,
      model: cars.model,
      ownerName: owners.name,
      renterName: renters.name,
    })
    .from(claims)
    .innerJoin(bookings, eq(bookings.id, claims.bookingId))
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .innerJoin(owners, eq(owners.id, claims.ownerId))
    .innerJoin(renters, eq(renters.id, claims.renterId));
}

/** The disputed claims, oldest dispute first (the operator's queue). */
export function disputedClaims(db: Db, limit: number) {
  return claimsWithParties(db)
    .where(eq(claims.status, "disputed"))
    .orderBy(asc(claims.disputedAt))
    .limit(limit);
}

/** One claim with its booking's reference, car and parties. */
export async function claimWithParties(db: Db, id: string) {
  const [row] = await claimsWithParties(db).where(eq(claims.id, id));
  return row;
}

/** Booking `bookingId`'s check-in and check-out with their photos, check-in first. */
export async function handoversOf(db: Db, bookingId: string) {
  const rows = await db
    .select()
    .from(handovers)
    .where(eq(handovers.bookingId, bookingId))
    .orderBy(asc(handovers.recordedAt));
  const photos = rows.length
    ? await db
        .select()
        .from(handoverPhotos)
        .where(eq(handoverPhotos.bookingId, bookingId))
        .orderBy(asc(handoverPhotos.createdAt))
    : [];
  return rows.map((h) => ({ handover: h, photos: photos.filter((p) => p.handoverId === h.id) }));
}
