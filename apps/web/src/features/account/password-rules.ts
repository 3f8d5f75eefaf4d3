/**
 * The change-password form's rules (customer document section 5), as pure functions:
 * - on submit, in order: every field filled ('Please fill in all password fields'), new equals
 *   confirmation ('New password and confirmation do not match'), new has 8+ characters ('New
 *   password must be at least 8 characters long'), new differs from current ('New password
 *   must be different from current password');
 * - the button is enabled only with all three filled, new equal to confirm and 8+ characters;
 * - inline, while typing: 'Password must be at least 8 characters long' under a short new
 *   password, 'Passwords do not match' under a confirmation that differs.
 */
import { ACCOUNT_MSG, LIMITS } from "@gaadi/shared";

export interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The first rule `form` breaks on submit, or null when it may be sent. */
export function changePasswordProblem(form: PasswordForm): string | null {
  const { currentPassword, newPassword, confirmPassword } = form;
  if (!currentPassword || !newPassword || !confirmPassword)
    return ACCOUNT_MSG.passwordFieldsRequired;
  if (newPassword !== confirmPassword) return ACCOUNT_MSG.newPasswordMismatch;
  if (newPassword.length < LIMITS.passwordMin) return ACCOUNT_MSG.newPasswordMin;
  if (newPassword === currentPassword) return ACCOUNT_MSG.newPasswordSame;
  return null;
}

/** Whether the dialog's button is enabled. */
export function canSubmitPassword(form: PasswordForm): boolean {
  return (
    !!form.currentPassword &&
    form.newPassword.length >= LIMITS.passwordMin &&
    form.newPassword === form.confirmPassword
  );
}

/** The inline messages under the new password and the confirmation (null for none). */
export function inlinePasswordMessages(form: PasswordForm): {
  newPassword: string | null;
  confirmPassword: string | null;
} {
  return {
    newPassword:
      form.newPassword && form.newPassword.length < LIMITS.passwordMin
        ? ACCOUNT_MSG.passwordMinInline
        : null,
    confirmPassword:
      form.confirmPassword && form.confirmPassword !== form.newPassword
        ? ACCOUNT_MSG.passwordsMismatch
        : null,
  };
}
