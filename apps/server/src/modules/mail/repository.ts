/**
 * SQL of the mail outbox (decision 009). Enqueue reads the facts of new notifications and
 * inserts composed mails inside the event's transaction; the worker claims due rows with
 * FOR UPDATE SKIP LOCKED (so concurrent workers, in this process or another server, never
 * take the same row), then marks each sent or failed: the claim, lease and settle shared with
 * the job runner (db/leased-rows.ts).
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import {
  type ClaimOptions,
  claimDue,
  type LeasedTable,
  settleClaim,
} from "../../db/leased-rows.js";
import {
  type BookingRow,
  bookings,
  cars,
  type MailOutboxRow,
  mailOutbox,
  notifications,
  users,
} from "../../db/schema.js";

export type { ClaimOptions, MailOutboxRow };

/** A new outbox row: content composed, timing columns defaulted. */
export type MailInsert = Pick<
  typeof mailOutbox.$inferInsert,
  "notificationId" | "recipient" | "subject" | "text" | "html"
>;

/** What a mail about one notification says, read in one statement. */
export interface MailFactsRow {
  notificationId: string;
  type: string;
  /** The notification's message (what a refund mail repeats: amount and reference). */
  message: string;
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
  /** The recipient is the booking's renter (false when the notification names no booking). */
  toRenter: boolean;
  /** The booking the notification names, with its stored quote (issue 27); null when none. */
  booking: BookingRow | null;
  /** The conversation a message_received is about (issue 31: its link); null otherwise. */
  conversationId: string | null;
}

const renter = alias(users, "renter");

/**
 * The recipient, car, trip (the booking row, with its reference and stored quote) and renter
 * of each notification in `ids` whose recipient still
 * has an account (an erased account gets no mail). The car is the notification's own or its
 * booking's.
 */
export async function readMailFacts(db: Db, ids: string[]): Promise<MailFactsRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      notificationId: notifications.id,
      type: notifications.type,
      message: notifications.message,
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
      toRenter: sql<boolean>`coalesce(${notifications.userId} = ${bookings.renterId}, false)`,
      booking: bookings,
      conversationId: notifications.conversationId,
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

/** The outbox as a leased queue (db/leased-rows.ts): due at next_attempt_at, finished when sent. */
const OUTBOX: LeasedTable<typeof mailOutbox> = {
  table: mailOutbox,
  columns: {
    id: "id",
    attempts: "attempts",
    dueAt: "nextAttemptAt",
    lockedUntil: "lockedUntil",
    finishedAt: "sentAt",
    lastError: "lastError",
  },
};

/**
 * Claims up to `limit` unsent rows that are due and not held by a live claim, oldest due
 * first, with SKIP LOCKED, and counts the attempt (db/leased-rows.ts claimDue). One
 * statement, so the claim commits on its own.
 */
export function claimDueMails(db: Db, opts: ClaimOptions): Promise<MailOutboxRow[]> {
  return claimDue(db, OUTBOX, opts);
}

/** Records a delivery and releases the claim. */
export function markMailSent(db: Db, id: string): Promise<void> {
  return settleClaim(db, OUTBOX, id, { finished: true });
}

/** Records a failed send and makes the row due again in `retryInMs` milliseconds. */
export function markMailFailed(
  db: Db,
  id: string,
  error: string,
  retryInMs: number,
): Promise<void> {
  return settleClaim(db, OUTBOX, id, { finished: false, retryInMs, error });
}
