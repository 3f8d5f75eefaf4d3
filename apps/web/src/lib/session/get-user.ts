import type { UserDataResponse } from "@gaadi/shared";
import { api } from "@/lib/api-client";

/** GET /api/user/data: the signed-in user (customer document section 7). Throws ApiError. */
export function getUser(): Promise<UserDataResponse> {
  return api<UserDataResponse>("/user/data");
}

export const userQueryKey = ["user", "data"] as const;
