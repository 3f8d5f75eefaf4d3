/**
 * GET /api/owner/cars/{id}/calendar -> {success, calendar: {car, bookings, blocks}} (issue 15):
 * the car's trip rules, its bookings ending today or later in every status and its blocked
 * ranges ending today or later, earliest first. 403 for another owner's car, 404 for an
 * unknown or deleted one.
 */
import type { CarCalendarResponse } from "@gaadi/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getCarCalendar(carId: string, signal?: AbortSignal): Promise<CarCalendarResponse> {
  return api<CarCalendarResponse>(`/owner/cars/${encodeURIComponent(carId)}/calendar`, {
    signal,
  });
}

export function useCarCalendar(carId: string) {
  return useQuery({
    queryKey: queryKeys.owner.calendar(carId),
    queryFn: ({ signal }) => getCarCalendar(carId, signal),
    select: (data) => data.calendar,
    // A 403 or 404 will not change by asking again.
    retry: false,
  });
}
