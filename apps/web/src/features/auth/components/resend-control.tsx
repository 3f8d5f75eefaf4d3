import { ACCOUNT_MSG, LIMITS } from "@gaadi/shared";
import { useResendOtp } from "@/features/auth/api/resend-otp";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";

/**
 * 'Resend code' (owner document section 2): disabled while the 30-second countdown runs,
 * showing the seconds left, and enabled at zero. A resend restarts the countdown; a failure
 * says 'Failed to resend OTP. Please try again.' unless the server gives its own reason.
 */
export function ResendControl({
  email,
  seconds,
  restart,
}: {
  email: string;
  seconds: number;
  restart(from: number): void;
}) {
  const resend = useResendOtp();
  const waiting = seconds > 0;
  const onResend = () =>
    resend.mutate(
      { email },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          restart(LIMITS.resendCountdownSeconds);
        },
        onError: (err) => toast.error(errorMessage(err, ACCOUNT_MSG.resendOtpFailed)),
      },
    );
  return (
    <p className="text-sm text-slate-600">
      Didn't get it?{" "}
      <button
        type="button"
        onClick={onResend}
        disabled={waiting || resend.isPending}
        className="font-medium text-brand-700 underline-offset-2 hover:underline disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline"
      >
        {resend.isPending ? "Sending..." : waiting ? `Resend code in ${seconds}s` : "Resend code"}
      </button>
    </p>
  );
}
