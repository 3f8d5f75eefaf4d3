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
