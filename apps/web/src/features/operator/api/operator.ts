/**
 * The operator console's calls (issue 29 item 4), all under /api/operator and for operators
 * only: the licence queue and photo, approve/reject, the people search, suspend/reinstate, a
 * car and hide/restore, a booking's history, the audit log (paged by cursor). Every action
 * goes through api() (one press, one request, with its Idempotency-Key) and refreshes the
 * whole console's cache.
 */
import type {
  AuditResponse,
  BookingHistoryResponse,
  LicenceQueueResponse,
  MessageResponse,
  OperatorCarResponse,
  PeopleResponse,
} from "@gaadi/shared";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api, apiBlob } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function useLicenceQueue() {
  return useQuery({
    queryKey: queryKeys.operator.licences,
    queryFn: ({ signal }) => api<LicenceQueueResponse>("/operator/licences", { signal }),
  });
}

/** The licence photo of `userId` as a blob: URL (revoked when left), or null while loading. */
export function useLicencePhoto(userId: string) {
  const query = useQuery({
    queryKey: queryKeys.operator.photo(userId),
    queryFn: ({ signal }) =>
      apiBlob(`/operator/licences/${encodeURIComponent(userId)}/photo`, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return setUrl(null);
    const next = URL.createObjectURL(query.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [query.data]);
  return { url, error: query.error };
}

export function usePeople(q: string) {
  return useQuery({
    queryKey: queryKeys.operator.people(q),
    queryFn: ({ signal }) => api<PeopleResponse>("/operator/people", { query: { q }, signal }),
    enabled: q.trim().length >= 2,
  });
}

export function useOperatorCar(id: string) {
  return useQuery({
    queryKey: queryKeys.operator.car(id),
    queryFn: ({ signal }) =>
      api<OperatorCarResponse>(`/operator/cars/${encodeURIComponent(id)}`, { signal }),
    enabled: id !== "",
    retry: false,
  });
}

export function useBookingHistory(ref: string) {
  return useQuery({
    queryKey: queryKeys.operator.booking(ref),
    queryFn: ({ signal }) =>
      api<BookingHistoryResponse>(`/operator/bookings/${encodeURIComponent(ref)}`, { signal }),
    enabled: ref !== "",
    retry: false,
  });
}

export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: queryKeys.operator.audit,
    queryFn: ({ signal, pageParam }) =>
      api<AuditResponse>("/operator/audit", { query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** An operator action: POST `path` (with `{ reason }` when given); refreshes the console. */
export function useOperatorAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, reason }: { path: string; reason?: string }) =>
      api<MessageResponse>(`/operator${path}`, {
        method: "POST",
        ...(reason === undefined ? {} : { body: { reason } }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.operator.all }),
  });
}
