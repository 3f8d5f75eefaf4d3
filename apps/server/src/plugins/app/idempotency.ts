/**
 * Idempotency keys (issue 25 Build item 3, decision 018). Any write (POST, PUT, PATCH,
 * DELETE) by a signed-in account may carry `Idempotency-Key: <key>` (1-255 visible ASCII
 * characters; the IETF draft's quoted form `"<key>"` is taken too; else 400
 * IDEMPOTENCY_MSG.invalidKey). For 24 hours (app.now's clock), that account's key belongs
 * to the first request that used it:
 * - a retry of the same request (method, URL, body: idempotency-fingerprint.ts) gets the
 *   first answer again, status, content type and body, with `Idempotent-Replayed: true`, and
 *   the route does not run;
 * - another request with the key gets 409 IDEMPOTENCY_MSG.keyReused and changes nothing;
 * - a retry while the first still runs waits for its answer up to WAIT_MS, then 409
 *   IDEMPOTENCY_MSG.stillRunning.
 * Only non-5xx answers are kept; a 5xx frees the key for a retry. The holder has a lease
 * (LEASE_MS): a server that dies between the change and storing its answer leaves a key that
 * another request takes over once the lease is past. Keys live in idempotency_keys, so they
 * hold across servers; each fresh key purges up to 100 expired ones after its answer left.
 * Requests without the header, or not signed in, run exactly as before.
 *
 * One mechanism for every route: an onRoute hook appends the gate to each write route's
 * preHandlers, so it runs after authentication (onRequest or preHandler) and validation and
 * before the handler; an onSend hook stores the answer before it leaves (app-wide, so before
 * @fastify/compress's per-route hook: the stored body is the uncompressed one). A multipart
 * body (add-car, edit-car, update-image, upload-profile-image) is unread at that point: the
 * gate reads it into memory (at most RAW_BODY_LIMIT) to fingerprint it and hands the route a
 * replay of the same bytes.
 */
import { randomUUID } from "node:crypto";
import { CAR_MSG, IDEMPOTENCY_MSG, LIMITS } from "@gaadi/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { AppError, badRequest, conflict } from "../../lib/errors.js";
import {
  claimKey,
  findKey,
  type IdempotencyRow,
  purgeExpiredKeys,
  releaseKey,
  storeAnswer,
} from "../../modules/idempotency/repository.js";
import {
  BodyTooLarge,
  fingerprint,
  jsonDigest,
  multipartBoundary,
  multipartDigest,
  readRawBody,
  replaceRawBody,
} from "./idempotency-fingerprint.js";

/** How long a key is kept: a retry within it is answered from the first answer. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a running request holds its key before another may take it over. */
export const LEASE_MS = 60_000;
/** How long a retry waits for its still-running twin before answering 409. */
export const WAIT_MS = 5_000;
/** The largest multipart body read to fingerprint it: a 5 MB image and its form fields. */
export const RAW_BODY_LIMIT = LIMITS.carImageMaxBytes + 1024 * 1024;

const HEADER = "idempotency-key";
const KEY = /^[!-~]{1,255}$/;
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The key of a header value, or undefined when malformed (also when sent twice). */
export function parseIdempotencyKey(value: string | string[]): string | undefined {
  if (typeof value !== "string") return undefined;
  const key = /^"[^"]*"$/.test(value) ? value.slice(1, -1) : value;
  return KEY.test(key) ? key : undefined;
}

interface HeldKey {
  userId: string;
  key: string;
  claim: string;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * false: the route takes no Idempotency-Key (it is ignored). For a write whose answer is a
     * secret that must not rest in the database (change-password's new session token), and
     * whose retry could never be replayed anyway (the old token it would carry is dead).
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** Set while this request holds an Idempotency-Key: its answer is stored on send. */
    idempotency: HeldKey | null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The request's fingerprint; reads (and replays) a multipart body. Too large: 413, and the
 * connection closes (the rest of the body is never read).
 */
async function requestFingerprint(request: FastifyRequest, reply: FastifyReply): Promise<string> {
  const type = request.headers["content-type"];
  if (request.body !== undefined || !type?.toLowerCase().startsWith("multipart/")) {
    return fingerprint(request.method, request.url, jsonDigest(request.body));
  }
  let bytes: Buffer;
  try {
    bytes = await readRawBody(request.raw, RAW_BODY_LIMIT);
  } catch (err) {
    if (err instanceof BodyTooLarge) {
      reply.header("connection", "close");
      throw new AppError(413, CAR_MSG.imageTooLarge);
    }
    throw badRequest("The upload was incomplete or malformed. Please try again.");
  }
  replaceRawBody(request, bytes);
  return fingerprint(request.method, request.url, multipartDigest(bytes, multipartBoundary(type)));
}

/** Sends a stored answer again. */
function replay(reply: FastifyReply, row: IdempotencyRow): FastifyReply {
  reply.code(row.responseStatus ?? 200).header("idempotent-replayed", "true");
  if (row.responseType) reply.type(row.responseType);
  return reply.send(row.responseBody ?? "");
}

export default fp(async function idempotency(app: FastifyInstance) {
  app.decorateRequest("idempotency", null);

  async function gate(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers[HEADER];
    if (header === undefined || !request.user) return;
    const key = parseIdempotencyKey(header);
    if (!key) throw badRequest(IDEMPOTENCY_MSG.invalidKey);
    const userId = request.user.id;
    const print = await requestFingerprint(request, reply);
    const deadline = Date.now() + WAIT_MS;
    for (let pause = 20; ; pause = Math.min(pause * 2, 250)) {
      const now = app.now();
      const claim = randomUUID();
      const claimed = await claimKey(app.db, {
        userId,
        key,
        fingerprint: print,
        claim,
        now,
        expiredBefore: new Date(now.getTime() - IDEMPOTENCY_TTL_MS),
        lockedUntil: new Date(now.getTime() + LEASE_MS),
      });
      if (claimed) {
        request.idempotency = { userId, key, claim };
        return;
      }
      const row = await findKey(app.db, userId, key);
      if (!row) continue; // freed by a 5xx meanwhile: claim it again
      if (row.fingerprint !== print) throw conflict(IDEMPOTENCY_MSG.keyReused);
      if (row.responseStatus !== null) return replay(reply, row);
      if (Date.now() >= deadline) throw conflict(IDEMPOTENCY_MSG.stillRunning);
      await sleep(pause);
    }
  }

  app.addHook("onRoute", (route: RouteOptions) => {
    const methods = [route.method].flat();
    if (!methods.some((m) => WRITES.has(m))) return;
    if (route.config?.idempotent === false) return;
    const own = route.preHandler;
    route.preHandler = [...(own === undefined ? [] : [own].flat()), gate];
  });

  // Callbacks, not async functions: they run on every answer (reads included), and only a
  // request holding a key has work to do.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (!request.idempotency) return done(null, payload);
    storeHeldAnswer(request, reply, payload).then(() => done(null, payload), done);
  });

  // After the answer left: a stored fresh key pays for the purge of a few expired ones.
  app.addHook("onResponse", (request, _reply, done) => {
    if (!request.idempotency) return done();
    const expiredBefore = new Date(app.now().getTime() - IDEMPOTENCY_TTL_MS);
    purgeExpiredKeys(app.db, expiredBefore)
      .catch((err: unknown) => {
        request.log.warn({ err }, "expired idempotency keys not purged");
      })
      .then(() => done());
  });

  /** Keeps the answer of the request holding a key (a 5xx, or a stream, frees the key). */
  async function storeHeldAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const held = request.idempotency;
    if (!held) return;
    try {
      if (reply.statusCode < 500 && (typeof payload === "string" || Buffer.isBuffer(payload))) {
        const type = reply.getHeader("content-type");
        await storeAnswer(app.db, held, {
          status: reply.statusCode,
          type: typeof type === "string" ? type : null,
          body: payload.toString(),
        });
      } else {
        // A 5xx (or a streamed answer, which no write route gives) frees the key.
        request.idempotency = null;
        await releaseKey(app.db, held);
      }
    } catch (err) {
      request.idempotency = null;
      request.log.warn({ err }, "idempotency answer not stored: the key frees when its lease ends");
    }
  }
});
