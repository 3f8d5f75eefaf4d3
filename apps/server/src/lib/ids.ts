/**
 * Ids are opaque strings to clients (server-rules.md section 1) but UUIDs in the database.
 * A string that is not a UUID can name nothing: callers answer 404 instead of letting
 * PostgreSQL reject the cast (which would be a 500).
 */
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID_RE.test(value);
}
