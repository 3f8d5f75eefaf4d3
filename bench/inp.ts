/**
 * Interaction to next paint on the built app (bench/README.md, `inp.ts`; docs/PERFORMANCE.md;
 * issue 26, item 1): starts apps/server/dist with the demo marketplace on a free port
 * (e2e/harness.ts startApp), opens Debian's Chromium through playwright-core (CHROMIUM_PATH
 * overrides), slows its CPU 4x (CDP Emulation.setCPUThrottlingRate) and measures, on a fresh
 * page each run at a phone's size (412 x 823, Lighthouse's Moto G Power):
 * - (a) pressing the SUV quick filter chip on /cars (until the SUV listing is shown);
 * - (b) opening the Pickup Date picker on the first listed car's /car-details page.
 * The page is hydrated first (the harness's goto waits for it), as for a person who waits for
 * the page. INP comes from the `web-vitals` library (its attribution build, injected before
 * any of the page's scripts: onINP with reportAllChanges and a 16 ms duration threshold, so a
 * fast interaction is reported too), in ms, with its input delay, processing and presentation
 * delay. Builds nothing: run `npm run build` first.
 *
 * Prints each run and the median of INP_RUNS runs (default 3) per interaction against the
 * 200 ms budget; exits 1 when a median is above it. On a loaded machine the figures are upper
 * bounds.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage, type RunningApp, startApp } from "../e2e/harness.js";

const RUNS = Number(process.env.INP_RUNS ?? 3);
const BUDGET_MS = 200;
const CPU_SLOWDOWN = 4;
const PHONE = { width: 412, height: 823 };

/** The web-vitals attribution build as a plain script: it defines `window.webVitals`. */
const WEB_VITALS = readFileSync(
  createRequire(import.meta.url).resolve("web-vitals/attribution"),
  "utf8",
);

/** One interaction's figures, ms. */
interface Inp {
  value: number;
  inputDelay: number;
  processingDuration: number;
  presentationDelay: number;
  target: string;
}

declare global {
  interface Window {
    webVitals: {
      onINP(
        report: (metric: {
          value: number;
          attribution: {
            inputDelay: number;
            processingDuration: number;
            presentationDelay: number;
            interactionTarget: string;
          };
        }) => void,
        options: { reportAllChanges: boolean; durationThreshold: number },
      ): void;
    };
    __inp?: Inp;
  }
}

/** A fresh phone-sized page with INP observed from the first script on and the CPU slowed. */
async function instrumentedPage(browser: Browser, app: RunningApp): Promise<Page> {
  const page = await newPage(browser, app, PHONE);
  await page.addInitScript(WEB_VITALS);
  await page.addInitScript(() => {
    // The script above defined webVitals on this very document (init scripts run in order).
    window.webVitals.onINP(
      (metric) => {
        window.__inp = {
          value: metric.value,
          inputDelay: metric.attribution.inputDelay,
          processingDuration: metric.attribution.processingDuration,
          presentationDelay: metric.attribution.presentationDelay,
          // The selector of the pressed element, without its long list of classes.
          target: metric.attribution.interactionTarget.replace(/\..*$/, "") || "?",
        };
      },
      { reportAllChanges: true, durationThreshold: 16 },
    );
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return page;
}

/** The INP web-vitals reported for the page's interactions so far (waits for the report). */
async function reportedInp(page: Page): Promise<Inp> {
  const handle = await page.waitForFunction(() => window.__inp, undefined, { timeout: 15_000 });
  return (await handle.jsonValue()) as Inp;
}

/** (a) The SUV chip on /cars, until the SUV listing shows. */
async function chipOnCars(page: Page): Promise<void> {
  await page.goto("/cars");
  const chip = page
    .getByRole("list", { name: "Quick filters" })
    .getByRole("link", { name: "SUV", exact: true });
  await chip.click();
  await page.waitForURL(/category=SUV/);
  await page.getByRole("link", { name: "Remove filter Category: SUV" }).waitFor();
}

/** (b) The Pickup Date picker on a car's page, until its dialog shows. */
async function pickerOnCarDetails(page: Page, carId: string): Promise<void> {
  await page.goto(`/car-details/${carId}`);
  await page.getByRole("button", { name: "Pickup Date" }).click();
  await page.getByRole("dialog", { name: "Choose pickup date" }).waitFor();
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const ms = (x: number) => `${Math.round(x)} ms`;

const app = await startApp({ demoData: true });
const browser = await launchBrowser();
let over = false;
try {
  const cars = await app.api<{ cars: Array<{ _id: string }> }>("GET", "/user/cars?page=1&limit=1");
  const carId = cars.body.cars[0]?._id;
  if (!carId) throw new Error("The demo marketplace listed no car");
  const interactions: Array<[string, (page: Page) => Promise<void>]> = [
    ["filter chip on /cars (SUV)", chipOnCars],
    ["date picker on /car-details (Pickup Date)", (page) => pickerOnCarDetails(page, carId)],
  ];
  console.log(
    `INP, Chromium ${browser.version()}, ${CPU_SLOWDOWN}x CPU slowdown, ${PHONE.width} x ${PHONE.height}, ${RUNS} run(s), ${app.url}`,
  );
  console.log("| interaction | run | INP | input delay | processing | presentation | target |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | --- |");
  const medians: Array<[string, number]> = [];
  for (const [name, interact] of interactions) {
    const values: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const page = await instrumentedPage(browser, app);
      await interact(page);
      const inp = await reportedInp(page);
      values.push(inp.value);
      console.log(
        `| ${name} | ${run} | ${ms(inp.value)} | ${ms(inp.inputDelay)} | ${ms(inp.processingDuration)} | ${ms(inp.presentationDelay)} | ${inp.target} |`,
      );
      await page.context().close();
    }
    medians.push([name, median(values)]);
  }
  console.log("");
  for (const [name, value] of medians) {
    const ok = value <= BUDGET_MS;
    if (!ok) over = true;
    console.log(
      `${ok ? "within" : "OVER"} budget: ${name}: median ${ms(value)} (budget <= ${BUDGET_MS} ms)`,
    );
  }
} finally {
  await browser.close();
  await app.stop();
}
if (over) process.exit(1);
