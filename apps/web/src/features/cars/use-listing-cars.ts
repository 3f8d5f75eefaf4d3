/**
 * The cars the listing shows (customer document section 4, "Listing filters"): one server page
 * of GET /api/user/cars with the URL's filters. When the query names pickupLocation,
 * pickupDate and returnDate the same call carries them and the server answers only the city's
 * cars free on those dates, filtered and paged like any listing (availability mode); a search
 * that finds none says 'No cars available' once.
 */
import { CAR_LISTING, CAR_MSG, type Car } from "@gaadi/shared";
import { useEffect, useRef } from "react";
import { toast } from "@/lib/toast";
import { type CarListParams, useCars } from "./api/get-cars";
import { type AvailabilitySearch, type RawFilters, readListing } from "./listing-params";
import { useListErrorToast } from "./use-list-error-toast";

export interface ListingResult {
  cars: Car[];
  /** Matching cars across all pages. */
  total: number;
  pages: number;
  /** Index (from 0) of the first car shown. */
  offset: number;
  isPending: boolean;
  /** The last page there is (1 when nothing matches), once this search's answer is in; else null. */
  lastPage: number | null;
  /** True while a new page or filter is loading with the old cars on screen. */
  isFetching: boolean;
  error: unknown;
}

const PAGE_SIZE = CAR_LISTING.defaultPageSize;

/** The search (filters and availability, without the page) the listing sends. */
function listingSearch(filters: RawFilters, availability: AvailabilitySearch | null) {
  return availability
    ? {
        ...filters,
        pickupLocation: availability.location,
        pickupDate: availability.pickupDate,
        returnDate: availability.returnDate,
      }
    : filters;
}

/** The GET /api/user/cars parameters of the listing at `params` (the /cars URL's query). */
export function listingQuery(params: URLSearchParams): CarListParams {
  const { filters, page, availability } = readListing(params);
  return { ...listingSearch(filters, availability), page, limit: PAGE_SIZE };
}

export function useListingCars(
  filters: RawFilters,
  page: number,
  availability: AvailabilitySearch | null,
): ListingResult {
  const search: CarListParams = listingSearch(filters, availability);
  const { data, isPending, isFetching, isPlaceholderData, error } = useCars({
    ...search,
    page,
    limit: PAGE_SIZE,
  });
  useListErrorToast(error);

  // Once per search (city, dates and filters; not per page), and never for the previous
  // search's answer still on screen while the next one loads.
  const toasted = useRef<string | null>(null);
  const key = availability ? JSON.stringify(search) : null;
  const none = !!data && !isPlaceholderData && data.total === 0;
  useEffect(() => {
    if (key && none && toasted.current !== key) {
      toasted.current = key;
      toast.error(CAR_MSG.noCarsAvailable, { id: "no-cars-available" });
    }
  }, [key, none]);

  const total = data?.total ?? data?.cars.length ?? 0;
  const limit = data?.limit ?? PAGE_SIZE;
  const pages = Math.ceil(total / limit);
  return {
    cars: data?.cars ?? [],
    total,
    pages,
    lastPage: data && !isPlaceholderData ? Math.max(1, pages) : null,
    offset: ((data?.page ?? page) - 1) * limit,
    isPending,
    isFetching,
    error,
  };
}
