/**
 * Route response helpers over the shared envelope (server-rules.md section 1):
 * `failure(...statuses)` declares the error bodies. Each endpoint's success
 * schema lives in @gaadi/shared (`loginResponse`, `carListResponse`, ...).
 */
import { errorResponse } from "@gaadi/shared";
import type { FastifyReply } from "fastify";

export const errorBody = errorResponse;

export function failure<S extends number>(...statuses: S[]): Record<S, typeof errorBody> {
  return Object.fromEntries(statuses.map((s) => [s, errorBody])) as Record<S, typeof errorBody>;
}

/**
 * Sends `json`, a JSON text already built (by the database, decision 020), as the answer's
 * body unchanged: Fastify sends a string with a JSON content type as it is, so the route's
 * response schema is neither checked nor applied (the text's builder is tested against it
 * instead). Returns the reply, for an async handler to return.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(json);
}
