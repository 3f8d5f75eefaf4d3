/**
 * Helmet headers with a CSP fitted to the built web app, and the per-client rate limit on
 * every /api route (server-rules.md section 9). Routes add tighter limits in their own
 * `config.rateLimit`; a limit answers 429 with a sentence saying when to retry.
 */
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export interface SecurityOptions {
  /** Requests per minute per client on /api (default 600). */
  apiPerMinute?: number;
}

export default fp(async function security(app: FastifyInstance, opts: SecurityOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(rateLimit, {
    global: true,
    max: opts.apiPerMinute ?? 600,
    timeWindow: 60_000,
    allowList: (request) => !request.url.startsWith("/api/"),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      message: `Too many requests. Please try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
    }),
  });
});
