/** GET /api/bookings/owner (owner document section 7): bookings of the owner's cars. */
import type { OwnerBookingsResponse } from "@gaadi/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getOwnerBookings(): Promise<OwnerBookingsResponse> {
  return api<OwnerBookingsResponse>("/bookings/owner");
}

export function useOwnerBookings() {
  return useQuery({
    queryKey: queryKeys.bookings.owner,
    queryFn: getOwnerBookings,
    select: (data) => data.bookings,
  });
}
