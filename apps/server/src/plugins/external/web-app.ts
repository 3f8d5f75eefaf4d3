/**
 * Serves the built web app (apps/web/dist): hashed assets with a year-long cache,
 * index.html never cached, and index.html for any non-API path (client-side routes).
 * Each file goes out as its build-time brotli or gzip copy (name.br, name.gz, made by
 * apps/web/vite.config.ts) when the client accepts it and the copy exists, index.html
 * included; files without a copy are compressed on the fly by compression.ts.
 * Unknown /api paths answer JSON 404.
 *
 * Public pages are server-rendered (decision 015): for a GET of any other path the web app's
 * server render (apps/web/dist-server/entry-server.js, loaded at run time, never imported from
 * apps/web's source) renders the page, its API calls answered by this app through `inject`
 * (every rule, mapper and cache of the API applies, under the visitor's address for the rate
 * limits). The HTML goes into index.html's #root, the page's title, description and image
 * preloads into its <head> (replacing index.html's title and description), the hydration state
 * after #root as JSON, and the app's scripts deferred past the first paint (deferAppScripts);
 * status 200, or 404 for the not-found page and a missing car; no-cache
 * with an ETag (over the uncompressed HTML), 304 on a match; brotli or gzip as the browser
 * accepts (compression.ts: the not-found handler is outside @fastify/compress's route hooks).
 * The request's Cookie header goes to the render: a browser holding a session says so in a
 * cookie (no secret in it) and gets its page with the session loading in place of the
 * visitor's Login button (decision 015, amendment of issue 25), so
 * rendered pages vary on Cookie. The render decides which pages are the browser's alone (the
 * signed-in ones): those, a render that throws or takes longer than RENDER_BOUND_MS, and an
 * app built without the render get the plain index.html as before (a warning in the log).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import { COMMON_MSG } from "@gaadi/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { etagMatches, weakEtag } from "./caching.js";
import { COMPRESS_THRESHOLD, compressText, responseEncoding } from "./compression.js";

/**
 * Longest a server render may take before the plain index.html goes out instead (ms). A render
 * takes 20-150 ms here; the bound guards against a hung or looping render, and is loose
 * enough that a loaded machine still sends the rendered page (decision 015).
 */
export const RENDER_BOUND_MS = 2000;

/** What apps/web/src/entry-server.tsx exports (structurally: the server never imports it). */
export interface ServerRenderModule {
  /** The id of the hydration state's JSON script element. */
  SSR_STATE_ID: string;
  render(request: {
    url: string;
    fetchApi: typeof fetch;
    signal?: AbortSignal;
    /** The request's Cookie header (the web app's session hint renders a signed-in frame). */
    cookie?: string | undefined;
  }): Promise<{ status: number; head: string; html: string; state: string } | null>;
}

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
  /**
   * The server render: a loaded module (tests), or false for none. By default
   * dist-server/entry-server.js beside `root`'s folder, when it exists.
   */
  render?: ServerRenderModule | false | undefined;
}

/** The render module beside the web app's folder (web/dist-server/), or undefined. */
async function loadRender(app: FastifyInstance, root: string) {
  const file = path.join(root, "..", "dist-server", "entry-server.js");
  if (!existsSync(file)) return undefined;
  try {
    return (await import(pathToFileURL(file).href)) as ServerRenderModule;
  } catch (err) {
    app.log.warn({ err }, "the web app's server render did not load; pages render in the browser");
    return undefined;
  }
}

/** The loader (apps/web/public/boot.js) that starts a server-rendered page's app after its paint. */
export const BOOT_SCRIPT = "/boot.js";

/**
 * index.html for server-rendered pages: its module script and modulepreload links become one
 * deferred BOOT_SCRIPT tag naming them (data-app, data-preload), so the browser paints the
 * server's HTML before it requests any of the app's JavaScript (docs/PERFORMANCE.md,
 * "Lighthouse"). A template without a module script is returned as it is.
 */
export function deferAppScripts(template: string): string {
  const moduleScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
  const app = template.match(moduleScript)?.[1];
  if (!app) return template;
  const preloadLink = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  const preloads = [...template.matchAll(preloadLink)].map((m) => m[1]);
  const boot = `<script src="${BOOT_SCRIPT}" defer data-app="${app}" data-preload="${preloads.join(" ")}"></script>`;
  return template
    .replace(moduleScript, "")
    .replace(preloadLink, "")
    .replace("</head>", `${boot}</head>`);
}

/** index.html with the rendered page in it (see the module's comment). */
function pageHtml(
  template: string,
  stateId: string,
  page: { head: string; html: string; state: string },
): string {
  let html = template;
  // The page's own title and description replace index.html's (apps/web lib/document-head.tsx).
  if (page.head.includes("<title>")) html = html.replace(/<title>[^<]*<\/title>\s*/, "");
  if (page.head.includes('<meta name="description"')) {
    html = html.replace(/<meta name="description"[^>]*>\s*/, "");
  }
  const state = `<script type="application/json" id="${stateId}">${page.state}</script>`;
  return html
    .replace("</head>", `${page.head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>${state}`);
}

export default fp(async function webApp(app: FastifyInstance, opts: WebAppOptions) {
  const root = opts.root ?? findWebDist();
  const render =
    opts.render === false ? undefined : (opts.render ?? (root && (await loadRender(app, root))));
  const indexHtml = root && render ? readFileSync(path.join(root, "index.html"), "utf8") : "";
  const template =
    root && existsSync(path.join(root, BOOT_SCRIPT)) ? deferAppScripts(indexHtml) : indexHtml;

  /** The server-rendered page, or false when the plain index.html should go out. */
  async function renderPage(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (!render || !template.includes('<div id="root"></div>')) return false;
    const fetchApi: typeof fetch = async (input, init) => {
      const res = await app.inject({
        method: "GET",
        url: String(input),
        headers: { accept: "application/json", ...(init?.headers as Record<string, string>) },
        remoteAddress: request.ip,
      });
      const empty = res.statusCode === 204 || res.statusCode === 304;
      return new Response(empty ? null : res.body, {
        status: res.statusCode,
        headers: { "content-type": String(res.headers["content-type"] ?? "application/json") },
      });
    };
    const signal = AbortSignal.timeout(RENDER_BOUND_MS);
    let page: Awaited<ReturnType<ServerRenderModule["render"]>>;
    try {
      page = await Promise.race([
        render.render({ url: request.url, fetchApi, signal, cookie: request.headers.cookie }),
        new Promise<never>((_, reject) => {
          signal.addEventListener("abort", () => reject(signal.reason));
        }),
      ]);
    } catch (err) {
      request.log.warn({ err, url: request.url }, "server render failed; the browser renders");
      return false;
    }
    if (!page) return false;
    const body = pageHtml(template, render.SSR_STATE_ID, page);
    const etag = weakEtag(body);
    // The page differs for a browser holding a session (its hint cookie) and goes out in the
    // encoding the browser accepts: caches key on both.
    reply
      .header("cache-control", "no-cache")
      .header("vary", "cookie, accept-encoding")
      .header("etag", etag)
      .type("text/html; charset=utf-8");
    if (page.status === 200 && etagMatches(request.headers["if-none-match"], etag)) {
      reply.status(304).send();
      return true;
    }
    // Compressed here: the not-found handler gets no hook of @fastify/compress (compression.ts).
    // A listing's page is about 150 KB of HTML and 20 KB as brotli.
    const encoding = Buffer.byteLength(body) >= COMPRESS_THRESHOLD && responseEncoding(request);
    if (encoding) {
      const compressed = await compressText(body, encoding);
      reply.header("content-encoding", encoding).status(page.status).send(compressed);
      return true;
    }
    reply.status(page.status).send(body);
    return true;
  }

  if (render && template) {
    // One render in the background once listening, so the first visitor does not meet cold
    // caches (module loads, the JIT, prepared statements).
    app.addHook("onListen", async () => {
      void app.inject({ url: "/", headers: { accept: "text/html" } }).catch(() => {});
    });
  }

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

  app.setNotFoundHandler(async (request, reply) => {
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
    if (await renderPage(request, reply)) return reply;
    reply.header("cache-control", "no-cache");
    return reply.sendFile("index.html", root, { cacheControl: false });
  });
});
