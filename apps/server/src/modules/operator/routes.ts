/**
 * /api/operator/* (issue 29 item 4): the operator console's API. Every route is
 * `...app.operatorOnly`: 401 for a visitor, 403 OPERATOR_MSG.operatorRequired for anyone not
 * an operator, checked at onRequest before any body is read. Thin handlers; the rules live in
 * service.ts. Licences: GET licences, GET licences/:userId/photo (image/webp, private,
 * no-store), POST licences/:userId/approve, POST licences/:userId/reject {reason}. People:
 * GET people?q=, POST people/:id/suspend {reason}, POST people/:id/reinstate. Listings: GET
 * cars/:id, POST cars/:id/hide {reason}, POST cars/:id/restore. Bookings: GET bookings/:ref.
 * Audit: GET audit?cursor=.
 */
import {
  auditQuery,
  auditResponse,
  bookingHistoryResponse,
  licenceQueueResponse,
  messageResponse,
  OPERATOR_MSG,
  operatorCarResponse,
  operatorReasonBody,
  peopleQuery,
  peopleResponse,
} from "@gaadi/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { failure } from "../../lib/responses.js";
import * as service from "./service.js";

const tags = ["operator"];
const security = [{ bearer: [] }];
const byUser = z.object({ userId: z.string() });
const byId = z.object({ id: z.string() });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/licences",
    {
      schema: { tags, security, response: { 200: licenceQueueResponse, ...failure(401, 403) } },
      ...app.operatorOnly,
    },
    async () => ({ success: true as const, licences: await service.licenceQueue(app) }),
  );

  app.get(
    "/licences/:userId/photo",
    {
      schema: {
        tags,
        security,
        params: byUser,
        // The webp bytes, sent as they are (a Buffer is never serialised).
        response: { 200: z.unknown().describe("image/webp"), ...failure(401, 403, 404) },
      },
      ...app.operatorOnly,
    },
    async (request, reply) => {
      const bytes = await service.licencePhoto(app, request.params.userId);
      return reply
        .header("Cache-Control", "private, no-store")
        .header("X-Content-Type-Options", "nosniff")
        .type("image/webp")
        .send(bytes);
    },
  );

  app.post(
    "/licences/:userId/approve",
    {
      schema: {
        tags,
        security,
        params: byUser,
        response: { 200: messageResponse, ...failure(401, 403, 404, 409) },
      },
      ...app.operatorOnly,
    },
    async (request) => {
      await service.reviewLicence(app, request.user.id, request.params.userId);
      return { success: true as const, message: OPERATOR_MSG.licenceApproved };
    },
  );

  app.post(
    "/licences/:userId/reject",
    {
      schema: {
        tags,
        security,
        params: byUser,
        body: operatorReasonBody,
        response: { 200: messageResponse, ...failure(400, 401, 403, 404, 409) },
      },
      ...app.operatorOnly,
    },
    async (request) => {
      await service.reviewLicence(app, request.user.id, request.params.userId, request.body.reason);
      return { success: true as const, message: OPERATOR_MSG.licenceRejected };
    },
  );

  app.get(
    "/people",
    {
      schema: {
        tags,
        security,
        querystring: peopleQuery,
        response: { 200: peopleResponse, ...failure(400, 401, 403) },
      },
      ...app.operatorOnly,
    },
    async (request) => ({
      success: true as const,
      people: await service.searchPeople(app, request.query.q),
    }),
  );

  app.post(
    "/people/:id/suspend",
    {
      schema: {
        tags,
        security,
        params: byId,
        body: operatorReasonBody,
        response: { 200: messageResponse, ...failure(400, 401, 403, 404, 409) },
      },
      ...app.operatorOnly,
    },
    async (request) => {
      await service.suspend(app, request.user.id, request.params.id, request.body.reason);
      return { success: true as const, message: OPERATOR_MSG.suspended };
    },
  );

  app.post(
    "/people/:id/reinstate",
    {
      schema: {
        tags,
        security,
        params: byId,
        response: { 200: messageResponse, ...failure(401, 403, 404, 409) },
      },
      ...app.operatorOnly,
    },
    async (request) => {
      await service.reinstate(app, request.user.id, request.params.id);
      return { success: true as const, message: OPERATOR_MSG.reinstated };
    },
  );

  app.get(
    "/cars/:id",
    {
      schema: {
        tags,
        security,
        params: byId,
        response: { 200: operatorCarResponse, ...failure(401, 403, 404) },
      },
      ...app.operatorOnly,
    },
    async (request) => ({
      success: true as const,
      car: await service.operatorCar(app, request.params.id),
    }),
  );

  app.post(
    "/cars/:id/hide",
    {
      schema: {
        tags,
        security,
        params: byId,
        body: operatorReasonBody,
        response: { 200: messageResponse, ...failure(400, 401, 403, 404, 409) },
      },
      ...app.operatorOnly,
    },
    async (request) => {
      await service.hideCar(app, request.user.id, request.params.id, request.body.reason);
      return { success: true as const, message: OPERATOR_MSG.carHidden };
    },
  );

  app.post(
    "/cars/:id/restore",
    {
      schema: {
        tags,
        security,
        params: byId,
        response: { 200: messageResponse, ...failure(401, 403, 404, 409) },
      },
      ...app.operatorOnly,
    },
    async (request) => {
      await service.restoreCar(app, request.user.id, request.params.id);
      return { success: true as const, message: OPERATOR_MSG.carRestored };
    },
  );

  app.get(
    "/bookings/:ref",
    {
      schema: {
        tags,
        security,
        params: z.object({ ref: z.string() }),
        response: { 200: bookingHistoryResponse, ...failure(400, 401, 403, 404) },
      },
      ...app.operatorOnly,
    },
    async (request) => ({
      success: true as const,
      ...(await service.bookingHistory(app, request.params.ref)),
    }),
  );

  app.get(
    "/audit",
    {
      schema: {
        tags,
        security,
        querystring: auditQuery,
        response: { 200: auditResponse, ...failure(400, 401, 403) },
      },
      ...app.operatorOnly,
    },
    async (request) => ({
      success: true as const,
      ...(await service.auditLog(app, request.query.cursor)),
    }),
  );
};
export default routes;
