import { LIMITS, MSG, registerBody, sendOtpBody, verifyOtpBody } from "@gaadi/shared";
import { type FormEvent, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../../components/ui/button";
import { Field, Input } from "../../../components/ui/field";
import { errorMessage } from "../../../lib/api-client";
import { useRegister } from "../api/register";
import { CodeInput } from "./code-input";
import { ResendControl } from "./resend-control";
import { StepIndicator } from "./step-indicator";
import { useEmailCode } from "./use-email-code";

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
  const flow = useEmailCode({ sendFailed: MSG.sendOtpFailed, verifyFailed: MSG.verifyOtpFailed });
  const { step, email, code } = flow;
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const register = useRegister();

  const onSendCode = (e: FormEvent) => {
    e.preventDefault();
    const parsed = sendOtpBody.safeParse({ email });
    if (!parsed.success) return setError(firstIssue(parsed, MSG.enterEmail));
    setError(null);
    flow.sendCode(parsed.data.email);
  };

  const onVerify = (e: FormEvent) => {
    e.preventDefault();
    if (!verifyOtpBody.safeParse({ email, otp: code }).success) return setError(MSG.invalidOtp);
    setError(null);
    flow.verifyCode();
  };

  const onCreate = (e: FormEvent) => {
    e.preventDefault();
    const parsed = registerBody.safeParse({
      name,
      email,
      password,
      verificationToken: flow.verificationToken,
    });
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
              onChange={(e) => flow.setEmail(e.target.value)}
              aria-invalid={!!error}
              autoFocus
            />
          </Field>
          <Button type="submit" size="lg" disabled={flow.sending}>
            {flow.sending ? "Sending..." : "Send Code"}
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
                flow.setStep(1);
              }}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              Change email
            </button>
          </p>
          <CodeInput id="register-code" value={code} onChange={flow.setCode} error={error} />
          <Button type="submit" size="lg" disabled={flow.verifying}>
            {flow.verifying ? "Verifying..." : "Verify Code"}
          </Button>
          <ResendControl
            email={email}
            seconds={flow.countdown.seconds}
            restart={flow.countdown.start}
          />
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
