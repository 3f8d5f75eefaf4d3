/**
 * Texts of a car's terms (issue 27 items 3 and 5): what the car page says about the car's
 * cancellation policy, security deposit and duration discounts, and the labels and hints of the
 * owner's car form that set them. The policies' names and rules are CANCELLATION_POLICY_TEXT
 * (pricing.ts); the day thresholds are the quote's own (pricing/quote.ts), so the words say
 * what the quote does.
 */
import { LIMITS } from "../limits.js";
import { formatRupees } from "../money.js";
import { MONTHLY_DISCOUNT_DAYS, WEEKLY_DISCOUNT_DAYS } from "../pricing/quote.js";
import type { CancellationPolicy } from "../pricing/refund.js";
import { CANCELLATION_POLICY_TEXT } from "./pricing.js";

/** The discounts a car gives, as the car page lists them (whole percentages, 0 = none). */
export interface CarDiscounts {
  weeklyDiscountPercent: number;
  monthlyDiscountPercent: number;
}

export const CAR_TERMS_MSG = {
  /** The car page section's heading. */
  title: "Cancellation, deposit and discounts",
  /** 'Strict cancellation policy'. */
  policy: (policy: CancellationPolicy) =>
    `${CANCELLATION_POLICY_TEXT[policy].name} cancellation policy`,
  policyNote: "Choose your dates to see the exact date and time free cancellation ends.",
  /** '₹5,000 refundable security deposit', or 'No security deposit' for ₹0. */
  deposit: (amount: number) =>
    amount > 0 ? `${formatRupees(amount)} refundable security deposit` : "No security deposit",
  depositNote: "Not part of the trip total, and always refunded.",
  /** '10% off trips of 7 days or more'. */
  weeklyDiscount: (percent: number) =>
    `${percent}% off trips of ${WEEKLY_DISCOUNT_DAYS} days or more`,
  /** '25% off trips of 28 days or more'. */
  monthlyDiscount: (percent: number) =>
    `${percent}% off trips of ${MONTHLY_DISCOUNT_DAYS} days or more`,
  /** Beside the monthly discount when the car has both: they never add up. */
  monthlyReplacesWeekly: "in place of the weekly discount",
  noDiscount: "No discount for longer trips",

  // The owner's car form (add car, edit car).
  formSection: "Pricing and cancellation",
  weeklyDiscountLabel: "Weekly discount (%)",
  weeklyDiscountHint: `Off trips of ${WEEKLY_DISCOUNT_DAYS} days or more (0 to ${LIMITS.discountMax}%)`,
  monthlyDiscountLabel: "Monthly discount (%)",
  monthlyDiscountHint: `Off trips of ${MONTHLY_DISCOUNT_DAYS} days or more, instead of the weekly one (0 to ${LIMITS.discountMax}%)`,
  depositLabel: "Security deposit (₹)",
  depositHint: `Refundable, not in the trip total (${formatRupees(0)} to ${formatRupees(LIMITS.securityDepositMax)})`,
  policyLegend: "Cancellation policy",
} as const;

/**
 * The car's duration discounts in words, weekly first: [] when it has none (the page then says
 * CAR_TERMS_MSG.noDiscount). The monthly one names that it replaces the weekly one when the car
 * has both (pricing/quote.ts takes one discount, never both).
 */
export function carDiscountTexts(car: CarDiscounts): string[] {
  const texts: string[] = [];
  if (car.weeklyDiscountPercent > 0)
    texts.push(CAR_TERMS_MSG.weeklyDiscount(car.weeklyDiscountPercent));
  if (car.monthlyDiscountPercent > 0) {
    const monthly = CAR_TERMS_MSG.monthlyDiscount(car.monthlyDiscountPercent);
    texts.push(
      car.weeklyDiscountPercent > 0
        ? `${monthly}, ${CAR_TERMS_MSG.monthlyReplacesWeekly}`
        : monthly,
    );
  }
  return texts;
}
