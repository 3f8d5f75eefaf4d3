/**
 * The claims and deposit calls (issue 30 items 4 and 5): a trip's claim and deposit, making a
 * claim, answering it, one photo per upload with its progress (XHR: fetch reports no upload
 * progress),. Every change refreshes the bookings' cache,
 * under which the claim's key lives.
 */
import type {
  BookingClaimResponse,
  ClaimAnswerBody,
  ClaimBody,
  ClaimResponse,
} from "@gaadi/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, api, authorizationHeader } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

const base = (bookingId: string) => `/bookings/${encodeURIComponent(bookingId)}/claim`;

/** GET /api/bookings/:id/claim: the claim (or null), whether one may be made, the deposit. */
export function useBookingClaim(bookingId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.bookings.claim(bookingId),
    queryFn: ({ signal }) => api<BookingClaimResponse>(base(bookingId), { signal }),
    enabled,
  });
}

function useRefreshBookings() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: queryKeys.bookings.all });
}

/** POST /api/bookings/:id/claim (the owner). */
export function useMakeClaim(bookingId: string) {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: (body: ClaimBody) => api<ClaimResponse>(base(bookingId), { body }),
    onSettled: refresh,
  });
}

/** POST /api/bookings/:id/claim/answer (the renter). */
export function useAnswerClaim(bookingId: string) {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: (body: ClaimAnswerBody) =>
      api<ClaimResponse>(`${base(bookingId)}/answer`, { body }),
    onSettled: refresh,
  });
}

/**
 * Uploads `file` as one claim photo of booking `bookingId`, reporting 0-100 to `onProgress`.
 * Rejects with ApiError (the server's message) or a network ApiError.
 */
export function uploadClaimPhoto(
  bookingId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<ClaimResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api${base(bookingId)}/photos`);
    const auth = authorizationHeader();
    if (auth) xhr.setRequestHeader("authorization", auth);
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError("Upload failed. Check your connection.", 0, true));
    xhr.onload = () => {
      let data: { success?: boolean; message?: string } | null = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = null;
      }
      if (xhr.status === 200 && data?.success) resolve(data as ClaimResponse);
      else
        reject(
          new ApiError(data?.message ?? "Upload failed", xhr.status, false, Boolean(data?.message)),
        );
    };
    const form = new FormData();
    form.append("photo", file);
    xhr.send(form);
  });
}
