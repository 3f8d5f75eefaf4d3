/**
 * Catalogue listing filters (customer document section 5 "Listing filter semantics"): the
 * query schema GET /api/user/cars accepts. The rules and messages are car-filters-parse.ts's
 * plain parsers (one per parameter), which this schema wraps (issue 26: the web's public
 * pages parse with them and carry no zod); the semantics are described there. The server
 * alone applies the filters, in SQL; the web never filters a list itself (issue 9).
 */
import { z } from "zod";
import { DATE_OR_DATETIME } from "./bookings/booking-fields.js";
import {
  CAR_FILTER_PARSERS,
  CAR_LISTING,
  type CarFilters,
  searchCity,
  searchDatesPairRefusal,
} from "./car-filters-parse.js";

export {
  CAR_LISTING,
  type CarFilters,
  isListingQuery,
  searchDatesRefusal,
} from "./car-filters-parse.js";

type Parsers = typeof CAR_FILTER_PARSERS;

const text = (maxLength: number) => ({ type: "string", maxLength });
const whole = (minimum: number, maximum: number) => ({ type: "integer", minimum, maximum });
const date = { type: "string", minLength: 1, pattern: DATE_OR_DATETIME.source };

/**
 * What the OpenAPI document says of each parameter (JSON Schema keywords): the parsers' bounds,
 * which it cannot read from a function. A parameter is given as a string in the query.
 */
const PARAMETER_DOCS: { [K in keyof Parsers]: Record<string, unknown> } = {
  search: text(CAR_LISTING.searchMax),
  state: text(80),
  brand: text(60),
  category: text(60),
  fuelType: text(60),
  transmission: text(60),
  seatingCapacity: whole(1, 50),
  minPrice: whole(0, 10_000_000),
  maxPrice: whole(0, 10_000_000),
  page: whole(1, 100_000),
  limit: whole(1, CAR_LISTING.maxPageSize),
  instantBook: { type: "string", enum: ["true", "false"] },
  pickupLocation: { type: "string", minLength: 1, maxLength: 100 },
  pickupDate: date,
  returnDate: date,
};

/**
 * A query parameter whose rule is its plain parser; a refusal is an issue at the parameter.
 * Optional: an absent parameter is undefined, as its parser answers for undefined.
 */
function parameter<K extends keyof Parsers>(key: K) {
  const parse = CAR_FILTER_PARSERS[key] as Parsers[K];
  type Out = Extract<ReturnType<Parsers[K]>, { ok: true }>["value"];
  return z
    .unknown()
    .transform((value, ctx): Out => {
      const result = parse(value);
      if (result.ok) return result.value as Out;
      ctx.addIssue({ code: "custom", message: result.message, input: value });
      return z.NEVER;
    })
    .optional()
    .meta(PARAMETER_DOCS[key]);
}

const shape = Object.fromEntries(
  Object.keys(CAR_FILTER_PARSERS).map((key) => [key, parameter(key as keyof Parsers)]),
) as { [K in keyof Parsers]: ReturnType<typeof parameter<K>> };

/**
 * Query parameters of GET /api/user/cars; blank parameters count as absent. With
 * pickupDate and returnDate the listing holds only the cars free on every day of them.
 */
export const carFiltersSchema = z
  .object(shape)
  .superRefine((f, ctx) => {
    const pair = searchDatesPairRefusal(f);
    if (pair) ctx.addIssue({ code: "custom", message: pair });
  })
  .transform((f): CarFilters => ({ ...f, searchCity: searchCity(f.search) }));
