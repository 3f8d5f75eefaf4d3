/**
 * The public read cache (issue 13, decision 013). Anonymous public GET reads (routes with
 * `config.publicRead`: the listing in every query shape, facets, one car, a car's booked dates,
 * a car's reviews) keep their serialized 200 answer for PUBLIC_CACHE_TTL_MS (config; 0 = off)
 * in this process (lib/public-read-store.ts), keyed by India's date and the normalized URL.
 *
 * - POST reads: a `config.publicRead` POST route (check-availability, decision 020) is cached
 *   too, keyed by India's date, its URL and its validated body as JSON; its hit is served by
 *   a preHandler (after validation), with no ETag and `private, no-store` like its miss.
 * - Serving: a route-level onRequest hook, after the rate limit's, answers a hit with the
 *   stored bytes (304 to a matching If-None-Match; the brotli or gzip copy when the client
 *   takes it, as @fastify/compress would choose), skipping validation, the handler and
 *   serialization. Headers set earlier (security, rate limit) stay; caching.ts's ETag and
 *   cache-control are the stored ones.
 * - Storing: an app-wide onSend hook after caching.ts keeps a 200 answer if no invalidation
 *   happened since the request began and the request never signed anyone in (these routes
 *   never do; the check keeps a future per-user field out of the cache). One miss computes a
 *   key at a time: others asking for it meanwhile wait for that answer.
 * - Invalidation: the database NOTIFYs `gaadi_public_reads` after every statement on cars,
 *   bookings, reviews and users (migration 0006), and this process LISTENs (db/listen.ts):
 *   each notification drops everything. While not listening nothing is cached. A write
 *   request answered by this server also drops everything before its answer leaves, so its
 *   client's next read here never waits for the notification's round trip.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  PUBLIC_CACHE_MAX_BYTES,
  PublicReadStore,
  type ReadTicket,
  type StoredAnswer,
} from "../../lib/public-read-store.js";
import { etagMatches, NO_STORE, PUBLIC_CACHE } from "../external/caching.js";
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD, responseEncoding } from "../external/compression.js";

/** The channel migration 0006's triggers notify. */
export const PUBLIC_READS_CHANNEL = "gaadi_public_reads";

declare module "fastify" {
  interface FastifyInstance {
    /** The public read cache's store (tests look at its generation and size). */
    publicReads: PublicReadStore;
  }
  interface FastifyRequest {
    /** Set on a public read that may store its answer (a miss while the cache is on). */
    publicReadTicket: ReadTicket | null;
    /** Set when the answer came from the cache (caching.ts leaves it alone). */
    publicReadHit: boolean;
    /** Set on the miss that computes its key for the others: lets them go on. */
    publicReadDone: (() => void) | null;
  }
}

const isSafe = (method: string) => method === "GET" || method === "HEAD" || method === "OPTIONS";

export default fp(async function publicReadCache(app: FastifyInstance) {
  const store = new PublicReadStore({
    ttlMs: app.config.publicCacheTtlMs,
    maxBytes: PUBLIC_CACHE_MAX_BYTES,
    compressFrom: COMPRESS_THRESHOLD,
    brotli: BROTLI_OPTIONS,
  });
  app.decorate("publicReads", store);
  app.decorateRequest("publicReadTicket", null);
  app.decorateRequest("publicReadHit", false);
  app.decorateRequest("publicReadDone", null);
  if (app.config.publicCacheTtlMs <= 0) return;

  const stop = await app.database.listen(PUBLIC_READS_CHANNEL, {
    onNotify: (table) => store.invalidate(table),
    onListening: () => store.setLive(true),
    onLost: (error) => {
      store.setLive(false);
      app.log.warn(
        { err: error },
        "public read cache off: change notifications lost, reconnecting",
      );
    },
  });
  app.addHook("onClose", async () => {
    await stop().catch(() => {});
  });

  /**
   * Misses being computed, by key: a request that misses while another computes the same key
   * waits for it instead of computing it again (after a start, an invalidation or the TTL, 50
   * waiting connections would otherwise each run the query at once).
   */
  const computing = new Map<string, Promise<void>>();
  const finish = (request: FastifyRequest) => {
    const done = request.publicReadDone;
    if (done) {
      request.publicReadDone = null;
      done();
    }
  };

  /** The request's ticket: a GET's by its URL, a POST read's by its URL and validated body. */
  const ticketOf = (request: FastifyRequest) =>
    request.method === "GET"
      ? store.begin(request.url)
      : store.beginPost(request.url, JSON.stringify(request.body));

  /**
   * Answers a hit on `reply` with the stored bytes: a GET's with its ETag (304 to a matching
   * If-None-Match) and `public, max-age=0, must-revalidate`, a POST read's with no ETag and
   * `private, no-store`, as caching.ts gives their misses.
   */
  function sendHit(request: FastifyRequest, reply: FastifyReply, hit: StoredAnswer) {
    request.publicReadHit = true;
    reply.header("content-type", hit.contentType);
    if (hit.etag === "") {
      reply.header("cache-control", NO_STORE);
    } else {
      reply.header("etag", hit.etag).header("cache-control", PUBLIC_CACHE);
      if (etagMatches(request.headers["if-none-match"], hit.etag)) return reply.code(304).send("");
    }
    const encoding = hit.br && hit.gzip ? responseEncoding(request) : undefined;
    if (!encoding) return reply.send(hit.body);
    reply.header("vary", "accept-encoding").header("content-encoding", encoding);
    return reply.send(hit[encoding] as Buffer);
  }

  /** A miss: it computes its key for the others, or waits for the one computing it. */
  async function missOrWait(request: FastifyRequest, reply: FastifyReply, first: ReadTicket) {
    let ticket: ReadTicket | undefined = first;
    const other = computing.get(ticket.key);
    if (other) {
      await other;
      ticket = ticketOf(request);
      if (!ticket) return;
      const hit = store.get(ticket);
      if (hit) return sendHit(request, reply, hit);
    }
    request.publicReadTicket = ticket;
    if (!other && !computing.has(ticket.key)) {
      const key = ticket.key;
      const done = new Promise<void>((resolve) => {
        request.publicReadDone = () => {
          computing.delete(key);
          resolve();
        };
      });
      computing.set(key, done);
    }
  }

  /**
   * The route-level onRequest hook of a public read. A hit is answered at once, without a
   * promise of its own (the hooks after it are callbacks too: a hit is the hot path, and
   * each promise costs, more so while an AsyncLocalStorage is in use, as the server render's is).
   */
  function serveHit(request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) {
    if (request.method !== "GET" && request.method !== "POST") return done();
    const ticket = ticketOf(request);
    if (!ticket) return done();
    const hit = store.get(ticket);
    if (hit) {
      sendHit(request, reply, hit);
      return;
    }
    missOrWait(request, reply, ticket).then(() => {
      if (!reply.sent) done();
    }, done);
  }

  // Whatever became of a computing miss (an error, a closed connection), its waiters go on.
  function finishHook(request: FastifyRequest, _reply: FastifyReply, done: () => void) {
    finish(request);
    done();
  }
  function abortHook(request: FastifyRequest, done: () => void) {
    finish(request);
    done();
  }

  app.addHook("onRoute", (route) => {
    if (!route.config?.publicRead) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes("GET")) {
      route.onRequest = [...hooksOf(route.onRequest), serveHit];
    } else if (methods.includes("POST")) {
      // A POST read (check-availability) is keyed by its body: served once it is validated.
      route.preHandler = [...hooksOf(route.preHandler), serveHit];
    } else return;
    route.onResponse = [...hooksOf(route.onResponse), finishHook];
    route.onRequestAbort = [...hooksOf(route.onRequestAbort), abortHook];
  });

  app.addHook("onSend", (request, reply, payload, done) => {
    const ticket = request.publicReadTicket;
    if (ticket) {
      const etag = reply.getHeader("etag");
      const type = reply.getHeader("content-type");
      const post = request.method === "POST";
      if (
        reply.statusCode === 200 &&
        request.user == null &&
        (post || typeof etag === "string") &&
        typeof type === "string" &&
        (typeof payload === "string" || Buffer.isBuffer(payload))
      ) {
        store.set(ticket, Buffer.from(payload), post ? "" : String(etag), type);
      }
      finish(request);
    } else if (!isSafe(request.method) && !request.routeOptions.config.publicRead) {
      store.invalidate("write request");
    }
    done(null, payload);
  });
});

/** A route's own hooks of one kind as a list (none, one or several). */
function hooksOf<H>(own: H | H[] | undefined): H[] {
  return own === undefined ? [] : Array.isArray(own) ? own : [own];
}
