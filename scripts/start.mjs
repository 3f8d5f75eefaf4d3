// `npm start`: builds when sources changed since the last build, then serves the built app
// (web and API on one port) with the demo marketplace on unless DEMO_DATA=off.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const inputs = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "apps/server/src",
  "apps/server/build.mjs",
  "packages/shared/src",
  "package-lock.json",
];
const stampFile = path.join(root, "apps/server/dist/.source-hash");

function walk(p, out) {
  const full = path.join(root, p);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) walk(path.join(p, name), out);
  } else out.push(p);
}

function sourceHash() {
  const files = [];
  for (const p of inputs) walk(p, files);
  const h = createHash("sha256");
  for (const f of files) h.update(f).update(readFileSync(path.join(root, f)));
  return h.digest("hex");
}

const hash = sourceHash();
const built =
  existsSync(path.join(root, "apps/web/dist/index.html")) &&
  existsSync(path.join(root, "apps/server/dist/main.js")) &&
  existsSync(stampFile) &&
  readFileSync(stampFile, "utf8") === hash;
if (!built) {
  console.log("Building Gaadi (sources changed since the last build)...");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, hash);
}

const child = spawn(process.execPath, ["apps/server/dist/main.js"], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
