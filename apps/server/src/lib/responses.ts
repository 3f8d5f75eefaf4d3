/**
 * Route response helpers over the shared envelope (server-rules.md section 1): `ok(shape)` is
 * a success body; `failure(...statuses)` declares the error bodies. Each endpoint's success
 * schema lives in @gaadi/shared (`loginResponse`, `carListResponse`, ...).
 */
import { errorResponse, okResponse } from "@gaadi/shared";

export const errorBody = errorResponse;

export const ok = okResponse;

export function failure<S extends number>(...statuses: S[]): Record<S, typeof errorBody> {
  return Object.fromEntries(statuses.map((s) => [s, errorBody])) as Record<S, typeof errorBody>;
}
