/**
 * The handover's calls (issue 30): a booking's check-in and check-out (GET
 * /api/bookings/:id/handover), a private photo's bytes, the owner's check-in / check-out
 * (multipart through apiUpload, with progress) and the renter's confirmation or note.
 */
import type {
  BookingHandoverResponse,
  Handover,
  HandoverKind,
  HandoverSavedResponse,
} from "@gaadi/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api, apiBlob, apiUpload } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { refreshAfter } from "@/lib/query-refresh";

/** The booking's handovers, while `enabled` (a dialog open). */
export function useBookingHandover(bookingId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.bookings.handover(bookingId),
    queryFn: ({ signal }) =>
      api<BookingHandoverResponse>(`/bookings/${encodeURIComponent(bookingId)}/handover`, {
        signal,
      }),
    enabled,
  });
}

/** A private photo (its /api/... url) as a blob: URL, revoked when left; null while loading. */
export function usePrivatePhoto(url: string) {
  const path = url.replace(/^\/api/, "");
  const query = useQuery({
    queryKey: queryKeys.handover.photo(url),
    queryFn: ({ signal }) => apiBlob(path, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return setSrc(null);
    const next = URL.createObjectURL(query.data);
    setSrc(next);
    return () => URL.revokeObjectURL(next);
  }, [query.data]);
  return { src, failed: query.isError };
}

/**
 * Refreshes what a recorded handover (the booking moved) or the renter's answer changed: the
 * bookings and their handovers, as any change of a booking's status does.
 */
export function useHandoverRefresh() {
  const queryClient = useQueryClient();
  const refresh = () => refreshAfter(queryClient, "bookingStatusChanged");
  return {
    recorded: refresh,
    /** The answer's handover shown at once (the server's answer), then everything refreshed. */
    answered: (bookingId: string, handover: Handover) => {
      queryClient.setQueryData<BookingHandoverResponse>(
        queryKeys.bookings.handover(bookingId),
        (old) =>
          old && {
            ...old,
            [handover.kind === "check_in" ? "checkIn" : "checkOut"]: handover,
          },
      );
      return refresh();
    },
  };
}

const PATH_OF_KIND = { check_in: "check-in", check_out: "check-out" } as const;

/** The owner's check-in or check-out of `bookingId`: the form sent with upload progress. */
export function recordHandover(
  bookingId: string,
  kind: HandoverKind,
  form: FormData,
  onProgress: (sent: number) => void,
): Promise<HandoverSavedResponse> {
  return apiUpload<HandoverSavedResponse>(
    `/owner/bookings/${encodeURIComponent(bookingId)}/${PATH_OF_KIND[kind]}`,
    form,
    onProgress,
  );
}

/** The renter confirms the handover of `kind`. */
export function confirmHandover(bookingId: string, kind: HandoverKind) {
  return api<HandoverSavedResponse>(
    `/bookings/${encodeURIComponent(bookingId)}/handover/${kind}/confirm`,
    { method: "POST", body: {} },
  );
}

/** The renter's note and photos on the handover of `kind`, with upload progress. */
export function noteHandover(
  bookingId: string,
  kind: HandoverKind,
  form: FormData,
  onProgress: (sent: number) => void,
) {
  return apiUpload<HandoverSavedResponse>(
    `/bookings/${encodeURIComponent(bookingId)}/handover/${kind}/note`,
    form,
    onProgress,
  );
}
