/**
 * Cross-origin access for the clients named by CORS_ORIGINS (config.corsOrigins; issue 25
 * item 15), with @fastify/cors. Unset (the default): nothing is registered, the API serves its
 * own origin only and a preflight answers 404 as any unknown OPTIONS does.
 *
 * A listed origin gets `Access-Control-Allow-Origin: <that origin>` on every answer (errors
 * and public read cache hits included: the headers are set in onRequest, before the rate limit
 * and the cache), and its preflight (OPTIONS with Origin and Access-Control-Request-Method)
 * answers 204 with the methods the API uses, the request headers it reads (ALLOWED_HEADERS)
 * and a 10-minute Access-Control-Max-Age. Any other origin gets no CORS header at all, and its
 * preflight 404. No credentials: the API's session is the Authorization header, not a cookie.
 * Every answer says `Vary: Origin`, since it depends on it. Images are shown across origins
 * through the Cross-Origin-Resource-Policy of security.ts.
 */
import fastifyCors from "@fastify/cors";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** The request headers a listed origin may send (the session, JSON bodies, issue 25's retries). */
export const ALLOWED_HEADERS = [
  "Authorization",
  "Content-Type",
  "Idempotency-Key",
  "X-Request-Id",
] as const;

/** The methods the API's routes answer. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE"] as const;

/** How long a browser may keep a preflight's answer (seconds). */
export const PREFLIGHT_MAX_AGE = 600;

export default fp(async function cors(app: FastifyInstance) {
  const listed = new Set(app.config.corsOrigins);
  if (listed.size === 0) return;
  await app.register(fastifyCors, {
    // false: CORS is off for this request (no headers; a preflight falls through to 404).
    origin: (origin, callback) =>
      callback(null, origin !== undefined && listed.has(origin) ? origin : false),
    methods: [...ALLOWED_METHODS],
    allowedHeaders: [...ALLOWED_HEADERS],
    maxAge: PREFLIGHT_MAX_AGE,
    credentials: false,
    strictPreflight: true,
  });
  // A compressed answer's Vary is set anew (accept-encoding) by @fastify/compress and by a
  // public read cache hit; Origin goes back in.
  app.addHook("onSend", (_request, reply, payload, done) => {
    const vary = String(reply.getHeader("vary") ?? "");
    if (!/(^|,)\s*origin\s*(,|$)/i.test(vary))
      reply.header("vary", vary ? `${vary}, Origin` : "Origin");
    done(null, payload);
  });
});
