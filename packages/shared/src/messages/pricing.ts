/**
 * Texts of the trip price and refunds (issue 27, decision 021): the label of each line of a
 * quote, of the owner's lines and of a refund's lines, the cancellation policies in words, and
 * the refusals of the car's pricing fields. Labels are built here from a stored quote's figures
 * so the server's answers, the web and the mails say the same words.
 */
import { daysLabel } from "../dates.js";
import { LIMITS } from "../limits.js";
import { formatRupees } from "../money.js";
import type { CancellationPolicy, RefundLineCode } from "../pricing/refund.js";

/** What the rent line names: days, price a day and the discount taken off, if any. */
export interface RentLabelInput {
  days: number;
  pricePerDay: number;
  discount: { kind: "weekly" | "monthly" | null; percent: number };
}

export const PRICE_MSG = {
  /** 'Rent: 7 days × ₹1,800, less the 10% weekly discount'. */
  rent: (q: RentLabelInput) =>
    `Rent: ${daysLabel(q.days)} × ${formatRupees(q.pricePerDay)}${
      q.discount.kind ? `, less the ${q.discount.percent}% ${q.discount.kind} discount` : ""
    }`,
  tripFee: "Trip fee",
  tripFeeGst: "GST on the trip fee",
  deposit: "Refundable security deposit",
  commission: "Host commission",
  commissionGst: "GST on the host commission",
  // The car's pricing fields (add-car and edit-car, issue 27).
  weeklyDiscount: `Weekly discount must be a whole number from 0 to ${LIMITS.discountMax} (%)`,
  monthlyDiscount: `Monthly discount must be a whole number from 0 to ${LIMITS.discountMax} (%)`,
  securityDeposit: `Security deposit must be whole rupees from 0 to ${formatRupees(LIMITS.securityDepositMax)}`,
  cancellationPolicy: "Please choose a cancellation policy: flexible, moderate or strict",
} as const;

/** The label of each line of a refund (what was paid for it, refunded and kept). */
export const REFUND_LINE_LABELS: Record<RefundLineCode, string> = {
  rent: "Rent",
  trip_fee: PRICE_MSG.tripFee,
  trip_fee_gst: PRICE_MSG.tripFeeGst,
  deposit: PRICE_MSG.deposit,
};

/** Each cancellation policy in words (the car page, the booking form). */
export const CANCELLATION_POLICY_TEXT: Record<CancellationPolicy, { name: string; rule: string }> =
  {
    flexible: {
      name: "Flexible",
      rule: "Full refund up to 24 hours before the pickup date; after that, one day's rent (the whole rent of a 1-day trip) and the trip fee are kept.",
    },
    moderate: {
      name: "Moderate",
      rule: "Full refund up to 72 hours before the pickup date; after that, half the rent and the trip fee are kept.",
    },
    strict: {
      name: "Strict",
      rule: "Full refund up to 7 days before the pickup date; then half the rent and the trip fee are kept until 24 hours before; after that, nothing but the deposit is refunded.",
    },
  };

/**
 * A car card's trip total in a date search (issue 27 item 5; the car's `tripTotal`, the quote's
 * total as the server computed it): '₹14,087' then 'total for 7 days', read together as
 * '₹14,087 total for 7 days', and what the total holds (never the deposit).
 */
export const TRIP_TOTAL_MSG = {
  amount: (total: number) => formatRupees(total),
  forDays: (days: number) => `total for ${daysLabel(days)}`,
  includes: "Includes the trip fee and GST",
} as const;
