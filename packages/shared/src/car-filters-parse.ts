/**
 * Catalogue listing filters (customer document section 5 "Listing filter semantics"): the
 * query GET /api/user/cars accepts, as plain parsers without zod (issue 26: the public pages'
 * chunks carry no zod). car-filters.ts's carFiltersSchema (the route's query schema) wraps
 * these same parsers, so each rule and message is written once. The server alone applies them, in SQL; the web
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
 * Blank parameters (null, or only spaces) count as absent. No parser reads a clock: the date rules against "today" are searchDatesRefusal's, which
 * the server applies with its own clock (app.now()) and the web with the browser's India
 * today (one clock, issue 25; why the route schemas stay static: bookings/requests.ts).
 */
import {
  type FieldParser,
  type FieldResult,
  type ParseIssue,
  type ParseResult,
  parseLocation,
  parsePickupDate,
  parseReturnDate,
} from "./bookings/booking-fields.js";
import { validateBookingDates } from "./bookings/date-rules.js";
import { cityFromAnyState, currentStateName } from "./city-aliases.js";
import { isCalendarDate } from "./dates.js";
import { CAR_CATEGORIES, FUEL_TYPES, TRANSMISSIONS } from "./enums.js";
import { OTHER_STATE } from "./locations.js";
import { BOOKING_MSG } from "./messages/bookings.js";

/** Paging of GET /api/user/cars: sizes in cars. */
export const CAR_LISTING = {
  defaultPageSize: 24,
  maxPageSize: 100,
  /** A bare GET /api/user/cars (no filter, no page) answers at most this many, newest first. */
  unpagedCap: 500,
  searchMax: 100,
} as const;

/** The listing's filters once parsed (absent ones undefined); `searchCity` is searchCity's. */
export interface CarFilters {
  search?: string | undefined;
  state?: string | undefined;
  brand?: string | undefined;
  category?: string | undefined;
  fuelType?: string | undefined;
  transmission?: string | undefined;
  seatingCapacity?: number | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  page?: number | undefined;
  limit?: number | undefined;
  /** true keeps only instant-book cars; 'false' parses to undefined (no filter). */
  instantBook?: true | undefined;
  pickupLocation?: string | undefined;
  pickupDate?: string | undefined;
  returnDate?: string | undefined;
  searchCity?: string | undefined;
}

const ok = <T>(value: T): FieldResult<T> => ({ ok: true, value });
const refuse = (message: string): FieldResult<never> => ({ ok: false, message });
const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** null or a string of only spaces: absent. */
const blank = (v: unknown) =>
  v === null || (typeof v === "string" && v.trim() === "") ? undefined : v;

/** An optional field: blank is absent (undefined), anything else goes to `parse`. */
const optional =
  <T>(parse: FieldParser<T>): FieldParser<T | undefined> =>
  (v) => {
    const given = blank(v);
    return given === undefined ? ok(undefined) : parse(given);
  };

/** An optional text, trimmed, at most `max` characters; anything else -> `message`. */
const text = (max: number, message: string): FieldParser<string | undefined> =>
  optional((v) => {
    if (typeof v !== "string") return refuse(message);
    const trimmed = v.trim();
    return trimmed.length > max ? refuse(message) : ok(trimmed);
  });

/** A closed-list value matched case-insensitively and returned as listed; unknown values stay as given (and match nothing). */
const listed = (values: readonly string[], message: string): FieldParser<string | undefined> => {
  const given = text(60, message);
  return (v) => {
    const r = given(v);
    if (!r.ok || r.value === undefined) return r;
    const value = r.value;
    return ok(values.find((x) => sameText(x, value)) ?? value);
  };
};

/** An optional whole number from `min` to `max` (a string is read as a number); else `message`. */
const wholeNumber = (min: number, max: number, message: string): FieldParser<number | undefined> =>
  optional((v) => {
    const n = typeof v === "string" ? Number(v.trim()) : v;
    return typeof n === "number" && Number.isSafeInteger(n) && n >= min && n <= max
      ? ok(n)
      : refuse(message);
  });

/** state: an older name is read as the current one ('Orissa' is Odisha); 'other' is 'Other'. */
const parseState: FieldParser<string | undefined> = (v) => {
  const r = text(80, "state must be at most 80 characters")(v);
  if (!r.ok || r.value === undefined) return r;
  if (sameText(r.value, OTHER_STATE)) return ok(OTHER_STATE);
  return ok(currentStateName(r.value) ?? r.value);
};

/** instantBook: 'true' -> true, 'false' -> undefined (no filter), anything else refused. */
const parseInstantBook: FieldParser<true | undefined> = optional((v) => {
  if (v === "true") return ok(true as const);
  if (v === "false") return ok(undefined);
  return refuse("instantBook must be true or false");
});

/**
 * One plain parser per query parameter of GET /api/user/cars, in the order they are checked
 * (so the first refusal, the one the API answers with, is the same everywhere).
 */
export const CAR_FILTER_PARSERS = {
  search: text(CAR_LISTING.searchMax, "search must be at most 100 characters"),
  state: parseState,
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
  instantBook: parseInstantBook,
  // check-availability's own field parsers (same rules, same texts), optional here.
  pickupLocation: optional(parseLocation),
  pickupDate: optional(parsePickupDate),
  returnDate: optional(parseReturnDate),
} satisfies Record<string, FieldParser<unknown>>;

/**
 * The search dates together (customer document section 5): both or neither ('Please select
 * pickup and return dates'), or null when they are. A malformed date keeps its own field's
 * message (its parser's), so this runs on parsed dates only.
 */
export function searchDatesPairRefusal(f: {
  pickupDate?: string | undefined;
  returnDate?: string | undefined;
}): string | null {
  return (f.pickupDate === undefined) !== (f.returnDate === undefined)
    ? BOOKING_MSG.datesRequired
    : null;
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
export function searchCity(search: string | undefined): string | undefined {
  const city = search === undefined ? undefined : cityFromAnyState(search);
  return city !== undefined && city.toLowerCase() !== search?.toLowerCase() ? city : undefined;
}

/**
 * The query of GET /api/user/cars parsed as the route parses it (same rules, same messages,
 * same order), without zod: the parsed filters with `searchCity`, or every refusal (path
 * [parameter], or [] for the dates pair) in parameter order. Parameters not named are dropped.
 */
export function parseCarFilters(raw: Record<string, unknown>): ParseResult<CarFilters> {
  const data: Record<string, unknown> = {};
  const issues: ParseIssue[] = [];
  for (const [key, parse] of Object.entries(CAR_FILTER_PARSERS)) {
    const result = (parse as FieldParser<unknown>)(raw[key]);
    if (!result.ok) issues.push({ path: [key], message: result.message });
    else if (result.value !== undefined) data[key] = result.value;
  }
  const filters = data as CarFilters;
  const pair = issues.length ? null : searchDatesPairRefusal(filters);
  if (pair) issues.push({ path: [], message: pair });
  if (issues.length) return { success: false, issues };
  return { success: true, data: { ...filters, searchCity: searchCity(filters.search) } };
}

/** True when any filter or paging parameter is set (the listing then answers one page). */
export function isListingQuery(f: CarFilters): boolean {
  return Object.values(f).some((v) => v !== undefined);
}
