/**
 * POST /api/bookings/create {car, pickupDate, returnDate} -> {success, message, booking} (customer
 * document section 7). The server decides the price and status; a 401 means the visitor must
 * log in, a 409 'Car is not available for the selected dates'.
 */
import type { CreateBookingBody, CreateBookingResponse } from "@gaadi/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { refreshAfterBookingChange } from "./keys";

export function createBooking(body: CreateBookingBody): Promise<CreateBookingResponse> {
  return api<CreateBookingResponse>("/bookings/create", { method: "POST", body });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: () => refreshAfterBookingChange(queryClient),
  });
}
