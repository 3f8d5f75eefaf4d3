/**
 * The listing's state lives in the URL query (STYLE 6; customer document sections 2 and 5):
 * filter parameters named as GET /api/user/cars names them (with `instantBook=true`, issue 15),
 * `page`, and the availability
 * search (pickupLocation, pickupDate, returnDate). This hook reads and writes them. The
 * search dates also travel on to /car-details in the car cards' links (carLinkQuery).
 */
import { CAR_LISTING, type CarFilters, isCalendarDate, parseCarFilters } from "@gaadi/shared";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { buildQuery } from "@/lib/api-client";

export const FILTER_KEYS = [
  "search",
  "state",
  "brand",
  "category",
  "fuelType",
  "transmission",
  "seatingCapacity",
  "minPrice",
  "maxPrice",
  "instantBook",
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type RawFilters = Partial<Record<FilterKey, string>>;

const AVAILABILITY_KEYS = ["pickupLocation", "pickupDate", "returnDate"] as const;

/** What the listing says about a link it could not follow in full (issue 25, items 1 and 4). */
export const LISTING_LINK_MSG = {
  badDates: "The dates in this link are not valid dates, so they were left out.",
  searchTooLong: (length: number) =>
    `Search can be at most ${CAR_LISTING.searchMax} characters: this one has ${length}, so it is not applied.`,
} as const;

/**
 * True when `params` names a pickupDate or returnDate that is not a calendar date written
 * 'YYYY-MM-DD' ('12/10/2026', 'tomorrow', '2026-02-30'): such dates are left out, with a notice.
 */
export function hasBadDates(params: URLSearchParams): boolean {
  return ["pickupDate", "returnDate"].some((key) => {
    const v = params.get(key)?.trim();
    return !!v && !isCalendarDate(v);
  });
}

/** Availability mode: the city and the dates ('YYYY-MM-DD') the listing is limited to. */
export interface AvailabilitySearch {
  location: string;
  pickupDate: string;
  returnDate: string;
}

/**
 * Drops parameters the shared rules reject (a hand-edited URL), keeping the rest. The rules
 * are the route's, as plain parsers (parseCarFilters: no zod on the public pages, issue 26).
 */
export function validFilters(raw: RawFilters): { raw: RawFilters; parsed: CarFilters } {
  const kept: RawFilters = { ...raw };
  for (let i = 0; i <= FILTER_KEYS.length; i++) {
    const result = parseCarFilters(kept);
    if (result.success) return { raw: kept, parsed: result.data };
    for (const issue of result.issues) delete kept[issue.path[0] as FilterKey];
  }
  return { raw: {}, parsed: {} as CarFilters };
}

/**
 * The listing's filters (valid ones only), page and availability search in `params`. Dates
 * that are not calendar dates make no availability search (`badDates`); a search over the
 * server's limit is no filter, and `search` keeps it for the box to show with its message.
 */
export function readListing(params: URLSearchParams): {
  filters: RawFilters;
  page: number;
  availability: AvailabilitySearch | null;
  badDates: boolean;
  search: string;
} {
  const raw: RawFilters = {};
  for (const key of FILTER_KEYS) {
    const v = params.get(key)?.trim();
    if (v) raw[key] = v;
  }
  // 'instantBook=false' is no filter (car-filters.ts): no chip either.
  if (raw.instantBook !== "true") delete raw.instantBook;
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const pickupLocation = params.get("pickupLocation")?.trim() ?? "";
  const pickupDate = params.get("pickupDate")?.trim() ?? "";
  const returnDate = params.get("returnDate")?.trim() ?? "";
  const badDates = hasBadDates(params);
  const availability =
    pickupLocation && pickupDate && returnDate && !badDates
      ? { location: pickupLocation, pickupDate, returnDate }
      : null;
  return { filters: validFilters(raw).raw, page, availability, badDates, search: raw.search ?? "" };
}

/** A change of the listing's query: it edits `next` in place. */
export type Change = (next: URLSearchParams) => void;

/** Sets (or with '' / undefined removes) one filter, back to page 1. */
export const withFilter =
  (key: FilterKey, value: string | undefined): Change =>
  (next) => {
    if (value?.trim()) next.set(key, value.trim());
    else next.delete(key);
    next.delete("page");
  };

/** Removes every filter (the availability search stays), back to page 1. */
export const withoutFilters: Change = (next) => {
  for (const key of FILTER_KEYS) next.delete(key);
  next.delete("page");
};

/** Removes the availability search (the filters stay), back to page 1. */
export const withoutAvailability: Change = (next) => {
  for (const key of AVAILABILITY_KEYS) next.delete(key);
  next.delete("page");
};

/** Page `n` (page 1 has no parameter). */
export const withPage =
  (n: number): Change =>
  (next) => {
    if (n > 1) next.set("page", String(n));
    else next.delete("page");
  };

/**
 * The listing link (a react-router `to`) of `params` changed by `change`: its query string
 * ('?category=SUV&page=2', or '' for the bare listing). The chips, the remove and clear links
 * and the pages are such links, so they work before any script runs (issue 26, item 2).
 */
export function listingLink(params: URLSearchParams, change: Change): { search: string } {
  const next = new URLSearchParams(params);
  change(next);
  const query = next.toString();
  return { search: query ? `?${query}` : "" };
}

export function useListingParams() {
  const [params, setParams] = useSearchParams();
  // One object per URL, so the filters and the availability search keep their identity.
  const { filters, page, availability, badDates, search } = useMemo(
    () => readListing(params),
    [params],
  );
  const pickupDate = availability?.pickupDate ?? "";
  const returnDate = availability?.returnDate ?? "";

  const update = useCallback(
    (change: Change, replace = false) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          change(next);
          return next;
        },
        { replace, preventScrollReset: true },
      ),
    [setParams],
  );

  /** Sets (or with '' / undefined removes) one filter and goes back to page 1. */
  const setFilter = useCallback(
    (key: FilterKey, value: string | undefined, replace = false) =>
      update(withFilter(key, value), replace),
    [update],
  );

  /** Goes to page `n`; `replace` corrects the URL in place (a page past the last). */
  const setPage = useCallback(
    (n: number, replace = false) => update(withPage(n), replace),
    [update],
  );

  /** The links of the same changes, for controls that are links (they work without script). */
  const links = useMemo(
    () => ({
      filter: (key: FilterKey, value: string | undefined) =>
        listingLink(params, withFilter(key, value)),
      clearFilters: listingLink(params, withoutFilters),
      clearAvailability: listingLink(params, withoutAvailability),
      page: (n: number) => listingLink(params, withPage(n)),
      /** The query's parameters but `search` and `page`: the search form sends them along. */
      keptBySearch: [...params].filter(([key]) => key !== "search" && key !== "page"),
    }),
    [params],
  );

  // The car page's booking form starts from the search dates (features/bookings/booking-dates).
  const carLinkQuery = buildQuery({ pickupDate, returnDate });

  return {
    filters,
    page,
    carLinkQuery,
    availability,
    badDates,
    search,
    links,
    setFilter,
    setPage,
  };
}
