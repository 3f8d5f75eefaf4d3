/**
 * POST /api/otp/send-otp, /api/otp/resend-otp, /api/otp/verify-otp
 * (owner document section 7, customer document section 7, server-rules.md section 7).
 * Per-client limits sit on top of the per-address 30-second gap in the service.
 */

import { MSG, sendOtpBody, sendOtpResponse, verifyOtpBody, verifyOtpResponse } from "@gaadi/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { failure } from "../../lib/responses.js";
import { sendCode, verifyCode } from "./service.js";

const codeLimit = { max: 30, timeWindow: 15 * 60_000 };

const routes: FastifyPluginAsyncZod = async (app) => {
  const sendSchema = {
    tags: ["auth"],
    body: sendOtpBody,
    response: { 200: sendOtpResponse, ...failure(400, 429) },
  };
  for (const url of ["/send-otp", "/resend-otp"]) {
    app.post(url, { schema: sendSchema, config: { rateLimit: codeLimit } }, async (request) => {
      await sendCode(app, request.body.email);
      return { success: true as const, message: MSG.otpSent };
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
      return { success: true as const, message: MSG.codeVerified, verificationToken };
    },
  );
};
export default routes;
