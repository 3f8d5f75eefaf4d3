/**
 * The migrations' fingerprint, for the test templates made once per set of migrations
 * (decision 034: helpers.ts's migrated PGlite, e2e/harness.ts's started data directory).
 */
import type { Hash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const MIGRATIONS = fileURLToPath(new URL("../drizzle/", import.meta.url));

/** Feeds every file of apps/server/drizzle (its path and its bytes, in path order) to `hash`. */
export function hashMigrations(hash: Hash): Hash {
  for (const file of readdirSync(MIGRATIONS, { recursive: true, encoding: "utf8" }).sort()) {
    const full = path.join(MIGRATIONS, file);
    if (statSync(full).isFile()) hash.update(file).update(readFileSync(full));
  }
  return hash;
}
