/**
 * GET /api/bookings/{id}/cancellation (issue 27 item 3): what the renter's cancellation of
 * their booking would refund and keep if made now, line by line, as the server decides it
 * (shared pricing/refund.ts); the cancel dialog shows it before the renter confirms. Asked
 * afresh each time the dialog opens (the answer depends on the instant); never cached across
 * openings.
 */
import type { CancellationPreviewResponse } from "@gaadi/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getCancellationPreview(bookingId: string): Promise<CancellationPreviewResponse> {
  return api<CancellationPreviewResponse>(
    `/bookings/${encodeURIComponent(bookingId)}/cancellation`,
  );
}

/** The preview of `bookingId`'s cancellation; disabled while null (the dialog is closed). */
export function useCancellationPreview(bookingId: string | null) {
  return useQuery({
    queryKey: queryKeys.bookings.cancellation(bookingId ?? ""),
    queryFn: () => getCancellationPreview(bookingId ?? ""),
    select: (data) => data.refund,
    enabled: bookingId !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
