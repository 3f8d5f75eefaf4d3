/**
 * Lighthouse on the built app (bench/README.md, `lighthouse.ts`; docs/PERFORMANCE.md): starts
 * apps/server/dist with the demo marketplace on a free port (e2e/harness.ts startApp: fresh
 * embedded database, real SMTP receiver), then audits /, /cars and the first listed car's
 * /car-details page with Lighthouse 12's mobile settings (Moto G Power screen, simulated slow 4G)
 * in Debian's Chromium (CHROMIUM_PATH overrides; nothing downloads a browser), with the CPU
 * slowdown that makes this machine stand for Lighthouse's target phone: first three short runs
 * measure the machine's `benchmarkIndex`, and their median gives the multiplier of Lighthouse's
 * CPU throttling calculator, at most Lighthouse's default 4x (bench/cpu-slowdown.ts
 * `budgetSlowdown`, decision 031 and its amendment of 2026-11-28; 4x on the host Lighthouse
 * assumes). LIGHTHOUSE_CPU=4 (or any multiplier) skips the calibration and uses that one.
 * Builds nothing: run `npm run build` first.
 *
 * Prints per page: performance, accessibility, best practices and SEO scores (0-100), LCP (s),
 * CLS, total blocking time (ms), bytes transferred (KB, 1,024 bytes) and the JavaScript among
 * them, each the median of the page's runs; then every failed accessibility or SEO audit, and
 * each page's figures against issue 26's budgets (performance >= 95, TBT <= 150 ms, LCP <= 2.0 s,
 * CLS <= 0.05, accessibility, best practices and SEO 100). A missed budget is printed; it fails
 * the run (exit 1) only with LIGHTHOUSE_STRICT=1, as scores follow the machine's load. Knobs:
 * LIGHTHOUSE_RUNS (runs per page, default 1), LIGHTHOUSE_JSON=dir (writes each report),
 * LIGHTHOUSE_STRICT=1, LIGHTHOUSE_TASKS=n (after each page, the n longest main-thread tasks of
 * its median-TBT run, with the script Lighthouse attributes each to; default 5, 0 for none),
 * LIGHTHOUSE_CPU (a fixed CPU slowdown instead of the calibrated one).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startApp } from "../e2e/harness.js";
import { budgetSlowdown, cpuSlowdownFor } from "./cpu-slowdown.js";

const LIGHTHOUSE_VERSION = (
  JSON.parse(
    readFileSync(createRequire(import.meta.url).resolve("lighthouse/package.json"), "utf8"),
  ) as { version: string }
).version;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const JSON_DIR = process.env.LIGHTHOUSE_JSON;
const STRICT = process.env.LIGHTHOUSE_STRICT === "1";
const TASKS = Number(process.env.LIGHTHOUSE_TASKS ?? 5);
const FIXED_CPU = process.env.LIGHTHOUSE_CPU ? Number(process.env.LIGHTHOUSE_CPU) : undefined;

/** One page's figures (each the median of its runs). */
interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest contentful paint, s. */
  lcp: number;
  cls: number;
  /** Total blocking time, ms. */
  tbt: number;
  /** Bytes transferred, and the JavaScript among them, KB of 1,024 bytes. */
  kb: number;
  jsKb: number;
}

/** Issue 26's budgets: [label, holds, shown value, budget]. */
function budgets(f: Figures): Array<[string, boolean, string, string]> {
  return [
    ["performance", f.performance >= 95, String(f.performance), ">= 95"],
    ["total blocking time", f.tbt <= 150, `${Math.round(f.tbt)} ms`, "<= 150 ms"],
    ["LCP", f.lcp <= 2.0, `${f.lcp.toFixed(1)} s`, "<= 2.0 s"],
    ["CLS", f.cls <= 0.05, f.cls.toFixed(3), "<= 0.05"],
    ["accessibility", f.accessibility === 100, String(f.accessibility), "100"],
    ["best practices", f.bestPractices === 100, String(f.bestPractices), "100"],
    ["SEO", f.seo === 100, String(f.seo), "100"],
  ];
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

interface Audit {
  score: number | null;
  numericValue?: number;
  title: string;
  scoreDisplayMode?: string;
  details?: {
    items?: Array<{
      resourceType?: string;
      transferSize?: number;
      /** long-tasks: the task's start and duration (ms, simulated) and its script. */
      url?: string;
      startTime?: number;
      duration?: number;
    }>;
  };
}
interface Lhr {
  environment: { benchmarkIndex: number };
  categories: Record<
    string,
    { score: number | null; auditRefs: Array<{ id: string; weight: number }> }
  >;
  audits: Record<string, Audit>;
}

function failedAudits(lhr: Lhr, category: string): string[] {
  return lhr.categories[category]!.auditRefs.map((ref) => ({
    id: ref.id,
    audit: lhr.audits[ref.id]!,
  }))
    .filter(
      ({ audit }) =>
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode !== "informative" &&
        audit.scoreDisplayMode !== "manual" &&
        audit.scoreDisplayMode !== "notApplicable",
    )
    .map(({ id, audit }) => `${category}: ${id} (${audit.title})`);
}

const score = (lhr: Lhr, c: string) => Math.round((lhr.categories[c]!.score ?? 0) * 100);

/** Each figure's median over a page's runs. */
function medianFigures(runs: Lhr[]): Figures {
  const each = (figure: (lhr: Lhr) => number) => median(runs.map(figure));
  const n = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const transferred = (lhr: Lhr, type?: string) =>
    (lhr.audits["network-requests"]?.details?.items ?? [])
      .filter((r) => !type || r.resourceType === type)
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
  return {
    performance: each((lhr) => score(lhr, "performance")),
    accessibility: each((lhr) => score(lhr, "accessibility")),
    bestPractices: each((lhr) => score(lhr, "best-practices")),
    seo: each((lhr) => score(lhr, "seo")),
    lcp: each((lhr) => n(lhr, "largest-contentful-paint") / 1000),
    cls: each((lhr) => n(lhr, "cumulative-layout-shift")),
    tbt: each((lhr) => n(lhr, "total-blocking-time")),
    kb: each((lhr) => transferred(lhr)),
    jsKb: each((lhr) => transferred(lhr, "Script")),
  };
}

let missed = false;
const app = await startApp({ demoData: true });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
try {
  const cars = await app.api<{ cars: Array<{ _id: string }> }>("GET", "/user/cars?page=1&limit=1");
  const carId = cars.body.cars[0]?._id;
  if (!carId) throw new Error("The demo marketplace listed no car");
  const pages = { "/": "/", "/cars": "/cars", "/car-details": `/car-details/${carId}` };
  let cpuSlowdown = FIXED_CPU;
  if (cpuSlowdown === undefined) {
    // Lighthouse measures the host before each page load; three short runs give the median.
    const samples: number[] = [];
    for (let i = 0; i < 3; i++) {
      const result = await lighthouse(`${app.url}/about-us`, {
        port: chrome.port,
        logLevel: "error",
        onlyAudits: ["first-contentful-paint"],
      });
      if (!result) throw new Error("Lighthouse gave no result for /about-us");
      samples.push((result.lhr as unknown as Lhr).environment.benchmarkIndex);
    }
    const index = median(samples);
    cpuSlowdown = budgetSlowdown(index);
    console.log(
      `benchmarkIndex ${samples.map((x) => Math.round(x)).join(", ")} (median ${Math.round(index)}): Lighthouse's calculator ${cpuSlowdownFor(index)}x (4x on a host of 1,533); CPU slowdown ${cpuSlowdown}x (the calculator's, at most Lighthouse's default 4x: decision 031, amendment)`,
    );
  }
  console.log(
    `Lighthouse ${LIGHTHOUSE_VERSION}, mobile, ${cpuSlowdown}x CPU slowdown, median of ${RUNS} run(s) a page, ${app.url}`,
  );
  console.log("| page | perf | a11y | best pr. | SEO | LCP s | CLS | TBT ms | KB | JS KB |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  const failures = new Set<string>();
  const results: Array<[string, Figures]> = [];
  for (const [name, pathname] of Object.entries(pages)) {
    const runs: Lhr[] = [];
    for (let i = 0; i < RUNS; i++) {
      // A loaded machine sometimes loses the trace (NO_NAVSTART): such a run is done again.
      let result: Awaited<ReturnType<typeof lighthouse>>;
      for (let attempt = 1; ; attempt++) {
        result = await lighthouse(
          `${app.url}${pathname}`,
          { port: chrome.port, output: "json", logLevel: "error" },
          {
            extends: "lighthouse:default",
            settings: { throttling: { cpuSlowdownMultiplier: cpuSlowdown } },
          },
        );
        if (!result) throw new Error(`Lighthouse gave no result for ${pathname}`);
        if (!result.lhr.runtimeError || attempt === 3) break;
        console.error(`  ${pathname}: ${result.lhr.runtimeError.code}, running again`);
      }
      runs.push(result.lhr as unknown as Lhr);
      if (JSON_DIR) {
        mkdirSync(JSON_DIR, { recursive: true });
        writeFileSync(
          path.join(JSON_DIR, `${name.replace(/\W+/g, "") || "home"}-${i + 1}.json`),
          result.report as string,
        );
      }
    }
    const figures = medianFigures(runs);
    results.push([name, figures]);
    console.log(
      `| ${name} | ${figures.performance} | ${figures.accessibility} | ${figures.bestPractices} | ${figures.seo} | ${figures.lcp.toFixed(1)} | ${figures.cls.toFixed(3)} | ${Math.round(figures.tbt)} | ${figures.kb.toFixed(0)} | ${figures.jsKb.toFixed(0)} |`,
    );
    if (TASKS > 0) {
      // The run whose blocking time is the median: its longest tasks (where the TBT comes from).
      const byTbt = [...runs].sort(
        (a, b) =>
          (a.audits["total-blocking-time"]?.numericValue ?? 0) -
          (b.audits["total-blocking-time"]?.numericValue ?? 0),
      );
      const tasks = byTbt[Math.floor(byTbt.length / 2)]!.audits["long-tasks"]?.details?.items ?? [];
      for (const t of [...tasks]
        .sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))
        .slice(0, TASKS))
        console.log(
          `    long task ${Math.round(t.duration ?? 0)} ms at ${Math.round(t.startTime ?? 0)} ms: ${(t.url ?? "").replace(app.url, "")}`,
        );
    }
    for (const lhr of runs)
      for (const f of [...failedAudits(lhr, "accessibility"), ...failedAudits(lhr, "seo")])
        failures.add(`${name} ${f}`);
  }
  for (const f of failures) console.log(`  failed: ${f}`);
  console.log("");
  for (const [name, figures] of results) {
    for (const [label, holds, value, budget] of budgets(figures)) {
      if (!holds) missed = true;
      console.log(`${holds ? "within" : "OVER"} budget: ${name} ${label} ${value} (${budget})`);
    }
  }
  if (missed && !STRICT)
    console.log("\nA budget is missed (printed, not failed: LIGHTHOUSE_STRICT=1 fails the run).");
} finally {
  chrome.kill();
  await app.stop();
}
if (missed && STRICT) process.exit(1);
