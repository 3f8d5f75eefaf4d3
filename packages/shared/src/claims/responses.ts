/** Answers of the claims API (issue 30 items 4 and 5); the web types its fetchers with them. */
import { z } from "zod";
import { CLAIM_STATUSES, FUEL_UNITS, HANDOVER_KINDS, PHOTO_ADDED_BY } from "../enums.js";
import { okResponse } from "../envelope.js";

/** A claim or handover photo: its id and the URL the two parties and operators read it at. */
export const claimPhoto = z.object({
  id: z.string(),
  addedBy: z.enum(PHOTO_ADDED_BY),
  url: z.string(),
});
export type ClaimPhoto = z.infer<typeof claimPhoto>;

export const claim = z.object({
  id: z.string(),
  bookingId: z.string(),
  description: z.string(),
  amount: z.number().int(),
  status: z.enum(CLAIM_STATUSES),
  createdAt: z.string(),
  respondBy: z.string(),
  renterNote: z.string(),
  acceptedAt: z.string().nullable(),
  acceptedBySilence: z.boolean(),
  disputedAt: z.string().nullable(),
  decidedAmount: z.number().int().nullable(),
  decidedReason: z.string(),
  decidedAt: z.string().nullable(),
  photos: z.array(claimPhoto),
});
export type Claim = z.infer<typeof claim>;

/**
 * The deposit of a returned trip as both parties see it: 'held' until `heldUntil` (the claim
 * window's end) or, with a claim open or disputed, until it is settled; 'released' with the
 * stored split. Whole rupees.
 */
export const depositState = z.object({
  state: z.enum(["held", "released"]),
  deposit: z.number().int(),
  /** The claim window's end (ISO instant), or null while a claim holds it. */
  heldUntil: z.string().nullable(),
  tripCharges: z.number().int(),
  settledAt: z.string().nullable(),
  kept: z.number().int().nullable(),
  returned: z.number().int().nullable(),
  owed: z.number().int().nullable(),
});
export type DepositState = z.infer<typeof depositState>;

/** GET /api/bookings/:id/claim: the trip's claim (or null), whether one may be made, its deposit. */
export const bookingClaimResponse = okResponse({
  claim: claim.nullable(),
  /** The claim window's end (ISO instant): 48 hours after the return. */
  claimUntil: z.string(),
  canClaim: z.boolean(),
  deposit: depositState,
});
export type BookingClaimResponse = z.infer<typeof bookingClaimResponse>;

export const claimResponse = okResponse({ message: z.string(), claim });
export type ClaimResponse = z.infer<typeof claimResponse>;

/** A handover record as the operator reads it beside the claim. */
export const operatorHandover = z.object({
  kind: z.enum(HANDOVER_KINDS),
  odometerKm: z.number().int(),
  fuelUnit: z.enum(FUEL_UNITS),
  fuelLevel: z.number().int(),
  notes: z.string(),
  renterNote: z.string(),
  recordedAt: z.string(),
  tripCharges: z.number().int().nullable(),
  photos: z.array(
    z.object({
      id: z.string(),
      side: z.string(),
      addedBy: z.enum(PHOTO_ADDED_BY),
      url: z.string(),
    }),
  ),
});
export type OperatorHandover = z.infer<typeof operatorHandover>;

/** One disputed claim in the operator's queue, oldest dispute first. */
export const disputedClaim = z.object({
  id: z.string(),
  bookingRef: z.string(),
  car: z.string(),
  ownerName: z.string(),
  renterName: z.string(),
  amount: z.number().int(),
  disputedAt: z.string(),
});
export type DisputedClaim = z.infer<typeof disputedClaim>;

export const claimQueueResponse = okResponse({ claims: z.array(disputedClaim) });
export type ClaimQueueResponse = z.infer<typeof claimQueueResponse>;

export const operatorClaimResponse = okResponse({
  claim,
  summary: disputedClaim.omit({ disputedAt: true }).extend({ disputedAt: z.string().nullable() }),
  deposit: z.number().int(),
  handovers: z.array(operatorHandover),
});
export type OperatorClaimResponse = z.infer<typeof operatorClaimResponse>;
