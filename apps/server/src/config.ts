/**
 * Configuration from the environment, validated once at start (DEVELOPERS.md "Running it").
 * A bad value stops the process with one readable line per problem.
 *
 * PORT (3000), HOST (0.0.0.0), DATABASE_URL (unset: embedded PGlite under DATA_DIR),
 * DATA_DIR (./data), SMTP_URL (unset: mail printed to the log), MAIL_FROM, JWT_SECRET
 * (unset: generated once and kept in DATA_DIR/jwt-secret), PUBLIC_URL, DEMO_DATA (on|off),
 * MAIL_POLL_MS (5000: how often the mail worker looks for queued mail), JOBS_POLL_MS (15000:
 * how often the job runner looks for due jobs, and how often expired requests are swept, so
 * one is cancelled within about twice that; issue 27, decision 022), API_RATE_LIMIT (600:
 * requests per minute per client address for the API as a whole; 0 switches that general
 * limit off, the strict per-purpose limits stay; issue 13), LOG_LEVEL (info), REQUEST_LOG (off:
 * no per-request "incoming request" / "request completed" lines unless on, or LOG_LEVEL is debug
 * or trace; issue 13), UPLOADS_DIR (DATA_DIR/uploads: uploaded and demo images; every server
 * of one deployment must reach the same folder), DRAIN_MS (0: on SIGTERM, how long health answers
 * 503 while requests are still served, so a proxy takes the server out first), SHUTDOWN_TIMEOUT_MS
 * (10000: the bound on finishing in-flight requests before the process exits anyway), REDIS_URL
 * (unset: rate-limit counters in this process's memory; set: in that Redis, shared by every
 * server; issue 14), TRUST_PROXY (unset: the connecting address is the client's; a comma-separated
 * list of the load balancers' addresses or CIDR ranges whose X-Forwarded-For is believed),
 * PUBLIC_CACHE_TTL_MS (5000: how long this process may serve a public read's stored answer,
 * invalidated sooner by any write; 0 = no cache; decision 013), CORS_ORIGINS (unset: same origin
 * only; a comma-separated list of origins such as https://app.example.com whose pages may call
 * the API and show its images; issue 25 item 15), TRIP_FEE_PERCENT (10), GST_PERCENT (18),
 * HOST_COMMISSION_PERCENT (20): the platform's rates of every quote, whole numbers 0-100 (issue 27,
 * shared pricing/quote.ts, decision 021), PLATFORM_GSTIN (unset: the platform's GST number for
 * receipts, 15 characters), PAYMENTS (offline: paid to the owner at pickup, today's behaviour;
 * razorpay: paid online, which needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and
 * RAZORPAY_WEBHOOK_SECRET), RAZORPAY_API_URL (https://api.razorpay.com; a local fake's address in
 * tests and the sandbox), RAZORPAY_CHECKOUT_URL (Razorpay's checkout.js), PAYMENT_WINDOW_MINUTES
 * (15, 1-120: how long an unpaid booking holds its dates); issue 28 item 1, decision 024.
 * LICENCE_CHECKS (on: a booking needs the renter's driving licence to pass the rules of issue 29
 * item 3; off: those booking rules are lifted, for a deployment that checks licences at the
 * counter; the licence screens stay).
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { QuoteRates } from "@gaadi/shared";
import { z } from "zod";

const onOff = z
  .enum(["on", "off", "true", "false", "1", "0"], { error: "must be on or off" })
  .transform((v) => v === "on" || v === "true" || v === "1");

/**
 * CORS_ORIGINS: comma-separated origins, each scheme and host (and port) only, as a browser
 * sends them in `Origin` ('https://app.example.com', 'http://localhost:5173'); read as their
 * normalized spelling (lower-case host, no default port). Anything else is refused, naming it.
 */
const corsOrigins = z.string().transform((value, ctx) => {
  const origins: string[] = [];
  for (const given of value.split(",").map((o) => o.trim())) {
    const origin = originOf(given);
    if (!origin) {
      ctx.addIssue({
        code: "custom",
        message: `must be origins such as https://app.example.com, comma-separated ('${given}' is not one)`,
      });
      return z.NEVER;
    }
    origins.push(origin);
  }
  return [...new Set(origins)];
});

/** The origin `given` names (http or https, a host name or address, a port), or undefined. */
function originOf(given: string): string | undefined {
  if (!/^https?:\/\/(\[[\da-f:.]+\]|[a-z\d.-]+)(:\d{1,5})?\/?$/i.test(given)) return undefined;
  try {
    return new URL(given).origin;
  } catch {
    return undefined;
  }
}

/** A platform rate (issue 27): a whole percentage 0-100, the whole of the variable's message. */
const percent = (fallback: number) =>
  z.coerce
    .number({ error: "must be a whole number from 0 to 100 (percent)" })
    .int("must be a whole number from 0 to 100 (percent)")
    .min(0, "must be a whole number from 0 to 100 (percent)")
    .max(100, "must be a whole number from 0 to 100 (percent)")
    .default(fallback);

/** An http(s) URL without its trailing slash (RAZORPAY_API_URL, RAZORPAY_CHECKOUT_URL). */
const httpUrl = (fallback: string) =>
  z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .default(fallback)
    .transform((u) => u.replace(/\/+$/, ""));

/** The variables PAYMENTS=razorpay cannot do without (issue 28 item 1). */
const RAZORPAY_KEYS = [
  "RAZORPAY_KEY_ID",
  "RAZORPAY_KEY_SECRET",
  "RAZORPAY_WEBHOOK_SECRET",
] as const;

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be 1 to 65535")
    .max(65535, "must be 1 to 65535")
    .default(3000),
  HOST: z.string().min(1, "must not be empty").default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3, "must be an address").default("Gaadi <no-reply@gaadi.local>"),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  PUBLIC_URL: z.url("must be a URL such as https://gaadi.example").optional(),
  DEMO_DATA: onOff.default(true),
  MAIL_POLL_MS: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(100, "must be 100 to 3600000 (milliseconds)")
    .max(3_600_000, "must be 100 to 3600000 (milliseconds)")
    .default(5000),
  JOBS_POLL_MS: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(100, "must be 100 to 3600000 (milliseconds)")
    .max(3_600_000, "must be 100 to 3600000 (milliseconds)")
    .default(15_000),
  API_RATE_LIMIT: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number of requests per minute")
    .min(0, "must be 0 (off) to 1000000 requests per minute")
    .max(1_000_000, "must be 0 (off) to 1000000 requests per minute")
    .default(600),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  REQUEST_LOG: onOff.default(false),
  UPLOADS_DIR: z.string().min(1, "must not be empty").optional(),
  PRIVATE_UPLOADS_DIR: z.string().min(1, "must not be empty").optional(),
  TRUST_PROXY: z
    .string()
    .regex(
      /^[\d.:a-fA-F/]+(\s*,\s*[\d.:a-fA-F/]+)*$/,
      "must be addresses or CIDR ranges, comma-separated",
    )
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional(),
  DRAIN_MS: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number of milliseconds")
    .min(0, "must be 0 to 120000 (milliseconds)")
    .max(120_000, "must be 0 to 120000 (milliseconds)")
    .default(0),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number of milliseconds")
    .min(1000, "must be 1000 to 600000 (milliseconds)")
    .max(600_000, "must be 1000 to 600000 (milliseconds)")
    .default(10_000),
  PUBLIC_CACHE_TTL_MS: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number of milliseconds")
    .min(0, "must be 0 (off) to 600000 (milliseconds)")
    .max(600_000, "must be 0 (off) to 600000 (milliseconds)")
    .default(5000),
  CORS_ORIGINS: corsOrigins.optional(),
  TRIP_FEE_PERCENT: percent(10),
  GST_PERCENT: percent(18),
  HOST_COMMISSION_PERCENT: percent(20),
  PLATFORM_GSTIN: z
    .string()
    .regex(/^[0-9A-Z]{15}$/, "must be a GSTIN: 15 capital letters and digits")
    .optional(),
  PAYMENTS: z
    .enum(["offline", "razorpay"], { error: "must be offline or razorpay" })
    .default("offline"),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_API_URL: httpUrl("https://api.razorpay.com"),
  RAZORPAY_CHECKOUT_URL: httpUrl("https://checkout.razorpay.com/v1/checkout.js"),
  PAYMENT_WINDOW_MINUTES: z.coerce
    .number({ error: "must be a whole number of minutes from 1 to 120" })
    .int("must be a whole number of minutes from 1 to 120")
    .min(1, "must be a whole number of minutes from 1 to 120")
    .max(120, "must be a whole number of minutes from 1 to 120")
    .default(15),
  LICENCE_CHECKS: onOff.default(true),
});

/**
 * Razorpay's account and where to reach it (issue 28 item 1, decision 024): the API key pair
 * (Basic auth; the secret also signs Checkout's answer), the webhook secret (signs each webhook
 * body), the API's base URL (no trailing slash) and the checkout script's URL.
 */
export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
  checkoutUrl: string;
}

/** How renters pay: offline (at pickup, nothing moves through the app) or online via Razorpay. */
export type PaymentsConfig = { mode: "offline" } | ({ mode: "razorpay" } & RazorpayConfig);

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Absolute path of the data directory (embedded database, uploads, generated secret). */
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string;
  publicUrl: string;
  demoData: boolean;
  /** Pause between the mail worker's polls of the outbox (ms). */
  mailPollMs: number;
  /**
   * Pause between the job runner's polls of the jobs table (ms), and the period of recurring
   * jobs such as the request expiry sweep (decision 022).
   */
  jobsPollMs: number;
  /**
   * Requests per minute per client address on /api as a whole (public reads get five times
   * as many in their own count); 0 = no general limit (plugins/external/security.ts).
   */
  apiRateLimit: number;
  logLevel: string;
  /**
   * Log one line as each request arrives and one as it completes (Fastify's request logging):
   * REQUEST_LOG=on, or LOG_LEVEL debug or trace. Off by default: at info those two lines were
   * the largest single cost of a cheap read under load (docs/PERFORMANCE.md, API throughput).
   */
  requestLog: boolean;
  /**
   * Absolute path where uploaded and demo images are stored and served from (default
   * DATA_DIR/uploads). Several servers of one deployment share it (a volume; docs/DEPLOY.md).
   */
  uploadsDir: string;
  /**
   * Absolute path of private uploads (issue 29: driving licence photos; default
   * DATA_DIR/private). Never served as static files: only an operator endpoint reads them.
   * Must not lie inside `uploadsDir`. Shared by the servers of one deployment, like uploads.
   */
  privateUploadsDir: string;
  /**
   * LICENCE_CHECKS (issue 29 item 3): true (default) refuses a booking whose renter's driving
   * licence fails the shared licenceBookingRefusal; false lifts those booking rules only.
   */
  licenceChecks: boolean;
  /**
   * On SIGTERM, ms during which GET /api/health answers 503 ("draining") while every other
   * request is still served, before the server stops accepting connections: long enough for
   * a load balancer's health check to take it out of rotation (docs/DEPLOY.md). 0: none.
   */
  drainMs: number;
  /** After draining, the bound (ms) on finishing in-flight requests before exiting anyway. */
  shutdownTimeoutMs: number;
  /**
   * Redis for the rate-limit counters, so a limit holds across every server of a deployment
   * (plugins/external/security.ts); undefined: counted in this process's memory.
   */
  redisUrl: string | undefined;
  /**
   * Load balancers' addresses or CIDR ranges (Fastify's trustProxy): requests from them have
   * their client address taken from X-Forwarded-For, so rate limits count each client, not
   * the proxy. Undefined: X-Forwarded-For is ignored, so a client cannot forge its address.
   */
  trustProxy: string[] | undefined;
  /**
   * How long a public read's stored answer may be served (ms), as a safety net: any write
   * drops it sooner (plugins/app/public-read-cache.ts, decision 013). 0 = no cache.
   */
  publicCacheTtlMs: number;
  /**
   * Origins (e.g. https://app.example.com) whose pages may call the API, preflight included,
   * and show its images (plugins/external/cors.ts, security.ts). Empty: same origin only.
   */
  corsOrigins: string[];
  /**
   * The platform's rates every quote is made with (shared pricing/quote.ts QuoteRates, whole
   * percentages 0-100): TRIP_FEE_PERCENT, GST_PERCENT, HOST_COMMISSION_PERCENT. A booking
   * stores its quote, so a change applies to bookings made after it only.
   */
  rates: QuoteRates;
  /** The platform's GST number for receipts; undefined when not configured. */
  platformGstin: string | undefined;
  /**
   * PAYMENTS (issue 28): offline by default (the renter pays the owner at pickup; nothing in
   * the app moves money); razorpay with its keys and URLs, all present (checked at start).
   */
  payments: PaymentsConfig;
  /** How long a booking awaiting payment holds its dates, in minutes (1-120, default 15). */
  paymentWindowMinutes: number;
}

export class ConfigError extends Error {}

/** Reads and checks the environment. Throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ""),
  );
  const parsed = envSchema.safeParse(cleaned);
  const lines = parsed.success
    ? []
    : parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
  // Checked on the raw values, so a missing key is named alongside any other bad variable.
  const missing = RAZORPAY_KEYS.filter((name) => cleaned[name] === undefined);
  if (cleaned.PAYMENTS === "razorpay" && missing.length > 0)
    lines.push(`  PAYMENTS: razorpay needs ${listed(missing)} set`);
  if (!parsed.success || lines.length > 0)
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const uploadsDir = path.resolve(e.UPLOADS_DIR ?? path.join(dataDir, "uploads"));
  const privateUploadsDir = path.resolve(e.PRIVATE_UPLOADS_DIR ?? path.join(dataDir, "private"));
  if (`${privateUploadsDir}${path.sep}`.startsWith(`${uploadsDir}${path.sep}`))
    throw new ConfigError(
      "Invalid configuration:\n  PRIVATE_UPLOADS_DIR: must not be inside UPLOADS_DIR (its files would be public)",
    );
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    demoData: e.DEMO_DATA,
    mailPollMs: e.MAIL_POLL_MS,
    jobsPollMs: e.JOBS_POLL_MS,
    apiRateLimit: e.API_RATE_LIMIT,
    logLevel: e.LOG_LEVEL,
    requestLog: e.REQUEST_LOG || e.LOG_LEVEL === "debug" || e.LOG_LEVEL === "trace",
    uploadsDir,
    privateUploadsDir,
    licenceChecks: e.LICENCE_CHECKS,
    drainMs: e.DRAIN_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY?.split(",").map((a) => a.trim()),
    publicCacheTtlMs: e.PUBLIC_CACHE_TTL_MS,
    corsOrigins: e.CORS_ORIGINS ?? [],
    rates: {
      tripFeePercent: e.TRIP_FEE_PERCENT,
      gstPercent: e.GST_PERCENT,
      hostCommissionPercent: e.HOST_COMMISSION_PERCENT,
    },
    platformGstin: e.PLATFORM_GSTIN,
    payments:
      e.PAYMENTS === "razorpay"
        ? {
            mode: "razorpay",
            // Present: checked above.
            keyId: e.RAZORPAY_KEY_ID ?? "",
            keySecret: e.RAZORPAY_KEY_SECRET ?? "",
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? "",
            apiUrl: e.RAZORPAY_API_URL,
            checkoutUrl: e.RAZORPAY_CHECKOUT_URL,
          }
        : { mode: "offline" },
    paymentWindowMinutes: e.PAYMENT_WINDOW_MINUTES,
  };
}

/** 'A', 'A and B', 'A, B and C'. */
function listed(names: readonly string[]): string {
  return names.length <= 1
    ? names.join("")
    : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** A random secret made on first start and kept (mode 600) so sessions survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
