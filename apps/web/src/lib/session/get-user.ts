import type { SessionUser } from "@gaadi/shared";
import { api } from "@/lib/api-client";

/** GET /api/user/data: the signed-in user (customer document section 7). Throws ApiError. */
export function getUser(): Promise<{ success: boolean; user: SessionUser; message?: string }> {
  return api("/user/data");
}

export const userQueryKey = ["user", "data"] as const;
