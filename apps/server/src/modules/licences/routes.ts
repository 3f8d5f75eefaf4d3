/**
 * /api/user/licence (issue 29 item 2), signed in (401 to visitors). Thin handlers; the rules
 * live in service.ts. GET answers the caller's own licence (never the whole number nor the
 * photo). PUT takes multipart/form-data with the text fields number, dateOfBirth, validUntil
 * and the file field photo (JPEG, PNG or WebP, at most 5 MB; required on a first submission),
 * or JSON with the text fields only (a change that keeps the photo). @fastify/multipart is
 * registered in this plugin's scope only (lib/multipart.ts). Mounted without a prefix.
 */
import {
  LICENCE_FORM_FIELDS,
  LICENCE_MSG,
  licenceResponse,
  saveLicenceResponse,
} from "@gaadi/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readParts, registerImageUploads } from "../../lib/multipart.js";
import { failure } from "../../lib/responses.js";
import * as service from "./service.js";

const tags = ["profile"];
const bearer = [{ bearer: [] }];
const TEXT_FIELDS = new Set<string>([
  LICENCE_FORM_FIELDS.number,
  LICENCE_FORM_FIELDS.dateOfBirth,
  LICENCE_FORM_FIELDS.validUntil,
]);

/** The form as sent: text fields kept by name, the `photo` file's bytes (empty = none). */
async function readLicenceForm(request: FastifyRequest): Promise<service.LicenceForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: typeof body === "object" && body !== null ? { ...body } : {} };
  }
  const form: service.LicenceForm = { fields: {} };
  await readParts(request, async (part) => {
    if (part.type === "file") {
      // Read every file to its end (the size limit applies), keep only `photo`.
      const bytes = await part.toBuffer();
      if (part.fieldname === LICENCE_FORM_FIELDS.photo && bytes.length > 0) form.photo = bytes;
    } else if (TEXT_FIELDS.has(part.fieldname)) {
      form.fields[part.fieldname] = String(part.value);
    }
  });
  return form;
}

const routes: FastifyPluginAsyncZod = async (app) => {
  await registerImageUploads(app, { fields: TEXT_FIELDS.size });

  app.get(
    "/user/licence",
    {
      schema: {
        tags,
        security: bearer,
        response: { 200: licenceResponse, ...failure(401) },
      },
      ...app.signedIn,
    },
    async (request) => ({
      success: true as const,
      licence: await service.ownLicence(app, request.user.id),
    }),
  );

  app.put(
    "/user/licence",
    {
      schema: {
        tags,
        security: bearer,
        consumes: ["multipart/form-data", "application/json"],
        description:
          "Fields: number, dateOfBirth, validUntil (YYYY-MM-DD), photo (file: JPEG, PNG or WebP, at most 5 MB; required the first time).",
        response: { 200: saveLicenceResponse, ...failure(400, 401, 409, 413) },
      },
      ...app.signedIn,
    },
    async (request) => {
      const licence = await service.submitLicence(
        app,
        request.user.id,
        await readLicenceForm(request),
      );
      return { success: true as const, message: LICENCE_MSG.saved, licence };
    },
  );
};
export default routes;
