/**
 * Claims and the deposit (issue 30 items 4 and 5). Thin handlers; the rules live in service.ts,
 * deposit.ts and operator.ts. Signed in (401 to visitors):
 * GET /bookings/:id/claim (the trip's claim, whether one may be made, the deposit), POST
 * /bookings/:id/claim {description, amount} (the owner), POST /bookings/:id/claim/photos
 * (multipart, one file field `photo`; either party), POST /bookings/:id/claim/answer {answer:
 * accept|dispute, note} (the renter), GET /claims/photos/:id (image/webp, private, no-store; the
 * two parties and operators). Operators only (403 anyone else): GET /operator/claims (disputed,
 * oldest first), GET /operator/claims/:id, POST /operator/claims/:id/decide {amount, reason}, GET
 * /operator/handover-photos/:id. Mounted without a prefix.
 */
import {
  bookingClaimResponse,
  CLAIM_MSG,
  claimAnswerBody,
  claimBody,
  claimDecisionBody,
  claimQueueResponse,
  claimResponse,
  messageResponse,
  operatorClaimResponse,
} from "@gaadi/shared";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { readUploadedFile, registerImageUploads } from "../../lib/multipart.js";
import { failure } from "../../lib/responses.js";
import * as operator from "./operator.js";
import * as service from "./service.js";

const tags = ["claims"];
const security = [{ bearer: [] }];
const byId = z.object({ id: z.string() });
const webp = z.unknown().describe("image/webp");

/** Sends private photo bytes: never cached by anyone but the viewer's browser session. */
function sendPhoto(reply: FastifyReply, bytes: Buffer) {
  return reply
    .header("Cache-Control", "private, no-store")
    .header("X-Content-Type-Options", "nosniff")
    .type("image/webp")
    .send(bytes);
}

const routes: FastifyPluginAsyncZod = async (app) => {
  await registerImageUploads(app, { fields: 1 });

  app.get(
    "/bookings/:id/claim",
    {
      schema: {
        tags,
        security,
        params: byId,
        response: { 200: bookingClaimResponse, ...failure(401, 404) },
      },
      ...app.signedIn,
    },
    async (request) => ({
      success: true as const,
      ...(await service.bookingClaim(app, request.user.id, request.params.id)),
    }),
  );

  app.post(
    "/bookings/:id/claim",
    {
      schema: {
        tags,
        security,
        params: byId,
        body: claimBody,
        response: { 200: claimResponse, ...failure(400, 401, 403, 404, 409) },
      },
      ...app.signedIn,
    },
    async (request) => ({
      success: true as const,
      message: CLAIM_MSG.made,
      claim: await service.makeClaim(app, request.user.id, request.params.id, request.body),
    }),
  );

  app.post(
    "/bookings/:id/claim/photos",
    {
      schema: {
        tags,
        security,
        params: byId,
        consumes: ["multipart/form-data"],
        description: "One file field `photo`: JPEG, PNG or WebP, at most 5 MB.",
        response: { 200: claimResponse, ...failure(400, 401, 404, 409, 413) },
      },
      ...app.signedIn,
    },
    async (request) => ({
      success: true as const,
      message: CLAIM_MSG.photoAdded,
      claim: await service.addPhoto(
        app,
        request.user.id,
        request.params.id,
        await readUploadedFile(request, "photo"),
      ),
    }),
  );

  app.post(
    "/bookings/:id/claim/answer",
    {
      schema: {
        tags,
        security,
        params: byId,
        body: claimAnswerBody,
        response: { 200: claimResponse, ...failure(400, 401, 403, 404, 409) },
      },
      ...app.signedIn,
    },
    async (request) => ({
      success: true as const,
      message: request.body.answer === "accept" ? CLAIM_MSG.accepted : CLAIM_MSG.disputed,
      claim: await service.answerClaim(app, request.user.id, request.params.id, request.body),
    }),
  );

  app.get(
    "/claims/photos/:id",
    {
      schema: { tags, security, params: byId, response: { 200: webp, ...failure(401, 404) } },
      ...app.signedIn,
    },
    async (request, reply) =>
      sendPhoto(reply, await service.claimPhoto(app, request.user, request.params.id)),
  );

  app.get(
    "/operator/claims",
    {
      schema: { tags, security, response: { 200: claimQueueResponse, ...failure(401, 403) } },
      ...app.operatorOnly,
    },
    async () => ({ success: true as const, claims: await operator.claimQueue(app) }),
  );

  app.get(
    "/operator/claims/:id",
    {
      schema: {
        tags,
        security,
        params: byId,
        response: { 200: operatorClaimResponse, ...failure(401, 403, 404) },
      },
      ...app.operatorOnly,
    },
    async (request) => ({
      success: true as const,
      ...(await operator.operatorClaim(app, request.params.id)),
    }),
  );

  app.post(
    "/operator/claims/:id/decide",
    {
      schema: {
        tags,
        security,
        params: byId,
        body: claimDecisionBody,
        response: { 200: messageResponse, ...failure(400, 401, 403, 404, 409) },
      },
      ...app.operatorOnly,
    },
    async (request) => {
      await operator.decideClaim(app, request.user.id, request.params.id, request.body);
      return { success: true as const, message: CLAIM_MSG.decided };
    },
  );

  app.get(
    "/operator/handover-photos/:id",
    {
      schema: { tags, security, params: byId, response: { 200: webp, ...failure(401, 403, 404) } },
      ...app.operatorOnly,
    },
    async (request, reply) =>
      sendPhoto(reply, await operator.handoverPhoto(app, request.params.id)),
  );
};
export default routes;
