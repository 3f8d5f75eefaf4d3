/**
 * Steps 1 and 2 of sign-up and Reset Password (owner document sections 2, 4 and 5; customer
 * document section 5): the e-mail step mails a code, the code step trades the 6 digits for a
 * verificationToken. Each step validates its own field with the shared schemas and shows the
 * first message under it; the calls, toasts and countdown live in `useEmailCode`.
 */
import { otpField, sendOtpBody } from "@gaadi/shared";
import { type FormEvent, type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { CodeInput } from "./code-input";
import { ResendControl } from "./resend-control";
import type { EmailCodeFlow } from "./use-email-code";

/** Step 1: the e-mail field and its send button ('Sending...' while the call runs). */
export function EmailStep({
  flow,
  id,
  submitLabel,
  hint,
}: {
  flow: EmailCodeFlow;
  /** The input's id, e.g. 'register-email'. */
  id: string;
  /** 'Send Code' or 'Send Reset Code'. */
  submitLabel: string;
  hint?: ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = sendOtpBody.safeParse({ email: flow.email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "");
    setError(null);
    flow.sendCode(parsed.data.email);
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field label="Email" htmlFor={id} error={error} hint={hint}>
        <Input
          id={id}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={flow.email}
          onChange={(e) => flow.setEmail(e.target.value)}
          aria-invalid={!!error}
          autoFocus
        />
      </Field>
      <Button type="submit" size="lg" disabled={flow.sending}>
        {flow.sending ? "Sending..." : submitLabel}
      </Button>
    </form>
  );
}

/**
 * Step 2: 'Enter the code we sent to <email>.', the code field, 'Verify Code' ('Verifying...')
 * and the resend control. `invalidMessage` is the flow's text for a code that is not 6 digits;
 * `onChangeEmail`, when given, offers a way back to step 1.
 */
export function CodeStep({
  flow,
  id,
  invalidMessage,
  onChangeEmail,
}: {
  flow: EmailCodeFlow;
  /** The input's id, e.g. 'register-code'. */
  id: string;
  invalidMessage: string;
  onChangeEmail?(): void;
}) {
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!otpField.safeParse(flow.code).success) return setError(invalidMessage);
    setError(null);
    flow.verifyCode();
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        Enter the code we sent to <strong className="break-all text-slate-900">{flow.email}</strong>
        .
        {onChangeEmail && (
          <>
            {" "}
            <button
              type="button"
              onClick={onChangeEmail}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              Change email
            </button>
          </>
        )}
      </p>
      <CodeInput id={id} value={flow.code} onChange={flow.setCode} error={error} />
      <Button type="submit" size="lg" disabled={flow.verifying}>
        {flow.verifying ? "Verifying..." : "Verify Code"}
      </Button>
      <ResendControl
        email={flow.email}
        seconds={flow.countdown.seconds}
        restart={flow.countdown.start}
      />
    </form>
  );
}
