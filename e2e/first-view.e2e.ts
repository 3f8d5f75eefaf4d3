/**
 * The first view on a phone (issue 13, docs/PERFORMANCE.md) on the demo marketplace, 360 px
 * wide: every page names itself (its own <title> and description, lib/document-head.tsx;
 * car details read 'Brand Model in City · ₹X/day · Gaadi'); the details photo offers both
 * renditions in its srcset, has width and height, loads eagerly with fetchpriority high and is
 * preloaded; card photos below the fold load lazily; and nothing moves while a page loads
 * (the layout shifts the browser records, summed, stay under Lighthouse's 0.05 budget); and no
 * page breaks the Content-Security-Policy (zod's JIT probe did: lib/zod-config.ts).
 */
import { formatRupees } from "@gaadi/shared";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, type RunningApp, startApp } from "./harness.js";

interface DemoCar {
  _id: string;
  brand: string;
  model: string;
  location: string;
  pricePerDay: number;
  image: string;
  imageCard: string;
  address: { city: string };
}

let app: RunningApp;
let browser: Browser;
let phone: Page;
let car: DemoCar;

const PHONE = { width: 360, height: 740 };

/** Title and description once the page's own have replaced the document's. */
async function meta(page: Page): Promise<{ title: string; description: string[] }> {
  return page.evaluate(() => ({
    title: document.title,
    description: Array.from(document.querySelectorAll('meta[name="description"]')).map(
      (m) => m.getAttribute("content") ?? "",
    ),
  }));
}

/** Sum of the layout shifts recorded since the page started loading (no input involved). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
          }[]) {
            if (!e.hadRecentInput) sum += e.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(sum), 500);
      }),
  );
}

/**
 * A new phone-sized page at `path`, its requests matching `held` answered `ms` late (a slow
 * link's order of events), once its first heading shows.
 */
async function openSlowly(path: string, held: string, ms: number): Promise<Page> {
  const page = await newPage(browser, app, PHONE);
  await page.route(held, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
  await page.goto(path);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  return page;
}

beforeAll(async () => {
  app = await startApp({ demoData: true });
  browser = await launchBrowser();
  phone = await newPage(browser, app, PHONE);
  const res = await app.api<{ cars: DemoCar[] }>("GET", "/user/cars?page=1&limit=1");
  car = res.body.cars[0]!;
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe("first view on a phone", () => {
  it("gives every page its own title and description", async () => {
    const seen = new Map<string, string>();
    const pages = [
      "/",
      "/cars",
      `/car-details/${car._id}`,
      "/about-us",
      "/help-center",
      "/insurance",
      "/terms-of-service",
      "/data-protection",
      "/no-such-page",
    ];
    for (const path of pages) {
      await phone.goto(path);
      await phone.getByRole("heading", { level: 1 }).first().waitFor();
      await expect
        .poll(async () => (await meta(phone)).title, { timeout: 10_000 })
        .toMatch(/ · Gaadi$/);
      const { title, description } = await meta(phone);
      expect(description, path).toHaveLength(1);
      expect(description[0]!.length, path).toBeGreaterThan(40);
      expect([...seen.values()], `${path} repeats a title`).not.toContain(title);
      seen.set(path, title);
    }
    const city = car.address.city || car.location;
    expect(seen.get(`/car-details/${car._id}`)).toBe(
      `${car.brand} ${car.model} in ${city} · ${formatRupees(car.pricePerDay)}/day · Gaadi`,
    );
  });

  it("preloads the details photo with high priority, sized, from both renditions", async () => {
    await phone.goto(`/car-details/${car._id}`);
    const hero = phone.getByRole("img", { name: `${car.brand} ${car.model}` }).first();
    await hero.waitFor();
    const attrs = await hero.evaluate((img: HTMLImageElement) => ({
      srcset: img.getAttribute("srcset"),
      width: img.getAttribute("width"),
      height: img.getAttribute("height"),
      loading: img.getAttribute("loading"),
      priority: img.getAttribute("fetchpriority"),
      complete: img.complete && img.naturalWidth > 0,
    }));
    expect(attrs).toMatchObject({
      srcset: `${car.imageCard} 640w, ${car.image} 1600w`,
      width: "1600",
      height: "900",
      loading: "eager",
      priority: "high",
    });
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // With a srcset the preload names the candidates (imagesrcset), not one href.
    const preload = await phone.evaluate(
      (srcset) =>
        Array.from(document.head.querySelectorAll('link[rel="preload"][as="image"]')).some(
          (l) =>
            l.getAttribute("imagesrcset") === srcset && l.getAttribute("fetchpriority") === "high",
        ),
      `${car.imageCard} 640w, ${car.image} 1600w`,
    );
    expect(preload).toBe(true);
  });

  it("loads the first listing card's photo at once and later ones lazily", async () => {
    await phone.goto("/cars");
    const photos = phone.getByRole("list", { name: "Cars" }).getByRole("img");
    await photos.nth(1).waitFor({ state: "attached" });
    const first = await photos
      .nth(0)
      .evaluate((img) => [
        img.getAttribute("loading"),
        img.getAttribute("fetchpriority"),
        img.getAttribute("width"),
        img.getAttribute("sizes"),
      ]);
    const later = await photos.nth(3).evaluate((img) => img.getAttribute("loading"));
    expect(first.slice(0, 3)).toEqual(["eager", "high", "640"]);
    expect(first[3]).toBeTruthy();
    expect(later).toBe("lazy");
  });

  it("renders the listing's cards, the home sections and a car's reviews below the first screen only when they come near it", async () => {
    // content-visibility: auto (index.css `render-when-near`): the first rendering of the
    // server's HTML lays out and paints only what is on the screen (issue 26).
    const rendered = (part: Locator) =>
      part.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
    await phone.goto("/cars");
    const cards = phone.getByRole("list", { name: "Cars" }).locator(":scope > li > *");
    expect(await cards.count()).toBeGreaterThan(4);
    const firstCard = cards.first();
    const lastCard = cards.last();
    expect(await rendered(firstCard)).toBe(true);
    expect(await lastCard.evaluate((el) => getComputedStyle(el).contentVisibility)).toBe("auto");
    expect(await rendered(lastCard.locator("h2"))).toBe(false);
    // Still in the page for a person: its name is in the accessibility tree, and scrolling to it renders it.
    await expect
      .poll(() =>
        phone.getByRole("list", { name: "Cars" }).getByRole("heading", { level: 2 }).count(),
      )
      .toBe(await cards.count());
    await lastCard.scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(lastCard.locator("h2"))).toBe(true);
    await phone.goto("/");
    expect(await rendered(phone.locator("#newsletter-title"))).toBe(false);
    await phone.goto(`/car-details/${car._id}`);
    expect(await rendered(phone.locator("#reviews-title"))).toBe(false);
  });

  it("asks for the app's scripts after the first contentful paint and the largest photo (public/boot.js)", async () => {
    for (const path of ["/", "/cars", `/car-details/${car._id}`]) {
      // A phone's link: the photos arrive well after the page has painted.
      const page = await openSlowly(path, "**/uploads/**", 600);
      const timing = await page.evaluate(() => {
        const photo = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
        const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        const scripts = resources.filter((r) => /\/assets\/[^/]+\.js$/.test(r.name));
        return {
          fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1,
          firstScript: Math.min(...scripts.map((r) => r.startTime)),
          photoLoaded: photo
            ? (resources.find((r) => r.name === photo.currentSrc)?.responseEnd ?? -1)
            : null,
        };
      });
      expect(timing.fcp, path).toBeGreaterThan(0);
      expect(timing.firstScript, path).toBeGreaterThanOrEqual(timing.fcp);
      if (path !== "/") {
        // The listing's first card and a car's own photo are each page's largest paint.
        expect(timing.photoLoaded, path).toBeGreaterThan(0);
        expect(timing.firstScript, path).toBeGreaterThanOrEqual(timing.photoLoaded!);
      }
      await page.context().close();
    }
  });

  it("shifts nothing while /, /cars and a car's page load", async () => {
    for (const path of ["/", "/cars", `/car-details/${car._id}`]) {
      // The page's frame and spinner first, its data later.
      const page = await openSlowly(path, "**/api/**", 1000);
      await page.waitForLoadState("networkidle");
      await page.getByRole("img").first().waitFor();
      expect(await layoutShift(page), path).toBeLessThan(0.05);
      await page.context().close();
    }
  });

  it("breaks no rule of the Content-Security-Policy on /, /cars and a car's page", async () => {
    for (const path of ["/", "/cars", `/car-details/${car._id}`]) {
      const page = await newPage(browser, app, PHONE);
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener("securitypolicyviolation", (e) =>
          seen.push(`${e.violatedDirective} ${e.sourceFile}:${e.lineNumber}`),
        );
      });
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await page.waitForLoadState("networkidle");
      const violations = await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      );
      expect(violations, path).toEqual([]);
      await page.context().close();
    }
  });
});
