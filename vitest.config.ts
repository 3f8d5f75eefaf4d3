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
  },
});
