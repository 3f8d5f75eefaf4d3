/**
 * What makes two requests "the same request" for an Idempotency-Key (issue 25, decision
 * 018): the method, the URL (path and query) and the body. A JSON body counts by its parsed,
 * validated value with keys sorted (so `{"a":1,"b":2}` and `{ "b": 2, "a": 1 }` match); a
 * multipart body by its bytes with every boundary delimiter left out, since a client picks a
 * new random boundary for each send of the same form.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { PassThrough } from "node:stream";
import type { FastifyRequest } from "fastify";

/** SHA-256 (hex) of method, URL and the body's digest. */
export function fingerprint(method: string, url: string, bodyDigest: string): string {
  return createHash("sha256").update(`${method} ${url}\n${bodyDigest}`).digest("hex");
}

/** JSON with object keys sorted at every depth (undefined members left out, as JSON does). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(",")}]`;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    const members = Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
    return `{${members.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** Digest of a parsed (JSON or absent) body. */
export const jsonDigest = (body: unknown): string =>
  createHash("sha256")
    .update(canonicalJson(body ?? null))
    .digest("hex");

/** The boundary of a multipart Content-Type, or undefined. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? "");
  return match?.[1] ?? match?.[2];
}

/** Digest of a multipart body's bytes without its `--boundary` delimiters. */
export function multipartDigest(bytes: Buffer, boundary: string | undefined): string {
  const hash = createHash("sha256");
  if (!boundary) return hash.update(bytes).digest("hex");
  const delimiter = Buffer.from(`--${boundary}`, "latin1");
  let from = 0;
  for (let at = bytes.indexOf(delimiter); at !== -1; at = bytes.indexOf(delimiter, from)) {
    hash.update(bytes.subarray(from, at));
    from = at + delimiter.length;
  }
  return hash.update(bytes.subarray(from)).digest("hex");
}

/** Thrown by readRawBody when the body is larger than its limit. */
export class BodyTooLarge extends Error {}

/**
 * Reads the request's unread body (a multipart one: @fastify/multipart leaves it to the
 * handler) into memory, at most `limit` bytes: rejects BodyTooLarge beyond it (by
 * Content-Length before reading anything), or the stream's error if the client goes away.
 */
export function readRawBody(raw: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(raw.headers["content-length"]);
  if (declared > limit) return Promise.reject(new BodyTooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (err?: Error) => {
      raw.off("data", onData).off("end", onEnd).off("error", done).off("aborted", onAborted);
      if (err) reject(err);
      else resolve(Buffer.concat(chunks, size));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        raw.pause();
        done(new BodyTooLarge());
      } else chunks.push(chunk);
    };
    const onEnd = () => done();
    const onAborted = () => done(new Error("request aborted"));
    raw.on("data", onData).on("end", onEnd).on("error", done).on("aborted", onAborted);
  });
}

/** The IncomingMessage members Fastify and @fastify/multipart read besides the stream. */
const MESSAGE_MEMBERS = [
  "headers",
  "headersDistinct",
  "rawHeaders",
  "trailers",
  "rawTrailers",
  "url",
  "originalUrl",
  "method",
  "httpVersion",
  "httpVersionMajor",
  "httpVersionMinor",
  "socket",
  "connection",
  "aborted",
  "complete",
] as const;

/**
 * Puts `bytes`, already read from the request, back in its place: request.raw becomes a
 * stream of those bytes that answers every other IncomingMessage member from the original,
 * so the route's own reading (@fastify/multipart pipes `request.raw` into busboy) sees the
 * body as sent.
 */
export function replaceRawBody(request: FastifyRequest, bytes: Buffer): void {
  const original = request.raw;
  const replay = new PassThrough();
  for (const name of MESSAGE_MEMBERS) {
    Object.defineProperty(replay, name, {
      get: () => original[name as keyof IncomingMessage],
      configurable: true,
    });
  }
  replay.end(bytes);
  request.raw = replay as unknown as IncomingMessage;
}
