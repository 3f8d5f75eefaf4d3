/**
 * What a cancellation refunds (issue 27 item 3), from the booking's stored quote: the one
 * function both the cancellation preview and the cancel itself call, so the two can never
 * differ. Whole rupees; refund + kept is always what was paid (total + deposit).
 *
 * Measured from the start of the pickup date in India (00:00 IST), a renter's cancellation of
 * a confirmed (`booked`) trip refunds:
 * - flexible: everything up to 24 hours before; later, everything but one day's rent (the
 *   whole rent for a 1-day trip) and the trip fee with its GST;
 * - moderate: everything up to 72 hours before; later, half of the rent (the renter gets the
 *   odd rupee), not the fee and its GST;
 * - strict: everything up to 7 days before; from then until 24 hours before, half of the rent
 *   (not the fee and its GST); later, nothing.
 * "Up to N hours before" includes the instant exactly N hours before. Rent here is the
 * discounted rent. A request still pending, a decline, an expired request, and any
 * cancellation by the owner, the system or an account deletion refund everything. The
 * deposit is always refunded.
 */
import { percentOf, type Quote, type QuoteRates } from "./quote.js";

export const CANCELLATION_POLICIES = ["flexible", "moderate", "strict"] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

const HOUR_MS = 60 * 60 * 1000;

/** Hours before the start of the pickup date up to which each policy refunds everything. */
export const FULL_REFUND_HOURS: Record<CancellationPolicy, number> = {
  flexible: 24,
  moderate: 72,
  strict: 7 * 24,
};
/** Strict only: from its full-refund window until this many hours before, half the rent. */
export const STRICT_HALF_REFUND_HOURS = 24;

/** 00:00 in India on `pickupDate` ('YYYY-MM-DD'): the instant every window is measured from. */
export function pickupStart(pickupDate: string): Date {
  return new Date(`${pickupDate}T00:00:00+05:30`);
}

/** The last instant a renter may cancel a confirmed trip and get everything back. */
export function freeCancellationUntil(policy: CancellationPolicy, pickupDate: string): Date {
  return new Date(pickupStart(pickupDate).getTime() - FULL_REFUND_HOURS[policy] * HOUR_MS);
}

/** What was paid, per part of the stored quote. */
export type RefundLineCode = "rent" | "trip_fee" | "trip_fee_gst" | "deposit";

export interface RefundLine {
  code: RefundLineCode;
  paid: number;
  refunded: number;
  kept: number;
}

export interface Refund {
  /** Rupees returned to the renter, deposit included. */
  amount: number;
  /** Rupees not returned: the owner's and the platform's, per the policy. */
  kept: number;
  lines: RefundLine[];
}

/** Who ends the booking and from which status; only a renter's cancel of `booked` can cost. */
export interface CancellationCase {
  status: "pending" | "booked";
  by: "renter" | "owner" | "system";
  policy: CancellationPolicy;
  pickupDate: string;
  /** When the cancellation is decided. */
  at: Date;
}

/** The rent kept by the policy for a renter's cancel of a confirmed trip at `c.at`. */
function keptRent(quote: Quote, c: CancellationCase): { rent: number; fees: boolean } {
  const hoursBefore = (pickupStart(c.pickupDate).getTime() - c.at.getTime()) / HOUR_MS;
  if (hoursBefore >= FULL_REFUND_HOURS[c.policy]) return { rent: 0, fees: false };
  const half = Math.floor(quote.rent / 2);
  switch (c.policy) {
    case "flexible": {
      // One day's rent, rounded half up; a 1-day trip keeps it all.
      const oneDay =
        quote.days === 1
          ? quote.rent
          : Math.floor((2 * quote.rent + quote.days) / (2 * quote.days));
      return { rent: oneDay, fees: true };
    }
    case "moderate":
      return { rent: half, fees: true };
    case "strict":
      return hoursBefore >= STRICT_HALF_REFUND_HOURS
        ? { rent: half, fees: true }
        : { rent: quote.rent, fees: true };
  }
}

/**
 * What cancelling a booking whose stored quote is `quote` refunds, line by line. Pure; the
 * caller passes the decision's instant (the server's app.now()).
 */
export function refundFor(quote: Quote, c: CancellationCase): Refund {
  const costs = c.status === "booked" && c.by === "renter";
  const kept = costs ? keptRent(quote, c) : { rent: 0, fees: false };
  const line = (code: RefundLineCode, paid: number, keep: number): RefundLine => ({
    code,
    paid,
    refunded: paid - keep,
    kept: keep,
  });
  const lines = [
    line("rent", quote.rent, kept.rent),
    line("trip_fee", quote.tripFee, kept.fees ? quote.tripFee : 0),
    line("trip_fee_gst", quote.tripFeeGst, kept.fees ? quote.tripFeeGst : 0),
    line("deposit", quote.deposit, 0),
  ];
  return {
    amount: lines.reduce((sum, l) => sum + l.refunded, 0),
    kept: lines.reduce((sum, l) => sum + l.kept, 0),
    lines,
  };
}

/**
 * What the owner earns of `keptRent` rupees of rent a cancellation kept (issue 27 item 3):
 * the kept rent less the host commission on it and that commission's GST, at the rates the
 * booking's quote was made with; whole rupees, each rounded half up as in quoteTrip.
 */
export function ownerShareOfKept(
  keptRent: number,
  rates: Pick<QuoteRates, "hostCommissionPercent" | "gstPercent">,
): number {
  const commission = percentOf(keptRent, rates.hostCommissionPercent);
  return keptRent - commission - percentOf(commission, rates.gstPercent);
}
