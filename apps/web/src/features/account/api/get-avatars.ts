/**
 * GET /api/user/avatars -> {success, avatars: [{id, url, name}]}: the 12 preset avatars of
 * the photo manager (customer document sections 2 and 3). They never change while the app
 * runs, so the list is fetched once.
 */
import type { AvatarListResponse } from "@gaadi/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getAvatars(): Promise<AvatarListResponse> {
  return api<AvatarListResponse>("/user/avatars");
}

export function useAvatars() {
  return useQuery({
    queryKey: queryKeys.user.avatars,
    queryFn: getAvatars,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
