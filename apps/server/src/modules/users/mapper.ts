/** Users rows in the API's spelling: the SessionUser of GET /api/user/data (`_id`, ISO dates). */
import type { SessionUser } from "@gaadi/shared";
import type { UserRow } from "./repository.js";

export function toSessionUser(u: UserRow): SessionUser {
  return {
    _id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    image: u.image,
    createdAt: u.createdAt.toISOString(),
    isOperator: u.isOperator,
  };
}
