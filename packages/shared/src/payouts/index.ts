/**
 * Owner payout accounts (issue 28 item 5, decision 026): the set-up body as the server checks it
 * and the form validates it, the masked answer, and the masks themselves. Texts in
 * messages/payouts.ts.
 */
import { z } from "zod";
import { TRANSFER_KINDS } from "../enums.js";
import { okResponse } from "../envelope.js";
import { PAYOUT_MSG } from "../messages/payouts.js";

export const PAYOUT_ACCOUNT_STATUSES = [
  "pending",
  "activated",
  "needs_clarification",
  "suspended",
] as const;
export type PayoutAccountStatus = (typeof PAYOUT_ACCOUNT_STATUSES)[number];

const upper = (value: string) => value.replace(/\s+/g, "").toUpperCase();

/** A 10-digit Indian mobile (6-9 first), +91 / 91 / 0 prefix and spaces or dashes accepted. */
export const indianMobileField = z
  .string({ error: PAYOUT_MSG.phoneInvalid })
  .transform((v) => v.replace(/[\s-]/g, "").replace(/^(\+91|91|0)(?=[0-9]{10}$)/, ""))
  .pipe(z.string().regex(/^[6-9][0-9]{9}$/, PAYOUT_MSG.phoneInvalid));

/** An individual's PAN: ^[A-Z]{5}[0-9]{4}[A-Z]$ with 'P' 4th; lower case accepted. */
export const panField = z
  .string({ error: PAYOUT_MSG.panInvalid })
  .transform(upper)
  .pipe(
    z
      .string()
      .regex(/^[A-Z]{5}[0-9]{4}[A-Z]$/, PAYOUT_MSG.panInvalid)
      .refine((v) => v[3] === "P", PAYOUT_MSG.panNotIndividual),
  );

/** A bank account number: 9 to 18 digits (spaces ignored). */
export const accountNumberField = z
  .string({ error: PAYOUT_MSG.accountNumberInvalid })
  .transform((v) => v.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^[0-9]{9,18}$/, PAYOUT_MSG.accountNumberInvalid));

/** An IFSC: ^[A-Z]{4}0[A-Z0-9]{6}$; lower case accepted. */
export const ifscField = z
  .string({ error: PAYOUT_MSG.ifscInvalid })
  .transform(upper)
  .pipe(z.string().regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, PAYOUT_MSG.ifscInvalid));

/** POST /api/owner/payouts/account: the owner's details; the full PAN and account go to Razorpay only. */
export const payoutAccountBody = z.object({
  legalName: z
    .string({ error: PAYOUT_MSG.legalNameRequired })
    .trim()
    .min(1, PAYOUT_MSG.legalNameRequired)
    .min(2, PAYOUT_MSG.legalNameLength)
    .max(120, PAYOUT_MSG.legalNameLength),
  phone: indianMobileField,
  pan: panField,
  accountNumber: accountNumberField,
  ifsc: ifscField,
});
export type PayoutAccountBody = z.input<typeof payoutAccountBody>;

/** "••••••234F": the PAN shown from its last 4 characters, at its length of 10. */
export const maskPan = (last4: string) => `••••••${last4}`;
/** '•••• 6789': the bank account shown from its last 4 digits. */
export const maskAccountNumber = (last4: string) => `•••• ${last4}`;

/** The owner's payout account as every answer shows it: masked, never the full numbers. */
export const payoutAccount = z.object({
  legalName: z.string(),
  phone: z.string(),
  pan: z.string(),
  accountNumber: z.string(),
  ifsc: z.string(),
  beneficiaryName: z.string(),
  status: z.enum(PAYOUT_ACCOUNT_STATUSES),
  linkedAccountId: z.string().nullable(),
  createdAt: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccount>;

/** GET /api/owner/payouts/account: the account or null; `enabled` false with PAYMENTS=offline. */
export const payoutAccountResponse = okResponse({
  enabled: z.boolean(),
  account: payoutAccount.nullable(),
});
export type PayoutAccountResponse = z.infer<typeof payoutAccountResponse>;

/** POST /api/owner/payouts/account. */
export const savePayoutAccountResponse = okResponse({
  message: z.string(),
  account: payoutAccount,
});
export type SavePayoutAccountResponse = z.infer<typeof savePayoutAccountResponse>;

/**
 * Where an owner's earnings of a paid booking stand at Razorpay Route (issue 28 item 5,
 * decision 027): queued (not yet sent; waits for an active payout account), on_hold (sent, held
 * until 48 hours after the return date), released (paid out), reversed (taken back in full by a
 * cancellation), cancelled (nothing to send: cancelled before it was sent, nothing kept).
 */
export const TRANSFER_STATUSES = [
  "queued",
  "on_hold",
  "released",
  "reversed",
  "cancelled",
] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** How long after the end of the return date (India time) an owner's transfer is held (ms). */
export const PAYOUT_HOLD_MS = 48 * 60 * 60 * 1000;

/**
 * When the transfer of a trip returned on `returnDate` (YYYY-MM-DD) is released: 48 hours after
 * the end of that day in India (UTC+05:30 all year), leaving the renter's and owner's claims
 * time to be raised before the money leaves the platform.
 */
export function payoutReleaseAt(returnDate: string): Date {
  const dayEnd = Date.parse(`${returnDate}T00:00:00+05:30`) + 24 * 60 * 60 * 1000;
  return new Date(dayEnd + PAYOUT_HOLD_MS);
}

/**
 * One row of the owner's Payouts table: a booking's transfer, amounts in whole rupees. A booking
 * has at most one of each kind: its earnings, and the deposit's kept part (decision 030).
 */
export const payoutTransfer = z.object({
  bookingId: z.string(),
  kind: z.enum(TRANSFER_KINDS),
  bookingRef: z.string(),
  car: z.string(),
  pickupDate: z.string(),
  returnDate: z.string(),
  /**
   * What was (or will be) sent: the owner's earnings, or their kept share after a cancellation;
   * for kind 'deposit_kept', what the deposit's settlement kept for the owner.
   */
  amount: z.number().int(),
  /** What a cancellation took back from it. */
  reversed: z.number().int(),
  status: z.enum(TRANSFER_STATUSES),
  /** ISO instant the hold ends. */
  onHoldUntil: z.string(),
  releasedAt: z.string().nullable(),
  /** Razorpay's transfer id ('trf_…'), once sent. */
  transferId: z.string().nullable(),
});
export type PayoutTransfer = z.infer<typeof payoutTransfer>;

/** GET /api/owner/payouts/transfers: the owner's transfers, newest first. */
export const payoutTransfersResponse = okResponse({ transfers: z.array(payoutTransfer) });
export type PayoutTransfersResponse = z.infer<typeof payoutTransfersResponse>;
