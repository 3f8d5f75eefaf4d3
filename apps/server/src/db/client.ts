/**
 * Opens the database: real PostgreSQL through `pg` when a URL is given, otherwise embedded
 * PGlite (PostgreSQL compiled to WebAssembly) with btree_gist and pg_trgm, on disk under
 * `pgliteDir` or in memory when that is undefined. Both give the same Drizzle API (decision 002).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
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
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "postgres" | "pglite";
  /** One round trip (`select 1`); rejects when the database does not answer. */
  ping(): Promise<void>;
  /** Applies pending migrations from the drizzle/ folder. */
  migrate(): Promise<void>;
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
}

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
    return {
      db,
      kind: "postgres",
      ping: () => ping(db),
      migrate: () => migratePg(db as never, { migrationsFolder }),
      listen: (channel, handlers) => listenPostgres(url, channel, handlers),
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create({
    ...(opts.pgliteDir ? { dataDir: opts.pgliteDir } : {}),
    extensions: { btree_gist, pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    ping: () => ping(db),
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    close: () => client.close(),
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
