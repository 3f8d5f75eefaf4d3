/** The bookings module's routes: filled in by the bookings issue. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

const routes: FastifyPluginAsyncZod = async () => {};
export default routes;
