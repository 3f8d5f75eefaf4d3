/**
 * POST /api/user/register, /api/user/login, /api/user/reset-password; GET /api/user/data
 * (owner document section 7, customer document section 7, server-rules.md section 7);
 * POST /api/owner/change-role (customer document section 4 "Become Owner"), signed in, 401
 * otherwise; the profile and account settings of profile-routes.ts; the photo uploads
 * (POST /api/owner/update-image, /api/user/upload-profile-image) of image-routes.ts. Mounted
 * under /api without a prefix: the module carries /user and /owner.
 */

import {
  ACCOUNT_MSG,
  changeRoleResponse,
  loginBody,
  loginResponse,
  registerBody,
  registerResponse,
  resetPasswordBody,
  resetPasswordResponse,
  userDataResponse,
} from "@gaadi/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { failure } from "../../lib/responses.js";
import imageRoutes from "./image-routes.js";
import profileRoutes from "./profile-routes.js";
import { becomeOwner, findSessionUser, login, register, resetPassword } from "./service.js";

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/register",
    {
      schema: {
        tags: ["auth"],
        body: registerBody,
        response: { 200: registerResponse, ...failure(400, 409, 429) },
      },
      // Limits per e-mail and per address (security.ts), read after the body is parsed.
      preHandler: app.strictLimit("signIn"),
    },
    async (request) => {
      const token = await register(app, request.body);
      return { success: true as const, message: ACCOUNT_MSG.registrationSuccess, token };
    },
  );

  app.post(
    "/login",
    {
      schema: {
        tags: ["auth"],
        body: loginBody,
        response: { 200: loginResponse, ...failure(400, 401, 403, 429) },
      },
      preHandler: app.strictLimit("signIn"),
    },
    async (request) => {
      const token = await login(app, request.body.email, request.body.password);
      return { success: true as const, message: ACCOUNT_MSG.loginSuccess, token };
    },
  );

  app.post(
    "/reset-password",
    {
      schema: {
        tags: ["auth"],
        body: resetPasswordBody,
        response: { 200: resetPasswordResponse, ...failure(400, 404, 429) },
      },
      preHandler: app.strictLimit("passwordReset"),
    },
    async (request) => {
      await resetPassword(app, request.body);
      return { success: true as const, message: ACCOUNT_MSG.passwordReset };
    },
  );

  app.get(
    "/data",
    {
      schema: {
        tags: ["auth"],
        security: [{ bearer: [] }],
        response: { 200: userDataResponse, ...failure(401) },
      },
      ...app.signedIn,
    },
    async (request) => ({
      success: true as const,
      user: await findSessionUser(app, request.user.id),
    }),
  );
};

const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/change-role",
    {
      schema: {
        tags: ["owner"],
        security: [{ bearer: [] }],
        response: { 200: changeRoleResponse, ...failure(401) },
      },
      ...app.signedIn,
    },
    async (request) => ({
      success: true as const,
      message: await becomeOwner(app, request.user.id),
    }),
  );
};

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(accountRoutes, { prefix: "/user" });
  await app.register(profileRoutes, { prefix: "/user" });
  await app.register(roleRoutes, { prefix: "/owner" });
  await app.register(imageRoutes);
};
export default routes;
