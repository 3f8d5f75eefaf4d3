/**
 * The handover (issue 30 items 2-3, decision 029). Thin handlers; the rules live in service.ts.
 * Mounted without a prefix:
 * - POST /owner/bookings/:id/check-in and /owner/bookings/:id/check-out (owner; multipart:
 *   odometerKm, fuelLevel, notes, and photo files in photo_front, photo_back, photo_left,
 *   photo_right, photo_other; at most 12 files of 5 MB): record and move the booking.
 * - GET /bookings/:id/handover and /bookings/:id/handover/photos/:photoId (the booking's renter
 *   and owner, operators; 404 to anyone else): the readings and photos, `private, no-store`.
 * - POST /bookings/:id/handover/:kind/confirm (renter, JSON) and /note (renter; multipart:
 *   note and up to 12 files in photo_other): the renter's answer.
 * @fastify/multipart is registered in this plugin's scope only.
 */
import {
  bookingHandoverResponse,
  HANDOVER_FIELDS,
  HANDOVER_KINDS,
  HANDOVER_MSG,
  type HandoverKind,
  handoverSavedResponse,
  LIMITS,
} from "@gaadi/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { readParts, registerImageUploads } from "../../lib/multipart.js";
import { failure } from "../../lib/responses.js";
import * as service from "./service.js";

const tags = ["handover"];
const bearer = [{ bearer: [] }];
const TEXT_FIELDS = new Set<string>(Object.values(HANDOVER_FIELDS));
const byBooking = z.object({ id: z.string() });
const byKind = z.object({
  id: z.string(),
  kind: z.enum(HANDOVER_KINDS, { error: HANDOVER_MSG.handoverNotFound }),
});
const noStore = (reply: FastifyReply) => reply.header("Cache-Control", "private, no-store");

/** The form as sent: its known text fields, and every file (read to its end) by field name. */
async function readHandoverForm(request: FastifyRequest): Promise<service.HandoverForm> {
  const form: service.HandoverForm = { fields: {}, files: [] };
  if (!request.isMultipart()) {
    const body = request.body;
    if (typeof body === "object" && body !== null) {
      for (const [k, v] of Object.entries(body)) if (TEXT_FIELDS.has(k)) form.fields[k] = String(v);
    }
    return form;
  }
  await readParts(
    request,
    async (part) => {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        if (bytes.length > 0) form.files.push({ field: part.fieldname, bytes });
      } else if (TEXT_FIELDS.has(part.fieldname)) {
        form.fields[part.fieldname] = String(part.value);
      }
    },
    HANDOVER_MSG.tooManyPhotos,
  );
  return form;
}

const routes: FastifyPluginAsyncZod = async (app) => {
  await registerImageUploads(app, {
    fields: TEXT_FIELDS.size,
    files: LIMITS.handoverPhotosMax,
  });

  for (const [path, kind] of [
    ["check-in", "check_in"],
    ["check-out", "check_out"],
  ] as const satisfies readonly (readonly [string, HandoverKind])[]) {
    app.post(
      `/owner/bookings/:id/${path}`,
      {
        schema: {
          tags,
          security: bearer,
          params: byBooking,
          consumes: ["multipart/form-data"],
          description:
            "Fields: odometerKm (km), fuelLevel (eighths 0-8, or battery % for an electric car), notes; files photo_front, photo_back, photo_left, photo_right (each required), photo_other; at most 12.",
          response: { 200: handoverSavedResponse, ...failure(400, 401, 403, 404, 409, 413) },
        },
        ...app.ownerOnly,
      },
      async (request) => {
        const form = await readHandoverForm(request);
        const saved = await service.recordHandover(
          app,
          request.user.id,
          request.params.id,
          kind,
          form,
        );
        return { success: true as const, ...saved };
      },
    );
  }

  app.get(
    "/bookings/:id/handover",
    {
      schema: {
        tags,
        security: bearer,
        params: byBooking,
        response: { 200: bookingHandoverResponse, ...failure(401, 404) },
      },
      ...app.signedIn,
    },
    async (request, reply) => {
      noStore(reply);
      const view = await service.bookingHandover(app, request.user, request.params.id);
      return { success: true as const, ...view };
    },
  );

  app.get(
    "/bookings/:id/handover/photos/:photoId",
    {
      schema: {
        tags,
        security: bearer,
        params: z.object({ id: z.string(), photoId: z.string() }),
        // The webp bytes, sent as they are (a Buffer is never serialised).
        response: { 200: z.unknown().describe("image/webp"), ...failure(401, 404) },
      },
      ...app.signedIn,
    },
    async (request, reply) => {
      const bytes = await service.handoverPhoto(
        app,
        request.user,
        request.params.id,
        request.params.photoId,
      );
      return noStore(reply)
        .header("X-Content-Type-Options", "nosniff")
        .type("image/webp")
        .send(bytes);
    },
  );

  app.post(
    "/bookings/:id/handover/:kind/confirm",
    {
      schema: {
        tags,
        security: bearer,
        params: byKind,
        response: { 200: handoverSavedResponse, ...failure(400, 401, 403, 404, 409) },
      },
      ...app.signedIn,
    },
    async (request) => {
      const saved = await service.answerHandover(
        app,
        request.user.id,
        request.params.id,
        request.params.kind,
        { confirm: true },
      );
      return { success: true as const, ...saved };
    },
  );

  app.post(
    "/bookings/:id/handover/:kind/note",
    {
      schema: {
        tags,
        security: bearer,
        params: byKind,
        consumes: ["multipart/form-data", "application/json"],
        description: "Fields: note; files photo_other (up to 12).",
        response: { 200: handoverSavedResponse, ...failure(400, 401, 403, 404, 409, 413) },
      },
      ...app.signedIn,
    },
    async (request) => {
      const form = await readHandoverForm(request);
      const saved = await service.answerHandover(
        app,
        request.user.id,
        request.params.id,
        request.params.kind,
        { form },
      );
      return { success: true as const, ...saved };
    },
  );
};
export default routes;
