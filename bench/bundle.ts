/**
 * The built web app's JavaScript, as a browser fetches it (docs/PERFORMANCE.md, "First-load
 * JavaScript"). Reads apps/web/dist (run `npm run build` first): index.html's module script and
 * modulepreload links, then every chunk's static `import ... from "./x.js"` (followed
 * recursively); a chunk's `import("./x.js")` is a load on demand and is not followed. Sizes are
 * gzip level 9 bytes (node:zlib), the way a server compresses them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

/** apps/web/dist of this checkout. */
export const WEB_DIST = fileURLToPath(new URL("../apps/web/dist/", import.meta.url));

/**
 * First-load JavaScript budget (issue 26; 130 KB before, issue 13): 90 KB gzipped, KB = 1,024
 * bytes as Lighthouse counts.
 */
export const FIRST_LOAD_BUDGET_BYTES = 90 * 1024;

export interface Chunk {
  /** Path under the site root, e.g. /assets/index-Ab12.js. */
  url: string;
  raw: number;
  gzip: number;
}

const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w${},*\s]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;

function resolveFrom(from: string, spec: string): string {
  return path.posix.join(path.posix.dirname(from), spec);
}

function readChunk(dist: string, url: string): { code: string; chunk: Chunk } {
  const bytes = readFileSync(path.join(dist, url));
  return {
    code: bytes.toString("utf8"),
    chunk: { url, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length },
  };
}

/** The chunks `roots` load before running (static imports, recursively), each once. */
export function staticClosure(dist: string, roots: string[]): Chunk[] {
  const seen = new Map<string, Chunk>();
  const queue = [...roots];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    const { code, chunk } = readChunk(dist, url);
    seen.set(url, chunk);
    for (const m of code.matchAll(STATIC_IMPORT)) queue.push(resolveFrom(url, m[1]!));
  }
  return [...seen.values()];
}

/** The module script and modulepreload links of index.html, in document order. */
export function entryUrls(dist: string = WEB_DIST): string[] {
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  const tag =
    /<(?:script\b[^>]*\btype="module"[^>]*\bsrc|link\b[^>]*\brel="modulepreload"[^>]*\bhref)="([^"]+)"/g;
  return [...html.matchAll(tag)].map((m) => m[1]!);
}

/** What every page loads before it renders: index.html's scripts and their static imports. */
export function firstLoad(dist: string = WEB_DIST): Chunk[] {
  return staticClosure(dist, entryUrls(dist));
}

/** Sum of gzip bytes. */
export function gzipTotal(chunks: Chunk[]): number {
  return chunks.reduce((sum, c) => sum + c.gzip, 0);
}

export interface RouteBundle {
  /** The route module's chunk name, e.g. "car-details" (hash and extension removed). */
  route: string;
  /** Gzip bytes the route adds to the first load (its chunk and static imports not in it). */
  ownGzip: number;
  /** First load plus the route's own JavaScript, gzip bytes: what opening that page costs. */
  totalGzip: number;
  chunks: Chunk[];
}

/**
 * One row per chunk loaded on demand (`import("./x.js")` in the first load or, recursively, in
 * such a chunk: the router's pages and layouts, the auth dialog, the menus, the dashboard's
 * chart...): what loading it adds on top of the first load.
 */
export function routeBundles(dist: string = WEB_DIST): RouteBundle[] {
  const first = firstLoad(dist);
  const inFirst = new Set(first.map((c) => c.url));
  const lazy = new Set<string>();
  const scan = [...first];
  while (scan.length > 0) {
    const c = scan.shift()!;
    for (const m of readChunk(dist, c.url).code.matchAll(DYNAMIC_IMPORT)) {
      const url = resolveFrom(c.url, m[1]!);
      if (lazy.has(url) || inFirst.has(url)) continue;
      lazy.add(url);
      scan.push(...staticClosure(dist, [url]));
    }
  }
  const base = gzipTotal(first);
  return [...lazy].map((url) => {
    const own = staticClosure(dist, [url]).filter((c) => !inFirst.has(c.url));
    const ownGzip = gzipTotal(own);
    const route = path.posix.basename(url).replace(/-[\w-]{8}\.js$/, "");
    return { route, ownGzip, totalGzip: base + ownGzip, chunks: own };
  });
}
