/**
 * GET /api/bookings/quote (issue 27): what a trip of the car on the chosen dates costs, as the
 * server computes and would store it: the lines, the total, the deposit apart, the policy and
 * its free-cancellation instant. The form shows it and never computes a price itself.
 */
import type { QuoteResponse, TripQuote } from "@gaadi/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getQuote(carId: string, pickupDate: string, returnDate: string) {
  const query = new URLSearchParams({ car: carId, pickupDate, returnDate });
  return api<QuoteResponse>(`/bookings/quote?${query}`);
}

/** The quote for the dates, or undefined while loading, refused or not asked (`enabled`). */
export function useQuote(
  carId: string,
  pickupDate: string,
  returnDate: string,
  enabled: boolean,
): TripQuote | undefined {
  const query = useQuery({
    queryKey: queryKeys.bookings.quote(carId, pickupDate, returnDate),
    queryFn: () => getQuote(carId, pickupDate, returnDate),
    select: (data) => data.quote,
    enabled,
  });
  return query.data;
}
