/**
 * Every API module, mounted under /api. Each module is a plugin in src/modules/<name>/routes.ts.
 */
import type { FastifyInstance } from "fastify";
import health from "./modules/health/routes.js";
import otp from "./modules/otp/routes.js";
import users from "./modules/users/routes.js";

export default async function apiRoutes(app: FastifyInstance) {
  await app.register(health);
  await app.register(otp, { prefix: "/otp" });
  await app.register(users, { prefix: "/user" });
}
