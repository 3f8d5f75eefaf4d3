/**
 * POST /api/otp/send-otp, /api/otp/resend-otp, /api/otp/verify-otp
 * (owner document section 7, customer document section 7, server-rules.md section 7).
 * Per-account and per-address limits (security.ts STRICT_LIMITS.codeSending, one count for
 * send and resend) sit on top of the service's 30-second gap per e-mail address.
 */

import {
  ACCOUNT_MSG,
  sendOtpBody,
  sendOtpResponse,
  verifyOtpBody,
  verifyOtpResponse,
} from "@gaadi/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { failure } from "../../lib/responses.js";
import { sendCode, verifyCode } from "./service.js";

const routes: FastifyPluginAsyncZod = async (app) => {
  const sendSchema = {
    tags: ["auth"],
    body: sendOtpBody,
    response: { 200: sendOtpResponse, ...failure(400, 429) },
  };
  const preHandler = app.strictLimit("codeSending");
  for (const url of ["/send-otp", "/resend-otp"]) {
    app.post(url, { schema: sendSchema, preHandler }, async (request) => {
      await sendCode(app, request.body.email);
      return { success: true as const, message: ACCOUNT_MSG.otpSent };
    });
  }

  app.post(
    "/verify-otp",
    {
      schema: {
        tags: ["auth"],
        body: verifyOtpBody,
        response: { 200: verifyOtpResponse, ...failure(400, 429) },
      },
      config: { rateLimit: { max: 60, timeWindow: 15 * 60_000 } },
    },
    async (request) => {
      const { email, otp } = request.body;
      const codeId = await verifyCode(app, email, otp);
      const verificationToken = await app.tokens.signVerification({ email, codeId });
      return { success: true as const, message: ACCOUNT_MSG.codeVerified, verificationToken };
    },
  );
};
export default routes;
