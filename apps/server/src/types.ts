/** Fastify decorations shared by every module. */
import type { UserRole } from "@gaadi/shared";
import type { preHandlerAsyncHookHandler } from "fastify";
import type { AppConfig } from "./config.js";
import type { Database, Db } from "./db/client.js";
import type { Mailer } from "./lib/mailer.js";
import type { Tokens } from "./lib/tokens.js";
import type { JobRunner } from "./modules/jobs/service.js";
import type { MailWorker } from "./modules/mail/service.js";
import type { RazorpayClient } from "./modules/payments/razorpay-client.js";

/** Route options that guard a route at onRequest; spread them: `{ schema, ...app.ownerOnly }`. */
export interface RouteGuard {
  readonly onRequest: preHandlerAsyncHookHandler[];
}

/** The signed-in user as loaded for each authenticated request. */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  /** Issue 29: may use /api/operator/*. */
  isOperator: boolean;
}

declare module "fastify" {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    mailer: Mailer;
    /** Sends queued mail; started when the app listens, stopped on close (decision 009). */
    mailWorker: MailWorker;
    /** Runs due jobs (request expiry); started when the app listens, stopped on close (decision 022). */
    jobRunner: JobRunner;
    tokens: Tokens;
    /** The Razorpay client with PAYMENTS=razorpay (issue 28); undefined when payments are offline. */
    razorpay: RazorpayClient | undefined;
    /** The current instant (BuildOptions.now; the real clock unless a test pins it). */
    now: () => Date;
    /** preHandler: 401 unless a valid Bearer session token names a live user. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler, after authenticate: 403 unless the user is an owner. */
    requireOwner: preHandlerAsyncHookHandler;
    /** preHandler, after authenticate: 403 unless the user is an operator (issue 29). */
    requireOperator: preHandlerAsyncHookHandler;
    /** The operator guard: 401 for a visitor, 403 for anyone else, at onRequest. */
    operatorOnly: RouteGuard;
    /** The signed-in guard: 401 at onRequest (authentication.ts). */
    signedIn: RouteGuard;
    /** The owner guard: 401 for a visitor, 403 for a renter, at onRequest (authentication.ts). */
    ownerOnly: RouteGuard;
  }
  interface FastifyRequest {
    user: AuthUser;
  }
}
