/**
 * The one error handler (server-rules.md section 1, decision 003). Every failure leaves as
 * `{ success: false, message }` with a real status:
 * - AppError keeps its status and message;
 * - schema failures are 400 with the first issue's message, naming the field;
 * - Fastify's own 4xx (bad JSON, too large, rate limit) keep their status;
 * - anything else is logged with the request id and answered 500 with a generic sentence.
 */

import { COMMON_MSG } from "@gaadi/shared";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../../lib/errors.js";

const ZOD_DEFAULT = /^(Invalid|Too (small|big)|Expected|Unrecognized|Required)/;

/** The first validation issue as a sentence that names its field. */
export function validationMessage(
  issues: { instancePath: string; message?: string | undefined }[],
  part: string,
): string {
  const first = issues[0];
  const field = first?.instancePath.replace(/^\//, "").replaceAll("/", ".") ?? "";
  const message = first?.message ?? "Invalid input";
  if (!field) {
    return /expected object/.test(message) ? `Request ${part} is missing or malformed` : message;
  }
  return ZOD_DEFAULT.test(message) ? `${field}: ${message}` : message;
}

export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ success: false, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = (error as { validationContext?: string }).validationContext ?? "body";
      return reply
        .status(400)
        .send({ success: false, message: validationMessage(error.validation, part) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, message: clientMessage(error, status) });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ success: false, message: COMMON_MSG.internal });
  });
});

/** Fastify's own client errors, reworded where its text is for developers. */
function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "Request body is not valid JSON";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Unsupported content type";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
    case "FST_REQ_FILE_TOO_LARGE":
      return "Request is too large";
    default:
      return status === 413 ? "Request is too large" : error.message;
  }
}
