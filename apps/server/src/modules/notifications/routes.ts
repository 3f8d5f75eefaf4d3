/**
 * /api/notifications/* (customer document section 7, server-rules.md section 6). Every route
 * is signed in (401 otherwise); a user sees and marks only their own notifications. Thin
 * handlers: the rules live in service.ts.
 */
import {
  markAllReadResponse,
  markReadResponse,
  NOTIFICATION_MSG,
  notificationsResponse,
  unreadCountResponse,
} from "@gaadi/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { failure } from "../../lib/responses.js";
import * as service from "./service.js";

const tags = ["notifications"];
const security = [{ bearer: [] }];

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    {
      schema: { tags, security, response: { 200: notificationsResponse, ...failure(401) } },
      ...app.signedIn,
    },
    async (request) => ({
      success: true as const,
      notifications: await service.listNotifications(app, request.user.id),
    }),
  );

  app.get(
    "/unread-count",
    {
      schema: { tags, security, response: { 200: unreadCountResponse, ...failure(401) } },
      ...app.signedIn,
    },
    async (request) => ({
      success: true as const,
      unreadCount: await service.unreadCount(app, request.user.id),
    }),
  );

  app.put(
    "/mark-all-read",
    {
      schema: { tags, security, response: { 200: markAllReadResponse, ...failure(401) } },
      ...app.signedIn,
    },
    async (request) => {
      await service.markAllRead(app, request.user.id);
      return { success: true as const, message: NOTIFICATION_MSG.allMarkedRead };
    },
  );

  app.put(
    "/:id/read",
    {
      schema: {
        tags,
        security,
        params: z.object({ id: z.string() }),
        response: { 200: markReadResponse, ...failure(401, 404) },
      },
      ...app.signedIn,
    },
    async (request) => {
      await service.markRead(app, request.user.id, request.params.id);
      return { success: true as const, message: NOTIFICATION_MSG.markedRead };
    },
  );
};

export default routes;
