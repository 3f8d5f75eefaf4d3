import type { MessageResponse } from "@gaadi/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * POST /api/owner/change-role (no body): makes the signed-in user an owner; calling it again
 * is harmless (customer document sections 4 and 7, server-rules.md section 7). Throws ApiError.
 */
export function changeRole(): Promise<MessageResponse> {
  return api<MessageResponse>("/owner/change-role", { method: "POST" });
}

export function useChangeRole() {
  return useMutation({ mutationFn: changeRole });
}
