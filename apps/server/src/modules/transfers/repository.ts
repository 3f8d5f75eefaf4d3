/**
 * All SQL of owner transfers (issue 28 item 5, decision 027): one `transfers` row per paid
 * booking, decided with the payment's settlement, then moved by the transfers job as Razorpay
 * answers. Amounts in paise.
 */
import { and, desc, eq, gt, inArray, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { bookings, cars, payoutAccounts, type TransferRow, transfers } from "../../db/schema.js";

export type { TransferRow };

/**
 * Decides the transfer of a paid booking's owner earnings (`amountPaise`), held until
 * `onHoldUntil`; status 'cancelled' when there is nothing to send. A second decision for the
 * booking adds nothing (unique booking_id).
 */
export async function insertTransfer(
  tx: Db,
  t: {
    bookingId: string;
    ownerId: string;
    paymentId: string;
    amountPaise: number;
    onHoldUntil: Date;
    now: Date;
  },
): Promise<void> {
  await tx
    .insert(transfers)
    .values({
      bookingId: t.bookingId,
      ownerId: t.ownerId,
      paymentId: t.paymentId,
      amountPaise: t.amountPaise,
      status: t.amountPaise > 0 ? "queued" : "cancelled",
      onHoldUntil: t.onHoldUntil,
      createdAt: t.now,
      updatedAt: t.now,
    })
    .onConflictDoNothing({ target: transfers.bookingId });
}

/** The booking's transfer locked FOR UPDATE, or undefined. */
export async function lockByBooking(tx: Db, bookingId: string): Promise<TransferRow | undefined> {
  const [row] = await tx
    .select()
    .from(transfers)
    .where(eq(transfers.bookingId, bookingId))
    .for("update");
  return row;
}

/** Transfer `id` locked FOR UPDATE. */
export async function lock(tx: Db, id: string): Promise<TransferRow> {
  const [row] = await tx.select().from(transfers).where(eq(transfers.id, id)).for("update");
  return row!;
}

/** Updates transfer `id`. */
export async function update(
  db: Db,
  id: string,
  set: Partial<Omit<TransferRow, "id" | "bookingId" | "ownerId" | "paymentId" | "createdAt">> & {
    updatedAt: Date;
  },
): Promise<void> {
  await db.update(transfers).set(set).where(eq(transfers.id, id));
}

/**
 * The transfers the job has work for at `now`, oldest first, at most `limit`: queued ones (to
 * send), held ones with a reversal due, and held ones whose hold has ended on a booking that is
 * no longer a request (to release). With each, the booking's status and the owner's linked
 * account and its status.
 */
export function due(db: Db, now: Date, limit: number) {
  return db
    .select({
      transfer: transfers,
      bookingStatus: bookings.status,
      accountId: payoutAccounts.razorpayAccountId,
      accountStatus: payoutAccounts.status,
    })
    .from(transfers)
    .innerJoin(bookings, eq(bookings.id, transfers.bookingId))
    .leftJoin(payoutAccounts, eq(payoutAccounts.ownerId, transfers.ownerId))
    .where(
      or(
        eq(transfers.status, "queued"),
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
