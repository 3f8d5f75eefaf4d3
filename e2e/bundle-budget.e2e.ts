/**
 * The first-load JavaScript budget (issues 13 and 26, docs/PERFORMANCE.md): index.html's module
 * script, its modulepreload links and everything they statically import, gzipped, stay within
 * 90 KB (130 KB on React before decision 019); the owner area, the dialogs, the date picker, the
 * charts and the static pages stay out of it; and zod stays out of the public listing's and
 * car page's chunks (they check with the shared plain parsers, issue 26). Every chunk, the
 * entry's included, starts with V8's compile hint (vite.config.ts `COMPILE_HINT`, decision 036
 * and its amendment).
 * Reads the BUILT app (apps/web/dist): `npm test` builds before the e2e suite runs.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  FIRST_LOAD_BUDGET_BYTES,
  firstLoad,
  gzipTotal,
  routeBundles,
  WEB_DIST,
} from "../bench/bundle.js";

describe("first-load JavaScript", () => {
  const first = firstLoad();

  it("stays within 90 KB gzipped", () => {
    expect(first.length).toBeGreaterThan(0);
    const total = gzipTotal(first);
    const list = first.map((c) => `${c.url} ${(c.gzip / 1024).toFixed(1)} KB`).join("\n");
    expect(total, `first load ${(total / 1024).toFixed(1)} KB gzip:\n${list}`).toBeLessThanOrEqual(
      FIRST_LOAD_BUDGET_BYTES,
    );
  });

  it("loads the owner area, dialogs, date picker, charts and static pages on demand", () => {
    const code = first.map((c) => readFileSync(path.join(WEB_DIST, c.url), "utf8")).join("\n");
    // Texts only these modules hold (a minifier keeps string literals).
    expect(code).not.toContain("rdp-"); // react-day-picker's class names
    expect(code).not.toContain("recharts");
    expect(code).not.toContain("Create your account"); // the auth dialog
    expect(code).not.toContain("ZodError"); // zod
    // Issue 31: the live message stream (lib/live-stream.ts) loads for signed-in screens only.
    expect(code).not.toContain("/api/messages/stream");
    const lazy = new Set(routeBundles().map((r) => r.route));
    for (const name of [
      "auth-dialog",
      "owner-layout",
      "dashboard",
      "earnings-chart",
      "car-details",
      "about-us",
      "terms-of-service",
    ]) {
      expect(lazy, name).toContain(name);
    }
  });

  it("keeps zod out of the /cars and /car-details pages (issue 26)", () => {
    const routes = routeBundles();
    for (const name of ["cars", "car-details"]) {
      const route = routes.find((r) => r.route === name);
      expect(route, name).toBeDefined();
      const code = (route?.chunks ?? [])
        .map((c) => readFileSync(path.join(WEB_DIST, c.url), "utf8"))
        .join("\n");
      expect(code, name).not.toContain("ZodError");
    }
  });
});

describe("V8's compile hint (decision 036)", () => {
  const HINT = "//# allFunctionsCalledOnLoad";
  /** The hint before the chunk's code: its first line, or its second after Vite's preload map. */
  const hinted = (code: string) => {
    const [first, second] = code.split("\n", 2);
    return first === HINT || (first!.startsWith("const __vite__mapDeps=") && second === HINT);
  };
  const chunks = readdirSync(path.join(WEB_DIST, "assets"))
    .filter((f) => f.endsWith(".js"))
    .map((f) => ({
      url: `/assets/${f}`,
      code: readFileSync(path.join(WEB_DIST, "assets", f), "utf8"),
    }));

  it("starts every chunk, the first load's and the date picker's included", () => {
    const first = firstLoad().map((c) => c.url);
    expect(first.length).toBeGreaterThan(0);
    expect(chunks.map((c) => c.url)).toEqual(expect.arrayContaining(first));
    expect(chunks.map((c) => c.url)).toContainEqual(expect.stringMatching(/car-details-/));
    const without = chunks.filter((c) => !hinted(c.code)).map((c) => c.url);
    expect(without, "chunks without the hint").toEqual([]);
  });
});
