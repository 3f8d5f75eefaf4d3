/**
 * The first-load JavaScript budget (issues 13 and 26, docs/PERFORMANCE.md): index.html's module
 * script, its modulepreload links and everything they statically import, gzipped, stay within
 * 90 KB (130 KB on React before decision 019); the owner area, the dialogs, the date picker, the
 * charts and the static pages stay out of it; and zod stays out of the public listing's and
 * car page's chunks (they check with the shared plain parsers, issue 26). The chunks that hold
 * the code a press opens (Radix's popover, popper, focus scope..., floating-ui) start with V8's
 * compile hint and the first load does not (vite.config.ts `compileHint`, decision 036).
 * Reads the BUILT app (apps/web/dist): `npm test` builds before the e2e suite runs.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
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
  const assets = path.join(WEB_DIST, "assets");
  /**
   * Every chunk with the libraries its source map names (none for Rolldown's runtime helpers,
   * which have no map).
   */
  const chunks = readdirSync(assets)
    .filter((f) => f.endsWith(".js"))
    .map((f) => {
      const map = path.join(assets, `${f}.map`);
      return {
        url: `/assets/${f}`,
        code: readFileSync(path.join(assets, f), "utf8"),
        sources: existsSync(map)
          ? (JSON.parse(readFileSync(map, "utf8")) as { sources: string[] }).sources
          : [],
      };
    });

  it("is given to every chunk holding the code a popover, dialog or menu runs when opened", () => {
    const opened = chunks.filter((c) =>
      c.sources.some((s) =>
        /node_modules\/(@floating-ui\/dom|@radix-ui\/react-(popper|popover|focus-scope|dismissable-layer))\//.test(
          s,
        ),
      ),
    );
    // floating-ui and Radix's primitives, the popover (the bell's and the car page's).
    expect(opened.length).toBeGreaterThanOrEqual(3);
    for (const c of opened) expect(hinted(c.code), c.url).toBe(true);
    expect(opened.map((c) => c.url)).toContainEqual(expect.stringMatching(/car-details-/));
  });

  it("is not given to the first load, nor to a chunk without that code", () => {
    const first = new Set(firstLoad().map((c) => c.url));
    for (const c of chunks) {
      const holds = c.sources.some((s) =>
        /node_modules\/(@floating-ui|@radix-ui\/react-(popover|popper|presence|dismissable-layer|focus-scope|portal)|react-remove-scroll)/.test(
          s,
        ),
      );
      if (first.has(c.url) || !holds) expect(c.code.includes(HINT), c.url).toBe(false);
    }
    expect(first.size).toBeGreaterThan(0);
  });
});
