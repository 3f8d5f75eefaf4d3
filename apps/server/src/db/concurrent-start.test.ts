/**
 * Servers starting together on one empty database (issue 14, "Safe concurrent starts"):
 * migrations and the demo load run under the database's named locks (Database.withLock), so
 * three starts at the same moment migrate once and load the demo marketplace once. With
 * DATABASE_URL set, three separate connection pools on one fresh PostgreSQL database (as three
 * servers would have); without it, three callers on one embedded database in this process.
 */
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createEmptyPostgresDatabase, testConfig } from "../../test/helpers.js";
import { buildApp } from "../app.js";
import { DEMO_ACCOUNTS, DEMO_CARS } from "../demo/cars-data.js";
import { loadDemoDataOnce } from "../demo/load.js";
import { type Database, openDatabase } from "./client.js";

const serverUrl = process.env.DATABASE_URL;
const journal = JSON.parse(
  readFileSync(new URL("../../drizzle/meta/_journal.json", import.meta.url), "utf8"),
) as { entries: unknown[] };

let handles: Database[] = [];
let drop = async () => {};

beforeAll(async () => {
  if (serverUrl) {
    const empty = await createEmptyPostgresDatabase(serverUrl);
    drop = empty.drop;
    handles = await Promise.all([1, 2, 3].map(() => openDatabase({ url: empty.url })));
  } else {
    const one = await openDatabase({});
    handles = [one, one, one];
  }
});

afterAll(async () => {
  for (const handle of new Set(handles)) await handle.close();
  await drop();
});

describe("three servers starting at once on an empty database", () => {
  it("apply every migration exactly once", async () => {
    await Promise.all(handles.map((h) => h.migrate()));
    const rows = await handles[0]!.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const applied = (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
    expect(applied).toBe(journal.entries.length);
  });

  it("load the demo marketplace exactly once", async () => {
    const apps = await Promise.all(
      handles.map((database) =>
        buildApp({ config: testConfig({ demoData: true }), database, logger: false }),
      ),
    );
    const quiet = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    try {
      const results = await Promise.all(apps.map((app) => loadDemoDataOnce(app)));
      expect(results.filter((r) => r.loaded)).toHaveLength(1);
      expect(results.find((r) => r.loaded)?.cars).toBe(DEMO_CARS.length);
    } finally {
      quiet.mockRestore();
      await Promise.all(apps.map((app) => app.close()));
    }
    const counts = await handles[1]!.db.execute(
      sql`select (select count(*) from users)::int as users, (select count(*) from cars)::int as cars`,
    );
    expect((counts as unknown as { rows: unknown[] }).rows[0]).toEqual({
      users: DEMO_ACCOUNTS.length,
      cars: DEMO_CARS.length,
    });
  }, 120_000);
});
