/**
 * Route response helpers over the shared envelope (server-rules.md section 1):
 * `failure(...statuses)` declares the error bodies. Each endpoint's success
 * schema lives in @gaadi/shared (`loginResponse`, `carListResponse`, ...).
 */
import { errorResponse } from "@gaadi/shared";

export const errorBody = errorResponse;

export function failure<S extends number>(...statuses: S[]): Record<S, typeof errorBody> {
  return Object.fromEntries(statuses.map((s) => [s, errorBody])) as Record<S, typeof errorBody>;
}
