import { LIMITS, MSG, registerBody, sendOtpBody, verifyOtpBody } from "@gaadi/shared";
import { type FormEvent, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../../components/ui/button";
import { Field, Input } from "../../../components/ui/field";
import { errorMessage } from "../../../lib/api-client";
import { useRegister } from "../api/register";
import { useSendOtp } from "../api/send-otp";
import { useVerifyOtp } from "../api/verify-otp";
import { CodeInput } from "./code-input";
import { ResendControl } from "./resend-control";
import { StepIndicator } from "./step-indicator";
import { useCountdown } from "./use-countdown";

const firstIssue = (r: { error?: { issues: { message: string }[] } }, fallback: string) =>
  r.error?.issues[0]?.message ?? fallback;

/**
 * Register mode of the auth dialog (owner document sections 4, 5 and 8): (1) e-mail, sent a
 * code ('Sending...'); (2) the 6-digit code, verified into a verificationToken ('Verifying...'),
 * with a resend control behind a 30-second countdown; (3) full name and password
 * ('Processing...'), after which the account exists and the user is signed in with
 * 'Registration successful!'. Validation uses the shared request schemas, so the texts are
 * the spec's. The state lives here, so closing the dialog starts over at step 1.
 */
export function RegisterForm({ onSignedIn }: { onSignedIn(token: string): void }) {
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [verificationToken, setVerificationToken] = useState("");
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const countdown = useCountdown();
  const sendOtp = useSendOtp();
  const verifyOtp = useVerifyOtp();
  const register = useRegister();

  const onSendCode = (e: FormEvent) => {
    e.preventDefault();
    const parsed = sendOtpBody.safeParse({ email });
    if (!parsed.success) return setError(firstIssue(parsed, MSG.enterEmail));
    setError(null);
    sendOtp.mutate(parsed.data, {
      onSuccess: (res) => {
        toast.success(res.message);
        setEmail(parsed.data.email);
        setCode("");
        setStep(2);
        countdown.start(LIMITS.resendCountdownSeconds);
      },
      onError: (err) => toast.error(errorMessage(err, MSG.sendOtpFailed)),
    });
  };

  const onVerify = (e: FormEvent) => {
    e.preventDefault();
    const parsed = verifyOtpBody.safeParse({ email, otp: code });
    if (!parsed.success) return setError(MSG.invalidOtp);
    setError(null);
    verifyOtp.mutate(parsed.data, {
      onSuccess: (res) => {
        toast.success(res.message);
        setVerificationToken(res.verificationToken);
        setStep(3);
      },
      onError: (err) => toast.error(errorMessage(err, MSG.verifyOtpFailed)),
    });
  };

  const onCreate = (e: FormEvent) => {
    e.preventDefault();
    const parsed = registerBody.safeParse({ name, email, password, verificationToken });
    if (!parsed.success) return setError(firstIssue(parsed, MSG.registerFields));
    setError(null);
    register.mutate(parsed.data, {
      onSuccess: (res) => {
        toast.success(res.message || MSG.registrationSuccess);
        onSignedIn(res.token);
      },
      onError: (err) => toast.error(errorMessage(err, MSG.registrationFailed)),
    });
  };

  return (
    <div>
      <StepIndicator steps={["Email", "Verify", "Details"]} current={step} />
      {step === 1 && (
        <form noValidate onSubmit={onSendCode} className="flex flex-col gap-4">
          <Field
            label="Email"
            htmlFor="register-email"
            error={error}
            hint="We'll email you a 6-digit code to confirm it's you."
          >
            <Input
              id="register-email"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={!!error}
              autoFocus
            />
          </Field>
          <Button type="submit" size="lg" disabled={sendOtp.isPending}>
            {sendOtp.isPending ? "Sending..." : "Send Code"}
          </Button>
        </form>
      )}
      {step === 2 && (
        <form noValidate onSubmit={onVerify} className="flex flex-col gap-4">
          <p className="text-sm text-slate-600">
            Enter the code we sent to <strong className="break-all text-slate-900">{email}</strong>.{" "}
            <button
              type="button"
              onClick={() => {
                setError(null);
                setStep(1);
              }}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              Change email
            </button>
          </p>
          <CodeInput id="register-code" value={code} onChange={setCode} error={error} />
          <Button type="submit" size="lg" disabled={verifyOtp.isPending}>
            {verifyOtp.isPending ? "Verifying..." : "Verify Code"}
          </Button>
          <ResendControl email={email} seconds={countdown.seconds} restart={countdown.start} />
        </form>
      )}
      {step === 3 && (
        <form noValidate onSubmit={onCreate} className="flex flex-col gap-4">
          <Field label="Full name" htmlFor="register-name">
            <Input
              id="register-name"
              autoComplete="name"
              placeholder="As on your driving licence"
              value={name}
              onChange={(e) => setName(e.target.value)}
              autoFocus
            />
          </Field>
          <Field
            label="Password"
            htmlFor="register-password"
            error={error}
            hint={`At least ${LIMITS.passwordMin} characters.`}
          >
            <Input
              id="register-password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={!!error}
            />
          </Field>
          <Button type="submit" size="lg" disabled={register.isPending}>
            {register.isPending ? "Processing..." : "Create Account"}
          </Button>
        </form>
      )}
    </div>
  );
}
