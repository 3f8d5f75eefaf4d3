import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** Unit and API tests. Browser journeys have their own config in e2e/. */
export default defineConfig({
  // The web's `@/` import alias (apps/web/vite.config.ts), for web unit tests.
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL("./apps/web/src/", import.meta.url)) },
    ],
  },
  test: {
    include: [
      "packages/*/src/**/*.test.ts",
      "apps/server/{src,test}/**/*.test.ts",
      "apps/web/src/**/*.test.ts",
      "test/**/*.test.ts",
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: one on CI's two. A file spends much
    // of its time waiting on PostgreSQL, timers and sockets, so one worker more than the cores
    // keeps both busy. On two cores (2026-11-28): the PostgreSQL pass 432 s with one worker,
    // 279 s with three; the PGlite pass 437 s with two, 399 s with three. Each file has a
    // database of its own, so files running together share no rows.
    maxWorkers: availableParallelism() + 1,
  },
});
