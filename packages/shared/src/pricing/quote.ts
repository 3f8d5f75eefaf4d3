/**
 * What a trip costs (issue 27 item 1): the one function that prices a booking, on both sides.
 * Every amount is whole rupees (integers); each line is rounded half up from exact integer
 * arithmetic (no floating point), and the renter's lines always add up to the total.
 *
 * - rent: pricePerDay x days (a same-day trip is 1 day, dates.ts rentalDays);
 * - duration discount: `monthlyDiscountPercent` for 28+ days, else `weeklyDiscountPercent` for
 *   7+ days (the monthly one replaces the weekly one), taken off the rent; the rent line is the
 *   discounted rent, and the quote names the discount beside it;
 * - trip fee: `tripFeePercent` of the discounted rent, and GST (`gstPercent`) on that fee;
 * - total = discounted rent + trip fee + its GST: the booking's `price`. With both rates at 0
 *   it is pricePerDay x days, as before issue 27;
 * - the refundable security deposit, apart and never part of the total;
 * - for the owner: commission (`hostCommissionPercent` of the discounted rent), GST on it, and
 *   ownerEarnings = discounted rent - commission - its GST.
 * Rates are the server's configuration; the car's fields are stored on the car. A booking stores
 * the whole quote when it is made; nothing recomputes it later.
 */
import { rentalDays } from "../dates.js";

/** The platform's rates, whole percentages 0-100 (configuration, validated at start). */
export interface QuoteRates {
  tripFeePercent: number;
  gstPercent: number;
  hostCommissionPercent: number;
}

/** What the car contributes: price a day (₹), discounts (whole %, 0-50), deposit (₹). */
export interface QuoteCar {
  pricePerDay: number;
  weeklyDiscountPercent: number;
  monthlyDiscountPercent: number;
  securityDeposit: number;
}

/** The renter's lines, in the order shown. */
export type QuoteLineCode = "rent" | "trip_fee" | "trip_fee_gst";

export interface QuoteLine {
  code: QuoteLineCode;
  /** Whole rupees, never negative. */
  amount: number;
}

export interface Quote {
  days: number;
  pricePerDay: number;
  /** pricePerDay x days, before the discount. */
  fullRent: number;
  /** Which discount applies, its whole percentage and its amount in rupees (0 when none). */
  discount: { kind: "weekly" | "monthly" | null; percent: number; amount: number };
  /** fullRent - discount.amount. */
  rent: number;
  tripFee: number;
  tripFeeGst: number;
  /** The renter's lines; their amounts add up to `total`. */
  lines: QuoteLine[];
  /** What the renter pays for the trip: the booking's price. */
  total: number;
  /** Refundable, apart from the total. */
  deposit: number;
  commission: number;
  commissionGst: number;
  /** rent - commission - commissionGst: what the owner is paid. */
  ownerEarnings: number;
}

/** Trips of at least this many days get the weekly discount; of the next, the monthly one. */
export const WEEKLY_DISCOUNT_DAYS = 7;
export const MONTHLY_DISCOUNT_DAYS = 28;

/**
 * `percent` % of `amount`, rounded half up, for non-negative whole rupees and whole
 * percentages: exact integer arithmetic. Throws RangeError for anything else, so a bad rate
 * can never turn into a wrong price silently.
 */
export function percentOf(amount: number, percent: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`amount must be whole rupees, not ${amount}`);
  }
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`percent must be a whole number 0-100, not ${percent}`);
  }
  return Math.floor((amount * percent + 50) / 100);
}

/** The discount a trip of `days` gets from `car`: monthly from 28 days, weekly from 7. */
function discountFor(
  car: QuoteCar,
  days: number,
): { kind: "weekly" | "monthly" | null; percent: number } {
  if (days >= MONTHLY_DISCOUNT_DAYS && car.monthlyDiscountPercent > 0) {
    return { kind: "monthly", percent: car.monthlyDiscountPercent };
  }
  if (days >= WEEKLY_DISCOUNT_DAYS && car.weeklyDiscountPercent > 0) {
    return { kind: "weekly", percent: car.weeklyDiscountPercent };
  }
  return { kind: null, percent: 0 };
}

/**
 * The quote for `car` from `pickupDate` to `returnDate` ('YYYY-MM-DD', both ends inclusive)
 * under `rates`. Pure: the same input always gives the same quote. Throws RangeError for a
 * negative or fractional price, deposit or rate (the schemas refuse those before).
 */
export function quoteTrip(
  car: QuoteCar,
  pickupDate: string,
  returnDate: string,
  rates: QuoteRates,
): Quote {
  const days = rentalDays(pickupDate, returnDate);
  if (!Number.isSafeInteger(car.securityDeposit) || car.securityDeposit < 0) {
    throw new RangeError(`securityDeposit must be whole rupees, not ${car.securityDeposit}`);
  }
  const fullRent = car.pricePerDay * days;
  const chosen = discountFor(car, days);
  const discountAmount = percentOf(fullRent, chosen.percent);
  const rent = fullRent - discountAmount;
  const tripFee = percentOf(rent, rates.tripFeePercent);
  const tripFeeGst = percentOf(tripFee, rates.gstPercent);
  const commission = percentOf(rent, rates.hostCommissionPercent);
  const commissionGst = percentOf(commission, rates.gstPercent);
  const lines: QuoteLine[] = [
    { code: "rent", amount: rent },
    { code: "trip_fee", amount: tripFee },
    { code: "trip_fee_gst", amount: tripFeeGst },
  ];
  return {
    days,
    pricePerDay: car.pricePerDay,
    fullRent,
    discount: { ...chosen, amount: discountAmount },
    rent,
    tripFee,
    tripFeeGst,
    lines,
    total: rent + tripFee + tripFeeGst,
    deposit: car.securityDeposit,
    commission,
    commissionGst,
    ownerEarnings: rent - commission - commissionGst,
  };
}
