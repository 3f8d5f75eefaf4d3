/**
 * POST /api/bookings/check-availability {location, pickupDate, returnDate} -> {success,
 * availableCars}: the visible cars in a city free on those dates (customer document sections
 * 4 and 7). The listing uses it when the query names a pickup location and both dates.
 */
import type { CheckAvailabilityBody, CheckAvailabilityResponse } from "@gaadi/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { carKeys } from "./keys";

export interface AvailabilitySearch {
  location: string;
  pickupDate: string;
  returnDate: string;
}

export function checkAvailability(
  body: CheckAvailabilityBody,
  signal?: AbortSignal,
): Promise<CheckAvailabilityResponse> {
  return api<CheckAvailabilityResponse>("/bookings/check-availability", {
    method: "POST",
    body,
    signal,
  });
}

/** Runs only when `search` is given; the answer is a list read, so it is a query. */
export function useAvailableCars(search: AvailabilitySearch | null) {
  return useQuery({
    queryKey: carKeys.availability(search ?? { location: "", pickupDate: "", returnDate: "" }),
    queryFn: ({ signal }) => checkAvailability(search!, signal),
    enabled: search !== null,
    select: (data) => data.availableCars,
  });
}
