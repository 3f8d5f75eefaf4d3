/**
 * HTTP caching of API answers (issue 13):
 * - a public read (`config.publicRead`, GET or HEAD, status 200) carries a weak ETag over its
 *   JSON and `cache-control: public, max-age=0, must-revalidate`: a browser or proxy may keep
 *   it but asks again each time, and a matching If-None-Match answers 304 with no body;
 * - every other /api answer (signed-in reads, writes, errors, 429s) is `private, no-store`,
 *   unless a successful route chose its own cache-control (the preset avatars: a year).
 * Static files set their own headers (web-app.ts, lib/storage/plugin.ts). Runs as an
 * app-wide onSend hook, so before @fastify/compress's per-route one: the ETag is over the
 * uncompressed JSON, the same for br, gzip and identity.
 */
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

export const PUBLIC_CACHE = "public, max-age=0, must-revalidate";
export const NO_STORE = "private, no-store";

/** A weak validator: the payload's SHA-1, base64url. */
export function weakEtag(payload: string | Buffer): string {
  return `W/"${createHash("sha1").update(payload).digest("base64url")}"`;
}

/** RFC 9110 weak comparison of an If-None-Match header (a list, or `*`) with one ETag. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}

export default fp(async function caching(app: FastifyInstance) {
  // A callback, not an async function: it runs on every answer, and a promise per answer costs.
  app.addHook("onSend", (request, reply, payload, done) => {
    done(null, cachePolicy(request, reply, payload));
  });
});

/** Sets the answer's ETag and cache-control (see the module's comment); the payload to send. */
function cachePolicy(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  // A cache hit carries its stored ETag and cache-control already (plugins/app/public-read-cache.ts).
  if (request.publicReadHit || !request.url.startsWith("/api/")) return payload;
  const cacheable =
    request.routeOptions.config.publicRead === true &&
    (request.method === "GET" || request.method === "HEAD") &&
    reply.statusCode === 200 &&
    (typeof payload === "string" || Buffer.isBuffer(payload));
  if (!cacheable) {
    const ownPolicy = reply.statusCode < 400 && reply.hasHeader("cache-control");
    if (!ownPolicy) reply.header("cache-control", NO_STORE);
    return payload;
  }
  const etag = weakEtag(payload as string | Buffer);
  reply.header("etag", etag).header("cache-control", PUBLIC_CACHE);
  if (!etagMatches(request.headers["if-none-match"], etag)) return payload;
  reply.code(304);
  return "";
}
