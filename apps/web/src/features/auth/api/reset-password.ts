import type { MessageResponse, ResetPasswordBody } from "@gaadi/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * POST /api/user/reset-password {email, newPassword, verificationToken} (owner document
 * section 7, customer document section 7). Throws ApiError.
 */
export function resetPassword(body: ResetPasswordBody): Promise<MessageResponse> {
  return api<MessageResponse>("/user/reset-password", { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
