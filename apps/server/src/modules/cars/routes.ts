/**
 * The cars module (mounted under /api without a prefix, so paths are full): the owner's
 * routes under /owner/*. The public listing is the catalogue module. @fastify/multipart is
 * registered here, for these routes only (lib/multipart.ts): one file of at most 5 MB
 * (LIMITS.carImageMaxBytes), a few small fields.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { registerImageUploads } from "../../lib/multipart.js";
import ownerRoutes from "./owner-routes.js";

const routes: FastifyPluginAsyncZod = async (app) => {
  await registerImageUploads(app, { fields: 10 });
  await app.register(ownerRoutes);
};
export default routes;
