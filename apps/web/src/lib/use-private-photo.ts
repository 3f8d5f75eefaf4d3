/**
 * A private photo (issue 30: claim and handover photos, read with the session's token, never a
 * public address) as a blob: URL for an <img>, revoked when left; null while loading.
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { apiBlob } from "./api-client";
import { queryKeys } from "./query-keys";

export function usePrivatePhoto(url: string) {
  const path = url.replace(/^\/api/, "");
  const query = useQuery({
    queryKey: queryKeys.bookings.photo(path),
    queryFn: ({ signal }) => apiBlob(path, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return setSrc(null);
    const next = URL.createObjectURL(query.data);
    setSrc(next);
    return () => URL.revokeObjectURL(next);
  }, [query.data]);
  return { src, error: query.error };
}
