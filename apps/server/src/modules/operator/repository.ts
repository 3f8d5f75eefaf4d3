/**
 * Drizzle queries of the operator module (issue 29). Each takes a `Db` (a transaction
 * satisfies it). The audit log (operator_actions) is only ever inserted into: a trigger of
 * drizzle/0017 refuses UPDATE and DELETE.
 */
import type { OperatorAction } from "@gaadi/shared";
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import {
  bookings,
  cars,
  drivingLicences,
  notifications,
  operatorActions,
  payments,
  refunds,
  transfers,
  users,
} from "../../db/schema.js";

/** Sets or clears the operator flag of the live account `email`; its id, or undefined. */
export async function setOperatorFlag(
  db: Db,
  email: string,
  isOperator: boolean,
): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db
    .update(users)
    .set({ isOperator, updatedAt: new Date() })
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .returning({ id: users.id, name: users.name });
  return row;
}

/** Licences waiting for review with their holders, oldest submitted first. */
export function pendingLicences(db: Db) {
  return db
    .select({ licence: drivingLicences, name: users.name, email: users.email })
    .from(drivingLicences)
    .innerJoin(users, eq(users.id, drivingLicences.userId))
    .where(and(eq(drivingLicences.status, "pending"), isNull(users.deletedAt)))
    .orderBy(asc(drivingLicences.submittedAt), asc(drivingLicences.userId));
}

/** The licence of `userId`, locked FOR UPDATE when `lock`. */
export async function findLicence(db: Db, userId: string, lock = false) {
  const q = db.select().from(drivingLicences).where(eq(drivingLicences.userId, userId));
  const [row] = await (lock ? q.for("update") : q);
  return row;
}

/** Records the review of a licence (locked by the caller). */
export async function setLicenceReview(
  tx: Db,
  userId: string,
  review: { status: "verified" | "rejected"; reason: string; by: string; at: Date },
): Promise<void> {
  await tx
    .update(drivingLicences)
    .set({
      status: review.status,
      rejectionReason: review.status === "rejected" ? review.reason : "",
      reviewedBy: review.by,
      reviewedAt: review.at,
      updatedAt: review.at,
    })
    .where(eq(drivingLicences.userId, userId));
}

/** Appends one row to the audit log. */
export async function insertAction(
  tx: Db,
  row: {
    operatorId: string;
    action: OperatorAction;
    subjectType: "user" | "car" | "licence" | "claim";
    subjectId: string;
    reason?: string;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(operatorActions).values(row);
}

/** Live accounts whose name or e-mail contains `q`, or that are a party of booking `ref`. */
export function searchUsers(db: Db, q: string, ref: string | undefined, limit: number) {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const byRef = ref
    ? sql`${users.id} in (select renter_id from bookings where booking_ref = ${ref}
        union select owner_id from bookings where booking_ref = ${ref})`
    : sql`false`;
  return db
    .select()
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        or(ilike(users.name, pattern), ilike(users.email, pattern), byRef),
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit);
}

/** The cars (not deleted) of the owners `ids`. */
export function carsOf(db: Db, ownerIds: string[]) {
  if (ownerIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(cars)
    .where(and(inArray(cars.ownerId, ownerIds), isNull(cars.deletedAt)))
    .orderBy(asc(cars.createdAt));
}

/** Suspends the account and ends its sessions (the session version is bumped). */
export async function suspendUser(tx: Db, id: string, reason: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({
      suspendedAt: now,
      suspendedReason: reason,
      sessionVersion: sql`${users.sessionVersion} + 1`,
      updatedAt: now,
    })
    .where(eq(users.id, id));
}

/** Lifts the suspension of the account. */
export async function reinstateUser(tx: Db, id: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ suspendedAt: null, suspendedReason: "", updatedAt: now })
    .where(eq(users.id, id));
}

/**
 * Hides every shown-or-hidden (not deleted, not already operator-hidden) car of `ownerId` for
 * its suspension, remembering whether each was available. Returns the cars' ids.
 */
export async function hideCarsForSuspension(
  tx: Db,
  ownerId: string,
  reason: string,
  now: Date,
): Promise<string[]> {
  const rows = await tx
    .update(cars)
    .set({
      hiddenAt: now,
      hiddenBy: "suspension",
      hiddenReason: reason,
      availableBeforeHidden: sql`${cars.isAvailable}`,
      isAvailable: false,
      updatedAt: now,
    })
    .where(and(eq(cars.ownerId, ownerId), isNull(cars.deletedAt), isNull(cars.hiddenAt)))
    .returning({ id: cars.id });
  return rows.map((r) => r.id);
}

/** Puts back the cars of `ownerId` hidden by its suspension; returns their ids. */
export async function restoreSuspensionCars(tx: Db, ownerId: string, now: Date) {
  const rows = await tx
    .update(cars)
    .set({
      hiddenAt: null,
      hiddenBy: null,
      hiddenReason: "",
      isAvailable: sql`coalesce(${cars.availableBeforeHidden}, false)`,
      availableBeforeHidden: null,
      updatedAt: now,
    })
    .where(and(eq(cars.ownerId, ownerId), eq(cars.hiddenBy, "suspension")))
    .returning({ id: cars.id });
  return rows.map((r) => r.id);
}

/** The car `id` (not deleted) with its owner's name, locked FOR UPDATE when `lock`. */
export async function findCar(db: Db, id: string, lock = false) {
  const q = db
    .select({ car: cars, ownerName: users.name })
    .from(cars)
    .innerJoin(users, eq(users.id, cars.ownerId))
    .where(and(eq(cars.id, id), isNull(cars.deletedAt)));
  const [row] = await (lock ? q.for("update", { of: cars }) : q);
  return row;
}

/** Hides the car `id` as an operator, remembering whether it was available. */
export async function hideCar(tx: Db, id: string, reason: string, now: Date): Promise<void> {
  await tx
    .update(cars)
    .set({
      hiddenAt: now,
      hiddenBy: "operator",
      hiddenReason: reason,
      availableBeforeHidden: sql`${cars.isAvailable}`,
      isAvailable: false,
      updatedAt: now,
    })
    .where(eq(cars.id, id));
}

/** Restores the car `id` hidden by an operator to the availability it had. */
export async function restoreCar(tx: Db, id: string, now: Date): Promise<void> {
  await tx
    .update(cars)
    .set({
      hiddenAt: null,
      hiddenBy: null,
      hiddenReason: "",
      isAvailable: sql`coalesce(${cars.availableBeforeHidden}, false)`,
      availableBeforeHidden: null,
      updatedAt: now,
    })
    .where(eq(cars.id, id));
}

const renter = alias(users, "renter");
const owner = alias(users, "owner");

/** The booking with reference `ref`, its car and both parties, or undefined. */
export async function bookingByRef(db: Db, ref: string) {
  const [row] = await db
    .select({ booking: bookings, car: cars, renter, owner })
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .innerJoin(renter, eq(renter.id, bookings.renterId))
    .innerJoin(owner, eq(owner.id, bookings.ownerId))
    .where(eq(bookings.bookingRef, ref))
    .limit(1);
  return row;
}

/** What the booking's history shows besides the row: notifications, payment, refunds, transfers. */
export async function bookingRecords(db: Db, bookingId: string) {
  const [sent, paid, refunded, transferred] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.bookingId, bookingId))
      .orderBy(asc(notifications.createdAt)),
    db.select().from(payments).where(eq(payments.bookingId, bookingId)).limit(1),
    db
      .select()
      .from(refunds)
      .where(eq(refunds.bookingId, bookingId))
      .orderBy(asc(refunds.createdAt)),
    db
      .select()
      .from(transfers)
      .where(eq(transfers.bookingId, bookingId))
      .orderBy(asc(transfers.createdAt)),
  ]);
  return { sent, payment: paid[0], refunded, transferred };
}

/** A page of the audit log, newest first, after the (createdAt, id) `after` when given. */
export function auditPage(db: Db, after: { at: string; id: string } | undefined, limit: number) {
  return db
    .select({
      action: operatorActions,
      operatorName: users.name,
      // Microseconds kept, for the next page's cursor (a Date would round them away).
      at: sql<string>`${operatorActions.createdAt}::text`,
    })
    .from(operatorActions)
    .innerJoin(users, eq(users.id, operatorActions.operatorId))
    .where(
      after
        ? sql`(${operatorActions.createdAt}, ${operatorActions.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
        : undefined,
    )
    .orderBy(desc(operatorActions.createdAt), desc(operatorActions.id))
    .limit(limit);
}
