/**
 * The import rules of .dependency-cruiser.cjs (docs/ARCHITECTURE.md, "Import rules") fire:
 * a throwaway tree holding one breach of each rule is cruised with the real configuration,
 * and every rule must report its breach (and nothing else may be reported). `npm run
 * lint:arch` applies the same configuration to the real tree inside `npm test`.
 */
import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const run = promisify(execFile);

/** Files of the throwaway tree: path -> source. */
const fixture: Record<string, string> = {
  "apps/server/src/db/schema.ts": "export const users = 1;\n",
  "apps/server/src/modules/users/repository.ts":
    'import { users } from "../../db/schema.js";\nexport const allowed = users;\n',
  "apps/server/src/modules/users/service.ts":
    'import { users } from "../../db/schema.js";\nexport const breach = users;\n',
  "apps/server/src/modules/users/routes.ts":
    'import { sql } from "drizzle-orm";\nexport const breach = sql;\n',
  "apps/server/src/modules/users/users.test.ts":
    'import { users } from "../../db/schema.js";\nexport const allowedInTests = users;\n',
  "apps/server/src/web-breach.ts":
    'import { page } from "../../web/src/features/cars/page.js";\nexport const breach = page;\n',
  "apps/web/src/features/cars/page.ts":
    'import { login } from "../auth/login.js";\nimport { own } from "./own.js";\nexport const page = [login, own];\n',
  "apps/web/src/features/cars/own.ts": "export const own = 1;\n",
  "apps/web/src/features/auth/login.ts": "export const login = 1;\n",
  "apps/web/src/components/navbar.ts":
    'import { login } from "../features/auth/login.js";\nexport const navbar = login;\n',
  "apps/web/src/lib/client.ts":
    'import { login } from "@/features/auth/login.js";\nexport const client = login;\n',
  "apps/web/src/server-breach.ts":
    'import { breach } from "../../server/src/modules/users/service.js";\nexport const b = breach;\n',
  "packages/shared/src/index.ts":
    'import { own } from "../../../apps/web/src/features/cars/own.js";\nexport const s = own;\n',
};

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "gaadi-arch-"));
  for (const [file, source] of Object.entries(fixture)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  for (const file of [".dependency-cruiser.cjs", "tsconfig.base.json", "tsconfig.arch.json"]) {
    copyFileSync(path.join(root, file), path.join(dir, file));
  }
  // tsconfig.arch.json names one file of the web app; the fixture provides it.
  mkdirSync(path.join(dir, "apps/web/src"), { recursive: true });
  writeFileSync(path.join(dir, "apps/web/src/main.tsx"), "export {};\n");
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the real configuration over the fixture; returns "rule: from -> to" lines. */
async function violations(): Promise<string[]> {
  const bin = path.join(root, "node_modules/.bin/depcruise");
  const args = ["apps", "packages", "--config", ".dependency-cruiser.cjs", "--output-type", "json"];
  const result = await run(bin, args, { cwd: dir, maxBuffer: 16 * 1024 * 1024 }).catch(
    (err: { stdout: string }) => ({ stdout: err.stdout }),
  );
  const report = JSON.parse(result.stdout) as {
    summary: { violations: { rule: { name: string }; from: string; to: string }[] };
  };
  return report.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
}

describe("import rules", () => {
  it("report each breach of the fixture, and only those", async () => {
    const found = await violations();
    const expected = [
      /^drizzle-only-in-repositories: apps\/server\/src\/modules\/users\/service\.ts -> apps\/server\/src\/db\/schema\.ts$/,
      /^drizzle-only-in-repositories: apps\/server\/src\/modules\/users\/routes\.ts -> .*node_modules\/drizzle-orm\//,
      /^no-server-to-web: apps\/server\/src\/web-breach\.ts -> apps\/web\//,
      /^no-feature-to-feature: apps\/web\/src\/features\/cars\/page\.ts -> apps\/web\/src\/features\/auth\/login\.ts$/,
      /^no-shared-layer-to-feature: apps\/web\/src\/components\/navbar\.ts -> /,
      /^no-shared-layer-to-feature: apps\/web\/src\/lib\/client\.ts -> apps\/web\/src\/features\/auth\/login\.ts$/,
      /^no-web-to-server: apps\/web\/src\/server-breach\.ts -> apps\/server\//,
      /^shared-stands-alone: packages\/shared\/src\/index\.ts -> apps\//,
    ];
    for (const pattern of expected) {
      expect(
        found.some((line) => pattern.test(line)),
        `${pattern} in\n${found.join("\n")}`,
      ).toBe(true);
    }
    expect(found).toHaveLength(expected.length);
  });
});
