/**
 * `npm run operator -- grant|revoke <email>` (issue 29 item 1): sets and clears the flag of an
 * account on the embedded database of DATA_DIR, says what it did, exits 1 for an unknown
 * e-mail and 2 for a bad command.
 */
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.js";
import { users } from "../../db/schema.js";

const run = promisify(execFile);
// The embedded database of DATA_DIR, whatever the test run itself uses.
const { DATABASE_URL: _url, ...withoutDatabaseUrl } = process.env;
const serverDir = path.resolve(import.meta.dirname, "../../..");

async function operatorCli(dataDir: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      path.join(serverDir, "../../node_modules/.bin/tsx"),
      ["src/modules/operator/cli.ts", ...args],
      {
        cwd: serverDir,
        env: { ...withoutDatabaseUrl, DATA_DIR: dataDir, JWT_SECRET: "x".repeat(40) },
      },
    );
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

describe("npm run operator", () => {
  it("grants and revokes the flag, and refuses an unknown e-mail", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "gaadi-operator-cli-"));
    const open = () => openDatabase({ pgliteDir: path.join(dataDir, "pglite") });
    let database = await open();
    await database.migrate();
    await database.db
      .insert(users)
      .values({ name: "Ops Priya", email: "priya@example.test", passwordHash: "x" });
    await database.close();
    const flag = async () => {
      database = await open();
      const [row] = await database.db
        .select({ f: users.isOperator })
        .from(users)
        .where(eq(users.email, "priya@example.test"));
      await database.close();
      return row!.f;
    };

    const granted = await operatorCli(dataDir, "grant", "Priya@Example.test");
    expect(granted).toMatchObject({ code: 0 });
    expect(granted.out).toContain("priya@example.test (Ops Priya) is now an operator.");
    expect(await flag()).toBe(true);
    const revoked = await operatorCli(dataDir, "revoke", "priya@example.test");
    expect(revoked.out).toContain("is no longer an operator");
    expect(await flag()).toBe(false);
    const unknown = await operatorCli(dataDir, "grant", "nobody@example.test");
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain("No account with the e-mail nobody@example.test.");
    expect((await operatorCli(dataDir, "promote", "priya@example.test")).code).toBe(2);
  }, 120_000);
});
