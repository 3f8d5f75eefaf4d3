import { ACCOUNT_MSG, LIMITS, passwordField } from "@gaadi/shared";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { useResetPassword } from "@/features/auth/api/reset-password";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { CodeStep, EmailStep } from "./email-code-steps";
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
      sent: ACCOUNT_MSG.resetCodeSent,
      sendFailed: ACCOUNT_MSG.sendResetFailed,
      verified: ACCOUNT_MSG.codeVerified,
      verifyFailed: ACCOUNT_MSG.codeVerifyFailed,
    },
    initialEmail,
  );
  const { step, email } = flow;
  const [newPassword, setNewPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const resetPassword = useResetPassword();
  const errorFor = (field: string) => (error?.field === field ? error.message : null);

  const onReset = (e: FormEvent) => {
    e.preventDefault();
    const strong = passwordField.safeParse(newPassword);
    if (!strong.success) {
      return setError({ field: "new", message: strong.error.issues[0]?.message ?? "" });
    }
    if (confirm !== newPassword)
      return setError({ field: "confirm", message: ACCOUNT_MSG.passwordsMismatch });
    setError(null);
    resetPassword.mutate(
      { email, newPassword, verificationToken: flow.verificationToken },
      {
        onSuccess: () => {
          toast.success(ACCOUNT_MSG.passwordReset);
          onDone(email);
        },
        onError: (err) => toast.error(errorMessage(err, ACCOUNT_MSG.resetFailed)),
      },
    );
  };

  return (
    <div>
      <StepIndicator steps={["Email", "Code", "New password"]} current={step} />
      {step === 1 && <EmailStep flow={flow} id="reset-email" submitLabel="Send Reset Code" />}
      {step === 2 && (
        <CodeStep flow={flow} id="reset-code" invalidMessage={ACCOUNT_MSG.invalidResetCode} />
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
