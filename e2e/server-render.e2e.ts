/**
 * Server-rendered public pages (decision 015) in Chromium on the demo marketplace: without
 * JavaScript the server's HTML already shows the cars (home, listing, a car's page); with it,
 * the app hydrates that HTML without a hydration error or any other console error, and the page
 * works (a listing filter, the booking form's date picker); a signed-in renter sees their
 * header once the page has hydrated.
 */

import { formatRupees } from "@gaadi/shared";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../apps/server/src/demo/cars-data.js";
import {
  hasListeners,
  launchBrowser,
  newPage,
  type RunningApp,
  signIn,
  startApp,
} from "./harness.js";

interface ListedCar {
  _id: string;
  brand: string;
  model: string;
  pricePerDay: number;
  totalReviews: number;
}

let app: RunningApp;
let browser: Browser;
let listed: ListedCar[];

beforeAll(async () => {
  app = await startApp({ demoData: true });
  browser = await launchBrowser();
  const res = await app.api<{ cars: ListedCar[] }>("GET", "/user/cars?page=1&limit=24");
  listed = res.body.cars;
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const title = (car: ListedCar) => `${car.brand} ${car.model}`;

/** Every console error and uncaught exception of `page` (hydration mismatches are errors). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

/** Waits until the app has hydrated `element` (its event handlers are attached). */
async function hydrated(element: Locator): Promise<void> {
  await expect.poll(() => element.evaluate(hasListeners)).toBe(true);
}

describe("without JavaScript", () => {
  it("the server's HTML shows the cars, their prices and each page's title", async () => {
    const context = await browser.newContext({ baseURL: app.url, javaScriptEnabled: false });
    const page = await context.newPage();
    const first = listed[0]!;

    await page.goto("/cars");
    expect(await page.title()).toBe("Cars for rent · Gaadi");
    for (const car of listed.slice(0, 6)) {
      await page
        .getByRole("link", { name: title(car), exact: true })
        .first()
        .waitFor();
    }
    await page.getByText(formatRupees(first.pricePerDay)).first().waitFor();

    await page.goto("/");
    await page.getByRole("heading", { name: "Featured Vehicles" }).waitFor();
    await page
      .getByRole("link", { name: title(first), exact: true })
      .first()
      .waitFor();

    await page.goto(`/car-details/${first._id}`);
    await page.getByRole("heading", { level: 1, name: title(first) }).waitFor();
    expect(await page.title()).toContain(`${title(first)} in `);
    await context.close();
  });
});

describe("a car's reviews", () => {
  it("are in the car page's HTML, and the browser hydrates them instead of building them", async () => {
    const car = listed.find((c) => c.totalReviews > 0)!;
    const reviews = await app.api<{ reviews: Array<{ reviewText: string }> }>(
      "GET",
      `/reviews/car/${car._id}`,
    );
    const texts = reviews.body.reviews.map((r) => r.reviewText);
    expect(texts.length).toBeGreaterThan(0);

    const context = await browser.newContext({ baseURL: app.url, javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(`/car-details/${car._id}`);
    const list = plain.getByRole("region", { name: "Customer reviews list" });
    for (const text of texts) await list.getByText(text, { exact: true }).waitFor();
    expect(await plain.getByText("Loading reviews...").count()).toBe(0);
    await context.close();

    // With the app: once the HTML is parsed, no element is added to the section (the list the
    // server sent is hydrated, not replaced).
    const page = await newPage(browser, app, { width: 360, height: 740 });
    await page.addInitScript(() => {
      const added: string[] = [];
      (window as unknown as { addedToReviews: string[] }).addedToReviews = added;
      const observer = new MutationObserver((records) => {
        for (const r of records)
          for (const node of Array.from(r.addedNodes))
            if (node instanceof Element && node.closest("[aria-labelledby=reviews-title]"))
              added.push(node.outerHTML.slice(0, 80));
      });
      document.addEventListener("DOMContentLoaded", () =>
        observer.observe(document, { childList: true, subtree: true }),
      );
    });
    await page.goto(`/car-details/${car._id}`);
    const hydratedList = page.getByRole("region", { name: "Customer reviews list" });
    for (const text of texts) await hydratedList.getByText(text, { exact: true }).waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { addedToReviews: string[] }).addedToReviews),
    ).toEqual([]);
    await page.close();
  });
});

describe("with JavaScript", () => {
  it("hydrates /, /cars and a car's page without a console error", async () => {
    for (const path of ["/", "/cars", `/car-details/${listed[0]!._id}`, "/about-us"]) {
      const page = await newPage(browser, app, { width: 360, height: 740 });
      const errors = collectErrors(page);
      await page.goto(path, { waitUntil: "networkidle" });
      // The navigation bar hydrates when a person is about to use it: point at it.
      const home = page.getByRole("link", { name: "Gaadi home" }).first();
      await home.hover();
      await hydrated(home);
      // The lazy footer and menus settle after hydration; give them a moment to complain.
      await page.waitForTimeout(300);
      expect(errors, path).toEqual([]);
      await page.close();
    }
  });

  it("a listing filter works once hydrated", async () => {
    const page = await newPage(browser, app);
    const errors = collectErrors(page);
    await page.goto("/cars");
    const suv = page.getByRole("link", { name: "SUV", exact: true });
    await hydrated(suv);
    await suv.click();
    await page.waitForURL(/category=SUV/);
    await page.getByText(/Showing/).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the booking form's date picker opens once hydrated", async () => {
    const page = await newPage(browser, app, { width: 360, height: 740 });
    const errors = collectErrors(page);
    await page.goto(`/car-details/${listed[1]!._id}`);
    const pickup = page.getByRole("button", { name: "Pickup Date" });
    await hydrated(pickup);
    await pickup.click();
    await page.getByRole("dialog", { name: "Choose pickup date" }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a signed-in renter's header appears after hydration, without a hydration error", async () => {
    const renter = DEMO_ACCOUNTS.find((a) => a.role === "user")!;
    const login = await app.api<{ token: string }>("POST", "/user/login", {
      email: renter.email,
      password: DEMO_PASSWORD,
    });
    expect(login.status).toBe(200);
    const page = await newPage(browser, app);
    const errors = collectErrors(page);
    await signIn(page, login.body.token, "/cars");
    await page.getByRole("button", { name: "Logout" }).waitFor();
    await page.getByRole("link", { name: "My Bookings" }).first().waitFor();
    // The visitor's footer is gone with the visitor.
    expect(await page.locator("footer").count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
