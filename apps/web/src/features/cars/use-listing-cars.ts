/**
 * The cars the listing shows (customer document section 4, "Listing filters"). Normally one
 * server page of GET /api/user/cars with the URL's filters. When the query names
 * pickupLocation, pickupDate and returnDate, the availability check supplies the cars instead
 * and the same filters apply here with the shared semantics (carMatchesFilters); an empty
 * availability answer says 'No cars available' once per search.
 */
import { CAR_LISTING, type Car, type CarFilters, carMatchesFilters } from "@gaadi/shared";
import { useEffect, useMemo, useRef } from "react";
import toast from "react-hot-toast";
import { type AvailabilitySearch, useAvailableCars } from "./api/check-availability";
import { useCars } from "./api/get-cars";
import type { RawFilters } from "./listing-params";
import { useListErrorToast } from "./use-list-error-toast";

export interface ListingResult {
  cars: Car[];
  /** Matching cars across all pages. */
  total: number;
  pages: number;
  /** Index (from 0) of the first car shown. */
  offset: number;
  isPending: boolean;
  /** True while a new page or filter is loading with the old cars on screen. */
  isFetching: boolean;
  error: unknown;
}

const PAGE_SIZE = CAR_LISTING.defaultPageSize;

export function useListingCars(
  filters: RawFilters,
  parsed: CarFilters,
  page: number,
  availability: AvailabilitySearch | null,
): ListingResult {
  const server = useCars({ ...filters, page, limit: PAGE_SIZE }, { enabled: !availability });
  const available = useAvailableCars(availability);
  const error = availability ? available.error : server.error;
  useListErrorToast(error);

  const toasted = useRef<string | null>(null);
  const key = availability ? JSON.stringify(availability) : null;
  useEffect(() => {
    if (key && available.data?.length === 0 && toasted.current !== key) {
      toasted.current = key;
      toast.error("No cars available", { id: "no-cars-available" });
    }
  }, [key, available.data]);

  const matching = useMemo(
    () => available.data?.filter((car) => carMatchesFilters(car, parsed)) ?? [],
    [available.data, parsed],
  );

  if (availability) {
    const offset = (page - 1) * PAGE_SIZE;
    return {
      cars: matching.slice(offset, offset + PAGE_SIZE),
      total: matching.length,
      pages: Math.ceil(matching.length / PAGE_SIZE),
      offset,
      isPending: available.isPending,
      isFetching: available.isFetching,
      error,
    };
  }
  const data = server.data;
  const total = data?.total ?? data?.cars.length ?? 0;
  const limit = data?.limit ?? PAGE_SIZE;
  return {
    cars: data?.cars ?? [],
    total,
    pages: Math.ceil(total / limit),
    offset: ((data?.page ?? page) - 1) * limit,
    isPending: server.isPending,
    isFetching: server.isFetching,
    error,
  };
}
