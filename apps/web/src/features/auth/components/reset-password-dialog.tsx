import { LIMITS, MSG, passwordField, sendOtpBody } from "@gaadi/shared";
import { type FormEvent, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Field, Input } from "../../../components/ui/field";
import { errorMessage } from "../../../lib/api-client";
import { useResetPassword } from "../api/reset-password";
import { CodeInput } from "./code-input";
import { ResendControl } from "./resend-control";
import { StepIndicator } from "./step-indicator";
import { useEmailCode } from "./use-email-code";

/**
 * The three-step Reset Password overlay (owner document sections 2, 4, 5 and 8; customer
 * document sections 4, 5 and 8): e-mail, code, new password with confirmation. It closes after
 * 'Password reset successfully'; closing it in any way starts the next opening at step 1 with
 * empty fields (the steps live inside the dialog content, which unmounts when closed).
 * `initialEmail` prefills step 1 (the login form, later the change-password dialog).
 */
export function ResetPasswordDialog({
  open,
  onOpenChange,
  initialEmail = "",
  onReset,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  initialEmail?: string;
  /** Called with the address whose password was reset, after the success toast. */
  onReset?(email: string): void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Reset Password"
      description="We'll email you a code to confirm it's you, then you can choose a new password."
    >
      <ResetSteps
        initialEmail={initialEmail}
        onDone={(email) => {
          onOpenChange(false);
          onReset?.(email);
        }}
      />
    </Dialog>
  );
}

function ResetSteps({
  initialEmail,
  onDone,
}: {
  initialEmail: string;
  onDone(email: string): void;
}) {
  const flow = useEmailCode(
    {
      sent: MSG.resetCodeSent,
      sendFailed: MSG.sendResetFailed,
      verified: MSG.codeVerified,
      verifyFailed: MSG.codeVerifyFailed,
    },
    initialEmail,
  );
  const { step, email, code } = flow;
  const [newPassword, setNewPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const resetPassword = useResetPassword();
  const errorFor = (field: string) => (error?.field === field ? error.message : null);

  const onSendCode = (e: FormEvent) => {
    e.preventDefault();
    const parsed = sendOtpBody.safeParse({ email });
    if (!parsed.success) {
      return setError({ field: "email", message: parsed.error.issues[0]?.message ?? "" });
    }
    setError(null);
    flow.sendCode(parsed.data.email);
  };

  const onVerify = (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code)) return setError({ field: "code", message: MSG.invalidResetCode });
    setError(null);
    flow.verifyCode();
  };

  const onReset = (e: FormEvent) => {
    e.preventDefault();
    const strong = passwordField.safeParse(newPassword);
    if (!strong.success) {
      return setError({ field: "new", message: strong.error.issues[0]?.message ?? "" });
    }
    if (confirm !== newPassword)
      return setError({ field: "confirm", message: MSG.passwordsMismatch });
    setError(null);
    resetPassword.mutate(
      { email, newPassword, verificationToken: flow.verificationToken },
      {
        onSuccess: () => {
          toast.success(MSG.passwordReset);
          onDone(email);
        },
        onError: (err) => toast.error(errorMessage(err, MSG.resetFailed)),
      },
    );
  };

  return (
    <div>
      <StepIndicator steps={["Email", "Code", "New password"]} current={step} />
      {step === 1 && (
        <form noValidate onSubmit={onSendCode} className="flex flex-col gap-4">
          <Field label="Email" htmlFor="reset-email" error={errorFor("email")}>
            <Input
              id="reset-email"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              onChange={(e) => flow.setEmail(e.target.value)}
              aria-invalid={!!errorFor("email")}
              autoFocus
            />
          </Field>
          <Button type="submit" size="lg" disabled={flow.sending}>
            {flow.sending ? "Sending..." : "Send Reset Code"}
          </Button>
        </form>
      )}
      {step === 2 && (
        <form noValidate onSubmit={onVerify} className="flex flex-col gap-4">
          <p className="text-sm text-slate-600">
            Enter the code we sent to <strong className="break-all text-slate-900">{email}</strong>.
          </p>
          <CodeInput
            id="reset-code"
            value={code}
            onChange={flow.setCode}
            error={errorFor("code")}
          />
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
        <form noValidate onSubmit={onReset} className="flex flex-col gap-4">
          <Field
            label="New password"
            htmlFor="reset-new"
            error={errorFor("new")}
            hint={`At least ${LIMITS.passwordMin} characters.`}
          >
            <Input
              id="reset-new"
              type="password"
              autoComplete="new-password"
              value={newPassword}
              onChange={(e) => setNewPassword(e.target.value)}
              aria-invalid={!!errorFor("new")}
              autoFocus
            />
          </Field>
          <Field label="Confirm password" htmlFor="reset-confirm" error={errorFor("confirm")}>
            <Input
              id="reset-confirm"
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              aria-invalid={!!errorFor("confirm")}
            />
          </Field>
          <Button type="submit" size="lg" disabled={resetPassword.isPending}>
            {resetPassword.isPending ? "Resetting..." : "Reset Password"}
          </Button>
        </form>
      )}
    </div>
  );
}
