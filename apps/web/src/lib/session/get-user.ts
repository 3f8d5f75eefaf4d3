import type { UserDataResponse } from "@gaadi/shared";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/user/data: the signed-in user (customer document section 7). Throws ApiError. */
export function getUser(): Promise<UserDataResponse> {
  return api<UserDataResponse>("/user/data");
}

/** The session's user sits under this key and its token (lib/query-keys.ts). */
export const userQueryKey = queryKeys.user.data;
