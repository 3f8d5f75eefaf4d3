/**
 * The add/edit car form's values and their check with the shared carDataSchema (owner
 * document section 5), so the form shows the server's own messages, field by field. The
 * booking rules (issue 15: advance notice, minimum and maximum trip in days, instant book)
 * start at DEFAULT_TRIP_RULES with instant book off, and are always sent. So are the car's
 * terms (issue 27 item 5): weekly and monthly discount (whole %), security deposit (whole ₹),
 * starting at 0, and the cancellation policy, starting flexible.
 */
import {
  type CancellationPolicy,
  type Car,
  type CarData,
  carDataSchema,
  DEFAULT_TRIP_RULES,
  HANDOVER_MSG,
  PRICE_MSG,
  TRIP_RULE_MSG,
} from "@gaadi/shared";

export interface CarFormValues {
  brand: string;
  model: string;
  year: string;
  pricePerDay: string;
  category: string;
  transmission: string;
  fuel_type: string;
  seating_capacity: string;
  description: string;
  state: string;
  city: string;
  street: string;
  landmark: string;
  zipCode: string;
  /** Days, '0'-'7'. */
  advanceNoticeDays: string;
  /** Rental days, '1'-'30'. */
  minTripDays: string;
  /** Rental days, '1'-'90'. */
  maxTripDays: string;
  /** Requests are confirmed at once. */
  instantBook: boolean;
  /** Whole %, '0'-'50', off trips of 7 days or more. */
  weeklyDiscountPercent: string;
  /** Whole %, '0'-'50', off trips of 28 days or more (replaces the weekly one). */
  monthlyDiscountPercent: string;
  /** Whole rupees, '0'-'50000', refundable, apart from the total. */
  securityDeposit: string;
  cancellationPolicy: CancellationPolicy;
  /** Issue 30: km included a day ('0' = unlimited), ₹ per extra km, ₹ per eighth short. */
  kmPerDay: string;
  extraKmRate: string;
  fuelCharge: string;
}

/** The values typed as text (every one but the instant-book switch and the policy radios). */
export type CarFormTextKey = Exclude<keyof CarFormValues, "instantBook" | "cancellationPolicy">;

/** Error keys: the value names, with 'city' standing for the state-and-city pair. */
export type CarFormErrors = Partial<Record<keyof CarFormValues | "image", string>>;

export const EMPTY_CAR_FORM: CarFormValues = {
  brand: "",
  model: "",
  year: "",
  pricePerDay: "",
  category: "",
  transmission: "",
  fuel_type: "",
  seating_capacity: "",
  description: "",
  state: "",
  city: "",
  street: "",
  landmark: "",
  zipCode: "",
  advanceNoticeDays: String(DEFAULT_TRIP_RULES.advanceNoticeDays),
  minTripDays: String(DEFAULT_TRIP_RULES.minTripDays),
  maxTripDays: String(DEFAULT_TRIP_RULES.maxTripDays),
  instantBook: false,
  weeklyDiscountPercent: "0",
  monthlyDiscountPercent: "0",
  securityDeposit: "0",
  cancellationPolicy: "flexible",
  kmPerDay: "0",
  extraKmRate: "0",
  fuelCharge: "0",
};

export function carToFormValues(car: Car): CarFormValues {
  return {
    brand: car.brand,
    model: car.model,
    year: String(car.year),
    pricePerDay: String(car.pricePerDay),
    category: car.category,
    transmission: car.transmission,
    fuel_type: car.fuel_type,
    seating_capacity: String(car.seating_capacity),
    description: car.description,
    state: car.address.state,
    city: car.address.city,
    street: car.address.street,
    landmark: car.address.landmark,
    zipCode: car.address.zipCode,
    advanceNoticeDays: String(car.advanceNoticeDays),
    minTripDays: String(car.minTripDays),
    maxTripDays: String(car.maxTripDays),
    instantBook: car.instantBook,
    weeklyDiscountPercent: String(car.weeklyDiscountPercent),
    monthlyDiscountPercent: String(car.monthlyDiscountPercent),
    securityDeposit: String(car.securityDeposit),
    cancellationPolicy: car.cancellationPolicy,
    kmPerDay: String(car.kmPerDay),
    extraKmRate: String(car.extraKmRate),
    fuelCharge: String(car.fuelCharge),
  };
}

/** Number fields a blank would leave "as it is" on the server, with their message. */
const REQUIRED_NUMBER_FIELDS = [
  ["advanceNoticeDays", TRIP_RULE_MSG.advanceNotice],
  ["minTripDays", TRIP_RULE_MSG.minTrip],
  ["maxTripDays", TRIP_RULE_MSG.maxTrip],
  ["weeklyDiscountPercent", PRICE_MSG.weeklyDiscount],
  ["monthlyDiscountPercent", PRICE_MSG.monthlyDiscount],
  ["securityDeposit", PRICE_MSG.securityDeposit],
  ["kmPerDay", HANDOVER_MSG.kmPerDay],
  ["extraKmRate", HANDOVER_MSG.extraKmRate],
  ["fuelCharge", HANDOVER_MSG.fuelCharge],
] as const;

/** The values as carData, or the message of each failing field (the first per field). */
export function checkCarForm(
  v: CarFormValues,
): { ok: true; carData: CarData } | { ok: false; errors: CarFormErrors } {
  const result = carDataSchema.safeParse({
    brand: v.brand,
    model: v.model,
    year: v.year,
    pricePerDay: v.pricePerDay,
    category: v.category,
    transmission: v.transmission,
    fuel_type: v.fuel_type,
    seating_capacity: v.seating_capacity,
    description: v.description,
    address: {
      state: v.state,
      city: v.city,
      street: v.street,
      landmark: v.landmark,
      zipCode: v.zipCode,
    },
    advanceNoticeDays: v.advanceNoticeDays,
    minTripDays: v.minTripDays,
    maxTripDays: v.maxTripDays,
    instantBook: v.instantBook,
    weeklyDiscountPercent: v.weeklyDiscountPercent,
    monthlyDiscountPercent: v.monthlyDiscountPercent,
    securityDeposit: v.securityDeposit,
    cancellationPolicy: v.cancellationPolicy,
    kmPerDay: v.kmPerDay,
    extraKmRate: v.extraKmRate,
    fuelCharge: v.fuelCharge,
  });
  // A blank rule or term would mean "keep" to the server; in the form it is a missing value.
  const blankRules: CarFormErrors = {};
  for (const [key, message] of REQUIRED_NUMBER_FIELDS) {
    if (!v[key].trim()) blankRules[key] = message;
  }
  if (result.success && Object.keys(blankRules).length === 0) {
    return { ok: true, carData: result.data };
  }
  const errors: CarFormErrors = { ...blankRules };
  if (result.success) return { ok: false, errors };
  for (const issue of result.error.issues) {
    const [head, sub] = issue.path;
    let key = (head === "address" ? sub : head) as keyof CarFormErrors | undefined;
    if (head === "address" && (sub === "state" || sub === "city" || sub === undefined))
      key = "city";
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}
