/**
 * Paying owners through Razorpay Route (issue 28 item 5, decision 027). When a booking's payment
 * is settled, the owner's earnings are decided as a `transfers` row in the same transaction
 * (decideTransfer); the transfers job then moves each row through Razorpay:
 *
 * - queued -> on_hold: sent from the captured payment to the owner's linked account with
 *   `on_hold` until 48 hours after the return date (payoutReleaseAt). Razorpay's transfer API
 *   takes no idempotency key, so the row is decided before the call and the job first asks
 *   Razorpay for the payment's transfers and adopts the one carrying this booking's id in its
 *   notes: a crash between the call and the write never sends twice. A queued row waits while
 *   the owner has no activated payout account.
 * - a cancellation (onCancellation, in the cancelling transaction) shrinks a queued transfer to
 *   the owner's kept share, or decides a reversal of the rest of one on hold; the job reverses it
 *   after checking Razorpay's `amount_reversed`, so a retry never reverses twice.
 * - on_hold -> released: once the hold has ended on a booking that is no longer a request, the
 *   hold is lifted (PATCH on_hold 0) and the owner is paid.
 *
 * - the deposit's kept part (decideDepositTransfer, decision 030): a second transfer of the
 *   booking (kind 'deposit_kept'), decided when the deposit settles, moved the same way. Each
 *   row's key (transferKey) goes in its notes, and adoption matches it, so a booking's two
 *   transfers are never taken for each other.
 *
 * Each step writes its balanced ledger rows (transferLedger, reversalLedger) in the transaction
 * that records it. With PAYMENTS=offline nothing here runs.
 */
import {
  depositKeptLedger,
  type PayoutTransfer,
  payoutReleaseAt,
  reversalLedger,
  rupeesOfPaise,
  transferLedger,
} from "@gaadi/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import type { BookingRow } from "../bookings/repository.js";
import type { JobHandler } from "../jobs/service.js";
import { razorpayOf } from "../payments/orders.js";
import { isRazorpayApiError } from "../payments/razorpay-client.js";
import { writeLedger } from "../payments/repository.js";
import { refreshStatus, STATUS_REFRESH_MS } from "../payouts/service.js";
import * as repo from "./repository.js";

/** What this module reads of a Razorpay transfer. */
interface TransferEntity {
  id: string;
  amount: number;
  amount_reversed: number;
  recipient: string;
  notes?: Record<string, string | number> | unknown[];
}

/**
 * Decides the transfer of paid booking `b`'s owner earnings (ownerEarnings x 100 paise, from the
 * stored quote), from captured payment `paymentId`, held until payoutReleaseAt(returnDate). Called
 * in the transaction that settles the payment; nothing is sent yet.
 */
export async function decideTransfer(
  tx: Db,
  b: BookingRow,
  paymentId: string,
  now: Date,
): Promise<void> {
  await repo.insertTransfer(tx, {
    bookingId: b.id,
    kind: "earnings",
    ownerId: b.ownerId,
    paymentId,
    amountPaise: b.ownerEarnings * 100,
    onHoldUntil: payoutReleaseAt(b.returnDate),
    now,
  });
}

/**
 * Decides the transfer of the deposit's kept part (`kept` rupees: trip charges and the claim,
 * decision 030, no commission) of booking `bookingId` to owner `ownerId`, from captured payment
 * `paymentId`, in the transaction that stores the deposit's settlement, with its ledger rows
 * (deposits_held -> owner_payable). Not held beyond `now` (the claim window is over); sent by the
 * transfers job once the owner's payout account is active. Once per booking: a second call adds
 * nothing.
 */
export async function decideDepositTransfer(
  tx: Db,
  d: { bookingId: string; ownerId: string; paymentId: string; kept: number },
  now: Date,
): Promise<void> {
  if (d.kept <= 0) return;
  const decided = await repo.insertTransfer(tx, {
    bookingId: d.bookingId,
    kind: "deposit_kept",
    ownerId: d.ownerId,
    paymentId: d.paymentId,
    amountPaise: d.kept * 100,
    onHoldUntil: now,
    now,
  });
  if (decided)
    await writeLedger(
      tx,
      { bookingId: d.bookingId, kind: "deposit_kept", reference: null, now },
      depositKeptLedger(d.kept),
    );
}

/**
 * What a cancellation of paid booking `b` (as cancelled, its refund stored) does to its transfer,
 * in the cancelling transaction: the owner keeps `refundOwnerEarnings` rupees. A transfer not yet
 * sent shrinks to that (or is cancelled at zero); one on hold owes back the rest (reversal due,
 * made by the job). A released transfer is left alone (a trip cannot be cancelled after it).
 */
export async function onCancellation(tx: Db, b: BookingRow, now: Date): Promise<void> {
  const transfer = await repo.lockByBooking(tx, b.id);
  if (!transfer) return;
  const keptPaise = (b.refundOwnerEarnings ?? 0) * 100;
  if (transfer.status === "queued") {
    await repo.update(tx, transfer.id, {
      amountPaise: keptPaise,
      status: keptPaise > 0 ? "queued" : "cancelled",
      updatedAt: now,
    });
  } else if (transfer.status === "on_hold") {
    const due = transfer.amountPaise - transfer.reversedPaise - keptPaise;
    if (due > 0) await repo.update(tx, transfer.id, { reversalDuePaise: due, updatedAt: now });
  }
}

/** Transfers the job moves per run. */
const TRANSFER_BATCH = 20;
/** How long a run may hold a transfer while its calls are out (ms); a crashed run's claim ends. */
const CLAIM_MS = 5 * 60_000;
/** Payout accounts whose status the job asks Razorpay for per run. */
const REFRESH_BATCH = 5;

/** What one run of the transfers job did. */
export interface TransferRun {
  sent: number;
  reversed: number;
  released: number;
}

/**
 * One run of the transfers job at `now` (see the module comment): refreshes the status of payout
 * accounts that queued transfers wait for (each at most once a STATUS_REFRESH_MS), sends queued
 * transfers whose owner's account is activated, makes due reversals, releases ended holds. A
 * failed call is kept on the row (`lastError`) and tried again next run. Resolves to the counts.
 */
export async function runTransfers(app: FastifyInstance, now: Date): Promise<TransferRun> {
  const done: TransferRun = { sent: 0, reversed: 0, released: 0 };
  // Accounts Razorpay may have activated since: asked first, so their transfers go this run.
  const checkedBefore = new Date(now.getTime() - STATUS_REFRESH_MS);
  for (const ownerId of await repo.ownersAwaitingActivation(app.db, checkedBefore, REFRESH_BATCH))
    await refreshStatus(app, ownerId);
  const claimEnd = new Date(now.getTime() + CLAIM_MS);
  for (const row of await repo.due(app.db, now, TRANSFER_BATCH)) {
    // Claimed before any call: an overlapping run (one that outlasted its job lease) skips it.
    const t = await repo.claim(app.db, row.transfer.id, now, claimEnd);
    if (!t) continue;
    try {
      if (t.status === "queued") {
        await send(app, t, row.accountId!, now);
        done.sent += 1;
      } else if (t.status === "on_hold" && t.reversalDuePaise > 0) {
        if (await reverse(app, t, now)) done.reversed += 1;
      } else if (t.status === "on_hold" && t.onHoldUntil.getTime() <= now.getTime()) {
        await release(app, t, now);
        done.released += 1;
      } else {
        await repo.update(app.db, t.id, { claimedUntil: null, updatedAt: now });
      }
    } catch (err) {
      app.log.warn({ err, transferId: t.id }, "transfer step not made");
      await noteError(app, t, describe(err), now);
    }
  }
  return done;
}

/** Sends queued transfer `t` to `accountId` (or adopts the one already made), then records it. */
async function send(
  app: FastifyInstance,
  t: repo.TransferRow,
  accountId: string,
  now: Date,
): Promise<void> {
  const { client } = razorpayOf(app);
  const existing = (await client.sdk.payments.fetchTransfer(t.paymentId)) as unknown as {
    items: TransferEntity[];
  };
  let made = existing.items.find((x) => isOf(x, t));
  if (!made) {
    const until = Math.floor(t.onHoldUntil.getTime() / 1000);
    const answer = (await client.sdk.payments.transfer(t.paymentId, {
      transfers: [
        {
          account: accountId,
          amount: t.amountPaise,
          currency: "INR",
          on_hold: 1,
          ...(t.onHoldUntil.getTime() > now.getTime() ? { on_hold_until: until } : {}),
          notes: { bookingId: t.bookingId, kind: t.kind, key: t.idempotencyKey },
        },
      ],
    } as never)) as unknown as { items: TransferEntity[] };
    made = answer.items[0]!;
  }
  const sent = made;
  await app.db.transaction(async (tx) => {
    const current = await repo.lock(tx, t.id);
    if (current.status !== "queued" && current.status !== "cancelled") return;
    // A cancellation may have shrunk the row while the call was out: owe back the difference.
    const owedBack = Math.max(0, sent.amount - current.amountPaise);
    await repo.update(tx, t.id, {
      status: "on_hold",
      amountPaise: sent.amount,
      reversalDuePaise: owedBack,
      accountId: sent.recipient,
      razorpayTransferId: sent.id,
      transferredAt: now,
      lastError: null,
      claimedUntil: null,
      updatedAt: now,
    });
    await writeLedger(
      tx,
      { bookingId: t.bookingId, kind: "transfer", reference: sent.id, now },
      transferLedger(sent.amount),
    );
  });
}

/**
 * Reverses the due part of transfer `t` on hold, unless Razorpay shows it reversed already (a
 * crash after the call), then records it; 'reversed' once nothing of it is left with the owner.
 * False when Razorpay's figure is neither before nor after this reversal (left for an operator).
 */
async function reverse(app: FastifyInstance, t: repo.TransferRow, now: Date): Promise<boolean> {
  const { client } = razorpayOf(app);
  const id = t.razorpayTransferId!;
  const remote = (await client.sdk.transfers.fetch(id)) as unknown as TransferEntity;
  const after = t.reversedPaise + t.reversalDuePaise;
  if (remote.amount_reversed === t.reversedPaise) {
    await client.sdk.transfers.reverse(id, { amount: t.reversalDuePaise } as never);
  } else if (remote.amount_reversed !== after) {
    await noteError(
      app,
      t,
      `Razorpay shows ${remote.amount_reversed} paise reversed, expected ${t.reversedPaise} or ${after}`,
      now,
    );
    return false;
  }
  await app.db.transaction(async (tx) => {
    const current = await repo.lock(tx, t.id);
    if (
      current.reversalDuePaise !== t.reversalDuePaise ||
      current.reversedPaise !== t.reversedPaise
    )
      return;
    await repo.update(tx, t.id, {
      reversedPaise: after,
      reversalDuePaise: 0,
      reversedAt: now,
      lastError: null,
      claimedUntil: null,
      ...(after >= current.amountPaise ? { status: "reversed" as const } : {}),
      updatedAt: now,
    });
    await writeLedger(
      tx,
      { bookingId: t.bookingId, kind: "transfer_reversal", reference: id, now },
      reversalLedger(t.reversalDuePaise),
    );
  });
  return true;
}

/** Lifts the hold of transfer `t` (its hold ended) and records it released. */
async function release(app: FastifyInstance, t: repo.TransferRow, now: Date): Promise<void> {
  const { client } = razorpayOf(app);
  await client.sdk.transfers.edit(t.razorpayTransferId!, { on_hold: 0 });
  await repo.update(app.db, t.id, {
    status: "released",
    releasedAt: now,
    lastError: null,
    claimedUntil: null,
    updatedAt: now,
  });
}

/** Keeps the last failure's reason on the row and ends this run's claim. */
async function noteError(app: FastifyInstance, t: repo.TransferRow, reason: string, now: Date) {
  await repo.update(app.db, t.id, { lastError: reason, claimedUntil: null, updatedAt: now });
}

function notesOf(t: TransferEntity): Record<string, unknown> {
  return t.notes && !Array.isArray(t.notes) ? t.notes : {};
}

/**
 * Whether Razorpay's transfer `x` is row `t`'s: its notes carry the row's key; one made before
 * keys were sent (notes with the booking id alone) can only be the booking's earnings.
 */
function isOf(x: TransferEntity, t: repo.TransferRow): boolean {
  const notes = notesOf(x);
  if (notes.key !== undefined) return notes.key === t.idempotencyKey;
  return t.kind === "earnings" && notes.bookingId === t.bookingId;
}

function describe(err: unknown): string {
  if (isRazorpayApiError(err)) return err.error.description ?? `HTTP ${err.statusCode}`;
  return err instanceof Error ? err.message : String(err);
}

/** The kind of the recurring transfers job (modules/jobs). */
export const TRANSFERS_JOB = "transfers";

/** The recurring job that runs runTransfers every `everyMs` ms (with payments on). */
export function transfersJob(app: FastifyInstance, everyMs: number): JobHandler {
  return {
    kind: TRANSFERS_JOB,
    everyMs,
    run: async (_db: Db, _payload, now) => {
      await runTransfers(app, now);
    },
  };
}

/** Rows the Payouts table shows. */
const PAYOUTS_SHOWN = 100;

/**
 * GET /api/owner/payouts/transfers: owner `ownerId`'s transfers (both kinds), newest first, in
 * rupees.
 */
export async function listForOwner(
  app: FastifyInstance,
  ownerId: string,
): Promise<PayoutTransfer[]> {
  const rows = await repo.ofOwner(app.db, ownerId, PAYOUTS_SHOWN);
  return rows.map(({ transfer: t, ...b }) => ({
    bookingId: t.bookingId,
    kind: t.kind,
    bookingRef: b.bookingRef,
    car: b.car,
    pickupDate: b.pickupDate,
    returnDate: b.returnDate,
    amount: rupeesOfPaise(t.amountPaise),
    reversed: rupeesOfPaise(t.reversedPaise + t.reversalDuePaise),
    status: t.status,
    onHoldUntil: t.onHoldUntil.toISOString(),
    releasedAt: t.releasedAt?.toISOString() ?? null,
    transferId: t.razorpayTransferId,
  }));
}
