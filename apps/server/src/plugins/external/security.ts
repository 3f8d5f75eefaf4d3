/**
 * Helmet's headers with a CSP fitted to the built web app (worked out once at start, the same
 * on every answer but one: with CORS_ORIGINS set, the images, /uploads/ and the preset avatars,
 * say `Cross-Origin-Resource-Policy: cross-origin` so the listed clients' pages may show them;
 * issue 25 item 15), and rate limits by purpose
 * (server-rules.md section 9, issue 13, decision 012). Every limit answers 429 with a
 * sentence saying when to retry (`tryAgainIn`), and a `retry-after` header.
 * - General: API_RATE_LIMIT requests a minute per client address on /api (config.apiRateLimit,
 *   default 600; 0 switches it off for load tests and deployments whose proxy limits).
 * - Public reads (routes with `config.publicRead`): PUBLIC_READ_FACTOR times the general limit,
 *   in a count of their own per route, since many renters share one address behind a
 *   carrier-grade NAT; off when the general limit is off.
 * - Strict (`app.strictLimit(purpose)`, STRICT_LIMITS): per account and per address at once,
 *   whatever API_RATE_LIMIT says.
 * Counters live in Redis when REDIS_URL is set (@fastify/rate-limit's Redis store over
 * ioredis), so every limit holds across all servers of a deployment; otherwise in this
 * process's memory. If Redis cannot be reached a request is let through and the failure
 * logged (decision 016): an outage of the counters must not take the marketplace down.
 */
import type { ServerResponse } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import rateLimit from "@fastify/rate-limit";
import { LIMITS, tryAgainIn } from "@gaadi/shared";
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";
import { Redis } from "ioredis";
import type { PaymentsConfig } from "../../config.js";
import { AppError } from "../../lib/errors.js";
import { UPLOADS_PREFIX } from "../../lib/storage/plugin.js";
import { AVATAR_PREFIX } from "../../modules/users/avatars.js";

export interface SecurityOptions {
  /** Requests per minute per client on /api; overrides config.apiRateLimit (0 = off). */
  apiPerMinute?: number;
}

/** A public read may be asked this many times the general limit, in its own count. */
export const PUBLIC_READ_FACTOR = 5;

interface Allowance {
  /** Requests allowed in one window. */
  max: number;
  /** Window length (ms). */
  windowMs: number;
}

/** One strict purpose: how its account is named, and the allowance per account and per address. */
interface StrictLimit {
  account: (request: FastifyRequest) => string;
  perAccount: Allowance;
  perAddress: Allowance;
}

const QUARTER_HOUR = 15 * 60_000;
const bodyEmail = (request: FastifyRequest) =>
  String((request.body as { email?: unknown } | undefined)?.email ?? "").toLowerCase();

/**
 * The strict limits (server-rules.md section 9). The per-address allowance is several times
 * the per-account one so that people sharing a carrier's address are not refused together.
 * - signIn (login, register): an address (e-mail) may be tried 10 times a quarter hour.
 * - codeSending (send-otp and resend-otp, one count): 5 codes to one address a quarter hour,
 *   on top of the service's 30-second gap.
 * - passwordReset: 5 resets of one account a quarter hour.
 * - bookingCreation: 20 requests a quarter hour per signed-in renter (needs authenticate first).
 * - messageSending (issue 31): LIMITS.messagesPerMinute messages a minute per signed-in account
 *   (needs authenticate first); five times that per address.
 */
export const STRICT_LIMITS = {
  signIn: {
    account: bodyEmail,
    perAccount: { max: 10, windowMs: QUARTER_HOUR },
    perAddress: { max: 100, windowMs: QUARTER_HOUR },
  },
  codeSending: {
    account: bodyEmail,
    perAccount: { max: 5, windowMs: QUARTER_HOUR },
    perAddress: { max: 30, windowMs: QUARTER_HOUR },
  },
  passwordReset: {
    account: bodyEmail,
    perAccount: { max: 5, windowMs: QUARTER_HOUR },
    perAddress: { max: 30, windowMs: QUARTER_HOUR },
  },
  bookingCreation: {
    account: (request) => request.user?.id ?? "",
    perAccount: { max: 20, windowMs: QUARTER_HOUR },
    perAddress: { max: 100, windowMs: QUARTER_HOUR },
  },
  messageSending: {
    account: (request) => request.user?.id ?? "",
    perAccount: { max: LIMITS.messagesPerMinute, windowMs: 60_000 },
    perAddress: { max: 5 * LIMITS.messagesPerMinute, windowMs: 60_000 },
  },
} satisfies Record<string, StrictLimit>;

export type StrictPurpose = keyof typeof STRICT_LIMITS;

declare module "fastify" {
  interface FastifyInstance {
    /**
     * preHandler (after the body is parsed and, for bookingCreation, after authenticate):
     * counts the request against its purpose per account and per address; 429 past either.
     * One count per purpose for the whole app, whichever route asks for it.
     */
    strictLimit(purpose: StrictPurpose): preHandlerAsyncHookHandler;
  }
  interface FastifyContextConfig {
    /** A public, anonymous read: the generous limit, and ETag/304 (plugins/external/caching.ts). */
    publicRead?: boolean;
  }
}

/** Helmet's settings: its defaults, with a CSP fitted to the built web app. */
export const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", "data:", "blob:"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", "data:"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * Helmet's settings for this deployment: HELMET_OPTIONS, and with online payments on (issue 28
 * item 7) the Razorpay Checkout's way in: its script's origin (RAZORPAY_CHECKOUT_URL) in
 * script-src, the API's origin (RAZORPAY_API_URL, where Checkout's frame and calls go) in
 * frame-src and connect-src, and Cross-Origin-Opener-Policy `same-origin-allow-popups` so the
 * windows Checkout opens (UPI apps, card 3-D Secure) keep their opener. With payments offline
 * the headers are HELMET_OPTIONS' exactly: no third-party origin is admitted.
 */
export function helmetOptionsFor(payments: PaymentsConfig): Readonly<HelmetOptions> {
  if (payments.mode !== "razorpay") return HELMET_OPTIONS;
  const checkout = new URL(payments.checkoutUrl).origin;
  const api = new URL(payments.apiUrl).origin;
  const csp = HELMET_OPTIONS.contentSecurityPolicy as { directives: Record<string, unknown> };
  const origins = (list: string[]) => [...new Set(list)];
  return {
    ...HELMET_OPTIONS,
    contentSecurityPolicy: {
      directives: {
        ...csp.directives,
        scriptSrc: origins(["'self'", checkout]),
        frameSrc: origins(["'self'", api, checkout]),
        connectSrc: origins(["'self'", api, checkout]),
      },
    },
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
  };
}

/**
 * The headers helmet sets with `options`, worked out once: helmet's middleware runs against a
 * recording response and every header it sets is kept, in order. Per request they are then
 * copied as they are (@fastify/helmet built helmet(options) and parsed the CSP on every
 * request). Valid while no directive is a function of the request, as here.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): ReadonlyArray<[string, string]> {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader(name: string, value: string) {
      headers.push([name.toLowerCase(), String(value)]);
    },
    removeHeader() {},
  } as unknown as ServerResponse;
  helmet(options)({} as never, recorder, () => {});
  return headers;
}

/** Where the images live: uploaded photos and the preset avatar SVGs. */
const IMAGE_PREFIXES = [UPLOADS_PREFIX, AVATAR_PREFIX] as const;

/** `headers` with Cross-Origin-Resource-Policy `cross-origin`: images other origins may embed. */
function embeddableHeaders(
  headers: ReadonlyArray<[string, string]>,
): ReadonlyArray<[string, string]> {
  return headers.map(([name, value]) =>
    name === "cross-origin-resource-policy" ? [name, "cross-origin"] : [name, value],
  );
}

const retryMessage = (ttlMs: number) => tryAgainIn(Math.max(1, Math.ceil(ttlMs / 1000)));

export default fp(async function security(app: FastifyInstance, opts: SecurityOptions) {
  const securityHeaders = helmetHeaders(helmetOptionsFor(app.config.payments));
  const imageHeaders =
    app.config.corsOrigins.length > 0 ? embeddableHeaders(securityHeaders) : securityHeaders;
  app.addHook("onRequest", (request, reply, done) => {
    const image = IMAGE_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    for (const [name, value] of image ? imageHeaders : securityHeaders) {
      reply.raw.setHeader(name, value);
    }
    done();
  });

  const perMinute = opts.apiPerMinute ?? app.config.apiRateLimit;

  // Before the rate-limit plugin's own onRoute hook, which reads config.rateLimit.
  app.addHook("onRoute", (route) => {
    if (!route.config?.publicRead || route.config.rateLimit !== undefined) return;
    route.config = {
      ...route.config,
      rateLimit:
        perMinute > 0 ? { max: perMinute * PUBLIC_READ_FACTOR, timeWindow: 60_000 } : false,
    };
  });

  const redis = app.config.redisUrl ? await connectRedis(app, app.config.redisUrl) : undefined;
  await app.register(rateLimit, {
    ...(redis ? { redis, nameSpace: REDIS_NAMESPACE, skipOnError: true } : {}),
    global: perMinute > 0,
    max: perMinute,
    timeWindow: 60_000,
    allowList: (request) => !request.url.startsWith("/api/"),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      message: retryMessage(context.ttl),
    }),
  });

  const strict = new Map<StrictPurpose, preHandlerAsyncHookHandler>();
  app.decorate("strictLimit", (purpose: StrictPurpose) => {
    const known = strict.get(purpose);
    if (known) return known;
    const { account, perAccount, perAddress } = STRICT_LIMITS[purpose] as StrictLimit;
    const counters = [
      app.createRateLimit({
        max: perAccount.max,
        timeWindow: perAccount.windowMs,
        keyGenerator: (request) => `${purpose}|account|${account(request)}`,
      }),
      app.createRateLimit({
        max: perAddress.max,
        timeWindow: perAddress.windowMs,
        keyGenerator: (request) => `${purpose}|address|${request.ip}`,
      }),
    ];
    const hook: preHandlerAsyncHookHandler = async (request, reply) => {
      let waitMs = 0;
      for (const counter of counters) {
        const result = await counter(request);
        if (!result.isAllowed && result.isExceeded) waitMs = Math.max(waitMs, result.ttl);
      }
      if (waitMs > 0) {
        reply.header("retry-after", Math.max(1, Math.ceil(waitMs / 1000)));
        throw new AppError(429, retryMessage(waitMs));
      }
    };
    strict.set(purpose, hook);
    return hook;
  });
});

/** How long (ms) a starting server waits for Redis before it starts without it. */
const START_WAIT_MS = 3000;

/** Prefix of every rate-limit counter's Redis key. */
export const REDIS_NAMESPACE = "gaadi:rate-limit:";

/**
 * An ioredis connection for the counters, closed with the app, once connected (or after
 * START_WAIT_MS, logged, if Redis does not answer: the server starts anyway). A counter that
 * cannot be reached within about a second fails (and the request is let through) instead of
 * queueing; connection errors are logged at most once a minute while ioredis reconnects.
 */
async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, {
    connectTimeout: 1000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  let loggedAt = 0;
  redis.on("error", (err) => {
    if (Date.now() - loggedAt < 60_000) return;
    loggedAt = Date.now();
    app.log.error({ err }, "rate-limit counters: Redis unreachable, requests are not counted");
  });
  app.addHook("onClose", async () => {
    redis.disconnect();
  });
  // Not events.once: it rejects on the first "error", while ioredis goes on reconnecting.
  const ready = new Promise<boolean>((resolve) => redis.once("ready", () => resolve(true)));
  if (!(await Promise.race([ready, sleep(START_WAIT_MS).then(() => false)])))
    app.log.error(
      `rate-limit counters: Redis not ready after ${START_WAIT_MS} ms, starting anyway`,
    );
  return redis;
}
