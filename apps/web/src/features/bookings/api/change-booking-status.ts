/**
 * POST /api/bookings/change-status {bookingId, status, cancellationReason?} -> {success,
 * message} (owner document sections 4 and 7): accept, decline, picked up, returned. The
 * bookings lists and the owner's cars list reload after.
 */
import type { ChangeStatusBody, MessageResponse } from "@gaadi/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshAfter } from "@/lib/query-refresh";

export function changeBookingStatus(body: ChangeStatusBody): Promise<MessageResponse> {
  return api<MessageResponse>("/bookings/change-status", { method: "POST", body });
}

export function useChangeBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeBookingStatus,
    onSuccess: () => refreshAfter(queryClient, "bookingStatusChanged"),
  });
}
