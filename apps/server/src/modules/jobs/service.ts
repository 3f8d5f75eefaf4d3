/**
 * The job runner (issue 27, decision 022): background work kept in the database. Each serving
 * process runs one runner, which polls every JOBS_POLL_MS, claims a batch of due jobs with
 * FOR UPDATE SKIP LOCKED and a lease (the mail outbox's claim, db/leased-rows.ts), and runs
 * each by its kind's handler. Several servers may poll at once: the claim gives each job to
 * one of them, and the lease keeps it theirs while it runs (a server that dies mid-job frees it
 * after the lease).
 * - A one-off job (enqueueJob) is marked done after its handler succeeds; a failure is
 *   recorded and retried with exponential backoff, up to `maxAttempts`, then left with its
 *   last error (logged as "job given up").
 * - A recurring job (a handler with `everyMs`, such as the request expiry sweep) has one row,
 *   keyed by its kind, made at start; after each run, failed or not, it is due again
 *   `everyMs` later (a failure sooner: the backoff, capped at `everyMs`), so one server runs
 *   it each period, wherever it runs.
 * Handlers receive the app's clock (`now`), so tests that pin it pin the jobs too.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import { errorText, retryDelayMs } from "../../db/leased-rows.js";
import { createPoller, type Poller } from "../../lib/poller.js";
import { claimDueJobs, insertJob, type JobRow, settleJob } from "./repository.js";

/** What runs the jobs of one kind. */
export interface JobHandler {
  kind: string;
  /** Set for a recurring job: how long after each run it is due again (ms). */
  everyMs?: number;
  /**
   * Does the job's work against `db` at the instant `now` with its `payload`; a throw counts
   * as a failure (recorded, retried). Must be safe to run again after a crash mid-way (the
   * lease frees the job): each handler's writes are one transaction.
   */
  run(db: Db, payload: unknown, now: Date): Promise<void>;
}

export interface JobRunnerOptions {
  /** Pause between polls when nothing was due (ms). */
  pollMs: number;
  handlers: readonly JobHandler[];
  /** Jobs claimed at once. */
  batchSize?: number;
  /** How long a claim holds (ms): longer than any handler runs. */
  leaseMs?: number;
  /** First retry delay of a failed one-off job (ms), doubled per attempt up to `retryCapMs`. */
  retryBaseMs?: number;
  retryCapMs?: number;
  /** Attempts before a one-off job is given up (it stays, with its last error). */
  maxAttempts?: number;
}

export interface JobRunner extends Poller {
  /** Makes each recurring handler's row if missing (start() does it too); idempotent. */
  ensureRecurring(): Promise<void>;
}

/** Adds a one-off job of `kind`; with a `key`, only if no job of that key exists. */
export function enqueueJob(
  db: Db,
  job: { kind: string; key?: string; payload?: unknown; runAt?: Date },
): Promise<void> {
  return insertJob(db, job);
}

/** A runner over `db`, with the app's clock; not started until `start()`. */
export function createJobRunner(
  deps: { db: Db; log: FastifyBaseLogger; now: () => Date },
  options: JobRunnerOptions,
): JobRunner {
  const opts = {
    batchSize: 10,
    leaseMs: 5 * 60_000,
    retryBaseMs: 30_000,
    retryCapMs: 3_600_000,
    maxAttempts: 8,
    ...options,
  };
  const { db, log } = deps;
  const byKind = new Map(opts.handlers.map((h) => [h.kind, h]));
  let ensured: Promise<void> | undefined;

  function ensureRecurring(): Promise<void> {
    ensured ??= (async () => {
      for (const h of opts.handlers) {
        if (h.everyMs !== undefined) await insertJob(db, { kind: h.kind, key: h.kind });
      }
    })().catch((err) => {
      ensured = undefined;
      throw err;
    });
    return ensured;
  }

  async function runJob(job: JobRow): Promise<void> {
    const handler = byKind.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler.run(db, job.payload, deps.now());
      await settleJob(
        db,
        job.id,
        handler.everyMs === undefined
          ? { finished: true }
          : { finished: false, retryInMs: handler.everyMs, error: null, resetAttempts: true },
      );
    } catch (err) {
      const message = errorText(err);
      const every = handler?.everyMs;
      const delay = retryDelayMs(job.attempts, opts.retryBaseMs, every ?? opts.retryCapMs);
      // A recurring job is never given up: its attempts start afresh each period.
      await settleJob(db, job.id, {
        finished: false,
        retryInMs: every === undefined ? delay : Math.min(delay, every),
        error: message,
        resetAttempts: every !== undefined,
      });
      const givenUp = every === undefined && job.attempts >= opts.maxAttempts;
      log[givenUp ? "error" : "warn"](
        { jobId: job.id, kind: job.kind, attempts: job.attempts, err: message },
        givenUp ? "job given up" : "job failed, will retry",
      );
    }
  }

  const poller = createPoller({
    pollMs: opts.pollMs,
    batchSize: opts.batchSize,
    claim: async (limit) => {
      await ensureRecurring();
      return claimDueJobs(db, { limit, leaseMs: opts.leaseMs, maxAttempts: opts.maxAttempts });
    },
    handle: runJob,
    log,
    failMessage: "job runner poll failed",
  });
  return { ...poller, ensureRecurring };
}
