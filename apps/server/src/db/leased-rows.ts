/**
 * Work queues in a table, claimed with FOR UPDATE SKIP LOCKED and a lease (decisions 009 and
 * 022): the one claim, settle and backoff that the mail outbox (mail_outbox) and the job
 * runner (jobs) share. A queue table has an id, a count of attempts, the instant a row is
 * due, a lease (`locked_until`: claimed until then; null or past = free), the instant it was
 * finished (null while it still has work) and its last error. Only SQL that both PostgreSQL
 * and PGlite run identically; each call is one statement, so a claim commits on its own.
 */
import { and, getTableColumns, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.js";

/** A queue table and which of its columns play each part (property names of the table). */
export interface LeasedTable<T extends PgTable> {
  table: T;
  columns: {
    id: keyof T["$inferSelect"] & string;
    attempts: keyof T["$inferSelect"] & string;
    dueAt: keyof T["$inferSelect"] & string;
    lockedUntil: keyof T["$inferSelect"] & string;
    finishedAt: keyof T["$inferSelect"] & string;
    lastError: keyof T["$inferSelect"] & string;
  };
}

export interface ClaimOptions {
  limit: number;
  /** How long the claim holds (ms); a worker that dies mid-work frees its rows after this. */
  leaseMs: number;
  /** Rows that already had this many attempts are left alone (given up). */
  maxAttempts: number;
}

/** What became of a claimed row. */
export type Settlement =
  /** Finished: stamped now, never claimed again. */
  | { finished: true }
  /**
   * Due again in `retryInMs` ms with `error` recorded (null clears it): a failure's retry, or
   * a recurring job's next run (`resetAttempts`, so its failures are counted afresh).
   */
  | { finished: false; retryInMs: number; error: string | null; resetAttempts?: boolean };

const msFromNow = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

function columnsOf<T extends PgTable>(
  q: LeasedTable<T>,
): Record<keyof LeasedTable<T>["columns"], PgColumn> {
  const all = getTableColumns(q.table) as Record<string, PgColumn>;
  const c = q.columns;
  return {
    id: all[c.id]!,
    attempts: all[c.attempts]!,
    dueAt: all[c.dueAt]!,
    lockedUntil: all[c.lockedUntil]!,
    finishedAt: all[c.finishedAt]!,
    lastError: all[c.lastError]!,
  };
}

/**
 * Claims up to `limit` unfinished rows that are due and not held by a live lease, the
 * earliest due first: locks them with SKIP LOCKED (rows another worker is claiming are passed
 * over, not waited on), sets the lease to now + `leaseMs` and counts the attempt. Answers the
 * claimed rows as they are after the claim.
 */
export async function claimDue<T extends PgTable>(
  db: Db,
  q: LeasedTable<T>,
  opts: ClaimOptions,
): Promise<T["$inferSelect"][]> {
  const c = columnsOf(q);
  const due = db
    .select({ id: c.id })
    .from(q.table as PgTable)
    .where(
      and(
        isNull(c.finishedAt),
        lt(c.attempts, opts.maxAttempts),
        lte(c.dueAt, sql`now()`),
        or(isNull(c.lockedUntil), lt(c.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(c.dueAt)
    .limit(opts.limit)
    .for("update", { skipLocked: true });
  // The set's keys are the table's own property names (LeasedTable), which Drizzle's
  // generic typing cannot follow through `T`.
  const set = {
    [q.columns.lockedUntil]: msFromNow(opts.leaseMs),
    [q.columns.attempts]: sql`${c.attempts} + 1`,
  };
  return db
    .update(q.table as PgTable)
    .set(set as never)
    .where(inArray(c.id, due))
    .returning() as Promise<T["$inferSelect"][]>;
}

/** Releases the claim on row `id` as `outcome` says. */
export async function settleClaim<T extends PgTable>(
  db: Db,
  q: LeasedTable<T>,
  id: string,
  outcome: Settlement,
): Promise<void> {
  const c = columnsOf(q);
  const k = q.columns;
  const set: Record<string, unknown> = { [k.lockedUntil]: null };
  if (outcome.finished) {
    set[k.finishedAt] = sql`now()`;
    set[k.lastError] = null;
  } else {
    set[k.dueAt] = msFromNow(outcome.retryInMs);
    set[k.lastError] = outcome.error;
    if (outcome.resetAttempts) set[k.attempts] = 0;
  }
  await db
    .update(q.table as PgTable)
    .set(set as never)
    .where(sql`${c.id} = ${id}`);
}

/** Delay before attempt `attempts + 1` (ms): base x 2^(attempts-1), capped. */
export function retryDelayMs(attempts: number, baseMs: number, capMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), capMs);
}

/** A failure as `last_error` keeps it: the message, at most 1000 characters. */
export function errorText(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 1000);
}
