/**
 * Compressed API answers (issue 13): JSON and other text bodies of at least
 * COMPRESS_THRESHOLD bytes go out as brotli or gzip, whichever the client's Accept-Encoding
 * prefers (brotli at quality 4: fast enough per request), with `vary: accept-encoding`.
 * Smaller bodies, images (not a compressible type) and files that already carry a
 * Content-Encoding (the web app's precompressed .br/.gz, web-app.ts) are sent as they are.
 * Request bodies are never inflated: a client sends plain JSON or multipart.
 */
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Smallest body worth compressing (bytes); below it the headers cost more than they save. */
export const COMPRESS_THRESHOLD = 1024;

export default fp(async function compression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD,
    encodings: ["br", "gzip"],
  });
});
