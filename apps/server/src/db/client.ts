/**
 * Opens the database: real PostgreSQL through `pg` when a URL is given, otherwise embedded
 * PGlite (PostgreSQL compiled to WebAssembly) with btree_gist and pg_trgm, on disk under
 * `pgliteDir` or in memory when that is undefined. Both give the same Drizzle API (decision 002).
 */
import { existsSync, fsyncSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { NodeFS } from "@electric-sql/pglite/nodefs";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type ListenHandlers, listenPglite, listenPostgres, type StopListening } from "./listen.js";
import * as schema from "./schema.js";

export type Schema = typeof schema;
/** The Drizzle handle every repository takes; a transaction satisfies it too. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "postgres" | "pglite";
  /** One round trip (`select 1`); rejects when the database does not answer. */
  ping(): Promise<void>;
  /**
   * Applies pending migrations from the drizzle/ folder, holding the "migrations" lock
   * (withLock), so servers starting together on one database migrate it exactly once.
   */
  migrate(): Promise<void>;
  /**
   * Runs `fn` while holding a database-wide lock named `name` (issue 14: several servers on
   * one PostgreSQL): a session-level advisory lock on a connection of its own, taken before
   * `fn` starts and released after it settles, whatever `fn` does with the pool meanwhile.
   * Another server asking for the same name waits. PGlite has one connection in one
   * process, so there the lock only orders callers of this process. Errors of `fn` propagate.
   */
  withLock<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /**
   * LISTENs on a notification channel (db/listen.ts): on PostgreSQL through a dedicated
   * connection that reconnects, on PGlite through its own listen(). Resolves once the first
   * attempt is over; the returned function stops listening.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<StopListening>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  url?: string | undefined;
  /** PGlite data directory; undefined means in memory (tests). Ignored when url is set. */
  pgliteDir?: string | undefined;
  /**
   * PGlite on disk only: PostgreSQL's fsync on, reaching the disk through DurableNodeFS, so
   * an acknowledged write survives a power cut (decision 016). Default true; false is PGlite's
   * own default (fsync off), kept for the durability bench's "before".
   */
  durable?: boolean;
  /**
   * In-memory PGlite only: starts from this data directory (a `dumpDataDir` tarball) instead of
   * running initdb, about 1 s instead of 3-4 s (test/helpers.ts's migrated template).
   */
  loadDataDir?: Blob | undefined;
}

let syncs = 0;
/** How many fsync calls the embedded database has made to the disk in this process. */
export const embeddedSyncCount = () => syncs;

/**
 * PGlite's Node filesystem with fsync that reaches the disk. PGlite mounts emscripten's NODEFS,
 * whose file streams have no fsync: PostgreSQL's fsync calls ended in the WebAssembly
 * runtime and nothing was flushed, whatever the fsync setting. This adds it (fs.fsyncSync on
 * the file's real descriptor) before PostgreSQL starts.
 */
class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS["init"]>) {
    const result = await super.init(...args);
    const { emscriptenOpts } = result;
    const preRun = [emscriptenOpts.preRun ?? []].flat();
    emscriptenOpts.preRun = [
      ...preRun,
      (mod: { NODEFS: { stream_ops: Record<string, unknown> } }) => {
        mod.NODEFS.stream_ops.fsync = (stream: { nfd: number }) => {
          fsyncSync(stream.nfd);
          syncs++;
          return 0;
        };
      },
    ] as typeof emscriptenOpts.preRun;
    return result;
  }
}

/**
 * PostgreSQL's start parameters for a durable PGlite: its defaults without -F (fsync off), and
 * WAL flushed with fsync, the call DurableNodeFS carries to the disk (emscripten answers
 * fdatasync without doing anything).
 */
const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((p) => p !== "-F"),
  "-c",
  "wal_sync_method=fsync",
];

/** A round trip through `db`, for health checks. */
async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const migrationsFolder = findMigrationsFolder();
  if (opts.url) {
    const url = opts.url;
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // `date` columns stay 'YYYY-MM-DD' strings; never turned into local-time Dates.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const withLock = <T>(name: string, fn: () => Promise<T>) => withAdvisoryLock(pool, name, fn);
    return {
      db,
      kind: "postgres",
      ping: () => ping(db),
      migrate: () => withLock("migrations", () => migratePg(db as never, { migrationsFolder })),
      withLock,
      listen: (channel, handlers) => listenPostgres(url, channel, handlers),
      close: () => pool.end(),
    };
  }
  const durable = opts.pgliteDir !== undefined && opts.durable !== false;
  const client = await PGlite.create({
    ...(opts.pgliteDir && !durable ? { dataDir: opts.pgliteDir } : {}),
    ...(opts.pgliteDir && durable
      ? { fs: new DurableNodeFS(opts.pgliteDir), startParams: DURABLE_START_PARAMS }
      : {}),
    ...(!opts.pgliteDir && opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    extensions: { btree_gist, pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const withLock = inProcessLocks();
  return {
    db,
    kind: "pglite",
    ping: () => ping(db),
    migrate: () => withLock("migrations", () => migratePglite(db as never, { migrationsFolder })),
    withLock,
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    close: () => client.close(),
  };
}

/**
 * `fn` under PostgreSQL's session advisory lock of hashtext('gaadi:' + name), held on a pool
 * connection kept aside for it (a transaction-scoped lock would not span `fn`'s own
 * transactions). The connection is released after unlocking; if unlocking fails the
 * connection is destroyed, which releases the lock too.
 */
async function withAdvisoryLock<T>(pool: pg.Pool, name: string, fn: () => Promise<T>): Promise<T> {
  const key = `gaadi:${name}`;
  const client = await pool.connect();
  let failed: Error | undefined;
  const remember = (err: Error) => {
    failed = err;
    throw err;
  };
  try {
    await client.query("select pg_advisory_lock(hashtext($1))", [key]).catch(remember);
    try {
      return await fn();
    } finally {
      await client.query("select pg_advisory_unlock(hashtext($1))", [key]).catch((err) => {
        failed = err as Error;
      });
    }
  } finally {
    client.release(failed);
  }
}

/** Named locks within this process: each name's callers run one after another. */
function inProcessLocks() {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    const previous = tails.get(name) ?? Promise.resolve();
    const run = previous.then(fn, fn);
    const tail = run.catch(() => {});
    tails.set(name, tail);
    void tail.then(() => {
      if (tails.get(name) === tail) tails.delete(name);
    });
    return run;
  };
}

/** drizzle/ sits beside src/ and dist/; walk up from this module until it is found. */
function findMigrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, "drizzle");
    if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error("Migrations folder drizzle/ not found");
}
