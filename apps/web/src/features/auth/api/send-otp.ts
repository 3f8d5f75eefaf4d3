import type { MessageResponse, SendOtpBody } from "@gaadi/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * POST /api/otp/send-otp {email}: mails a 6-digit code for sign-up or reset (owner document
 * section 7). Throws ApiError; 429 within 30 s of the address's last code.
 */
export function sendOtp(body: SendOtpBody): Promise<MessageResponse> {
  return api<MessageResponse>("/otp/send-otp", { body });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
