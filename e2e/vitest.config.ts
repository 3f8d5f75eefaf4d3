import { defineConfig } from "vitest/config";

/**
 * Browser journeys: each file starts the built app (as `npm start` serves it, on the
 * embedded database) and drives Debian's Chromium. Files run one after another so two
 * Chromiums and servers never compete for the machine's two cores.
 */
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: "forks",
  },
});
