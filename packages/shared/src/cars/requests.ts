/**
 * Request bodies of the car endpoints (owner document sections 5, 7 and 9; server-rules.md
 * section 3): the add/edit `carData` schema shared by the owner form and the server, and the
 * `carId` body of delete-car and toggle-car (which may name the state wanted). The listing's query is in car-filters.ts.
 */
import { z } from "zod";
import { currentCityName, currentStateName } from "../city-aliases.js";
import { indiaToday } from "../dates.js";
import { CAR_CATEGORIES, FUEL_TYPES, TRANSMISSIONS } from "../enums.js";
import { LIMITS } from "../limits.js";
import { TRIP_RULE_MSG } from "../messages/calendar.js";
import { CAR_MSG } from "../messages/cars.js";
import { HANDOVER_MSG } from "../messages/handover.js";
import { CAR_FORM_MSG } from "../messages/owner.js";
import { PRICE_MSG } from "../messages/pricing.js";
import { CANCELLATION_POLICIES } from "../pricing/refund.js";

/** The latest model year accepted: this year in India plus one (owner document section 9). */
export function maxModelYear(now: Date = new Date()): number {
  return Number(indiaToday(now).slice(0, 4)) + 1;
}

/** Forms send numbers as strings and empty fields as '' or null: both mean "missing". */
export function formValue(v: unknown): unknown {
  if (v === null) return undefined;
  if (typeof v !== "string") return v;
  const t = v.trim();
  return t === "" ? undefined : Number(t);
}

const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === "string" && v.trim() === "") ? undefined : v;

const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

const optionalText = (max: number, tooLong: string) =>
  z.preprocess(
    blankToUndefined,
    z.string({ error: tooLong }).trim().max(max, tooLong).optional().default(""),
  );

/** A whole number (days, percent, rupees) from `min` to `max`, or absent. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    formValue,
    z.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  );

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: message }));

/**
 * The pickup address; state and city must come from INDIA_LOCATIONS, named as listed there or
 * by an older or common name (city-aliases.ts: 'Bangalore', 'Orissa'), and are stored as listed.
 */
export const carAddressInput = z
  .object(
    {
      state: z.string({ error: CAR_MSG.stateAndCity }).trim().min(1, CAR_MSG.stateAndCity),
      city: z.string({ error: CAR_MSG.stateAndCity }).trim().min(1, CAR_MSG.stateAndCity),
      street: optionalText(LIMITS.streetMax, CAR_MSG.streetTooLong),
      landmark: optionalText(LIMITS.landmarkMax, CAR_MSG.landmarkTooLong),
      zipCode: z.preprocess(
        (v) => (typeof v === "number" ? String(v) : blankToUndefined(v)),
        z
          .string({ error: CAR_MSG.zipCode })
          .trim()
          .regex(/^[1-9]\d{5}$/, CAR_MSG.zipCode)
          .optional()
          .default(""),
      ),
    },
    { error: CAR_MSG.stateAndCity },
  )
  .transform((a, ctx) => {
    const state = currentStateName(a.state);
    const city = state ? currentCityName(state, a.city) : undefined;
    if (!state || !city) {
      ctx.addIssue({ code: "custom", message: CAR_MSG.placeFromList, path: ["city"] });
      return z.NEVER;
    }
    return { ...a, state, city };
  });

/**
 * The add/edit car form's `carData` (owner document section 5), in the form's field order so
 * the first failure is the first field a person would fix. Numbers may be numeric strings.
 * Output adds `location` = address.city (server-rules.md section 3).
 */
export const carDataSchema = z
  .object({
    brand: requiredText(CAR_MSG.brandRequired, LIMITS.brandMax, CAR_MSG.brandTooLong),
    model: requiredText(CAR_MSG.modelRequired, LIMITS.modelMax, CAR_MSG.modelTooLong),
    year: z.preprocess(
      formValue,
      z
        .number({ error: CAR_MSG.modelYear })
        .int(CAR_MSG.modelYear)
        .min(LIMITS.yearMin, CAR_MSG.modelYear)
        .refine((y) => y <= maxModelYear(), CAR_MSG.modelYear),
    ),
    pricePerDay: z.preprocess(
      formValue,
      z
        .number({ error: CAR_MSG.priceAboveZero })
        .gt(0, CAR_MSG.priceAboveZero)
        .int(CAR_MSG.priceWhole)
        .max(LIMITS.priceMax, CAR_MSG.priceTooHigh),
    ),
    category: choice(CAR_CATEGORIES, CAR_MSG.selectCategory),
    transmission: choice(TRANSMISSIONS, CAR_MSG.selectTransmission),
    fuel_type: choice(FUEL_TYPES, CAR_MSG.selectFuelType),
    seating_capacity: z.preprocess(
      formValue,
      z
        .number({ error: CAR_MSG.seating })
        .int(CAR_FORM_MSG.seatingWhole)
        .min(LIMITS.seatingMin, CAR_MSG.seating)
        .max(LIMITS.seatingMax, CAR_MSG.seating),
    ),
    description: requiredText(
      CAR_MSG.descriptionRequired,
      LIMITS.descriptionMax,
      CAR_MSG.descriptionTooLong,
    ),
    address: carAddressInput,
    // Trip rules and instant book (issue 15). Absent means "as it is": the car's stored value on
    // edit-car, DEFAULT_TRIP_RULES and instant book off on add-car.
    advanceNoticeDays: wholeNumber(0, LIMITS.advanceNoticeMax, TRIP_RULE_MSG.advanceNotice),
    minTripDays: wholeNumber(1, LIMITS.minTripMax, TRIP_RULE_MSG.minTrip),
    maxTripDays: wholeNumber(1, LIMITS.maxTripMax, TRIP_RULE_MSG.maxTrip),
    instantBook: z.preprocess(
      (v) => (v === "true" ? true : v === "false" ? false : blankToUndefined(v)),
      z.boolean({ error: TRIP_RULE_MSG.instantBook }).optional(),
    ),
    // Pricing (issue 27): discounts (whole %), deposit (whole ₹) and cancellation policy.
    // Absent means "as it is", as for the trip rules: no discount, no deposit, flexible on add.
    weeklyDiscountPercent: wholeNumber(0, LIMITS.discountMax, PRICE_MSG.weeklyDiscount),
    monthlyDiscountPercent: wholeNumber(0, LIMITS.discountMax, PRICE_MSG.monthlyDiscount),
    securityDeposit: wholeNumber(0, LIMITS.securityDepositMax, PRICE_MSG.securityDeposit),
    cancellationPolicy: z.preprocess(
      blankToUndefined,
      z.enum(CANCELLATION_POLICIES, { error: PRICE_MSG.cancellationPolicy }).optional(),
    ),
    // Trip charges' rules (issue 30 item 1): km included a day (0 = unlimited), ₹ per extra km,
    // ₹ per eighth of a tank (10 % of battery) short. Absent means "as it is": 0 on add.
    kmPerDay: wholeNumber(0, LIMITS.kmPerDayMax, HANDOVER_MSG.kmPerDay),
    extraKmRate: wholeNumber(0, LIMITS.extraKmRateMax, HANDOVER_MSG.extraKmRate),
    fuelCharge: wholeNumber(0, LIMITS.fuelChargeMax, HANDOVER_MSG.fuelCharge),
  })
  .superRefine((c, ctx) => {
    if (
      c.minTripDays !== undefined &&
      c.maxTripDays !== undefined &&
      c.minTripDays > c.maxTripDays
    ) {
      ctx.addIssue({ code: "custom", message: TRIP_RULE_MSG.tripRange, path: ["minTripDays"] });
    }
  })
  .transform((c) => ({ ...c, location: c.address.city }));

/** What the form sends (numbers may be strings). */
export type CarDataInput = z.input<typeof carDataSchema>;
/** What the server stores: trimmed, coerced, address spelled as in INDIA_LOCATIONS. */
export type CarData = z.output<typeof carDataSchema>;

/** POST /api/owner/delete-car (and toggle-car's base): which car. */
export const carIdBody = z.object(
  { carId: z.string({ error: CAR_MSG.carIdRequired }).min(1, CAR_MSG.carIdRequired) },
  { error: CAR_MSG.carIdRequired },
);
export type CarIdBody = z.input<typeof carIdBody>;

/**
 * POST /api/owner/toggle-car: which car, and optionally the state wanted (issue 25): true
 * shows it, false hides it, the same answer however often it is sent; absent, the car flips.
 */
export const toggleCarBody = carIdBody.extend({ isAvaliable: z.boolean().optional() });
export type ToggleCarBody = z.input<typeof toggleCarBody>;
