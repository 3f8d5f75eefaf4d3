/**
 * The owner dashboard's calls (owner document sections 2, 7 and 8, server-rules.md section 8),
 * owners only (401 without a session, 403 'Owner access required for this page' otherwise):
 * GET /api/owner/analytics (query: the shared analyticsQuery, 400 naming the broken rule) and
 * GET /api/owner/tasks (what needs acting on, as counts). Mounted without a prefix.
 */
import {
  ANALYTICS_MSG,
  analyticsQuery,
  analyticsResponse,
  ownerTasksResponse,
} from "@gaadi/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { failure } from "../../lib/responses.js";
import { ownerAnalytics, ownerTasks } from "./service.js";

const tags = ["owner"];
const security = [{ bearer: [] }];

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/owner/analytics",
    {
      schema: {
        tags,
        security,
        querystring: analyticsQuery,
        response: { 200: analyticsResponse, ...failure(400, 401, 403) },
      },
      ...app.ownerOnly,
    },
    async (request) => ({
      success: true as const,
      analyticsData: await ownerAnalytics(app, request.user.id, request.query),
      message: ANALYTICS_MSG.loaded,
    }),
  );

  app.get(
    "/owner/tasks",
    {
      schema: { tags, security, response: { 200: ownerTasksResponse, ...failure(401, 403) } },
      ...app.ownerOnly,
    },
    async (request) => ({ success: true as const, ...(await ownerTasks(app, request.user.id)) }),
  );
};
export default routes;
