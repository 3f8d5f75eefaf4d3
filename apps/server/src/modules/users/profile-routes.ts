/**
 * Profile and account settings, mounted under /api/user (customer document sections 2, 5 and
 * 7; server-rules.md section 7; decision 011):
 * - GET /avatars: the 12 preset avatars; GET /avatars/<id>.svg: one preset's picture, cached
 *   for a year (public);
 * - POST /update-profile-image, POST /change-password, DELETE /delete-account (signed in; 401
 *   otherwise). Refusals that concern the password are 400, never 401: a 401 ends the web
 *   client's session (apps/web/src/lib/api-client.ts).
 * Password checks are rate limited per client and session (server-rules.md section 9).
 */
import {
  ACCOUNT_MSG,
  avatarListResponse,
  changePasswordBody,
  changePasswordResponse,
  deleteAccountBody,
  deleteAccountResponse,
  updateProfileImageBody,
  updateProfileImageResponse,
} from "@gaadi/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/errors.js";
import { failure } from "../../lib/responses.js";
import { AVATAR_PRESETS, avatarSvg } from "./avatars.js";
import { deleteAccount } from "./erasure.js";
import { updateProfileImage } from "./photo.js";
import { changePassword } from "./service.js";

/** Year-long caching: a preset's URL always draws the same picture (avatars.ts). */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** Password guesses per client and session: 20 in 15 minutes. */
const passwordTries = {
  max: 20,
  timeWindow: 15 * 60_000,
  keyGenerator: (request: { ip: string; headers: { authorization?: string | undefined } }) =>
    `${request.ip}|${request.headers.authorization ?? ""}`,
};

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/avatars",
    { schema: { tags: ["profile"], response: { 200: avatarListResponse } } },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=3600");
      return { success: true as const, avatars: [...AVATAR_PRESETS] };
    },
  );

  app.get(
    "/avatars/:file",
    {
      // No response schema: the answer is an SVG document, not JSON (a 404 is the error body).
      schema: { tags: ["profile"], params: z.object({ file: z.string().max(100) }) },
    },
    async (request, reply) => {
      const svg = request.params.file.endsWith(".svg")
        ? avatarSvg(request.params.file.slice(0, -4))
        : undefined;
      if (!svg) throw notFound(ACCOUNT_MSG.avatarNotFound);
      return reply
        .header("content-type", "image/svg+xml; charset=utf-8")
        .header("cache-control", IMMUTABLE)
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );

  app.post(
    "/update-profile-image",
    {
      schema: {
        tags: ["profile"],
        security: [{ bearer: [] }],
        body: updateProfileImageBody,
        response: { 200: updateProfileImageResponse, ...failure(400, 401) },
      },
      ...app.signedIn,
    },
    async (request) => ({
      success: true as const,
      ...(await updateProfileImage(app, request.user.id, request.body)),
    }),
  );

  app.post(
    "/change-password",
    {
      schema: {
        tags: ["profile"],
        security: [{ bearer: [] }],
        body: changePasswordBody,
        response: { 200: changePasswordResponse, ...failure(400, 401, 429) },
      },
      // Its answer is a session token: never kept in idempotency_keys (decision 018).
      config: { rateLimit: passwordTries, idempotent: false },
      ...app.signedIn,
    },
    async (request) => {
      const token = await changePassword(app, request.user.id, request.body);
      return { success: true as const, message: ACCOUNT_MSG.passwordChanged, token };
    },
  );

  app.delete(
    "/delete-account",
    {
      schema: {
        tags: ["profile"],
        security: [{ bearer: [] }],
        body: deleteAccountBody,
        response: { 200: deleteAccountResponse, ...failure(400, 401, 409, 429) },
      },
      config: { rateLimit: passwordTries },
      ...app.signedIn,
    },
    async (request) => {
      await deleteAccount(app, request.user.id, request.body.password);
      return { success: true as const, message: ACCOUNT_MSG.accountDeleted };
    },
  );
};
export default profileRoutes;
