/**
 * Import rules of the codebase (docs/ARCHITECTURE.md, "Import rules"), checked by
 * `npm run lint:arch` inside `npm test`. Each rule names the layering it protects.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "drizzle-only-in-repositories",
      comment:
        "Server modules are routes.ts -> service.ts -> repository.ts: only repository.ts files, " +
        "db/ and tests may touch the Drizzle schema or drizzle-orm.",
      severity: "error",
      from: {
        path: "^apps/server/src/",
        pathNot: ["^apps/server/src/db/", "/repository\\.ts$", "\\.test\\.ts$"],
      },
      to: { path: ["^apps/server/src/db/schema\\.ts$", "node_modules/drizzle-orm/"] },
    },
    {
      name: "fake-razorpay-out-of-the-app",
      comment:
        "The fake Razorpay (issue 28, decision 024) is for tests and the sandbox: no code the " +
        "server runs imports it, so it is never bundled into apps/server/dist.",
      severity: "error",
      from: {
        path: "^apps/server/src/",
        pathNot: ["^apps/server/src/modules/payments/fake-razorpay/", "\\.test\\.ts$"],
      },
      to: { path: "^apps/server/src/modules/payments/fake-razorpay/" },
    },
    {
      name: "no-feature-to-feature",
      comment:
        "A web feature never imports another feature; shared code lives in components/ or lib/.",
      severity: "error",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: { path: "^apps/web/src/features/", pathNot: "^apps/web/src/features/$1/" },
    },
    {
      name: "no-shared-layer-to-feature",
      comment: "components/ and lib/ are below features: they never import one.",
      severity: "error",
      from: { path: "^apps/web/src/(components|lib)/" },
      to: { path: "^apps/web/src/features/" },
    },
    {
      name: "no-server-to-web",
      severity: "error",
      from: { path: "^apps/server/" },
      to: { path: "^apps/web/" },
    },
    {
      name: "no-web-to-server",
      severity: "error",
      from: { path: "^apps/web/" },
      to: { path: "^apps/server/" },
    },
    {
      name: "shared-stands-alone",
      comment: "packages/shared is imported by both apps and imports neither.",
      severity: "error",
      from: { path: "^packages/shared/" },
      to: { path: "^apps/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["/dist/", "^(apps|packages)/[^/]+/node_modules/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.arch.json" },
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};
