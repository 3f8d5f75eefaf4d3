/**
 * Catalogue listing filters (customer document section 5 "Listing filter semantics"): the
 * query schema GET /api/user/cars accepts. The server alone applies them, in SQL; the web
 * never filters a list itself (issue 9).
 * - search: case-insensitive substring of brand, model, category, transmission, location,
 *   city, state and street (joined by spaces); a search naming a city by another name
 *   ('Bangalore', city-aliases.ts) also matches the city's listed name (`searchCity`);
 * - state: exact, an older name read as the current one ('Orissa' is Odisha); 'Other' matches
 *   a car whose address has no state;
 * - brand, category, fuelType, transmission: exact, case-insensitive;
 * - seatingCapacity: exact ('7+ Seats' sets 7); minPrice, maxPrice: inclusive, whole rupees;
 * - instantBook: 'true' keeps only cars that confirm a request at once ('false' is no filter);
 * - pickupLocation: the city, equal case-insensitively (check-availability's `location`, so
 *   'Bombay' is read as Mumbai);
 * - pickupDate and returnDate ('YYYY-MM-DD', both or neither, checked by check-availability's
 *   rules and texts): only cars with no holding booking and no blocked day sharing a day with
 *   that range, and whose trip rules (notice, minimum and maximum trip) allow it (issue 15).
 * page and limit ask for one page (decision 006 and its amendment).
 * The schema reads no clock: the date rules against "today" are searchDatesRefusal's, which
 * the server applies with its own clock (app.now()) and the web with the browser's India
 * today (one clock, issue 25; why the route schemas stay static: bookings/requests.ts).
 */
import { z } from "zod";
import { validateBookingDates } from "./bookings/date-rules.js";
import { checkAvailabilityBody } from "./bookings/requests.js";
import { cityFromAnyState, currentStateName } from "./city-aliases.js";
import { isCalendarDate } from "./dates.js";
import { CAR_CATEGORIES, FUEL_TYPES, TRANSMISSIONS } from "./enums.js";
import { OTHER_STATE } from "./locations.js";
import { BOOKING_MSG } from "./messages/index.js";

/** Paging of GET /api/user/cars: sizes in cars. */
export const CAR_LISTING = {
  defaultPageSize: 24,
  maxPageSize: 100,
  /** A bare GET /api/user/cars (no filter, no page) answers at most this many, newest first. */
  unpagedCap: 500,
  searchMax: 100,
} as const;

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

const blank = (v: unknown) =>
  v === null || (typeof v === "string" && v.trim() === "") ? undefined : v;

const text = (max: number, message: string) =>
  z.preprocess(blank, z.string({ error: message }).trim().max(max, message).optional());

/** A closed-list value matched case-insensitively and returned as listed; unknown values stay as given (and match nothing). */
const listed = (values: readonly string[], message: string) =>
  text(60, message).transform((v) =>
    v === undefined ? v : (values.find((x) => x.toLowerCase() === v.toLowerCase()) ?? v),
  );

const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess((v) => {
    const given = blank(v);
    return typeof given === "string" ? Number(given.trim()) : given;
  }, z.number({ error: message }).int(message).min(min, message).max(max, message).optional());

/** check-availability's own field schemas (same rules, same texts), optional here. */
const availability = checkAvailabilityBody.shape;
const optional = <T extends z.ZodType>(field: T) => z.preprocess(blank, field.optional());

/**
 * The search dates together (customer document section 5): both or neither ('Please select
 * pickup and return dates'). A malformed date keeps its own field's message.
 */
function checkSearchDates(
  f: { pickupDate?: string | undefined; returnDate?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if ((f.pickupDate === undefined) !== (f.returnDate === undefined)) {
    ctx.addIssue({ code: "custom", message: BOOKING_MSG.datesRequired });
  }
}

/**
 * The first date rule parsed search dates break against India's `today` (check-availability's
 * rules and texts, server-rules.md section 2), or null when there are none or they are fine.
 */
export function searchDatesRefusal(
  f: { pickupDate?: string | undefined; returnDate?: string | undefined },
  today: string,
): string | null {
  const { pickupDate, returnDate } = f;
  if (pickupDate === undefined || returnDate === undefined) return null;
  if (!isCalendarDate(pickupDate) || !isCalendarDate(returnDate)) return null;
  return validateBookingDates(pickupDate, returnDate, today);
}

/**
 * The listed name of the city `search` names by another name or spelling ('Bangalore' ->
 * 'Bengaluru', 'navi-mumbai' -> 'Navi Mumbai'; issue 25 item 15), which the search then also
 * matches; undefined when the search is no city or is already spelled as listed.
 */
function searchCity(search: string | undefined): string | undefined {
  const city = search === undefined ? undefined : cityFromAnyState(search);
  return city !== undefined && city.toLowerCase() !== search?.toLowerCase() ? city : undefined;
}

/**
 * Query parameters of GET /api/user/cars; blank parameters count as absent. With
 * pickupDate and returnDate the listing holds only the cars free on every day of them.
 */
export const carFiltersSchema = z
  .object({
    search: text(CAR_LISTING.searchMax, "search must be at most 100 characters"),
    state: text(80, "state must be at most 80 characters").transform((v) => {
      if (v === undefined) return v;
      if (sameText(v, OTHER_STATE)) return OTHER_STATE;
      return currentStateName(v) ?? v;
    }),
    brand: text(60, "brand must be at most 60 characters"),
    category: listed(CAR_CATEGORIES, "category must be at most 60 characters"),
    fuelType: listed(FUEL_TYPES, "fuelType must be at most 60 characters"),
    transmission: listed(TRANSMISSIONS, "transmission must be at most 60 characters"),
    seatingCapacity: wholeNumber(1, 50, "seatingCapacity must be a whole number from 1 to 50"),
    minPrice: wholeNumber(0, 10_000_000, "minPrice must be a whole number of rupees, 0 or more"),
    maxPrice: wholeNumber(0, 10_000_000, "maxPrice must be a whole number of rupees, 0 or more"),
    page: wholeNumber(1, 100_000, "page must be a whole number, 1 or more"),
    limit: wholeNumber(
      1,
      CAR_LISTING.maxPageSize,
      `limit must be a whole number from 1 to ${CAR_LISTING.maxPageSize}`,
    ),
    instantBook: z.preprocess(
      blank,
      z
        .enum(["true", "false"], { error: "instantBook must be true or false" })
        .transform((v) => v === "true" || undefined)
        .optional(),
    ),
    pickupLocation: optional(availability.location),
    pickupDate: optional(availability.pickupDate),
    returnDate: optional(availability.returnDate),
  })
  .superRefine(checkSearchDates)
  .transform((f) => ({ ...f, searchCity: searchCity(f.search) }));
export type CarFilters = z.output<typeof carFiltersSchema>;

/** True when any filter or paging parameter is set (the listing then answers one page). */
export function isListingQuery(f: CarFilters): boolean {
  return Object.values(f).some((v) => v !== undefined);
}
