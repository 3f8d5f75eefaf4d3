/**
 * GET /api/bookings/car/{id}/dates (customer document section 7): the car's held ranges,
 * ISO date-time strings whose first 10 characters are the date, both ends inclusive.
 * Failures are silent (customer document section 8): the picker then disables nothing extra.
 */
import type { BookedDatesResponse } from "@gaadi/shared";
import { useQuery } from "@tanstack/react-query";
import type { DayRange } from "@/components/ui/date-picker";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getBookedDates(carId: string): Promise<BookedDatesResponse> {
  return api<BookedDatesResponse>(`/bookings/car/${encodeURIComponent(carId)}/dates`);
}

/** The held ranges as 'YYYY-MM-DD' day ranges; [] while loading or after a failure. */
export function useBookedDates(carId: string): DayRange[] {
  const query = useQuery({
    queryKey: queryKeys.bookings.dates(carId),
    queryFn: () => getBookedDates(carId),
    select: (data) =>
      data.bookedDates.map((r) => ({ start: r.start.slice(0, 10), end: r.end.slice(0, 10) })),
  });
  return query.data ?? [];
}
