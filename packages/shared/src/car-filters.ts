/**
 * Catalogue listing filters (customer document section 5 "Listing filter semantics"): the
 * query schema GET /api/user/cars accepts. The rules and messages are car-filters-parse.ts's
 * plain parsers (one per parameter), which this schema wraps (issue 26: the web's public
 * pages parse with them and carry no zod); the semantics are described there. The server
 * alone applies the filters, in SQL; the web never filters a list itself (issue 9).
 */
import { z } from "zod";
import {
  CAR_FILTER_PARSERS,
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
    .optional();
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
