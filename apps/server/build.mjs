// Bundles the server into dist/main.js. @gaadi/shared (TypeScript source) is bundled in;
// every other package stays an import resolved from node_modules at run time.
import { build } from "esbuild";

await build({
  entryPoints: ["src/main.ts"],
  outfile: "dist/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [
    {
      name: "externals-except-workspace",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@gaadi/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
console.log("server built: apps/server/dist/main.js");
