/**
 * POST /api/user/change-password {currentPassword, newPassword} -> {success, message, token}
 * (customer document section 7; server-rules.md section 7). The server ends every other
 * session and answers a fresh token for this one, which replaces the stored token.
 */
import type { ChangePasswordBody, ChangePasswordResponse } from "@gaadi/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useSession } from "@/lib/session";

export function changePassword(body: ChangePasswordBody): Promise<ChangePasswordResponse> {
  return api<ChangePasswordResponse>("/user/change-password", { method: "POST", body });
}

export function useChangePassword() {
  const { renewToken } = useSession();
  return useMutation({ mutationFn: changePassword, onSuccess: (res) => renewToken(res.token) });
}
