/**
 * Query keys of the owner calendar (issue 15). A car's calendar sits under ['owner'], so a
 * booking action (refreshAfterBookingChange reloads ['owner']) redraws it too.
 */
import type { QueryClient } from "@tanstack/react-query";

export const calendarKeys = {
  car: (carId: string) => ["owner", "calendar", carId] as const,
};

/**
 * Reloads what a block or unblock changes: the car's calendar, the renter's booked dates of the
 * car (['bookings','dates',id], the date picker), the availability listings
 * (['cars','availability',...]) and the owner dashboard (under ['owner']). The other features'
 * keys are written out: features do not import each other.
 */
export function refreshAfterCalendarChange(
  queryClient: QueryClient,
  carId: string,
): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ["owner"] }),
    queryClient.invalidateQueries({ queryKey: ["bookings", "dates", carId] }),
    queryClient.invalidateQueries({ queryKey: ["cars", "availability"] }),
  ]);
}
