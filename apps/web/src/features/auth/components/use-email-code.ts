import { LIMITS } from "@gaadi/shared";
import { useState } from "react";
import { useSendOtp } from "@/features/auth/api/send-otp";
import { useVerifyOtp } from "@/features/auth/api/verify-otp";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useCountdown } from "./use-countdown";

/** The toasts of one e-mail-code flow; a missing success text shows the server's message. */
export interface EmailCodeTexts {
  sent?: string;
  sendFailed: string;
  verified?: string;
  verifyFailed: string;
}

/**
 * The first two steps shared by sign-up and Reset Password (owner document sections 4, 5 and
 * 7): step 1 mails a code to the e-mail (POST /api/otp/send-otp), step 2 trades the 6-digit
 * code for a verificationToken (POST /api/otp/verify-otp) and moves to step 3. Each form
 * validates its input with its own messages before calling `sendCode` or `verifyCode`; the
 * calls toast success or failure with `texts` and start the 30-second resend countdown.
 */
export function useEmailCode(texts: EmailCodeTexts, initialEmail = "") {
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState("");
  const [verificationToken, setVerificationToken] = useState("");
  const countdown = useCountdown();
  const sendOtp = useSendOtp();
  const verifyOtp = useVerifyOtp();

  /** Mails a code to `validEmail` (already checked) and moves to step 2 with an empty code. */
  const sendCode = (validEmail: string) =>
    sendOtp.mutate(
      { email: validEmail },
      {
        onSuccess: (res) => {
          toast.success(texts.sent ?? res.message);
          setEmail(validEmail);
          setCode("");
          setStep(2);
          countdown.start(LIMITS.resendCountdownSeconds);
        },
        onError: (err) => toast.error(errorMessage(err, texts.sendFailed)),
      },
    );

  /** Verifies `code` (already checked to be 6 digits) for `email` and moves to step 3. */
  const verifyCode = () =>
    verifyOtp.mutate(
      { email, otp: code },
      {
        onSuccess: (res) => {
          toast.success(texts.verified ?? res.message);
          setVerificationToken(res.verificationToken);
          setStep(3);
        },
        onError: (err) => toast.error(errorMessage(err, texts.verifyFailed)),
      },
    );

  return {
    step,
    setStep,
    email,
    setEmail,
    code,
    setCode,
    verificationToken,
    countdown,
    sendCode,
    sending: sendOtp.isPending,
    verifyCode,
    verifying: verifyOtp.isPending,
  };
}

/** What `useEmailCode` returns: the state and calls the e-mail and code steps share. */
export type EmailCodeFlow = ReturnType<typeof useEmailCode>;
