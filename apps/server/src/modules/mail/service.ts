/**
 * E-mail for the events that need someone to act (issue 10, build item 5; decision 009).
 *
 * Enqueue: `enqueueMailFor` runs inside the event's transaction (insertNotifications calls
 * it), so a mail row exists exactly when the event committed; it only inserts rows, in a
 * savepoint whose failure is logged and swallowed, and never talks to SMTP, so mail can
 * neither block nor fail the event.
 *
 * Send: a `MailWorker` in each server process polls the outbox, claims a small batch with
 * FOR UPDATE SKIP LOCKED and a lease (`locked_until`), sends through the app's mailer and
 * marks each row sent, or records the error and retries with exponential backoff up to a
 * maximum number of attempts. The claim is what makes several servers send each mail once;
 * a worker that dies between the SMTP hand-off and marking the row sent may cause one resend
 * after the lease (at-least-once at that single point). The claim, lease and backoff
 * (db/leased-rows.ts) and the polling loop (lib/poller.ts) are shared with the job runner.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import { errorText, retryDelayMs } from "../../db/leased-rows.js";
import type { Mailer } from "../../lib/mailer.js";
import { createPoller, type Poller } from "../../lib/poller.js";
import {
  claimDueMails,
  insertMails,
  markMailFailed,
  markMailSent,
  readMailFacts,
} from "./repository.js";
import { composeMail, isMailable, isMailedTo } from "./templates.js";

/** Process-wide mail settings (set by buildApp; insertNotifications passes only the tx). */
const settings: {
  linkBase: string;
  platformGstin: string | undefined;
  log: FastifyBaseLogger | undefined;
} = {
  linkBase: "http://localhost:3000",
  platformGstin: undefined,
  log: undefined,
};
/** Workers started in this process, woken shortly after a mail is queued. */
const running = new Set<Poller>();
/** Delay before that wake-up (ms): usually enough for the event's transaction to commit. */
const WAKE_DELAY_MS = 200;

/**
 * Sets the address mail links start with (PUBLIC_URL), the GST number receipts print
 * (PLATFORM_GSTIN, optional) and where enqueue failures are logged.
 */
export function configureMail(opts: {
  publicUrl: string;
  platformGstin?: string | undefined;
  log: FastifyBaseLogger;
}): void {
  settings.linkBase = opts.publicUrl.replace(/\/$/, "");
  settings.platformGstin = opts.platformGstin;
  settings.log = opts.log;
}

/**
 * Queues one mail for each notification in `inserted` whose type is mailed (booking_created,
 * booking_confirmed, booking_rejected, booking_expired to the renter only, car_unavailable,
 * refund_processed),
 * with its content composed now.
 * Call it with the event's transaction. It runs in a savepoint and never throws: a mail that
 * cannot be queued is logged and dropped, and the event and its notifications still commit.
 */
export async function enqueueMailFor(
  db: Db,
  inserted: ReadonlyArray<{ id: string; type: string }>,
): Promise<void> {
  const ids = inserted.filter((n) => isMailable(n.type)).map((n) => n.id);
  if (ids.length === 0) return;
  try {
    await db.transaction(async (savepoint) => {
      const facts = await readMailFacts(savepoint, ids);
      await insertMails(
        savepoint,
        facts
          .filter(isMailedTo)
          .map((row) => composeMail(row, settings.linkBase, settings.platformGstin)),
      );
    });
  } catch (err) {
    settings.log?.error({ err, notificationIds: ids }, "mail not queued");
    return;
  }
  for (const worker of running) worker.wake(WAKE_DELAY_MS);
}

export interface MailWorkerOptions {
  /** Pause between polls when the outbox has nothing due (ms). */
  pollMs: number;
  /** Rows claimed at once. */
  batchSize?: number;
  /** How long a claim holds (ms); longer than the send timeout. */
  leaseMs?: number;
  /** A send that has not finished after this long counts as failed (ms). */
  sendTimeoutMs?: number;
  /** First retry delay (ms), doubled per attempt up to `retryCapMs`. */
  retryBaseMs?: number;
  retryCapMs?: number;
  /** Attempts before a mail is given up (it stays in the table with its last error). */
  maxAttempts?: number;
}

/** Start, stop, run once and wake: the shared polling loop (lib/poller.ts). */
export type MailWorker = Poller;

/** A worker over `db` sending with `mailer`; not started until `start()`. */
export function createMailWorker(
  deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger },
  options: MailWorkerOptions,
): MailWorker {
  const opts = {
    batchSize: 10,
    leaseMs: 120_000,
    sendTimeoutMs: 60_000,
    retryBaseMs: 30_000,
    retryCapMs: 3_600_000,
    maxAttempts: 8,
    ...options,
  };
  const { db, mailer, log } = deps;

  async function sendOne(row: Awaited<ReturnType<typeof claimDueMails>>[number]): Promise<void> {
    let timeout: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        mailer.send({ to: row.recipient, subject: row.subject, text: row.text, html: row.html }),
        new Promise((_, reject) => {
          timeout = setTimeout(() => reject(new Error("send timed out")), opts.sendTimeoutMs);
        }),
      ]);
      await markMailSent(db, row.id);
    } catch (err) {
      const message = errorText(err);
      const delay = retryDelayMs(row.attempts, opts.retryBaseMs, opts.retryCapMs);
      await markMailFailed(db, row.id, message, delay);
      const givenUp = row.attempts >= opts.maxAttempts;
      log[givenUp ? "error" : "warn"](
        { mailId: row.id, attempts: row.attempts, err: message },
        givenUp ? "mail given up" : "mail send failed, will retry",
      );
    } finally {
      clearTimeout(timeout);
    }
  }

  const poller = createPoller({
    pollMs: opts.pollMs,
    batchSize: opts.batchSize,
    claim: (limit) =>
      claimDueMails(db, { limit, leaseMs: opts.leaseMs, maxAttempts: opts.maxAttempts }),
    handle: sendOne,
    log,
    failMessage: "mail outbox poll failed",
  });
  return {
    ...poller,
    start() {
      running.add(poller);
      poller.start();
    },
    async stop() {
      running.delete(poller);
      await poller.stop();
    },
  };
}
