/**
 * Every SQL statement of online payments (issue 28, decision 025): the payments row of a
 * booking, webhook event ids, the ledger and the payment window's sweep. Amounts in paise.
 */
import { randomUUID } from "node:crypto";
import type { LedgerLine, PaymentStatus } from "@gaadi/shared";
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  type BookingRow,
  bookings,
  cars,
  ledgerEntries,
  type PaymentRow,
  paymentEvents,
  payments,
  type REFUND_KINDS,
  type RefundRow,
  refunds,
} from "../../db/schema.js";

export type { PaymentRow };

/** Adds the booking's payment row, status 'creating', before Razorpay is asked for an order. */
export async function insertPayment(
  tx: Db,
  row: { bookingId: string; amountPaise: number; now: Date },
): Promise<PaymentRow> {
  const [made] = await tx
    .insert(payments)
    .values({
      bookingId: row.bookingId,
      amountPaise: row.amountPaise,
      createdAt: row.now,
      updatedAt: row.now,
    })
    .returning();
  return made!;
}

/** Stores the order Razorpay made for the booking's payment. */
export async function setOrder(db: Db, bookingId: string, orderId: string, now: Date) {
  await db
    .update(payments)
    .set({ orderId, status: "created", updatedAt: now })
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, "creating")));
}

/** The payment of `bookingId` and its booking; with `lock`, both FOR UPDATE. */
export async function findByBooking(
  db: Db,
  bookingId: string,
  lock = false,
): Promise<{ payment: PaymentRow | undefined; booking: BookingRow } | undefined> {
  const bookingQuery = db.select().from(bookings).where(eq(bookings.id, bookingId));
  const [booking] = lock ? await bookingQuery.for("update") : await bookingQuery;
  if (!booking) return undefined;
  const paymentQuery = db.select().from(payments).where(eq(payments.bookingId, bookingId));
  const [payment] = lock ? await paymentQuery.for("update") : await paymentQuery;
  return { payment, booking };
}

/** The booking id an order pays, or undefined when the order is not one of ours. */
export async function bookingIdOfOrder(db: Db, orderId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ bookingId: payments.bookingId })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  return row?.bookingId;
}

/** Marks the payment captured by `paymentId` at `now`. */
export async function markCaptured(
  tx: Db,
  id: string,
  set: { paymentId: string; method: string | null; now: Date },
) {
  await tx
    .update(payments)
    .set({
      status: "captured",
      paymentId: set.paymentId,
      method: set.method,
      capturedAt: set.now,
      lastError: null,
      updatedAt: set.now,
    })
    .where(eq(payments.id, id));
}

/** Records a failed attempt (the payment stays open for another while the window lasts). */
export async function recordFailure(db: Db, orderId: string, reason: string, now: Date) {
  await db
    .update(payments)
    .set({ lastError: reason, updatedAt: now })
    .where(and(eq(payments.orderId, orderId), sql`${payments.status} <> 'captured'`));
}

/** Sets the booking's payment status (and, for a paid request, its other columns). */
export async function updateBooking(
  tx: Db,
  id: string,
  set: Partial<typeof bookings.$inferInsert> & { paymentStatus: PaymentStatus },
): Promise<BookingRow> {
  const [row] = await tx.update(bookings).set(set).where(eq(bookings.id, id)).returning();
  return row!;
}

/**
 * Cancels booking `id` as the system if it still awaits its payment (the window ended, or no
 * order could be made): reason `reason`, payment status 'unpaid', dates freed. Returns the row,
 * or undefined when it no longer awaited payment (paid or cancelled meanwhile).
 */
export async function cancelAwaiting(
  db: Db,
  id: string,
  reason: string,
  now: Date,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .update(bookings)
    .set({
      status: "cancelled",
      cancelledBy: "system",
      cancellationReason: reason,
      cancelledAt: now,
      updatedAt: now,
      paymentStatus: "unpaid",
      paymentDueAt: null,
    })
    .where(
      and(
        eq(bookings.id, id),
        eq(bookings.paymentStatus, "awaiting"),
        eq(bookings.status, "pending"),
      ),
    )
    .returning();
  return row;
}

/** The car a booking is of: its name (for notices) and whether it is instant book. */
export async function carOf(db: Db, carId: string) {
  const [car] = await db
    .select({ brand: cars.brand, model: cars.model, instantBook: cars.instantBook })
    .from(cars)
    .where(eq(cars.id, carId));
  return car!;
}

/** Whether webhook event `eventId` was handled before. */
export async function isEventRecorded(db: Db, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ eventId: paymentEvents.eventId })
    .from(paymentEvents)
    .where(eq(paymentEvents.eventId, eventId));
  return row !== undefined;
}

/** Records a webhook event id; false when it was recorded before (a repeat). */
export async function recordEvent(tx: Db, eventId: string, event: string): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({ eventId, event })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length > 0;
}

/** Writes one balanced ledger transaction of `kind` for the booking; returns its id. */
export async function writeLedger(
  tx: Db,
  entry: { bookingId: string; kind: string; reference: string | null; now: Date },
  lines: readonly LedgerLine[],
): Promise<string> {
  const txnId = randomUUID();
  if (lines.length === 0) return txnId;
  await tx.insert(ledgerEntries).values(
    lines.map((l) => ({
      txnId,
      bookingId: entry.bookingId,
      account: l.account,
      amountPaise: l.amountPaise,
      kind: entry.kind,
      reference: entry.reference,
      createdAt: entry.now,
    })),
  );
  return txnId;
}

/** A booking's ledger rows, oldest first. */
export function ledgerOf(db: Db, bookingId: string) {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.bookingId, bookingId))
    .orderBy(ledgerEntries.createdAt, ledgerEntries.id);
}

/**
 * The awaiting bookings whose payment window ends by `by`, with their order ids, oldest
 * first, at most `limit` (the sweep decides per booking, locking each as it goes).
 */
export function awaitingDue(db: Db, by: Date, limit: number) {
  return db
    .select({
      bookingId: bookings.id,
      paymentDueAt: bookings.paymentDueAt,
      orderId: payments.orderId,
    })
    .from(bookings)
    .leftJoin(payments, eq(payments.bookingId, bookings.id))
    .where(and(eq(bookings.paymentStatus, "awaiting"), lte(bookings.paymentDueAt, by)))
    .orderBy(bookings.paymentDueAt)
    .limit(limit);
}

/**
 * The ledger check (issue 28 item 6), readable by an operator: every booking whose ledger does
 * not hold what its money rows say, with the reason. Empty when the books are right:
 * - a booking's entries net to zero (each transaction balances);
 * - a captured payment's amount came into platform cash (capture or late payment entries);
 * - what left platform cash to the renter equals the booking's processed refunds;
 * - what left it to the owner equals the transfers made (the earnings and the deposit's kept
 *   part, summed per booking), and what came back their reversals;
 * - once every transfer of the booking is final (released, reversed, or cancelled unsent),
 *   nothing is owed either way between the platform and the owner (owner_payable nets to zero).
 */
export async function ledgerProblems(db: Db): Promise<{ bookingId: string; problem: string }[]> {
  const result = await db.execute(sql`
    with cash as (
      select booking_id,
             coalesce(sum(amount_paise) filter (where kind in ('capture', 'late_payment') and amount_paise > 0), 0) as took,
             -coalesce(sum(amount_paise) filter (where kind = 'refund'), 0) as refunded,
             -coalesce(sum(amount_paise) filter (where kind = 'transfer'), 0) as transferred,
             coalesce(sum(amount_paise) filter (where kind = 'transfer_reversal'), 0) as reversed
        from ledger_entries where account = 'platform_cash' group by booking_id
    ), owed as (
      select booking_id, sum(amount_paise) as balance
        from ledger_entries where account = 'owner_payable' group by booking_id
    ), refunded as (
      select booking_id, sum(amount_paise) as amount
        from refunds where status = 'processed' group by booking_id
    )
    select booking_id, 'entries net to ' || sum(amount_paise) || ' paise' as problem
      from ledger_entries group by booking_id having sum(amount_paise) <> 0
    union all
    select p.booking_id, 'captured ' || p.amount_paise || ' paise, platform cash took ' || coalesce(c.took, 0)
      from payments p left join cash c using (booking_id)
     where p.status = 'captured' and coalesce(c.took, 0) <> p.amount_paise
    union all
    select booking_id, 'refunds processed ' || coalesce(r.amount, 0) || ' paise, cash refunded ' || coalesce(c.refunded, 0)
      from refunded r full join cash c using (booking_id)
     where coalesce(r.amount, 0) <> coalesce(c.refunded, 0)
    union all
    select booking_id, 'transferred ' || coalesce(t.amount_paise, 0) || ' paise, reversed '
        || coalesce(t.reversed_paise, 0) || '; cash sent ' || coalesce(c.transferred, 0)
        || ', came back ' || coalesce(c.reversed, 0)
      from (select booking_id, sum(amount_paise) as amount_paise, sum(reversed_paise) as reversed_paise
              from transfers where razorpay_transfer_id is not null group by booking_id) t
      full join (select * from cash where transferred <> 0 or reversed <> 0) c using (booking_id)
     where coalesce(t.amount_paise, 0) <> coalesce(c.transferred, 0)
        or coalesce(t.reversed_paise, 0) <> coalesce(c.reversed, 0)
    union all
    select t.booking_id, 'transfers ' || t.statuses || ' but owner payable nets to ' || coalesce(o.balance, 0)
      from (select booking_id, string_agg(kind || ' ' || status, ', ' order by kind) as statuses
              from transfers group by booking_id
            having bool_and(status in ('released', 'reversed', 'cancelled'))) t
      left join owed o using (booking_id)
     where coalesce(o.balance, 0) <> 0`);
  const rows = (result as unknown as { rows: { booking_id: string; problem: string }[] }).rows;
  return rows.map((r) => ({ bookingId: r.booking_id, problem: r.problem }));
}

/** How many bookings have ledger entries, and how many entries there are (ledger:check). */
export async function ledgerTotals(db: Db): Promise<{ bookings: number; entries: number }> {
  const [row] = await db
    .select({
      bookings: sql<number>`count(distinct ${ledgerEntries.bookingId})::int`,
      entries: sql<number>`count(*)::int`,
    })
    .from(ledgerEntries);
  return row!;
}

export type { RefundRow };
export type RefundKind = (typeof REFUND_KINDS)[number];

/**
 * Decides a refund of `amountPaise` of payment `paymentId` for the booking, in the deciding
 * transaction, with its idempotency key (Razorpay's X-Refund-Idempotency: 10+ characters),
 * before any call is made. At most one per booking and kind: a second decision adds nothing
 * (false).
 */
export async function insertRefund(
  tx: Db,
  r: { bookingId: string; kind: RefundKind; paymentId: string; amountPaise: number; now: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(refunds)
    .values({
      bookingId: r.bookingId,
      kind: r.kind,
      paymentId: r.paymentId,
      amountPaise: r.amountPaise,
      idempotencyKey: `gaadi-${r.kind}-${r.bookingId}`,
      createdAt: r.now,
      updatedAt: r.now,
    })
    .onConflictDoNothing({ target: [refunds.bookingId, refunds.kind] })
    .returning({ id: refunds.id });
  return inserted.length > 0;
}

/**
 * Refunds not yet processed (queued or pending at Razorpay), least recently touched first, at
 * most `limit`: a refund whose call failed (its row updated with the error) goes to the back, so
 * refunds Razorpay keeps refusing never hold up the others.
 */
export function openRefunds(db: Db, limit: number) {
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.status, ["queued", "pending"]))
    .orderBy(refunds.updatedAt, refunds.createdAt)
    .limit(limit);
}

/** The refund `id` locked FOR UPDATE, or by Razorpay's refund id. */
export async function lockRefund(
  tx: Db,
  by: { id: string } | { razorpayRefundId: string },
): Promise<RefundRow | undefined> {
  const where =
    "id" in by ? eq(refunds.id, by.id) : eq(refunds.razorpayRefundId, by.razorpayRefundId);
  const [row] = await tx.select().from(refunds).where(where).for("update");
  return row;
}

/** Updates refund `id`. */
export async function updateRefund(
  db: Db,
  id: string,
  set: Partial<Pick<RefundRow, "status" | "razorpayRefundId" | "lastError" | "processedAt">> & {
    updatedAt: Date;
  },
) {
  await db.update(refunds).set(set).where(eq(refunds.id, id));
}

/** A booking's refunds, oldest first. */
export function refundsOf(db: Db, bookingId: string) {
  return db
    .select()
    .from(refunds)
    .where(eq(refunds.bookingId, bookingId))
    .orderBy(refunds.createdAt);
}
