/**
 * The change-password dialog (customer document sections 2, 5 and 8): current, new and
 * confirmation fields with the inline messages and button rule of password-rules.ts; on
 * success the server's message and the dialog closes (this session carries on with the fresh
 * token, the others end); on failure the server's message, else 'Failed to change password.
 * Please try again.'. 'Forgot your password?' hands over to the 3-step Reset Password dialog
 * (`onForgotPassword`, which the profile route wires to the auth feature's dialog).
 */
import { ACCOUNT_MSG } from "@gaadi/shared";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { useChangePassword } from "@/features/account/api/change-password";
import {
  canSubmitPassword,
  changePasswordProblem,
  inlinePasswordMessages,
  type PasswordForm,
} from "@/features/account/password-rules";
import { errorMessage, toastApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";

const EMPTY: PasswordForm = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function ChangePasswordDialog({
  open,
  onOpenChange,
  onForgotPassword,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Closes this dialog and opens Reset Password with the user's e-mail. */
  onForgotPassword(): void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Change Password"
      description="Other devices signed in to your account will be signed out."
    >
      <PasswordFields onDone={() => onOpenChange(false)} onForgotPassword={onForgotPassword} />
    </Dialog>
  );
}

/** The form; it lives inside the dialog's content, so closing the dialog clears it. */
function PasswordFields({
  onDone,
  onForgotPassword,
}: {
  onDone(): void;
  onForgotPassword(): void;
}) {
  const [form, setForm] = useState<PasswordForm>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangePassword();
  const inline = inlinePasswordMessages(form);
  const set = (field: keyof PasswordForm) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setForm((f) => ({ ...f, [field]: e.target.value }));
    setProblem(null);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = changePasswordProblem(form);
    setProblem(found);
    if (found) return void toast.error(found);
    change.mutate(
      { currentPassword: form.currentPassword, newPassword: form.newPassword },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          onDone();
        },
        onError: (err) => {
          const message = errorMessage(err, ACCOUNT_MSG.changePasswordFailed);
          setProblem(message);
          toastApiError(err, message);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field label="Current password" htmlFor="current-password">
        <Input
          id="current-password"
          type="password"
          autoComplete="current-password"
          value={form.currentPassword}
          onChange={set("currentPassword")}
          autoFocus
        />
      </Field>
      <Field label="New password" htmlFor="new-password" error={inline.newPassword}>
        <Input
          id="new-password"
          type="password"
          autoComplete="new-password"
          value={form.newPassword}
          onChange={set("newPassword")}
          aria-invalid={!!inline.newPassword}
        />
      </Field>
      <Field label="Confirm new password" htmlFor="confirm-password" error={inline.confirmPassword}>
        <Input
          id="confirm-password"
          type="password"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={set("confirmPassword")}
          aria-invalid={!!inline.confirmPassword}
        />
      </Field>
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {problem}
        </p>
      )}
      <Button type="submit" size="lg" disabled={!canSubmitPassword(form) || change.isPending}>
        {change.isPending ? "Changing..." : "Change Password"}
      </Button>
      <button
        type="button"
        onClick={onForgotPassword}
        className="self-center text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        Forgot your password? Reset it by email
      </button>
    </form>
  );
}
