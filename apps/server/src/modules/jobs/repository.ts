/**
 * SQL of the job runner (decision 022): jobs are rows of `jobs`, claimed with FOR UPDATE SKIP
 * LOCKED and a lease by the claim the mail outbox uses too (db/leased-rows.ts), so of several
 * servers polling, one runs each job at a time.
 */
import type { Db } from "../../db/client.js";
import {
  type ClaimOptions,
  claimDue,
  type LeasedTable,
  type Settlement,
  settleClaim,
} from "../../db/leased-rows.js";
import { type JobRow, jobs } from "../../db/schema.js";

export type { ClaimOptions, JobRow, Settlement };

/** The jobs table as a leased queue: due at run_at, finished at done_at. */
const JOBS: LeasedTable<typeof jobs> = {
  table: jobs,
  columns: {
    id: "id",
    attempts: "attempts",
    dueAt: "runAt",
    lockedUntil: "lockedUntil",
    finishedAt: "doneAt",
    lastError: "lastError",
  },
};

/**
 * Adds a job of `kind` due at `runAt` (now when absent) with `payload`. With a `key`, a job
 * of that key that already exists (finished or not) wins and nothing is added.
 */
export async function insertJob(
  db: Db,
  job: { kind: string; key?: string; payload?: unknown; runAt?: Date },
): Promise<void> {
  await db
    .insert(jobs)
    .values({ kind: job.kind, key: job.key ?? null, payload: job.payload ?? {}, runAt: job.runAt })
    .onConflictDoNothing({ target: jobs.key });
}

/** Claims up to `limit` due jobs no live lease holds, earliest first, counting the attempt. */
export function claimDueJobs(db: Db, opts: ClaimOptions): Promise<JobRow[]> {
  return claimDue(db, JOBS, opts);
}

/** Releases the claim on job `id`: finished, or due again later (db/leased-rows.ts). */
export function settleJob(db: Db, id: string, outcome: Settlement): Promise<void> {
  return settleClaim(db, JOBS, id, outcome);
}
