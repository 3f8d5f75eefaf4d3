/**
 * The owner calendar (issue 15 item 1), owners only: GET /api/owner/cars/{id}/calendar,
 * POST /api/owner/cars/{id}/blocks {start, end, note?}, DELETE
 * /api/owner/cars/{id}/blocks/{blockId}. 401 without a session and 403 'Owner access required
 * for this page' for a renter (at onRequest, before the body is read); the rules and the other
 * refusals are in service.ts. Mounted under /api without a prefix.
 */
import {
  blockBody,
  blockDatesResponse,
  CALENDAR_MSG,
  carCalendarResponse,
  messageResponse,
} from "@gaadi/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { failure } from "../../lib/responses.js";
import * as service from "./service.js";

const tags = ["owner"];
const security = [{ bearer: [] }];
const carParams = z.object({ id: z.string() });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/owner/cars/:id/calendar",
    {
      schema: {
        tags,
        security,
        params: carParams,
        response: { 200: carCalendarResponse, ...failure(401, 403, 404) },
      },
      ...app.ownerOnly,
    },
    async (request) => ({
      success: true as const,
      calendar: await service.carCalendar(app, request.user.id, request.params.id),
    }),
  );

  app.post(
    "/owner/cars/:id/blocks",
    {
      schema: {
        tags,
        security,
        params: carParams,
        body: blockBody,
        response: { 200: blockDatesResponse, ...failure(400, 401, 403, 404, 409) },
      },
      ...app.ownerOnly,
    },
    async (request) => ({
      success: true as const,
      message: CALENDAR_MSG.blocked,
      block: await service.blockDates(app, request.user.id, request.params.id, request.body),
    }),
  );

  app.delete(
    "/owner/cars/:id/blocks/:blockId",
    {
      schema: {
        tags,
        security,
        params: z.object({ id: z.string(), blockId: z.string() }),
        response: { 200: messageResponse, ...failure(401, 403, 404) },
      },
      ...app.ownerOnly,
    },
    async (request) => {
      await service.unblockDates(app, request.user.id, request.params.id, request.params.blockId);
      return { success: true as const, message: CALENDAR_MSG.unblocked };
    },
  );
};
export default routes;
