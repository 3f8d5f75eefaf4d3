/**
 * GET /api/health: liveness plus a database round trip; 503 'Server is shutting down' once the
 * server is draining (lifecycle.ts), so a load balancer takes it out of rotation.
 * GET /api/settings: the server settings the public pages' texts depend on (issue 28 item 7:
 * whether renters pay online), read from the configuration, no database.
 */
import { healthResponse, settingsResponse } from "@gaadi/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { serviceUnavailable } from "../../lib/errors.js";
import { failure } from "../../lib/responses.js";

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        response: { 200: healthResponse, ...failure(503) },
      },
    },
    async () => {
      if (app.draining) throw serviceUnavailable("Server is shutting down");
      await app.database.ping();
      return { success: true as const, status: "ok" as const, database: app.database.kind };
    },
  );

  app.get(
    "/settings",
    { schema: { tags: ["health"], response: { 200: settingsResponse } } },
    async () => ({ success: true as const, payments: app.config.payments.mode === "razorpay" }),
  );
};
export default routes;
