/** `npm run db:migrate`: applies pending migrations to the configured database, then exits. */
import path from "node:path";
import { loadConfig } from "../config.js";
import { openDatabase } from "./client.js";

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, "pglite"),
});
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
