/**
 * `npm run seed`: opens and migrates the configured database (DATABASE_URL, or PGlite under
 * DATA_DIR/pglite), loads the demo marketplace when the users table is empty (demo/load.ts),
 * prints what it did and exits. Running it again adds nothing.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/client.js";
import { loadDemoDataOnce } from "./load.js";

if (existsSync(".env")) process.loadEnvFile(".env");

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, "pglite"),
});
await database.migrate();
const app = await buildApp({ config, database, logger: false });
try {
  await app.ready();
  const result = await loadDemoDataOnce(app);
  console.log(
    result.loaded
      ? `Demo data loaded: ${result.users} accounts and ${result.cars} cars in ${result.ms} ms (${database.kind}).`
      : `Nothing to seed: the database already has accounts (${database.kind}).`,
  );
} finally {
  await app.close();
  await database.close();
}
