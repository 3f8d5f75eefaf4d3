import { ACCOUNT_MSG, type MessageResponse, type ResetPasswordBody } from "@gaadi/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useSession } from "@/lib/session";
import { login } from "./login";

/**
 * POST /api/user/reset-password {email, newPassword, verificationToken} (owner document
 * section 7, customer document section 7). Throws ApiError.
 */
export function resetPassword(body: ResetPasswordBody): Promise<MessageResponse> {
  return api<MessageResponse>("/user/reset-password", { body });
}

/**
 * The reset. A reset ends every session of the account (server-rules.md section 7), so when
 * the signed-in person resets their own password (from the profile) they are signed in again
 * with the new one, the user kept on screen; should that login fail, they are signed out with
 * 'Logged out successfully' rather than left with a dead session (issue 25, defect 8).
 */
export function useResetPassword() {
  const { user, renewToken, endSession } = useSession();
  return useMutation({
    mutationFn: async (body: ResetPasswordBody) => {
      const res = await resetPassword(body);
      if (user && user.email.toLowerCase() === body.email.trim().toLowerCase()) {
        await login({ email: body.email, password: body.newPassword }).then(
          (signedIn) => renewToken(signedIn.token),
          () => endSession(ACCOUNT_MSG.loggedOut),
        );
      }
      return res;
    },
  });
}
