/**
 * All SQL of owner transfers (issue 28 item 5, decisions 027 and 030): per paid booking one
 * `transfers` row of the owner's earnings, decided with the payment's settlement, and one of the
 * deposit's kept part, decided with the deposit's; moved by the transfers job as Razorpay
 * answers. Amounts in paise.
 */

import type { TransferKind } from "@gaadi/shared";
import { and, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { bookings, cars, payoutAccounts, type TransferRow, transfers } from "../../db/schema.js";

export type { TransferRow };

/** The key a transfer is known by at Razorpay (its notes), stored before any call. */
export function transferKey(kind: TransferKind, bookingId: string): string {
  return `gaadi-transfer-${kind === "deposit_kept" ? "deposit" : "earnings"}-${bookingId}`;
}

/**
 * Decides a transfer of `kind` for a paid booking (`amountPaise`), held until `onHoldUntil`, with
 * its key (transferKey); status 'cancelled' when there is nothing to send. A second decision of
 * the same kind for the booking adds nothing (unique booking_id, kind): false.
 */
export async function insertTransfer(
  tx: Db,
  t: {
    bookingId: string;
    kind: TransferKind;
    ownerId: string;
    paymentId: string;
    amountPaise: number;
    onHoldUntil: Date;
    now: Date;
  },
): Promise<boolean> {
  const inserted = await tx
    .insert(transfers)
    .values({
      bookingId: t.bookingId,
      kind: t.kind,
      idempotencyKey: transferKey(t.kind, t.bookingId),
      ownerId: t.ownerId,
      paymentId: t.paymentId,
      amountPaise: t.amountPaise,
      status: t.amountPaise > 0 ? "queued" : "cancelled",
      onHoldUntil: t.onHoldUntil,
      createdAt: t.now,
      updatedAt: t.now,
    })
    .onConflictDoNothing({ target: [transfers.bookingId, transfers.kind] })
    .returning({ id: transfers.id });
  return inserted.length > 0;
}

/** The booking's transfer of `kind` (the earnings unless told) locked FOR UPDATE, or undefined. */
export async function lockByBooking(
  tx: Db,
  bookingId: string,
  kind: TransferKind = "earnings",
): Promise<TransferRow | undefined> {
  const [row] = await tx
    .select()
    .from(transfers)
    .where(and(eq(transfers.bookingId, bookingId), eq(transfers.kind, kind)))
    .for("update");
  return row;
}

/** Transfer `id` locked FOR UPDATE. */
export async function lock(tx: Db, id: string): Promise<TransferRow> {
  const [row] = await tx.select().from(transfers).where(eq(transfers.id, id)).for("update");
  return row!;
}

/**
 * Claims transfer `id` for one run of the job until `until`, unless another run holds an
 * unexpired claim (at `now`); answers the row as claimed, or undefined when it is taken. One
 * statement, so of two overlapping runs only one gets it.
 */
export async function claim(
  db: Db,
  id: string,
  now: Date,
  until: Date,
): Promise<TransferRow | undefined> {
  const [row] = await db
    .update(transfers)
    .set({ claimedUntil: until })
    .where(
      and(
        eq(transfers.id, id),
        or(isNull(transfers.claimedUntil), lte(transfers.claimedUntil, now)),
      ),
    )
    .returning();
  return row;
}

/** Updates transfer `id`. */
export async function update(
  db: Db,
  id: string,
  set: Partial<
    Omit<
      TransferRow,
      "id" | "bookingId" | "kind" | "idempotencyKey" | "ownerId" | "paymentId" | "createdAt"
    >
  > & {
    updatedAt: Date;
  },
): Promise<void> {
  await db.update(transfers).set(set).where(eq(transfers.id, id));
}

/**
 * The transfers the job has work for at `now`, oldest first, at most `limit`: queued ones whose
 * owner's payout account is activated (to send), held ones with a reversal due, and held ones
 * whose hold has ended on a booking that is no longer a request (to release). Queued rows of
 * owners without an active account are left out, so they never crowd out the rest.
 */
export function due(db: Db, now: Date, limit: number) {
  return db
    .select({ transfer: transfers, accountId: payoutAccounts.razorpayAccountId })
    .from(transfers)
    .innerJoin(bookings, eq(bookings.id, transfers.bookingId))
    .leftJoin(payoutAccounts, eq(payoutAccounts.ownerId, transfers.ownerId))
    .where(
      or(
        and(eq(transfers.status, "queued"), eq(payoutAccounts.status, "activated")),
        and(
          eq(transfers.status, "on_hold"),
          or(
            gt(transfers.reversalDuePaise, 0),
            and(
              lte(transfers.onHoldUntil, now),
              inArray(bookings.status, ["booked", "completed", "cancelled"]),
            ),
          ),
        ),
      ),
    )
    .orderBy(transfers.createdAt)
    .limit(limit);
}

/**
 * Owners with transfers waiting for their payout account to become active whose account status
 * was last asked of Razorpay before `checkedBefore` (or never), at most `limit`.
 */
export async function ownersAwaitingActivation(
  db: Db,
  checkedBefore: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ ownerId: transfers.ownerId })
    .from(transfers)
    .innerJoin(payoutAccounts, eq(payoutAccounts.ownerId, transfers.ownerId))
    .where(
      and(
        eq(transfers.status, "queued"),
        sql`${payoutAccounts.status} <> 'activated'`,
        sql`${payoutAccounts.razorpayAccountId} is not null`,
        or(isNull(payoutAccounts.checkedAt), lt(payoutAccounts.checkedAt, checkedBefore)),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.ownerId);
}

/** The owner's transfers for the Payouts table, newest first (with booking and car). */
export function ofOwner(db: Db, ownerId: string, limit: number) {
  return db
    .select({
      transfer: transfers,
      bookingRef: bookings.bookingRef,
      pickupDate: bookings.pickupDate,
      returnDate: bookings.returnDate,
      car: sql<string>`${cars.brand} || ' ' || ${cars.model}`,
    })
    .from(transfers)
    .innerJoin(bookings, eq(bookings.id, transfers.bookingId))
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .where(eq(transfers.ownerId, ownerId))
    .orderBy(desc(transfers.createdAt), desc(transfers.id))
    .limit(limit);
}
