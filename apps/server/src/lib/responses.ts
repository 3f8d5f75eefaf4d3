/**
 * Response schema helpers: every answer has `success` (server-rules.md section 1).
 * `ok(shape)` is a success body; `failure(...statuses)` declares the error bodies.
 */
import { z } from "zod";

export const errorBody = z.object({ success: z.literal(false), message: z.string() });

export function ok<T extends z.ZodRawShape>(shape: T) {
  return z.object({ success: z.literal(true), ...shape });
}

export function failure<S extends number>(...statuses: S[]): Record<S, typeof errorBody> {
  return Object.fromEntries(statuses.map((s) => [s, errorBody])) as Record<S, typeof errorBody>;
}
