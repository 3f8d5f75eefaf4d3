/**
 * Image uploads over multipart/form-data (decision 005, server-rules.md sections 1 and 3):
 * the @fastify/multipart registration every upload route shares (one file of at most 5 MB,
 * LIMITS.carImageMaxBytes, and a few small fields) and the reading loop that turns the
 * plugin's failures into sentences. Files are read into memory; nothing is written to disk.
 * Errors: 413 CAR_MSG.imageTooLarge above 5 MB, 400 CAR_MSG.oneImageOnly (or the caller's
 * sentence) for a file over the route's count,
 * 413 for too many fields, 400 for a broken upload.
 */
import multipart, { type Multipart } from "@fastify/multipart";
import { CAR_MSG, LIMITS } from "@gaadi/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError, badRequest } from "./errors.js";

/**
 * Registers @fastify/multipart in `app`'s scope (so only that scope's routes take uploads):
 * `files` files (default 1) of at most 5 MB each, at most `fields` text fields of 64 KB each.
 */
export async function registerImageUploads(
  app: FastifyInstance,
  { fields, files = 1 }: { fields: number; files?: number },
): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: LIMITS.carImageMaxBytes,
      files,
      fields,
      fieldSize: 64 * 1024,
      parts: fields + files + 1,
    },
  });
}

/**
 * Calls `visit` for every part of a multipart request, in order, and maps the plugin's
 * errors (see the module docstring). A visitor reading a file must read it to its end
 * (`part.toBuffer()`), so that the size limit applies.
 */
export async function readParts(
  request: FastifyRequest,
  visit: (part: Multipart) => Promise<void> | void,
  tooManyFiles: string = CAR_MSG.oneImageOnly,
): Promise<void> {
  try {
    for await (const part of request.parts()) await visit(part);
  } catch (err) {
    throw uploadError(err, tooManyFiles);
  }
}

/**
 * The bytes of the file field `field` of a multipart request, or undefined when the request
 * is not multipart, has no such file or the file is empty. Other parts are read and dropped.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  field: string,
): Promise<Buffer | undefined> {
  if (!request.isMultipart()) return undefined;
  let file: Buffer | undefined;
  await readParts(request, async (part) => {
    if (part.type !== "file") return;
    const bytes = await part.toBuffer();
    if (part.fieldname === field && bytes.length > 0) file = bytes;
  });
  return file;
}

/** The multipart plugin's errors as sentences (server-rules.md section 1). */
function uploadError(err: unknown, tooManyFiles: string): unknown {
  switch ((err as { code?: string }).code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return new AppError(413, CAR_MSG.imageTooLarge);
    case "FST_FILES_LIMIT":
      return badRequest(tooManyFiles);
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
      return new AppError(413, "Too many form fields in the request");
    case "FST_PROTO_VIOLATION":
    case "FST_MP_PREMATURE_CLOSE":
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return badRequest("The upload was incomplete or malformed. Please try again.");
    default:
      return err;
  }
}
