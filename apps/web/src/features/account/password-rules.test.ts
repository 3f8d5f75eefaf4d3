import { ACCOUNT_MSG } from "@gaadi/shared";
import { describe, expect, it } from "vitest";
import { canSubmitPassword, changePasswordProblem, inlinePasswordMessages } from "./password-rules";

const form = (currentPassword: string, newPassword: string, confirmPassword = newPassword) => ({
  currentPassword,
  newPassword,
  confirmPassword,
});

describe("changePasswordProblem", () => {
  it("checks, in order: all filled, confirmation, length, different from current", () => {
    expect(changePasswordProblem(form("", "new-password"))).toBe(
      ACCOUNT_MSG.passwordFieldsRequired,
    );
    expect(changePasswordProblem(form("old-password", "new-password", ""))).toBe(
      ACCOUNT_MSG.passwordFieldsRequired,
    );
    expect(changePasswordProblem(form("old", "short", "other"))).toBe(
      ACCOUNT_MSG.newPasswordMismatch,
    );
    expect(changePasswordProblem(form("old", "short"))).toBe(ACCOUNT_MSG.newPasswordMin);
    expect(changePasswordProblem(form("same-password", "same-password"))).toBe(
      ACCOUNT_MSG.newPasswordSame,
    );
    expect(changePasswordProblem(form("old-password", "new-password"))).toBeNull();
  });
});

describe("canSubmitPassword", () => {
  it("is true only with every field, a matching confirmation and 8+ characters", () => {
    expect(canSubmitPassword(form("old", "new-password"))).toBe(true);
    expect(canSubmitPassword(form("", "new-password"))).toBe(false);
    expect(canSubmitPassword(form("old", "new-password", "new-passwore"))).toBe(false);
    expect(canSubmitPassword(form("old", "1234567"))).toBe(false);
  });
});

describe("inlinePasswordMessages", () => {
  it("speaks only of what was typed", () => {
    expect(inlinePasswordMessages(form("", "", ""))).toEqual({
      newPassword: null,
      confirmPassword: null,
    });
    expect(inlinePasswordMessages(form("", "short", "shor"))).toEqual({
      newPassword: ACCOUNT_MSG.passwordMinInline,
      confirmPassword: ACCOUNT_MSG.passwordsMismatch,
    });
    expect(inlinePasswordMessages(form("", "long-enough", "long-enough"))).toEqual({
      newPassword: null,
      confirmPassword: null,
    });
  });
});
