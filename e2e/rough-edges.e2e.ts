/**
 * Rough edges a newcomer met (issue 9, item 6), each checked as a person meets it: a failed
 * listing shows its error alone and soon (one retry, for 5xx only); the newsletter field is
 * touch-sized on a phone; the owner menu fits a 360 px phone with Dashboard first; a landmark
 * with its own preposition is not prefixed 'Near'; the footer and the Help Center give one
 * support number.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listCar, whenHydrated } from "./booking-support.js";
import {
  type Account,
  createAccount,
  expectAccessible,
  launchBrowser,
  newPage,
  type RunningApp,
  signIn,
  startApp,
} from "./harness.js";

let app: RunningApp;
let browser: Browser;
let owner: Account;
const PHONE = { width: 360, height: 740 };

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  owner = await createAccount(app, { name: "Omkar Owner", owner: true });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Answers every GET /api/user/cars with `status`; returns how many calls were made. */
async function failCarList(page: Page, status: number): Promise<() => number> {
  let calls = 0;
  await page.route("**/api/user/cars**", (route) => {
    calls += 1;
    return route.fulfill({
      status,
      contentType: "application/json",
      body: JSON.stringify({ success: false, message: "Cars are resting" }),
    });
  });
  return () => calls;
}

/**
 * Opens /cars by the header's link from another page, so the browser asks for the listing
 * itself: a /cars document from the server already carries its cars (decision 015).
 */
async function openCarsInApp(page: Page): Promise<void> {
  await page.goto("/about-us");
  const link = page.getByRole("link", { name: "Cars", exact: true }).first();
  // The bar hydrates as the pointer comes to it (lib/hydrate-later.tsx).
  await link.hover();
  await whenHydrated(link);
  await link.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe("/cars");
}

describe("a failed listing", () => {
  it("shows the error state alone after one retry of a 5xx", async () => {
    const page = await newPage(browser, app);
    const calls = await failCarList(page, 503);
    await openCarsInApp(page);
    const alert = page.getByRole("alert").filter({ hasText: "Cars could not be loaded" });
    await alert.waitFor({ timeout: 5000 });
    expect(await alert.textContent()).toContain("Cars are resting");
    expect(await page.getByText("No vehicles found").count()).toBe(0);
    expect(calls()).toBe(2);
    await expectAccessible(page);

    await page.unroute("**/api/user/cars**");
    await alert.getByRole("button", { name: "Try again" }).click();
    await alert.waitFor({ state: "detached" });
    await page.getByText("No vehicles found").waitFor();
    await page.close();
  });

  it("does not retry a 4xx answer", async () => {
    const page = await newPage(browser, app);
    const calls = await failCarList(page, 400);
    await openCarsInApp(page);
    await page.getByRole("alert").filter({ hasText: "Cars could not be loaded" }).waitFor();
    await page.waitForTimeout(1500);
    expect(calls()).toBe(1);
    await page.close();
  });
});

describe("on a 360 px phone", () => {
  it("gives the newsletter e-mail field a touch-sized height, as on a desktop", async () => {
    for (const viewport of [PHONE, undefined]) {
      const page = await newPage(browser, app, viewport);
      await page.goto("/");
      const box = await page.getByLabel("Email address").boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      await page.close();
    }
  });

  it("shows every owner menu entry, Dashboard first, without sideways scrolling", async () => {
    const page = await newPage(browser, app, PHONE);
    await signIn(page, owner.token, "/owner/manage-reviews");
    const menu = page.getByRole("navigation", { name: "Owner menu" });
    const links = menu.getByRole("link");
    await links.first().waitFor();
    expect(await links.first().textContent()).toBe("Dashboard");
    // Dashboard, Add car, Manage Cars, Manage Bookings, Manage Reviews, Payouts (issue 28),
    // Messages (issue 31).
    expect(await links.count()).toBe(7);
    for (const link of await links.all()) {
      const box = await link.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
      expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await expectAccessible(page);
    await page.close();
  });
});

describe("details a visitor reads", () => {
  it("shows a landmark that starts with a preposition as written", async () => {
    const address = { state: "Maharashtra", city: "Pune", street: "FC Road", zipCode: "411004" };
    const opposite = await listCar(app, owner.token, {
      address: { ...address, landmark: "Opposite Fergusson College" },
    });
    const bare = await listCar(app, owner.token, {
      address: { ...address, landmark: "Balgandharva Chowk" },
    });
    const page = await newPage(browser, app);
    await page.goto(`/car-details/${opposite._id}`);
    const pickup = page.getByRole("region", { name: "Pickup Location" });
    await pickup.getByText("Opposite Fergusson College", { exact: true }).waitFor();
    expect(await page.getByText("Near Opposite").count()).toBe(0);
    await page.goto(`/car-details/${bare._id}`);
    await pickup.getByText("Near Balgandharva Chowk", { exact: true }).waitFor();
    await page.close();
  });

  it("gives one support number in the footer and on the Help Center", async () => {
    const page = await newPage(browser, app);
    await page.goto("/help-center");
    const phone = (root: ReturnType<Page["locator"]>) =>
      root.locator('a[href^="tel:+91"]').first().getAttribute("href");
    const inPage = await phone(page.getByRole("main"));
    const inFooter = await phone(page.getByRole("contentinfo"));
    expect(inPage).toMatch(/^tel:\+91\d{10}$/);
    expect(inFooter).toBe(inPage);
    await page.close();
  });
});
