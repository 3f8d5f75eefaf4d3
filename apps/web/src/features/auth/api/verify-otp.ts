import type { VerifyOtpBody, VerifyOtpResponse } from "@gaadi/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/otp/verify-otp {email, otp} (owner document section 7). Throws ApiError. */
export function verifyOtp(body: VerifyOtpBody): Promise<VerifyOtpResponse> {
  return api<VerifyOtpResponse>("/otp/verify-otp", { body });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
