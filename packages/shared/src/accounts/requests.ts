/**
 * Request bodies of the account endpoints (owner document sections 5 and 7, customer
 * document section 7, server-rules.md section 7). The web forms validate with the same
 * schemas the routes use, so a message is written once.
 */
import { z } from "zod";
import { LIMITS } from "../limits.js";
import { MSG } from "../messages/accounts.js";

/** E-mail: trimmed, lower-cased, required ('Please enter your email'), well-formed. */
export const emailField = z
  .string({ error: MSG.enterEmail })
  .trim()
  .min(1, MSG.enterEmail)
  .max(LIMITS.emailMax, "Email address is too long")
  .pipe(z.email("Please enter a valid email address"))
  .transform((v) => v.toLowerCase());

/** The 6-digit code; non-digits are stripped first (owner document section 5). */
export const otpField = z
  .string({ error: MSG.invalidOtp })
  .transform((v) => v.replace(/\D/g, ""))
  .pipe(z.string().length(LIMITS.otpLength, MSG.invalidOtp));

export const passwordField = z
  .string({ error: MSG.passwordMin })
  .min(LIMITS.passwordMin, MSG.passwordMin)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`);

export const sendOtpBody = z.object({ email: emailField });
export type SendOtpBody = z.input<typeof sendOtpBody>;

export const verifyOtpBody = z.object({ email: emailField, otp: otpField });
export type VerifyOtpBody = z.input<typeof verifyOtpBody>;

export const registerBody = z.object({
  name: z
    .string({ error: MSG.registerFields })
    .trim()
    .min(1, MSG.registerFields)
    .max(LIMITS.nameMax, `Name must be at most ${LIMITS.nameMax} characters`),
  email: emailField,
  password: z
    .string({ error: MSG.registerFields })
    .min(LIMITS.passwordMin, MSG.registerFields)
    .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`),
  verificationToken: z.string({ error: MSG.verificationInvalid }).min(1, MSG.verificationInvalid),
});
export type RegisterBody = z.input<typeof registerBody>;

export const loginBody = z.object({
  email: emailField,
  password: z.string({ error: "Please enter your password" }).min(1, "Please enter your password"),
});
export type LoginBody = z.input<typeof loginBody>;

export const resetPasswordBody = z.object({
  email: emailField,
  newPassword: passwordField,
  verificationToken: z.string({ error: MSG.verificationInvalid }).min(1, MSG.verificationInvalid),
});
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
