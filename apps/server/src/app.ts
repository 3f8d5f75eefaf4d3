/**
 * Builds the Fastify app (tests build it too; main.ts only listens). Order as in
 * fastify/demo: external plugins (errors, CORS, security and rate limits, compression, HTTP
 * caching, OpenAPI), app plugins (database, mail, tokens, authentication, the public read
 * cache, Idempotency-Key, uploads storage), then the API routes and the web app.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import pino from "pino";
import type { AppConfig } from "./config.js";
import { type Database, openDatabase } from "./db/client.js";
import { createMailer } from "./lib/mailer.js";
import uploads from "./lib/storage/plugin.js";
import { createTokens } from "./lib/tokens.js";
import lifecycle from "./lifecycle.js";
import { expireRequestsJob } from "./modules/bookings/service.js";
import { claimsJob } from "./modules/claims/service.js";
import { messageMailJob } from "./modules/conversations/live/unread-mail.js";
import { createJobRunner } from "./modules/jobs/service.js";
import { configureMail, createMailWorker } from "./modules/mail/service.js";
import { createRazorpayClient } from "./modules/payments/razorpay-client.js";
import { paymentWindowJob, refundsJob } from "./modules/payments/service.js";
import { transfersJob } from "./modules/transfers/service.js";
import authentication from "./plugins/app/authentication.js";
import idempotency from "./plugins/app/idempotency.js";
import publicReadCache from "./plugins/app/public-read-cache.js";
import caching from "./plugins/external/caching.js";
import compression from "./plugins/external/compression.js";
import cors from "./plugins/external/cors.js";
import errors from "./plugins/external/errors.js";
import openapi from "./plugins/external/openapi.js";
import security, { type SecurityOptions } from "./plugins/external/security.js";
import webApp, { type WebAppOptions } from "./plugins/external/web-app.js";
import apiRoutes from "./routes.js";
import "./types.js";

export interface BuildOptions {
  config: AppConfig;
  /** An open, migrated database; when absent one is opened from config and migrated. */
  database?: Database;
  /**
   * Pino logger options, or false for none (tests). By default: config.logLevel, written to
   * stdout through pino's asynchronous destination (buffered, flushed off the request path).
   */
  logger?: boolean | object;
  /** Overrides config.apiRateLimit (bench/support.ts). */
  security?: SecurityOptions;
  /** The built web app's folder; by default apps/web/dist found from here (web-app.ts). */
  webRoot?: string;
  /** The web app's server render; by default the built one beside webRoot (web-app.ts). */
  render?: WebAppOptions["render"];
  /** The current instant, whence India's "today" (owner analytics); tests pin it. */
  now?: () => Date;
}

/**
 * Log paths never written in full (issue 28 item 5, decision 026): a PAN or bank account number
 * in a request body or a Razorpay request, should either ever be logged.
 */
export const LOG_REDACT = {
  paths: [
    "req.body.pan",
    "req.body.accountNumber",
    // A driving licence number sent as JSON (issue 29); multipart fields are never logged.
    "req.body.number",
    "*.kyc.pan",
    "*.settlements.account_number",
    "err.config.data",
  ],
  censor: "[redacted]",
};

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger:
      opts.logger === undefined
        ? {
            level: config.logLevel,
            stream: pino.destination({ dest: 1, sync: false }),
            redact: LOG_REDACT,
          }
        : typeof opts.logger === "object"
          ? { redact: LOG_REDACT, ...opts.logger }
          : opts.logger,
    // "incoming request" / "request completed" lines only when asked (config.requestLog).
    logController: new LogController({ disableRequestLogging: !config.requestLog }),
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // Rate limits key on the client address: X-Forwarded-For is believed only from the load
    // balancers named by TRUST_PROXY, so no one else can forge an address.
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    opts.database ??
    (await openDatabase({
      url: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, "pglite"),
    }));
  if (!opts.database) await database.migrate();

  app.decorate("config", config);
  app.decorate("now", opts.now ?? (() => new Date()));
  app.decorate("database", database);
  app.decorate("db", database.db);
  app.decorate("mailer", createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }, app.log));
  app.decorate("tokens", createTokens(config.jwtSecret));
  app.decorate(
    "razorpay",
    config.payments.mode === "razorpay" ? createRazorpayClient(config.payments) : undefined,
  );
  configureMail({
    publicUrl: config.publicUrl,
    platformGstin: config.platformGstin,
    log: app.log,
  });
  app.decorate(
    "mailWorker",
    createMailWorker(
      { db: database.db, mailer: app.mailer, log: app.log },
      { pollMs: config.mailPollMs },
    ),
  );
  app.decorate(
    "jobRunner",
    createJobRunner(
      { db: database.db, log: app.log, now: () => app.now() },
      {
        pollMs: config.jobsPollMs,
        handlers: [
          expireRequestsJob(config.jobsPollMs),
          claimsJob(config.jobsPollMs),
          messageMailJob(config.jobsPollMs),
          ...(config.payments.mode === "razorpay"
            ? [
                paymentWindowJob(app, config.jobsPollMs),
                refundsJob(app, config.jobsPollMs),
                transfersJob(app, config.jobsPollMs),
              ]
            : []),
        ],
      },
    ),
  );
  // Mail is sent and jobs run by serving processes only; an app that never listens (tests)
  // does neither unless it starts the worker or runner itself.
  app.addHook("onListen", async () => {
    app.mailWorker.start();
    app.jobRunner.start();
  });
  app.addHook("onClose", async () => {
    await app.jobRunner.stop();
    await app.mailWorker.stop();
    app.mailer.close();
    if (!opts.database) await database.close();
  });

  await app.register(lifecycle);
  await app.register(errors);
  // Before security: a listed origin's preflight is answered ahead of the rate limit.
  await app.register(cors);
  await app.register(security, opts.security ?? {});
  await app.register(compression);
  await app.register(caching);
  await app.register(openapi);
  await app.register(authentication);
  // After security (its rate limit runs before a hit) and caching (a miss is stored with its ETag).
  await app.register(publicReadCache);
  // Before the routes: its onRoute hook gives every write route the Idempotency-Key gate.
  await app.register(idempotency);
  await app.register(uploads);
  await app.register(apiRoutes, { prefix: "/api" });
  await app.register(webApp, { root: opts.webRoot, render: opts.render });
  return app;
}
