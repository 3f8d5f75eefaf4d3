/**
 * Entry point: reads the configuration, builds the app, loads the demo marketplace on first
 * start when DEMO_DATA is on, listens, and on SIGINT/SIGTERM drains and closes (lifecycle.ts:
 * health 503 for DRAIN_MS, then in-flight requests finish within SHUTDOWN_TIMEOUT_MS).
 */
import { existsSync } from "node:fs";
import closeWithGrace from "close-with-grace";
import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { loadDemoDataOnce } from "./demo/load.js";
import { drainAndClose } from "./lifecycle.js";

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

// Past drainMs + shutdownTimeoutMs the process exits even if requests are still running.
closeWithGrace({ delay: config.drainMs + config.shutdownTimeoutMs }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, "server closing after an error");
  else app.log.info({ signal }, "server closing");
  await drainAndClose(app, err ? 0 : config.drainMs);
});

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Gaadi is running at ${config.publicUrl} (database: ${app.database.kind}${config.databaseUrl ? "" : ` in ${config.dataDir}`})`,
);
