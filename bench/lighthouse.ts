/**
 * Lighthouse on the built app (bench/README.md, `lighthouse.ts`; docs/PERFORMANCE.md): starts
 * apps/server/dist with the demo marketplace on a free port (e2e/harness.ts startApp: fresh
 * embedded database, real SMTP receiver), then audits /, /cars and the first listed car's
 * /car-details page with Lighthouse 12's default mobile settings (Moto G Power screen,
 * simulated slow 4G, 4x CPU slowdown) in Debian's Chromium (CHROMIUM_PATH overrides; nothing
 * downloads a browser). Builds nothing: run `npm run build` first.
 *
 * Prints per page: performance, accessibility, best practices and SEO scores (0-100), LCP (s),
 * CLS, total blocking time (ms), bytes transferred (KB, 1,024 bytes) and the JavaScript among
 * them; then every failed accessibility or SEO audit. Knobs: LIGHTHOUSE_RUNS (runs per page,
 * default 1; the median performance run is reported), LIGHTHOUSE_JSON=dir (writes each report).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startApp } from "../e2e/harness.js";

const LIGHTHOUSE_VERSION = (
  JSON.parse(
    readFileSync(createRequire(import.meta.url).resolve("lighthouse/package.json"), "utf8"),
  ) as { version: string }
).version;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const JSON_DIR = process.env.LIGHTHOUSE_JSON;

interface Audit {
  score: number | null;
  numericValue?: number;
  title: string;
  scoreDisplayMode?: string;
  details?: { items?: Array<{ resourceType?: string; transferSize?: number }> };
}
interface Lhr {
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
  console.log(`Lighthouse ${LIGHTHOUSE_VERSION}, mobile, ${RUNS} run(s) a page, ${app.url}`);
  console.log("| page | perf | a11y | best pr. | SEO | LCP s | CLS | TBT ms | KB | JS KB |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  const failures = new Set<string>();
  for (const [name, pathname] of Object.entries(pages)) {
    const runs: Lhr[] = [];
    for (let i = 0; i < RUNS; i++) {
      // A loaded machine sometimes loses the trace (NO_NAVSTART): such a run is done again.
      let result: Awaited<ReturnType<typeof lighthouse>>;
      for (let attempt = 1; ; attempt++) {
        result = await lighthouse(`${app.url}${pathname}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
        });
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
    runs.sort((a, b) => score(a, "performance") - score(b, "performance"));
    const lhr = runs[Math.floor(runs.length / 2)]!;
    const items = lhr.audits["network-requests"]?.details?.items ?? [];
    const bytes = items.reduce((s, r) => s + (r.transferSize ?? 0), 0);
    const js = items
      .filter((r) => r.resourceType === "Script")
      .reduce((s, r) => s + (r.transferSize ?? 0), 0);
    const n = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    console.log(
      `| ${name} | ${score(lhr, "performance")} | ${score(lhr, "accessibility")} | ${score(lhr, "best-practices")} | ${score(lhr, "seo")} | ${(n("largest-contentful-paint") / 1000).toFixed(1)} | ${n("cumulative-layout-shift").toFixed(3)} | ${Math.round(n("total-blocking-time"))} | ${(bytes / 1024).toFixed(0)} | ${(js / 1024).toFixed(0)} |`,
    );
    for (const f of [
      ...failedAudits(lhr, "accessibility"),
      ...failedAudits(lhr, "seo"),
      ...failedAudits(lhr, "performance").slice(0, 0),
    ])
      failures.add(`${name} ${f}`);
  }
  for (const f of failures) console.log(`  failed: ${f}`);
} finally {
  chrome.kill();
  await app.stop();
}
