/**
 * The first-load JavaScript budget (issues 13 and 26, docs/PERFORMANCE.md): index.html's module
 * script, its modulepreload links and everything they statically import, gzipped, stay within
 * 90 KB (130 KB on React before decision 019); the owner area, the dialogs, the date picker, the
 * charts and the static pages stay out of it; and zod stays out of the public listing's and
 * car page's chunks (they check with the shared plain parsers, issue 26).
 * Reads the BUILT app (apps/web/dist): `npm test` builds before the e2e suite runs.
 */
import { readFileSync } from "node:fs";
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
