/**
 * Compressed API answers (issue 13): JSON and other text bodies of at least
 * COMPRESS_THRESHOLD bytes go out as brotli or gzip, whichever the client's Accept-Encoding
 * prefers (brotli at quality 4: fast enough per request), with `vary: accept-encoding`.
 * Smaller bodies, images (not a compressible type) and files that already carry a
 * Content-Encoding (the web app's precompressed .br/.gz, web-app.ts) are sent as they are.
 * Request bodies are never inflated: a client sends plain JSON or multipart.
 * The server-rendered pages go out from the not-found handler, which is no route and so gets
 * no per-route hook of @fastify/compress: web-app.ts compresses them with `compressText`, and
 * the public read cache serves its stored copies, both choosing as @fastify/compress would
 * (`responseEncoding`).
 */
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import compress from "@fastify/compress";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/** Smallest body worth compressing (bytes); below it the headers cost more than they save. */
export const COMPRESS_THRESHOLD = 1024;

/** Brotli at quality 4 (@fastify/compress's own setting): about as fast as gzip, smaller. */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

const ENCODINGS = ["br", "gzip"] as const;
export type ResponseEncoding = (typeof ENCODINGS)[number];

/**
 * The encoding @fastify/compress would pick for this request's Accept-Encoding (`*` and
 * `x-gzip` read as gzip), or undefined for none (no header, identity only, or the
 * `x-no-compression` request header).
 */
export function responseEncoding(request: FastifyRequest): ResponseEncoding | undefined {
  if (request.headers["x-no-compression"] !== undefined) return undefined;
  const header = request.headers["accept-encoding"];
  if (header == null) return undefined;
  const wanted = negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, "gzip"), [...ENCODINGS]);
  return wanted === "br" || wanted === "gzip" ? wanted : undefined;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `body` compressed in `encoding` off the event loop's thread (zlib's pool). */
export function compressText(body: string | Buffer, encoding: ResponseEncoding): Promise<Buffer> {
  return encoding === "br" ? brotliAsync(body, BROTLI_OPTIONS) : gzipAsync(body);
}

export default fp(async function compression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD,
    encodings: ["br", "gzip"],
  });
});
