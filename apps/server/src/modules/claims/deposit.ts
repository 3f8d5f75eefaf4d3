/**
 * The deposit's release (issue 30 item 5, decision 030): settled once per booking
 * (deposit_settlements' primary key) by the shared settleDeposit - kept = least(deposit, trip
 * charges + claim), returned = the rest, owed = what exceeds the deposit (shown, never charged) -
 * at the claim window's end without a claim (settleDueDeposits, the claims job), or in the
 * transaction that accepts or decides the claim. The renter is told deposit_released (and
 * mailed). With the booking paid online (payments on), the same transaction queues the refund of
 * `returned` (its idempotency key stored before any call; the refunds job pays it and a webhook
 * or retry applies it once) with its ledger rows, and decides the owner's transfer of `kept` (kind
 * 'deposit_kept', no commission; the transfers job sends it once the owner's payout account is
 * active) with its ledger rows; with payments off nothing moves.
 */
import {
  CLAIM_WINDOW_MS,
  type DepositState,
  depositRefundLedger,
  settleDeposit,
} from "@gaadi/shared";
import type { Db } from "../../db/client.js";
import { notify } from "../notifications/service.js";
import * as payments from "../payments/repository.js";
import { decideDepositTransfer } from "../transfers/service.js";
import * as repo from "./repository.js";

type BookingRow = NonNullable<Awaited<ReturnType<typeof repo.findBooking>>>;

/**
 * Settles booking `b`'s deposit against its stored trip charges (the check-out's, 0 without one)
 * and `claimAmount` rupees (the accepted or decided claim, 0 without one), in `tx`, once: a
 * second call adds nothing (undefined). Tells the renter; when paid online, queues the refund of
 * the returned part and decides the owner's transfer of the kept part.
 */
export async function settleBookingDeposit(
  tx: Db,
  b: BookingRow,
  claimAmount: number,
  now: Date,
): Promise<repo.DepositSettlementRow | undefined> {
  const split = settleDeposit(b.deposit, await repo.tripChargesOf(tx, b.id), claimAmount);
  const row = await repo.insertSettlement(tx, { bookingId: b.id, ...split, settledAt: now });
  if (!row) return undefined;
  if (b.deposit > 0)
    await notify(tx, [
      {
        userId: b.renterId,
        type: "deposit_released",
        car: await repo.carName(tx, b.carId),
        bookingId: b.id,
        carId: b.carId,
        detail: { ref: b.bookingRef, amount: row.returned, kept: row.kept },
      },
    ]);
  const found = await payments.findByBooking(tx, b.id);
  const paymentId = found?.payment?.status === "captured" ? found.payment.paymentId : null;
  if (paymentId) {
    await refundReturned(tx, b, row, paymentId, now);
    await decideDepositTransfer(
      tx,
      { bookingId: b.id, ownerId: b.ownerId, paymentId, kept: row.kept },
      now,
    );
  }
  return row;
}

/**
 * With the booking paid online (captured payment `paymentId`): the refund of the deposit's
 * returned part queued (kind 'deposit', key gaadi-deposit-<booking>) with its ledger rows
 * (deposits_held -> renter) and the booking's payment status 'refund_pending'.
 */
async function refundReturned(
  tx: Db,
  b: BookingRow,
  s: repo.DepositSettlementRow,
  paymentId: string,
  now: Date,
) {
  if (s.returned <= 0) return;
  const queued = await payments.insertRefund(tx, {
    bookingId: b.id,
    kind: "deposit",
    paymentId,
    amountPaise: s.returned * 100,
    now,
  });
  if (!queued) return;
  await payments.writeLedger(
    tx,
    { bookingId: b.id, kind: "deposit_refund", reference: null, now },
    depositRefundLedger(s.returned),
  );
  await payments.updateBooking(tx, b.id, { paymentStatus: "refund_pending", updatedAt: now });
}

/** Bookings settled per transaction by the window's-end sweep. */
const SETTLE_BATCH = 50;

/**
 * Settles the deposit of every completed trip whose claim window (48 h after completed_at) ended
 * at or before `now` without a claim: everything back less the trip charges. Batches of
 * SETTLE_BATCH, one transaction each, SKIP LOCKED. Resolves to how many it settled.
 */
export async function settleDueDeposits(db: Db, now: Date): Promise<number> {
  const by = new Date(now.getTime() - CLAIM_WINDOW_MS);
  let total = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const due = await repo.windowEnded(tx, by, SETTLE_BATCH);
      for (const b of due) await settleBookingDeposit(tx, b, 0, now);
      return due.length;
    });
    total += n;
    if (n < SETTLE_BATCH) return total;
  }
}

/**
 * The deposit of booking `b` as its parties see it: released with the stored split, or held until
 * the claim window's end (null while a claim is open or disputed).
 */
export async function depositState(
  db: Db,
  b: BookingRow,
  c: repo.ClaimRow | undefined,
): Promise<DepositState> {
  const s = await repo.settlementOf(db, b.id);
  if (s)
    return {
      state: "released",
      deposit: s.deposit,
      heldUntil: null,
      tripCharges: s.tripCharges,
      settledAt: s.settledAt.toISOString(),
      kept: s.kept,
      returned: s.returned,
      owed: s.owed,
    };
  const claimHolds = c && (c.status === "open" || c.status === "disputed");
  return {
    state: "held",
    deposit: b.deposit,
    heldUntil:
      b.completedAt && !claimHolds
        ? new Date(b.completedAt.getTime() + CLAIM_WINDOW_MS).toISOString()
        : null,
    tripCharges: await repo.tripChargesOf(db, b.id),
    settledAt: null,
    kept: null,
    returned: null,
    owed: null,
  };
}
