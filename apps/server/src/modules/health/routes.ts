/** GET /api/health: liveness plus a database round trip. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        response: {
          200: z.object({
            success: z.literal(true),
            status: z.literal("ok"),
            database: z.string(),
          }),
        },
      },
    },
    async () => {
      await app.database.ping();
      return { success: true as const, status: "ok" as const, database: app.database.kind };
    },
  );
};
export default routes;
