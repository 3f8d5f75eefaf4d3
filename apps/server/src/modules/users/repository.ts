/**
 * Drizzle queries of the users module. Each takes a `Db` (a transaction satisfies it).
 * E-mail addresses arrive lower-cased (the shared emailField); "live" means not erased
 * (deleted_at is null). The unique index users_email_key covers erased accounts too: an
 * erased account's e-mail is replaced by a tombstone, so the address can register again.
 */
import { ACCOUNT_MSG, HOLDING_STATUSES, type UserRole } from "@gaadi/shared";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { refuseViolations } from "../../db/errors.js";
import { lockKeyForTransaction } from "../../db/locks.js";
import {
  type BookingRow,
  bookings,
  type CarRow,
  cars,
  mailOutbox,
  notifications,
  type UserRow,
  users,
} from "../../db/schema.js";
import { conflict } from "../../lib/errors.js";

export type { UserRow };

/** What `authenticate` needs to accept a session token and describe its user. */
export interface SessionRecord {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  /** Compared with the token's; bumped by a password reset or a suspension (issue 29). */
  sessionVersion: number;
  /** Issue 29: may use /api/operator/*. */
  isOperator: boolean;
  /** Issue 29: set while an operator has suspended the account; its tokens are refused. */
  suspendedAt: Date | null;
}

/** Holds, to the end of transaction `tx`, the lock serialising sign-ups of `email`. */
export function lockEmail(tx: Db, email: string): Promise<void> {
  return lockKeyForTransaction(tx, `user:${email}`);
}

/** True when any account, erased ones included, has `email`. */
export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row !== undefined;
}

/** The live account with this id (a UUID) or e-mail, or undefined. */
export async function findLiveUser(
  db: Db,
  by: { id: string } | { email: string },
): Promise<UserRow | undefined> {
  const match = "id" in by ? eq(users.id, by.id) : eq(users.email, by.email);
  const [row] = await db
    .select()
    .from(users)
    .where(and(match, isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** The session fields of the live account `id` (a UUID), or undefined. */
export async function findSessionRecord(db: Db, id: string): Promise<SessionRecord | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      sessionVersion: users.sessionVersion,
      isOperator: users.isOperator,
      suspendedAt: users.suspendedAt,
    })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** Inserts an account (role user). 409 ACCOUNT_MSG.accountExists when the address is taken. */
export async function insertUser(
  db: Db,
  values: { name: string; email: string; passwordHash: string },
): Promise<UserRow> {
  const [row] = await refuseViolations(() => db.insert(users).values(values).returning(), {
    unique: { users_email_key: () => conflict(ACCOUNT_MSG.accountExists) },
  });
  return row!;
}

/**
 * Replaces the password hash and bumps the session version, ending every session. With
 * `expectedHash`, only if the stored hash still is that one (the current password was checked
 * against it), so of two changes racing from the same password only one applies. Returns the
 * new session version, or undefined when nothing changed.
 */
export async function setPasswordEndingSessions(
  db: Db,
  id: string,
  passwordHash: string,
  expectedHash?: string,
): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(users.id, id),
        isNull(users.deletedAt),
        expectedHash === undefined ? undefined : eq(users.passwordHash, expectedHash),
      ),
    )
    .returning({ sessionVersion: users.sessionVersion });
  return row?.sessionVersion;
}

/**
 * The profile photo URL of the live account `id`, its row locked to the end of transaction
 * `tx` (so two uploads replace one another in turn); undefined when there is no such account.
 */
export async function lockImage(tx: Db, id: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ image: users.image })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for("update")
    .limit(1);
  return row?.image;
}

/** Sets the profile photo URL of account `id` ('' means none). */
export async function setImage(db: Db, id: string, image: string): Promise<void> {
  await db.update(users).set({ image, updatedAt: new Date() }).where(eq(users.id, id));
}

/** Makes user `id` an owner in one statement. False when it already was one (or is unknown). */
export async function promoteToOwner(db: Db, id: string): Promise<boolean> {
  const changed = await db
    .update(users)
    .set({ role: "owner", updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.role, "user")))
    .returning({ id: users.id });
  return changed.length > 0;
}

// Account deletion (erasure.ts, server-rules.md section 7, decision 011). Each runs inside the
// deletion's one transaction. The locks are taken in a fixed order, user row, then their
// cars, then their holding bookings, and they close every path by which new work could slip
// past the deletion:
// - a booking of one of their cars locks the car FOR SHARE (bookings/repository.ts), so it
//   waits for the cars' FOR UPDATE and then finds the car deleted (404);
// - a booking by them locks their live user row FOR SHARE (bookings/repository.ts
//   lockLiveRenter), so it waits for the user row's lock and then finds the account gone (401);
// - an owner's status change updates the booking row, which is held FOR UPDATE here.

/**
 * The live account `id`, locked FOR NO KEY UPDATE to the end of the transaction, or undefined.
 * That strength blocks a booking's FOR SHARE of its renter, yet not the FOR KEY SHARE that
 * foreign-key checks take (a booking of one of their cars checks its owner), so such a booking
 * that already holds the car runs to its end instead of deadlocking with the deletion.
 */
export async function lockLiveUser(tx: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for("no key update");
  return row;
}

/** The owner's cars still on the marketplace (shown or hidden), locked FOR UPDATE. */
export function lockLiveCars(tx: Db, ownerId: string): Promise<CarRow[]> {
  return tx
    .select()
    .from(cars)
    .where(and(eq(cars.ownerId, ownerId), isNull(cars.deletedAt)))
    .orderBy(cars.id)
    .for("update");
}

/** The user's pending, booked and on_rent bookings as renter or owner, locked FOR UPDATE. */
export function lockHoldingBookings(tx: Db, userId: string): Promise<BookingRow[]> {
  return tx
    .select()
    .from(bookings)
    .where(
      and(
        or(eq(bookings.renterId, userId), eq(bookings.ownerId, userId)),
        inArray(bookings.status, [...HOLDING_STATUSES]),
      ),
    )
    .orderBy(bookings.id)
    .for("update");
}

/** Cancels the bookings `ids` (already locked) as `by`, with `reason`; returns them. */
export function cancelBookings(
  tx: Db,
  ids: string[],
  by: "renter" | "owner",
  reason: string,
  now: Date,
): Promise<BookingRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .update(bookings)
    .set({
      status: "cancelled",
      cancelledBy: by,
      cancellationReason: reason,
      cancelledAt: now,
      updatedAt: now,
    })
    .where(inArray(bookings.id, ids))
    .returning();
}

/** Takes the cars `ids` off the marketplace (soft delete, as delete-car does). */
export async function softDeleteCars(tx: Db, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(cars).set({ deletedAt: now, updatedAt: now }).where(inArray(cars.id, ids));
}

/** Of the cars `ids`, those some booking (any status) names: their images must stay. */
export async function carsWithHistory(tx: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ carId: bookings.carId })
    .from(bookings)
    .where(inArray(bookings.carId, ids));
  return new Set(rows.map((r) => r.carId));
}

/**
 * Erases the account: the name becomes `placeholderName`, the e-mail a tombstone unique to
 * the row (so the real address can register again under the unique index), the photo and the
 * password hash are emptied (nothing verifies against ''), every session ends and deleted_at
 * is set. The row stays, so trips and reviews that name it still read.
 */
export async function eraseUser(
  tx: Db,
  id: string,
  placeholderName: string,
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({
      name: placeholderName,
      email: sql`'deleted-' || ${users.id}::text || '@deleted.invalid'`,
      image: "",
      passwordHash: "",
      sessionVersion: sql`${users.sessionVersion} + 1`,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, id));
}

/** Drops the mail not yet sent to the user: their address is erased with them. */
export async function dropUnsentMail(tx: Db, userId: string): Promise<void> {
  const theirs = tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  await tx
    .delete(mailOutbox)
    .where(and(inArray(mailOutbox.notificationId, theirs), isNull(mailOutbox.sentAt)));
}

/** Brand and model of the cars `ids`, deleted or not (what a notification names). */
export function carNames(
  tx: Db,
  ids: string[],
): Promise<{ id: string; brand: string; model: string }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: cars.id, brand: cars.brand, model: cars.model })
    .from(cars)
    .where(inArray(cars.id, ids));
}
