/**
 * GET /api/bookings/{id}/receipt (issue 27 item 5): the booking's receipt for its renter, or
 * the statement for the car's owner; the server decides which by who asks.
 */
import type { ReceiptResponse } from "@gaadi/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getReceipt(bookingId: string): Promise<ReceiptResponse> {
  return api<ReceiptResponse>(`/bookings/${encodeURIComponent(bookingId)}/receipt`);
}

export function useReceipt(bookingId: string) {
  return useQuery({
    queryKey: queryKeys.bookings.receipt(bookingId),
    queryFn: () => getReceipt(bookingId),
    select: (data) => data.receipt,
  });
}
