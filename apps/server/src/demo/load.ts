/**
 * The demo marketplace (DEMO_DATA on): loaded once, on the first start of an empty database.
 * The catalogue issue fills it with owners and cars; until then it only announces itself.
 */
import type { FastifyInstance } from "fastify";

export async function loadDemoDataOnce(app: FastifyInstance): Promise<void> {
  app.log.debug("demo data: nothing to load yet");
}
