/**
 * The operators' side of claims (issue 30 item 4): the queue of disputed claims, oldest dispute
 * first; one claim with both handovers' readings, notes and photos beside the claim and the
 * renter's answer; and the decision - an amount from 0 to the claim with a reason - in ONE
 * transaction with exactly one operator_actions row 'claim_decided', both parties told
 * claim_decided (and mailed) and the deposit settled. 404 unknown claim, 409 not disputed.
 */
import {
  CLAIM_MSG,
  type ClaimDecisionBody,
  type DisputedClaim,
  type OperatorClaimResponse,
} from "@gaadi/shared";
import type { FastifyInstance } from "fastify";
import { badRequest, conflict, notFound } from "../../lib/errors.js";
import { isUuid } from "../../lib/ids.js";
import { licencePhotos } from "../licences/service.js";
import { notify } from "../notifications/service.js";
import { insertAction } from "../operator/repository.js";
import { settleBookingDeposit } from "./deposit.js";
import * as repo from "./repository.js";
import { claimWithPhotos } from "./service.js";

/** How many disputed claims the queue lists. */
const QUEUE_MAX = 100;

type Listed = NonNullable<Awaited<ReturnType<typeof repo.claimWithParties>>>;

function summary(r: Listed) {
  return {
    id: r.claim.id,
    bookingRef: r.bookingRef,
    car: `${r.brand} ${r.model}`,
    ownerName: r.ownerName,
    renterName: r.renterName,
    amount: r.claim.amount,
  };
}

/** The disputed claims, oldest dispute first (at most QUEUE_MAX). */
export async function claimQueue(app: FastifyInstance): Promise<DisputedClaim[]> {
  return (await repo.disputedClaims(app.db, QUEUE_MAX)).map((r) => ({
    ...summary(r),
    disputedAt: r.claim.disputedAt!.toISOString(),
  }));
}

/** Claim `id` for the console: the claim, its parties, the deposit and both handovers. 404 unknown. */
export async function operatorClaim(
  app: FastifyInstance,
  id: string,
): Promise<Omit<OperatorClaimResponse, "success">> {
  const r = isUuid(id) ? await repo.claimWithParties(app.db, id) : undefined;
  if (!r) throw notFound(CLAIM_MSG.notFound);
  const handovers = await repo.handoversOf(app.db, r.claim.bookingId);
  return {
    claim: await claimWithPhotos(app.db, r.claim),
    summary: { ...summary(r), disputedAt: r.claim.disputedAt?.toISOString() ?? null },
    deposit: r.deposit,
    handovers: handovers.map(({ handover: h, photos }) => ({
      kind: h.kind,
      odometerKm: h.odometerKm,
      fuelUnit: h.fuelUnit,
      fuelLevel: h.fuelLevel,
      notes: h.notes,
      renterNote: h.renterNote,
      recordedAt: h.recordedAt.toISOString(),
      tripCharges: h.tripCharges,
      photos: photos.map((p) => ({
        id: p.id,
        side: p.side,
        addedBy: p.addedBy,
        url: `/api/operator/handover-photos/${p.id}`,
      })),
    })),
  };
}

/** A handover photo's bytes for an operator (the private folder). 404 unknown. */
export async function handoverPhoto(app: FastifyInstance, id: string): Promise<Buffer> {
  const p = isUuid(id) ? await repo.findHandoverPhoto(app.db, id) : undefined;
  const bytes = p ? await licencePhotos(app).read(p.file) : null;
  if (!bytes) throw notFound(CLAIM_MSG.photoNotFound);
  return bytes;
}

/**
 * Operator `operatorId` decides disputed claim `id` at `body.amount` (0..the claim) for
 * `body.reason`: see the module comment. 400 amount above the claim, 404 unknown, 409 not disputed.
 */
export async function decideClaim(
  app: FastifyInstance,
  operatorId: string,
  id: string,
  body: ClaimDecisionBody,
): Promise<void> {
  if (!isUuid(id)) throw notFound(CLAIM_MSG.notFound);
  await app.db.transaction(async (tx) => {
    const c = await repo.findClaim(tx, id);
    if (!c) throw notFound(CLAIM_MSG.notFound);
    if (c.status !== "disputed") throw conflict(CLAIM_MSG.notDisputed);
    if (body.amount > c.amount) throw badRequest(CLAIM_MSG.decidedAmountRange(c.amount));
    const b = (await repo.findBooking(tx, c.bookingId, true))!;
    const now = app.now();
    const decided = await repo.decideClaim(tx, c.id, {
      amount: body.amount,
      reason: body.reason,
      by: operatorId,
      now,
    });
    if (!decided) throw conflict(CLAIM_MSG.notDisputed);
    await insertAction(tx, {
      operatorId,
      action: "claim_decided",
      subjectType: "claim",
      subjectId: c.id,
      reason: body.reason,
      details: { bookingRef: b.bookingRef, claimed: c.amount, decided: body.amount },
    });
    const car = await repo.carName(tx, b.carId);
    const detail = { ref: b.bookingRef, amount: body.amount, reason: body.reason };
    await notify(
      tx,
      [b.ownerId, b.renterId].map((userId) => ({
        userId,
        type: "claim_decided" as const,
        car,
        bookingId: b.id,
        carId: b.carId,
        detail,
      })),
    );
    await settleBookingDeposit(tx, b, body.amount, now);
  });
}
