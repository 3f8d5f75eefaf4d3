/** GET /api/bookings/user (customer document section 7): the renter's bookings. */
import type { UserBookingsResponse } from "@gaadi/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getUserBookings(): Promise<UserBookingsResponse> {
  return api<UserBookingsResponse>("/bookings/user");
}

export function useUserBookings() {
  return useQuery({
    queryKey: queryKeys.bookings.user,
    queryFn: getUserBookings,
    select: (data) => data.bookings,
  });
}
