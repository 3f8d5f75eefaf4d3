/**
 * Uploads: decorates `app.storage` (local disk under config.uploadsDir, UPLOADS_DIR) and serves those
 * files at /uploads/... with a year-long immutable cache (names are random and never reused)
 * and their own content type. A missing file answers a plain 404, not the web app's page.
 * Only re-encoded renditions are ever stored here, never a raw upload (decision 005).
 */
import { mkdirSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createLocalStorage, type Storage } from "./storage.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Where car images (and other uploads) are stored; see lib/storage/storage.ts. */
    storage: Storage;
  }
}

export const UPLOADS_PREFIX = "/uploads/";

export default fp(async function uploads(app: FastifyInstance) {
  const root = app.config.uploadsDir;
  mkdirSync(root, { recursive: true });
  app.decorate("storage", createLocalStorage({ root, urlPrefix: UPLOADS_PREFIX }));

  // Its own prefix gives the scope its own not-found handler (web-app.ts owns the root one).
  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root,
        prefix: "/",
        decorateReply: false,
        index: false,
        dotfiles: "deny",
        // 'public, max-age=31536000, immutable': names are random and never reused.
        cacheControl: true,
        maxAge: 365 * 24 * 60 * 60 * 1000,
        immutable: true,
      });
      scope.setNotFoundHandler((_request, reply) =>
        reply.status(404).send({ success: false, message: "File not found" }),
      );
    },
    { prefix: UPLOADS_PREFIX.slice(0, -1) },
  );
});
