/**
 * Query keys of the bookings feature and the one refresh after any booking action (customer
 * document section 7, owner document section 4: after a successful action the affected lists
 * reload).
 */
import type { QueryClient } from "@tanstack/react-query";

export const bookingKeys = {
  all: ["bookings"] as const,
  user: ["bookings", "user"] as const,
  owner: ["bookings", "owner"] as const,
  dates: (carId: string) => ["bookings", "dates", carId] as const,
};

/**
 * Reloads every bookings list and booked-dates set, the owner area's data (['owner','cars'],
 * analytics) and the availability listings (['cars','availability',...]), whose answers a
 * booking changes. The other features' keys are written out: features do not import each other.
 */
export function refreshAfterBookingChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
    queryClient.invalidateQueries({ queryKey: ["owner"] }),
    queryClient.invalidateQueries({ queryKey: ["cars", "availability"] }),
  ]);
}
