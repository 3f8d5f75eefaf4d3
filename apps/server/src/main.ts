/**
 * Entry point: reads the configuration, builds the app, loads the demo marketplace on first
 * start when DEMO_DATA is on, listens, and closes the database on SIGINT/SIGTERM.
 */
import { existsSync } from "node:fs";
import closeWithGrace from "close-with-grace";
import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { loadDemoDataOnce } from "./demo/load.js";

// A .env file in the working directory fills in variables the environment does not set.
if (existsSync(".env")) process.loadEnvFile(".env");
// This is the built, served app: React's server render (plugins/external/web-app.ts) loads its
// production build, several times faster than the development one, unless told otherwise.
process.env.NODE_ENV ??= "production";

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const app = await buildApp({ config });
if (config.demoData) await loadDemoDataOnce(app);

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, "server closing after an error");
  else app.log.info({ signal }, "server closing");
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Gaadi is running at ${config.publicUrl} (database: ${app.database.kind}${config.databaseUrl ? "" : ` in ${config.dataDir}`})`,
);
