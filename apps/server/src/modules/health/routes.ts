/** GET /api/health: liveness plus a database round trip. */
import { healthResponse } from "@gaadi/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        response: { 200: healthResponse },
      },
    },
    async () => {
      await app.database.ping();
      return { success: true as const, status: "ok" as const, database: app.database.kind };
    },
  );
};
export default routes;
