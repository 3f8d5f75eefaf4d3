import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { constants as zlibConstants } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rolldown } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

// In development the API runs on API_PORT (scripts/dev.mjs) and Vite proxies to it.
const api = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

// Two builds (package.json): the browser's into dist/, and with `--ssr src/entry-server.tsx`
// the server render's module into dist-server/ (decision 015), which is not served as files:
// no compressed copies and no chunk groups there.
//
// React's API runs on Preact (decision 019): the code and its libraries import react, react-dom
// and their jsx runtimes, and get preact/compat (about 10 KB gzip in place of React's 60-odd).
// The JSX is compiled by Vite itself (tsconfig's react-jsx), with no React Fast Refresh: in
// development an edited module reloads the page.
const reactOnPreact = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/server$/, replacement: "preact/compat/server" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
  { find: /^react(?:-dom)?$/, replacement: "preact/compat" },
];

/**
 * Drops the bundler's note that a library's "use client" directive is not kept: a React Server
 * Components marker, meaningless here.
 */
const onwarn: Rolldown.WarningHandlerWithDefault = (warning, warn) => {
  if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
};

/**
 * react-router publishes two builds that differ in one flag, its development warnings
 * (ENABLE_DEV_WARNINGS), and its package exports only the development one; a production build
 * takes the other (issue 26: the warnings' checks run in every render and navigation).
 */
const routerInProduction = [
  {
    find: /^react-router$/,
    // Wherever npm put the package (hoisted or in this workspace), as Node resolves it.
    replacement: path.join(
      path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
      "dist/production/index.mjs",
    ),
  },
];

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment), at the top of
 * every chunk: V8 compiles all of a chunk's functions when it compiles the chunk (for a streamed
 * script, off the main thread as it arrives) instead of each one lazily, on the main thread, at
 * its first call. First given to the chunks a press opens (the date picker's first opening
 * compiled 32-37 ms inside the press at a 4x slowdown); then to all of them, the entry first:
 * lazy compilation was half of the tasks that start a public page after its first paint (module
 * evaluation 14-33 ms with 6-17 of compiling, the main hydration pass 25-37 ms with 13-22), the
 * longest tasks in Lighthouse's blocking time (issue 26, decision 036 and its amendment).
 */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [
    tailwindcss(),
    // Brotli (best quality) and gzip copies beside each text asset, index.html included, for
    // the server's preCompressed static serving: nothing is compressed per request. Source
    // maps are only fetched by developer tools and stay as they are.
    !isSsrBuild &&
      compression({
        algorithms: [
          defineAlgorithm("brotliCompress", {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
          }),
          defineAlgorithm("gzip", { level: 9 }),
        ],
        include: /\.(js|css|html|svg|json|txt|webmanifest)$/,
        threshold: 1024,
        skipIfLargerOrEqual: true,
      }),
  ],
  // `@/x` is apps/web/src/x (tsconfig.json paths; tsconfig.arch.json for dependency-cruiser).
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL("./src/", import.meta.url)) },
      ...reactOnPreact,
      ...(command === "build" ? routerInProduction : []),
    ],
  },
  // The server render takes the libraries that use React through Vite too: left to Node,
  // react-router, Radix or TanStack Query would import the real React, not the alias above. The
  // build bundles every library; Vite's development SSR loader (web-app.test.ts) only those, as
  // it cannot run CommonJS ones (react-router's `cookie`).
  ssr: {
    noExternal: isSsrBuild
      ? true
      : /react|radix|preact|lucide|floating-ui|^use-(callback-ref|sidecar)/,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { "/api": api, "/uploads": api },
  },
  build: isSsrBuild
    ? {
        outDir: "dist-server",
        emptyOutDir: true,
        sourcemap: true,
        copyPublicDir: false,
        rolldownOptions: { onwarn },
      }
    : {
        outDir: "dist",
        emptyOutDir: true,
        sourcemap: true,
        // Preact and the router change less often than the app: their own chunk stays cached between
        // releases. No catch-all vendor group: one would put every library (zod, react-day-picker,
        // Radix menus...) into the first load; other libraries go with the lazy chunks that use them
        // (docs/PERFORMANCE.md, "First-load JavaScript"; e2e/bundle-budget.e2e.ts keeps the budget).
        rolldownOptions: {
          onwarn,
          output: {
            postBanner: COMPILE_HINT,
            // Every chunk's file is named in the first load's preload map (__vite__mapDeps):
            // pages and other lazy entries keep their name (docs/PERFORMANCE.md reads it), the
            // chunks they share are named by their hash alone.
            chunkFileNames: (chunk) =>
              chunk.isDynamicEntry || chunk.name === "react"
                ? "assets/[name]-[hash].js"
                : "assets/[hash].js",
            codeSplitting: {
              // Small common chunks (an icon, a shared message table) are copied into the chunks
              // that read them, one state kept by Rolldown's registry: 127 files became 50, and
              // a route's lazy load adds a third of the modulepreload links, each 2-4 ms of a
              // slow phone's main thread (issue 26, decision 019 amendment of 2026-11-27).
              experimentalInlineCommonChunks: {
                maxSize: 16 * 1024,
                exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
              },
              groups: [
                {
                  name: "react",
                  test: /node_modules[\\/](preact|react-router)[\\/]/,
                },
                // recharts and what only it uses: loaded with the dashboard's chart, not on every page.
                {
                  name: "charts",
                  test: /node_modules[\\/](recharts|victory-vendor|d3-[a-z-]+|internmap|@reduxjs[\\/]toolkit|redux|redux-thunk|react-redux|reselect|immer|decimal\.js-light|es-toolkit|eventemitter3|tiny-invariant|use-sync-external-store)[\\/]/,
                },
              ],
            },
          },
        },
      },
}));
