/**
 * Answers of the account endpoints: /api/otp/*, /api/user/* and change-role (owner document
 * section 7, customer document section 7, server-rules.md section 7). The routes declare them
 * as response schemas; the web types its fetchers with the inferred types. Failures are
 * `errorResponse`.
 */
import { z } from "zod";
import { USER_ROLES } from "../enums.js";
import { messageResponse, okResponse } from "../envelope.js";

/**
 * The signed-in user as GET /api/user/data answers it (customer document section 3): `image`
 * is a photo URL or '' for none; `createdAt` an ISO date-time.
 */
export const sessionUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  image: z.string(),
  createdAt: z.string(),
  /** Issue 29: the account may open the operator console. */
  isOperator: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** POST /api/otp/send-otp and /api/otp/resend-otp: 'Verification code sent to your email'. */
export const sendOtpResponse = messageResponse;

/**
 * POST /api/otp/verify-otp: `verificationToken` is short-lived proof that the address was
 * verified, spent once by register or reset-password.
 */
export const verifyOtpResponse = okResponse({ message: z.string(), verificationToken: z.string() });
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponse>;

/** POST /api/user/register and /api/user/login: the session token (a JWT) and a sentence. */
const tokenResponse = okResponse({ message: z.string(), token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponse>;

/** POST /api/user/register: 'Registration successful!' and the new session. */
export const registerResponse = tokenResponse;

/** POST /api/user/login: 'Login successful!' and the session. */
export const loginResponse = tokenResponse;

/** POST /api/user/reset-password: 'Password reset successfully'. */
export const resetPasswordResponse = messageResponse;

/** GET /api/user/data: the signed-in user. */
export const userDataResponse = okResponse({ user: sessionUserSchema });
export type UserDataResponse = z.infer<typeof userDataResponse>;

/** POST /api/owner/change-role: 'You are now an owner...' or 'You are already an owner...'. */
export const changeRoleResponse = messageResponse;

/** One of the 12 preset avatars (customer document section 3, "Avatar preset"). */
export const avatarPresetSchema = z.object({ id: z.string(), url: z.string(), name: z.string() });
export type AvatarPreset = z.infer<typeof avatarPresetSchema>;

/** GET /api/user/avatars: the 12 presets update-profile-image accepts, in display order. */
export const avatarListResponse = okResponse({ avatars: z.array(avatarPresetSchema) });
export type AvatarListResponse = z.infer<typeof avatarListResponse>;

/**
 * POST /api/user/update-profile-image: 'Profile photo updated successfully' (an avatar) or
 * 'Profile photo removed successfully' (default); `imageUrl` is the new photo, '' for none.
 */
export const updateProfileImageResponse = okResponse({ message: z.string(), imageUrl: z.string() });
export type UpdateProfileImageResponse = z.infer<typeof updateProfileImageResponse>;

/**
 * POST /api/user/upload-profile-image: 'Profile photo uploaded successfully' and the stored
 * photo's URL (a square 256x256 WebP under /uploads/avatars/).
 */
export const uploadProfileImageResponse = okResponse({ message: z.string(), imageUrl: z.string() });
export type UploadProfileImageResponse = z.infer<typeof uploadProfileImageResponse>;

/**
 * POST /api/user/change-password. Changing the password ends every other session
 * (server-rules.md section 7): the server bumps the session version, so the caller's own token
 * dies too; `token` is its replacement, which the client stores in place of the old one.
 */
export const changePasswordResponse = okResponse({ message: z.string(), token: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;

/** DELETE /api/user/delete-account: 'Your account has been deleted'; every session is over. */
export const deleteAccountResponse = messageResponse;
