import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface ChangeRoleResponse {
  success: true;
  message: string;
}

/**
 * POST /api/owner/change-role (no body): makes the signed-in user an owner; calling it again
 * is harmless (customer document sections 4 and 7, server-rules.md section 7). Throws ApiError.
 */
export function changeRole(): Promise<ChangeRoleResponse> {
  return api<ChangeRoleResponse>("/owner/change-role", { method: "POST" });
}

export function useChangeRole() {
  return useMutation({ mutationFn: changeRole });
}
