/**
 * Reads the add/edit car request (owner document section 7): multipart with the fields
 * `carData` (a JSON string of the car fields), `carId` (edit) and the file field `image`.
 * An edit without a new image may also come as JSON {carId, carData}. The image is read into
 * memory under the multipart limits set in routes.ts; nothing is written to disk here.
 * Errors: those of lib/multipart.ts readParts (413 above 5 MB, 400 for a second file or a
 * broken upload).
 */
import { CAR_MSG } from "@gaadi/shared";
import type { FastifyRequest } from "fastify";
import { badRequest } from "../../lib/errors.js";
import { readParts } from "../../lib/multipart.js";

export interface CarForm {
  /** The carData field as sent: a JSON string, or an object when the request was JSON. */
  carData?: unknown;
  carId?: string;
  /** The uploaded image's bytes; an empty file field counts as no image. */
  image?: Buffer;
}

export async function readCarForm(request: FastifyRequest): Promise<CarForm> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    return {
      carData: body.carData,
      ...(typeof body.carId === "string" ? { carId: body.carId } : {}),
    };
  }
  const form: CarForm = {};
  await readParts(request, async (part) => {
    if (part.type === "file") {
      // Read every file to its end (the size limit applies), keep only `image`.
      const bytes = await part.toBuffer();
      if (part.fieldname === "image" && bytes.length > 0) form.image = bytes;
    } else if (part.fieldname === "carData" || part.fieldname === "carId") {
      form[part.fieldname] = String(part.value);
    }
  });
  return form;
}

/**
 * carData parsed from its JSON string (or taken as is when already an object).
 * 400 CAR_MSG.invalidDetails when it is missing or not a JSON object.
 */
export function carDataValue(raw: unknown): unknown {
  if (typeof raw === "object" && raw !== null) return raw;
  if (typeof raw !== "string") throw badRequest(CAR_MSG.invalidDetails);
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error();
    return value;
  } catch {
    throw badRequest(CAR_MSG.invalidDetails);
  }
}
