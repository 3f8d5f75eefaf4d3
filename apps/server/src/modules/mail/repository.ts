/**
 * SQL of the mail outbox (decision 009). Enqueue reads the facts of new notifications and
 * inserts composed mails inside the event's transaction; the worker claims due rows with
 * FOR UPDATE SKIP LOCKED (so concurrent workers, in this process or another server, never
 * take the same row), then marks each sent or failed.
 */
import { and, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import {
  bookings,
  cars,
  type MailOutboxRow,
  mailOutbox,
  notifications,
  users,
} from "../../db/schema.js";

export type { MailOutboxRow };

/** A new outbox row: content composed, timing columns defaulted. */
export type MailInsert = Pick<
  typeof mailOutbox.$inferInsert,
  "notificationId" | "recipient" | "subject" | "text" | "html"
>;

/** What a mail about one notification says, read in one statement. */
export interface MailFactsRow {
  notificationId: string;
  type: string;
  recipientEmail: string;
  recipientName: string;
  brand: string | null;
  model: string | null;
  year: number | null;
  /** 'YYYY-MM-DD', null when the notification names no booking. */
  pickupDate: string | null;
  returnDate: string | null;
  /** Whole rupees. */
  price: number | null;
  renterName: string | null;
  /**
   * The booking was confirmed in the statement that created it (instant book, issue 15):
   * its confirmed_at equals its created_at. False when the notification names no booking.
   */
  instant: boolean;
}

const renter = alias(users, "renter");

/**
 * The recipient, car, trip and renter of each notification in `ids` whose recipient still
 * has an account (an erased account gets no mail). The car is the notification's own or its
 * booking's.
 */
export async function readMailFacts(db: Db, ids: string[]): Promise<MailFactsRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      notificationId: notifications.id,
      type: notifications.type,
      recipientEmail: users.email,
      recipientName: users.name,
      brand: cars.brand,
      model: cars.model,
      year: cars.year,
      pickupDate: bookings.pickupDate,
      returnDate: bookings.returnDate,
      price: bookings.price,
      renterName: renter.name,
      instant: sql<boolean>`coalesce(${bookings.confirmedAt} = ${bookings.createdAt}, false)`,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(bookings, eq(bookings.id, notifications.bookingId))
    .leftJoin(cars, eq(cars.id, sql`coalesce(${notifications.carId}, ${bookings.carId})`))
    .leftJoin(renter, eq(renter.id, bookings.renterId))
    .where(and(inArray(notifications.id, ids), isNull(users.deletedAt)));
}

/** Queues `rows` (none is a no-op); a second mail for one notification is refused by the unique index. */
export async function insertMails(db: Db, rows: MailInsert[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(mailOutbox).values(rows);
}

export interface ClaimOptions {
  limit: number;
  /** How long the claim holds (ms); a worker that dies mid-send frees its rows after this. */
  leaseMs: number;
  /** Rows that already had this many attempts are left alone (given up). */
  maxAttempts: number;
}

/**
 * Claims up to `limit` unsent rows that are due and not held by a live claim, oldest due
 * first: locks them with SKIP LOCKED (rows another worker is claiming are passed over, not
 * waited on), sets `locked_until` = now + lease and counts the attempt. One statement, so the
 * claim commits on its own.
 */
export async function claimDueMails(db: Db, opts: ClaimOptions): Promise<MailOutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lt(mailOutbox.attempts, opts.maxAttempts),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(opts.limit)
    .for("update", { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      lockedUntil: sql`now() + ${opts.leaseMs} * interval '1 millisecond'`,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** Records a delivery and releases the claim. */
export async function markMailSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** Records a failed send and makes the row due again in `retryInMs` milliseconds. */
export async function markMailFailed(
  db: Db,
  id: string,
  error: string,
  retryInMs: number,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      lastError: error,
      lockedUntil: null,
      nextAttemptAt: sql`now() + ${retryInMs} * interval '1 millisecond'`,
    })
    .where(eq(mailOutbox.id, id));
}
