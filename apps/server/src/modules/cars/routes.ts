/**
 * The cars module (mounted under /api without a prefix, so paths are full): the owner's
 * routes under /owner/*. The public listing is the catalogue module. @fastify/multipart is
 * registered here, for these routes only: one file of at most 5 MB (LIMITS.carImageMaxBytes),
 * a few small fields.
 */
import multipart from "@fastify/multipart";
import { LIMITS } from "@gaadi/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import ownerRoutes from "./owner-routes.js";

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: {
      fileSize: LIMITS.carImageMaxBytes,
      files: 1,
      fields: 10,
      fieldSize: 64 * 1024,
      parts: 12,
    },
  });
  await app.register(ownerRoutes);
};
export default routes;
