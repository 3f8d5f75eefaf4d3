/**
 * POST /api/bookings/create {car, pickupDate, returnDate} -> {success, message, booking} (customer
 * document section 7). The server decides the price and status; a 409 says 'Car is not
 * available for the selected dates'. A 401 is the API client's one documented special case:
 * it ends the session and prompts with 'Please login to book this car' (customer document
 * section 8, "Booking 401") instead of 'Session expired. Please login again.'.
 */
import { BOOKING_MSG, type CreateBookingBody, type CreateBookingResponse } from "@gaadi/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshAfter } from "@/lib/query-refresh";

export function createBooking(body: CreateBookingBody): Promise<CreateBookingResponse> {
  return api<CreateBookingResponse>("/bookings/create", {
    method: "POST",
    body,
    unauthorizedMessage: BOOKING_MSG.loginToBook,
  });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: () => refreshAfter(queryClient, "bookingCreated"),
  });
}
