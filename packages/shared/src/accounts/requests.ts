/**
 * Request bodies of the account endpoints (owner document sections 5 and 7, customer
 * document section 7, server-rules.md section 7). The web forms validate with the same
 * schemas the routes use, so a message is written once.
 */
import { z } from "zod";
import { LIMITS } from "../limits.js";
import { ACCOUNT_MSG } from "../messages/accounts.js";

/** E-mail: trimmed, lower-cased, required ('Please enter your email'), well-formed. */
export const emailField = z
  .string({ error: ACCOUNT_MSG.enterEmail })
  .trim()
  .min(1, ACCOUNT_MSG.enterEmail)
  .max(LIMITS.emailMax, "Email address is too long")
  .pipe(z.email("Please enter a valid email address"))
  .transform((v) => v.toLowerCase());

/** The 6-digit code; non-digits are stripped first (owner document section 5). */
export const otpField = z
  .string({ error: ACCOUNT_MSG.invalidOtp })
  .transform((v) => v.replace(/\D/g, ""))
  .pipe(z.string().length(LIMITS.otpLength, ACCOUNT_MSG.invalidOtp));

export const passwordField = z
  .string({ error: ACCOUNT_MSG.passwordMin })
  .min(LIMITS.passwordMin, ACCOUNT_MSG.passwordMin)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`);

export const sendOtpBody = z.object({ email: emailField });
export type SendOtpBody = z.input<typeof sendOtpBody>;

export const verifyOtpBody = z.object({ email: emailField, otp: otpField });
export type VerifyOtpBody = z.input<typeof verifyOtpBody>;

export const registerBody = z.object({
  name: z
    .string({ error: ACCOUNT_MSG.registerFields })
    .trim()
    .min(1, ACCOUNT_MSG.registerFields)
    .max(LIMITS.nameMax, `Name must be at most ${LIMITS.nameMax} characters`),
  email: emailField,
  password: z
    .string({ error: ACCOUNT_MSG.registerFields })
    .min(LIMITS.passwordMin, ACCOUNT_MSG.registerFields)
    .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`),
  verificationToken: z
    .string({ error: ACCOUNT_MSG.verificationInvalid })
    .min(1, ACCOUNT_MSG.verificationInvalid),
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
  verificationToken: z
    .string({ error: ACCOUNT_MSG.verificationInvalid })
    .min(1, ACCOUNT_MSG.verificationInvalid),
});
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

/** The two kinds of profile photo update-profile-image takes (customer document section 7). */
export const PROFILE_IMAGE_TYPES = ["default", "avatar"] as const;
export type ProfileImageType = (typeof PROFILE_IMAGE_TYPES)[number];

/**
 * POST /api/user/update-profile-image: 'default' clears the photo (imageUrl ignored);
 * 'avatar' sets one of the 12 preset URLs GET /api/user/avatars offers. Whether the URL is a
 * preset is the server's check (400 ACCOUNT_MSG.avatarNotOffered); the schema bounds its length.
 */
export const updateProfileImageBody = z.object({
  imageType: z.enum(PROFILE_IMAGE_TYPES, { error: ACCOUNT_MSG.photoRequired }),
  imageUrl: z
    .string({ error: ACCOUNT_MSG.avatarNotOffered })
    .max(500, ACCOUNT_MSG.avatarNotOffered)
    .default(""),
});
export type UpdateProfileImageBody = z.input<typeof updateProfileImageBody>;

/**
 * POST /api/user/change-password (customer document section 5; server-rules.md section 7):
 * both fields required, the new one 8 to 128 characters and different from the current one.
 * Whether the current one is right is the server's check (400 ACCOUNT_MSG.currentPasswordWrong).
 */
export const changePasswordBody = z
  .object({
    currentPassword: z
      .string({ error: ACCOUNT_MSG.passwordFieldsRequired })
      .min(1, ACCOUNT_MSG.passwordFieldsRequired)
      .max(LIMITS.passwordMax, ACCOUNT_MSG.currentPasswordWrong),
    newPassword: z
      .string({ error: ACCOUNT_MSG.passwordFieldsRequired })
      .min(1, ACCOUNT_MSG.passwordFieldsRequired)
      .min(LIMITS.passwordMin, ACCOUNT_MSG.newPasswordMin)
      .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`),
  })
  .refine((b) => b.newPassword !== b.currentPassword, {
    message: ACCOUNT_MSG.newPasswordSame,
    path: ["newPassword"],
  });
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** DELETE /api/user/delete-account: the password confirms (customer document section 5). */
export const deleteAccountBody = z.object({
  password: z
    .string({ error: ACCOUNT_MSG.deletePasswordRequired })
    .min(1, ACCOUNT_MSG.deletePasswordRequired)
    .max(LIMITS.passwordMax, ACCOUNT_MSG.deletePasswordWrong),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;
