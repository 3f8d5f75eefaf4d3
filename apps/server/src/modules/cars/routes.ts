/** The cars module's routes: filled in by the cars issue. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

const routes: FastifyPluginAsyncZod = async () => {};
export default routes;
