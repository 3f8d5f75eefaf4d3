/**
 * Serves the built web app (apps/web/dist): hashed assets with a year-long cache,
 * index.html never cached, and index.html for any non-API path (client-side routes).
 * Each file goes out as its build-time brotli or gzip copy (name.br, name.gz, made by
 * apps/web/vite.config.ts) when the client accepts it and the copy exists, index.html
 * included; files without a copy are compressed on the fly by compression.ts.
 * Unknown /api paths answer JSON 404.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import { COMMON_MSG } from "@gaadi/shared";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

function findWebDist(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, "apps", "web", "dist");
    if (existsSync(path.join(candidate, "index.html"))) return candidate;
    const sibling = path.join(dir, "web", "dist");
    if (existsSync(path.join(sibling, "index.html"))) return sibling;
    dir = path.dirname(dir);
  }
  return undefined;
}

export interface WebAppOptions {
  /** Folder holding index.html and assets/; by default apps/web/dist found from this file. */
  root?: string | undefined;
}

export default fp(async function webApp(app: FastifyInstance, opts: WebAppOptions) {
  const root = opts.root ?? findWebDist();
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          "cache-control",
          immutable ? "public, max-age=31536000, immutable" : "no-cache",
        );
        // The same URL answers br, gzip or plain bytes: shared caches must key on the encoding.
        res.setHeader("vary", "accept-encoding");
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (pathname === "/api" || pathname.startsWith("/api/")) {
      return reply
        .status(404)
        .send({ success: false, message: `No API route ${request.method} ${pathname}` });
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.status(404).send({ success: false, message: COMMON_MSG.notFound });
    }
    if (!root) {
      return reply
        .status(503)
        .type("text/plain")
        .send(
          "The web app is not built yet. Run `npm run build`, or `npm run dev` for development.",
        );
    }
    reply.header("cache-control", "no-cache");
    return reply.sendFile("index.html", root, { cacheControl: false });
  });
});
