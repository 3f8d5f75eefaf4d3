/**
 * Claims (issue 30 item 4, decision 030). Within CLAIM_WINDOW_MS (48 h) of a trip's return
 * (bookings.completed_at) its owner may claim once (claims_booking_key decides a race); the renter
 * accepts or disputes within CLAIM_ANSWER_MS (respond_by), silence accepts (acceptUnansweredClaims,
 * run by the claims job); an operator decides a dispute (operator.ts). Each step writes its
 * notification (and, through insertNotifications, its mail) in the step's transaction, and an
 * accepted or decided claim settles the deposit in the same transaction (deposit.ts).
 * Photos are re-encoded WebP in the private folder under generated names, readable by the two
 * parties and operators only (404 to anyone else).
 * Refusals: 400 bad input, 401 visitor, 403 the renter making a claim / the owner answering,
 * 404 unknown booking or not a party, 409 not returned, window over, second claim, not open.
 */
import { randomUUID } from "node:crypto";
import {
  CLAIM_ANSWER_MS,
  CLAIM_MSG,
  CLAIM_WINDOW_MS,
  type Claim,
  type ClaimAnswerBody,
  type ClaimBody,
  LIMITS,
} from "@gaadi/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors.js";
import { isUuid } from "../../lib/ids.js";
import { encodeLicencePhoto } from "../../lib/storage/images.js";
import type { JobHandler } from "../jobs/service.js";
import { licencePhotos } from "../licences/service.js";
import { notify } from "../notifications/service.js";
import { depositState, settleBookingDeposit, settleDueDeposits } from "./deposit.js";
import * as repo from "./repository.js";

type BookingRow = NonNullable<Awaited<ReturnType<typeof repo.findBooking>>>;

/** The end of booking `b`'s claim window: completed_at + 48 h (null before its return). */
export function claimUntil(b: Pick<BookingRow, "completedAt">): Date | null {
  return b.completedAt ? new Date(b.completedAt.getTime() + CLAIM_WINDOW_MS) : null;
}

/** The private folder (the one licence photos use; claim photos live under claims/). */
const privateFiles = licencePhotos;

/** A claim row and its photos as the API answers it. */
export function toClaim(c: repo.ClaimRow, photos: repo.ClaimPhotoRow[]): Claim {
  return {
    id: c.id,
    bookingId: c.bookingId,
    description: c.description,
    amount: c.amount,
    status: c.status,
    createdAt: c.createdAt.toISOString(),
    respondBy: c.respondBy.toISOString(),
    renterNote: c.renterNote,
    acceptedAt: c.acceptedAt?.toISOString() ?? null,
    acceptedBySilence: c.acceptedBySilence,
    disputedAt: c.disputedAt?.toISOString() ?? null,
    decidedAmount: c.decidedAmount,
    decidedReason: c.decidedReason,
    decidedAt: c.decidedAt?.toISOString() ?? null,
    photos: photos.map((p) => ({
      id: p.id,
      addedBy: p.addedBy,
      url: `/api/claims/photos/${p.id}`,
    })),
  };
}

/** Booking `id` when `userId` is one of its two parties; 404 otherwise (ids cannot be probed). */
async function partyBooking(db: Db, userId: string, id: string, lock = false) {
  const b = isUuid(id) ? await repo.findBooking(db, id, lock) : undefined;
  if (!b || (b.ownerId !== userId && b.renterId !== userId))
    throw notFound(CLAIM_MSG.bookingNotFound);
  return b;
}

/** Claim `c` with its photos, as the API answers it. */
export async function claimWithPhotos(db: Db, c: repo.ClaimRow): Promise<Claim> {
  return toClaim(c, await repo.photosOf(db, c.id));
}

/**
 * GET /api/bookings/:id/claim for one of the trip's parties: its claim (or null), whether the
 * caller may make one now (the owner, a returned trip, inside the window, none yet), the window's
 * end and the deposit's state (deposit.ts depositState). 404 unknown or not a party.
 */
export async function bookingClaim(app: FastifyInstance, userId: string, bookingId: string) {
  const b = await partyBooking(app.db, userId, bookingId);
  const c = await repo.claimOfBooking(app.db, b.id);
  const until = claimUntil(b);
  const now = app.now();
  return {
    claim: c ? await claimWithPhotos(app.db, c) : null,
    claimUntil: until?.toISOString() ?? "",
    canClaim: !c && b.ownerId === userId && b.status === "completed" && !!until && until > now,
    deposit: await depositState(app.db, b, c),
  };
}

/**
 * The owner's claim on returned trip `bookingId`: `body.amount` whole rupees for
 * `body.description`, open for the renter's answer until now + 48 h; the renter told claim_made
 * (and mailed). 404 unknown/not a party, 403 the renter, 409 not returned, window over, or a
 * claim already made (the unique index decides two at once).
 */
export async function makeClaim(
  app: FastifyInstance,
  ownerId: string,
  bookingId: string,
  body: ClaimBody,
): Promise<Claim> {
  return app.db.transaction(async (tx) => {
    const b = await partyBooking(tx, ownerId, bookingId, true);
    if (b.ownerId !== ownerId) throw forbidden(CLAIM_MSG.notOwner);
    const until = claimUntil(b);
    if (b.status !== "completed" || !until) throw conflict(CLAIM_MSG.notReturned);
    const now = app.now();
    if (until <= now) throw conflict(CLAIM_MSG.windowClosed);
    if (await repo.settlementOf(tx, b.id)) throw conflict(CLAIM_MSG.windowClosed);
    const c = await repo.insertClaim(tx, {
      bookingId: b.id,
      ownerId: b.ownerId,
      renterId: b.renterId,
      description: body.description,
      amount: body.amount,
      respondBy: new Date(now.getTime() + CLAIM_ANSWER_MS),
      createdAt: now,
      updatedAt: now,
    });
    if (!c) throw conflict(CLAIM_MSG.alreadyClaimed);
    await notify(tx, [
      {
        userId: b.renterId,
        type: "claim_made",
        car: await repo.carName(tx, b.carId),
        bookingId: b.id,
        carId: b.carId,
        detail: { ref: b.bookingRef, amount: c.amount },
      },
    ]);
    return toClaim(c, []);
  });
}

/**
 * Adds one photo (`bytes`, JPEG/PNG/WebP, re-encoded to WebP) to the claim on `bookingId`: by the
 * owner while the claim is open, by the renter while it is open or disputed; at most
 * LIMITS.claimPhotosMax each. 400 no photo or not an image, 404 no claim/not a party, 409 closed
 * or full.
 */
export async function addPhoto(
  app: FastifyInstance,
  userId: string,
  bookingId: string,
  bytes: Buffer | undefined,
): Promise<Claim> {
  const b = await partyBooking(app.db, userId, bookingId);
  const by = b.ownerId === userId ? "owner" : "renter";
  if (!bytes) throw badRequest(CLAIM_MSG.photoRequired);
  const webp = await encodeLicencePhoto(bytes);
  const file = `claims/${randomUUID()}.webp`;
  const files = privateFiles(app);
  await files.put(file, webp);
  try {
    return await app.db.transaction(async (tx) => {
      const c = await repo.claimOfBooking(tx, b.id, true);
      if (!c) throw notFound(CLAIM_MSG.notFound);
      const open = by === "owner" ? c.status === "open" : ["open", "disputed"].includes(c.status);
      if (!open) throw conflict(CLAIM_MSG.photoClosed);
      if ((await repo.countPhotos(tx, c.id, by)) >= LIMITS.claimPhotosMax)
        throw conflict(CLAIM_MSG.photosFull(LIMITS.claimPhotosMax));
      await repo.insertPhoto(tx, { claimId: c.id, bookingId: b.id, addedBy: by, file });
      return claimWithPhotos(tx, c);
    });
  } catch (err) {
    await files.remove(file).catch(() => undefined);
    throw err;
  }
}

/**
 * The renter's answer to the open claim on `bookingId`, before its respond_by: accepted (the
 * deposit settled with it at once) or disputed with a note (to the operators' queue); the owner
 * told claim_answered (and mailed). 404 no claim/not a party, 403 the owner, 409 answered or late.
 */
export async function answerClaim(
  app: FastifyInstance,
  renterId: string,
  bookingId: string,
  body: ClaimAnswerBody,
): Promise<Claim> {
  return app.db.transaction(async (tx) => {
    const b = await partyBooking(tx, renterId, bookingId, true);
    if (b.renterId !== renterId) throw forbidden(CLAIM_MSG.notRenter);
    const c = await repo.claimOfBooking(tx, b.id, true);
    if (!c) throw notFound(CLAIM_MSG.notFound);
    if (c.status !== "open") throw conflict(CLAIM_MSG.notOpen);
    const now = app.now();
    const disputed = body.answer === "dispute";
    const answered = await repo.answerClaim(tx, c.id, { disputed, note: body.note ?? "", now });
    if (!answered) throw conflict(CLAIM_MSG.answerClosed);
    await tellAnswered(tx, b, answered, disputed);
    if (!disputed) await settleBookingDeposit(tx, b, answered.amount, now);
    return claimWithPhotos(tx, answered);
  });
}

async function tellAnswered(tx: Db, b: BookingRow, c: repo.ClaimRow, disputed: boolean) {
  await notify(tx, [
    {
      userId: b.ownerId,
      type: "claim_answered",
      car: await repo.carName(tx, b.carId),
      bookingId: b.id,
      carId: b.carId,
      detail: { ref: b.bookingRef, amount: c.amount, disputed },
    },
  ]);
}

/** Claims the silence job accepts per transaction. */
const SILENCE_BATCH = 50;

/**
 * Accepts every open claim whose respond_by is at or before `now` (accepted_by_silence), in
 * batches of SILENCE_BATCH, one transaction each with the owner's claim_answered and the deposit's
 * settlement. Safe on several servers at once (SKIP LOCKED). Resolves to how many it accepted.
 */
export async function acceptUnansweredClaims(db: Db, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const rows = await repo.acceptUnanswered(tx, now, SILENCE_BATCH);
      for (const c of rows) {
        const b = (await repo.findBooking(tx, c.bookingId, true))!;
        await tellAnswered(tx, b, c, false);
        await settleBookingDeposit(tx, b, c.amount, now);
      }
      return rows.length;
    });
    total += n;
    if (n < SILENCE_BATCH) return total;
  }
}

/**
 * A claim or handover photo's bytes for `viewer`: the trip's two parties, or an operator. 404 for
 * anyone else and for an unknown id (never 403, so ids cannot be probed).
 */
export async function claimPhoto(
  app: FastifyInstance,
  viewer: { id: string; isOperator: boolean },
  photoId: string,
): Promise<Buffer> {
  const p = isUuid(photoId) ? await repo.findPhoto(app.db, photoId) : undefined;
  if (!p || !(viewer.isOperator || p.ownerId === viewer.id || p.renterId === viewer.id))
    throw notFound(CLAIM_MSG.photoNotFound);
  const bytes = await privateFiles(app).read(p.file);
  if (!bytes) throw notFound(CLAIM_MSG.photoNotFound);
  return bytes;
}

/** The kind of the recurring claims job (modules/jobs). */
export const CLAIMS_JOB = "claims";

/**
 * The recurring job that accepts unanswered claims at their respond_by and settles deposits whose
 * claim window ended, every `everyMs` ms on one server at a time (payments on or off).
 */
export function claimsJob(everyMs: number): JobHandler {
  return {
    kind: CLAIMS_JOB,
    everyMs,
    run: async (db, _payload, now) => {
      await acceptUnansweredClaims(db, now);
      await settleDueDeposits(db, now);
    },
  };
}
