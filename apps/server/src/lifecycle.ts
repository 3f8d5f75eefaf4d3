/**
 * Graceful shutdown for a server behind a load balancer (issue 14, docs/DEPLOY.md): on
 * SIGTERM the server first says it is going (GET /api/health answers 503 while every other
 * request is still served, for config.drainMs), then stops accepting connections, finishes the
 * requests in flight and closes the database pool (Fastify's close; its onClose hooks stop the
 * mail worker and the pool). main.ts bounds the whole by drainMs + shutdownTimeoutMs.
 * Every answer sent while draining carries `Connection: close`, so kept-alive connections
 * (a proxy's, a browser's) end after their current request instead of holding the close open
 * for the keep-alive timeout.
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyInstance {
    /** True once shutdown began: health answers 503 so a proxy stops sending requests here. */
    draining: boolean;
  }
}

/** Marks the app as draining, waits `drainMs` (ms) still serving, then closes it. */
export async function drainAndClose(app: FastifyInstance, drainMs: number): Promise<void> {
  app.draining = true;
  if (drainMs > 0) {
    app.log.info({ drainMs }, "draining: health answers 503, requests are still served");
    await sleep(drainMs);
  }
  await app.close();
}

/** Decorates `app.draining` (false) and closes each connection after its answer once true. */
export default fp(async function lifecycle(app: FastifyInstance) {
  app.decorate("draining", false);
  // A callback, not an async function: it runs on every answer.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (app.draining) reply.header("connection", "close");
    done(null, payload);
  });
});
