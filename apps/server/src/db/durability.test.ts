/**
 * The embedded database on disk is durable (db/client.ts DurableNodeFS, decision 016):
 * PostgreSQL runs with fsync on, a committed write is flushed to the disk by fsync before it is
 * acknowledged, and the data is there when the directory is opened again.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { embeddedSyncCount, openDatabase } from "./client.js";

const dir = mkdtempSync(path.join(tmpdir(), "gaadi-durable-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe("the embedded database on disk", () => {
  it("runs with fsync on and flushes each commit to the disk before acknowledging it", async () => {
    const database = await openDatabase({ pgliteDir: path.join(dir, "pglite") });
    try {
      expect(rowsOf(await database.db.execute(sql`show fsync`))[0]).toEqual({ fsync: "on" });
      await database.db.execute(sql`create table kept (n int)`);
      const before = embeddedSyncCount();
      await database.db.execute(sql`insert into kept values (1)`);
      expect(embeddedSyncCount()).toBeGreaterThan(before);
    } finally {
      await database.close();
    }
    const reopened = await openDatabase({ pgliteDir: path.join(dir, "pglite") });
    try {
      expect(rowsOf(await reopened.db.execute(sql`select n from kept`))).toEqual([{ n: 1 }]);
    } finally {
      await reopened.close();
    }
  }, 60_000);

  it("keeps PGlite's own default (fsync off) only when asked", async () => {
    const database = await openDatabase({ pgliteDir: path.join(dir, "fast"), durable: false });
    try {
      expect(rowsOf(await database.db.execute(sql`show fsync`))[0]).toEqual({ fsync: "off" });
    } finally {
      await database.close();
    }
  }, 60_000);
});
