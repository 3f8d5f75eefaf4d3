import type { MessageResponse, SendOtpBody } from "@gaadi/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * POST /api/otp/resend-otp {email}: mails a fresh code once the 30-second countdown is over
 * (owner document sections 2 and 7). Throws ApiError.
 */
export function resendOtp(body: SendOtpBody): Promise<MessageResponse> {
  return api<MessageResponse>("/otp/resend-otp", { body });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
