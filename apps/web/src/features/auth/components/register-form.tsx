import { ACCOUNT_MSG, LIMITS, registerBody } from "@gaadi/shared";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { useRegister } from "@/features/auth/api/register";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { CodeStep, EmailStep } from "./email-code-steps";
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
  const flow = useEmailCode({
    sendFailed: ACCOUNT_MSG.sendOtpFailed,
    verifyFailed: ACCOUNT_MSG.verifyOtpFailed,
  });
  const { step, email } = flow;
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const register = useRegister();

  const onCreate = (e: FormEvent) => {
    e.preventDefault();
    const parsed = registerBody.safeParse({
      name,
      email,
      password,
      verificationToken: flow.verificationToken,
    });
    if (!parsed.success) return setError(firstIssue(parsed, ACCOUNT_MSG.registerFields));
    setError(null);
    register.mutate(parsed.data, {
      onSuccess: (res) => {
        toast.success(res.message || ACCOUNT_MSG.registrationSuccess);
        onSignedIn(res.token);
      },
      onError: (err) => toast.error(errorMessage(err, ACCOUNT_MSG.registrationFailed)),
    });
  };

  return (
    <div>
      <StepIndicator steps={["Email", "Verify", "Details"]} current={step} />
      {step === 1 && (
        <EmailStep
          flow={flow}
          id="register-email"
          submitLabel="Send Code"
          hint="We'll email you a 6-digit code to confirm it's you."
        />
      )}
      {step === 2 && (
        <CodeStep
          flow={flow}
          id="register-code"
          invalidMessage={ACCOUNT_MSG.invalidOtp}
          onChangeEmail={() => flow.setStep(1)}
        />
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
