/**
 * Messages between renter and owner (issue 31, decision 032). Thin handlers; the rules live in
 * service.ts, sending.ts and operator.ts. Mounted without a prefix. Signed in (401 to visitors):
 * - GET /messages/conversations, GET /messages/unread
 * - POST /messages/inquiries {carId}, POST /messages/bookings/:bookingId (find or open)
 * - GET /messages/conversations/:id, GET .../:id/messages?before=&limit= (newest first)
 * - POST .../:id/messages (multipart: `text`, files `photos` x0..4; LIMITS.messagesPerMinute a
 *   minute per account), DELETE .../:id/messages/:messageId, POST .../:id/read {upTo}
 * - GET /messages/photos/:photoId (image/webp, private, no-store; parties and operators)
 * Operators only (403 anyone else): GET /operator/conversations?bookingId=|carId=&renterId=,
 * GET /operator/conversations/:id/messages?before=&limit=.
 * The live stream (GET /messages/stream) is another module's. @fastify/multipart is registered
 * in this plugin's scope only.
 */
import {
  conversationResponse,
  conversationsResponse,
  inquiryBody,
  LIMITS,
  markReadBody,
  messagesPageQuery,
  messagesPageResponse,
  operatorConversationsQuery,
  operatorConversationsResponse,
  sentMessageResponse,
  unreadResponse,
} from "@gaadi/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { readParts, registerImageUploads } from "../../lib/multipart.js";
import { failure } from "../../lib/responses.js";
import * as operator from "./operator.js";
import * as sending from "./sending.js";
import * as service from "./service.js";

const tags = ["messages"];
const security = [{ bearer: [] }];
const byId = z.object({ id: z.string() });
const messageId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The message form: its `text` field and every non-empty file (any field name) in order. */
async function readMessageForm(request: FastifyRequest): Promise<sending.MessageForm> {
  const form: sending.MessageForm = { text: undefined, photos: [] };
  if (!request.isMultipart()) {
    const body = request.body as { text?: unknown } | null | undefined;
    if (typeof body?.text === "string") form.text = body.text;
    return form;
  }
  await readParts(
    request,
    async (part) => {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        if (bytes.length > 0) form.photos.push(bytes);
      } else if (part.fieldname === "text") {
        form.text = String(part.value);
      }
    },
    sending.tooManyPhotosMessage,
  );
  return form;
}

const routes: FastifyPluginAsyncZod = async (app) => {
  // Text fields are 64 KB at most each (lib/multipart), far above a message's 2,000 characters.
  await registerImageUploads(app, { fields: 1, files: LIMITS.messagePhotosMax });

  app.get(
    "/messages/conversations",
    {
      schema: { tags, security, response: { 200: conversationsResponse, ...failure(401) } },
      ...app.signedIn,
    },
    async (request) => ({
      success: true as const,
      ...(await service.listConversations(app, request.user.id)),
    }),
  );

  app.get(
    "/messages/unread",
    {
      schema: { tags, security, response: { 200: unreadResponse, ...failure(401) } },
      ...app.signedIn,
    },
    async (request) => ({
      success: true as const,
      unreadTotal: await service.unreadTotal(app, request.user.id),
    }),
  );

  app.post(
    "/messages/inquiries",
    {
      schema: {
        tags,
        security,
        body: inquiryBody,
        response: { 200: conversationResponse, ...failure(400, 401, 403, 404) },
      },
      ...app.signedIn,
    },
    async (request) => ({
      success: true as const,
      conversation: await service.openInquiry(app, request.user.id, request.body.carId),
    }),
  );

  app.post(
    "/messages/bookings/:bookingId",
    {
      schema: {
        tags,
        security,
        params: z.object({ bookingId: z.string() }),
        response: { 200: conversationResponse, ...failure(401, 403, 404) },
      },
      ...app.signedIn,
    },
    async (request) => ({
      success: true as const,
      conversation: await service.openBookingConversation(
        app,
        request.user.id,
        request.params.bookingId,
      ),
    }),
  );

  app.get(
    "/messages/conversations/:id",
    {
      schema: {
        tags,
        security,
        params: byId,
        response: { 200: conversationResponse, ...failure(401, 403, 404) },
      },
      ...app.signedIn,
    },
    async (request) => ({
      success: true as const,
      conversation: await service.getConversation(app, request.user.id, request.params.id),
    }),
  );

  app.get(
    "/messages/conversations/:id/messages",
    {
      schema: {
        tags,
        security,
        params: byId,
        querystring: messagesPageQuery,
        response: { 200: messagesPageResponse, ...failure(400, 401, 403, 404) },
      },
      ...app.signedIn,
    },
    async (request) => ({
      success: true as const,
      ...(await service.messagesPage(app, request.user.id, request.params.id, request.query)),
    }),
  );

  app.post(
    "/messages/conversations/:id/messages",
    {
      schema: {
        tags,
        security,
        params: byId,
        consumes: ["multipart/form-data", "application/json"],
        description:
          "Field `text` (at most 2,000 characters after trimming); up to 4 image files `photos` (JPEG, PNG or WebP, 5 MB each); text or a photo required.",
        response: { 200: sentMessageResponse, ...failure(400, 401, 403, 404, 413, 429) },
      },
      ...app.signedIn,
      preHandler: app.strictLimit("messageSending"),
    },
    async (request) => {
      const form = await readMessageForm(request);
      return {
        success: true as const,
        message: await sending.sendMessage(app, request.user.id, request.params.id, form),
      };
    },
  );

  app.delete(
    "/messages/conversations/:id/messages/:messageId",
    {
      schema: {
        tags,
        security,
        params: z.object({ id: z.string(), messageId }),
        response: { 200: sentMessageResponse, ...failure(400, 401, 403, 404, 409) },
      },
      ...app.signedIn,
    },
    async (request) => ({
      success: true as const,
      message: await sending.deleteMessage(
        app,
        request.user.id,
        request.params.id,
        request.params.messageId,
      ),
    }),
  );

  app.post(
    "/messages/conversations/:id/read",
    {
      schema: {
        tags,
        security,
        params: byId,
        body: markReadBody,
        response: { 200: unreadResponse, ...failure(400, 401, 403, 404) },
      },
      ...app.signedIn,
    },
    async (request) => ({
      success: true as const,
      unreadTotal: await service.markRead(
        app,
        request.user.id,
        request.params.id,
        request.body.upTo,
      ),
    }),
  );

  app.get(
    "/messages/photos/:photoId",
    {
      schema: {
        tags,
        security,
        params: z.object({ photoId: z.string() }),
        // The webp bytes, sent as they are (a Buffer is never serialised).
        response: { 200: z.unknown().describe("image/webp"), ...failure(401, 404) },
      },
      ...app.signedIn,
    },
    async (request, reply) => {
      const bytes = await sending.messagePhoto(app, request.user, request.params.photoId);
      return reply
        .header("Cache-Control", "private, no-store")
        .header("X-Content-Type-Options", "nosniff")
        .type("image/webp")
        .send(bytes);
    },
  );

  app.get(
    "/operator/conversations",
    {
      schema: {
        tags,
        security,
        querystring: operatorConversationsQuery,
        response: { 200: operatorConversationsResponse, ...failure(400, 401, 403) },
      },
      ...app.operatorOnly,
    },
    async (request) => ({
      success: true as const,
      conversations: await operator.findConversations(app, request.query),
    }),
  );

  app.get(
    "/operator/conversations/:id/messages",
    {
      schema: {
        tags,
        security,
        params: byId,
        querystring: messagesPageQuery,
        response: { 200: messagesPageResponse, ...failure(400, 401, 403, 404) },
      },
      ...app.operatorOnly,
    },
    async (request) => ({
      success: true as const,
      ...(await operator.conversationMessages(app, request.params.id, request.query)),
    }),
  );
};
export default routes;
