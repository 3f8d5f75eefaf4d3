/**
 * The parts of a public page that need script become interactive (issue 26, item 2), each on a
 * page that came from the server (decision 015; the answer's HTML already holds the control):
 * the booking form's date pickers open and pick the dates, Book Now prompts a visitor to log in
 * and books for a signed-in renter, the notification bell opens and lists what came, the More
 * menu (1280 px) and the mobile menu (360 px) open with their items. Written against what a
 * person sees (roles, names, text) only, so it holds whichever runtime hydrates the page:
 * `newPage`'s goto waits until the page is hydrated (e2e/harness.ts), then each journey presses
 * once, as a person who waits for the page does. Two groups do not wait: "a press before the
 * app has started" holds the app's script back and presses the server's HTML (the press is kept
 * and made again, decision 035), and "the navigation bar" checks that the bar hydrates at its
 * first use (a pointer, focus, a press or a bare click), not with the page.
 */

import { BOOKING_MSG, NOTIFICATION_MSG, notificationText } from "@gaadi/shared";
import type { Browser, Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../apps/server/src/demo/cars-data.js";
import { daysFromToday, type ListedCar, pickDate, shortDay } from "./booking-support.js";
import {
  type Account,
  createAccount,
  hasListeners,
  hydrated,
  launchBrowser,
  newPage,
  type RunningApp,
  signIn,
  startApp,
  toast,
} from "./harness.js";

let app: RunningApp;
let browser: Browser;
let renter: Account;
let car: ListedCar;
const pickup = daysFromToday(4);
const dropoff = daysFromToday(6);

beforeAll(async () => {
  app = await startApp({ demoData: true });
  browser = await launchBrowser();
  renter = await createAccount(app, { name: "Island Renter" });
  const listed = await app.api<{ cars: ListedCar[] }>("GET", "/user/cars?page=1&limit=1");
  car = listed.body.cars[0]!;
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const carPage = () => `/car-details/${car._id}`;

/** Fails unless the server's own HTML (before any script) holds `text`. */
async function serverRendered(response: Response | null, text: string): Promise<void> {
  expect(response?.status()).toBe(200);
  expect(await response!.text()).toContain(text);
}

/** The trigger of the date picker labelled `label` (its text shows the chosen day). */
const trigger = (page: Page, label: string) => page.getByRole("button", { name: label });

describe("the booking form's date pickers", () => {
  it("open on the server-rendered car page and pick the pickup and return dates", async () => {
    const page = await newPage(browser, app, { width: 360, height: 740 });
    await serverRendered(await page.goto(carPage()), "Pickup Date");
    await pickDate(page, "Pickup Date", pickup);
    await expect.poll(() => trigger(page, "Pickup Date").textContent()).toContain(shortDay(pickup));
    await pickDate(page, "Return Date", dropoff);
    await expect
      .poll(() => trigger(page, "Return Date").textContent())
      .toContain(shortDay(dropoff));
    // The dates are the page's state in its URL (a reload or a shared link keeps them).
    const url = new URL(page.url());
    expect([url.searchParams.get("pickupDate"), url.searchParams.get("returnDate")]).toEqual([
      pickup,
      dropoff,
    ]);
    await page.close();
  });
});

describe("the booking form's Book Now", () => {
  it("asks a visitor to log in and opens the login dialog", async () => {
    const page = await newPage(browser, app);
    await serverRendered(await page.goto(carPage()), "Book Now");
    await page.getByRole("button", { name: "Book Now" }).click();
    await toast(page, BOOKING_MSG.loginToBook).waitFor();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").waitFor();
    await dialog.getByLabel("Password").waitFor();
    await page.close();
  });

  it("books the dates for a signed-in renter", async () => {
    const page = await newPage(browser, app);
    await signIn(page, renter.token, "/");
    await serverRendered(
      await page.goto(`${carPage()}?pickupDate=${pickup}&returnDate=${dropoff}`),
      "Book Now",
    );
    await expect
      .poll(() => trigger(page, "Return Date").textContent())
      .toContain(shortDay(dropoff));
    await page.getByRole("button", { name: "Book Now" }).click();
    await page.waitForURL("**/my-bookings");
    await toast(page, BOOKING_MSG.created).waitFor();
    await page
      .getByRole("article", { name: `${car.brand} ${car.model}` })
      .getByText("Pending", { exact: true })
      .waitFor();
    await page.close();
  });
});

describe("the notification bell", () => {
  it("opens for a signed-in renter and lists the owner's answer", async () => {
    // The car's owner (one of the demo owners) accepts the renter's booking: the renter is
    // notified.
    await acceptAsOwner();

    const page = await newPage(browser, app);
    await signIn(page, renter.token, "/cars");
    const bell = page.getByRole("button", { name: /^Notifications/ });
    await expect.poll(() => bell.getAttribute("aria-label")).toBe("Notifications, 1 unread");
    await bell.click();
    const dropdown = page.getByRole("dialog", { name: NOTIFICATION_MSG.title });
    const { title } = notificationText("booking_confirmed", car);
    await dropdown.getByRole("listitem").filter({ hasText: title }).waitFor();
    await dropdown.getByRole("button", { name: NOTIFICATION_MSG.markAllRead }).waitFor();
    await page.keyboard.press("Escape");
    await dropdown.waitFor({ state: "hidden" });
    await page.close();
  });
});

describe("the menus", () => {
  it("the More menu opens on a wide screen with its items", async () => {
    const page = await newPage(browser, app);
    await serverRendered(await page.goto("/cars"), "More");
    await page.getByRole("button", { name: "More" }).click();
    const menu = page.getByRole("menu");
    await menu.waitFor();
    const items = (await menu.getByRole("menuitem").allTextContents()).map((t) => t.trim());
    expect(items).toEqual(["Home", "About Us"]);
    await menu.getByRole("menuitem", { name: "About Us" }).click();
    await page.waitForURL("**/about-us");
    await page.close();
  });

  it("the mobile menu opens on a 360 px phone with its links", async () => {
    const page = await newPage(browser, app, { width: 360, height: 740 });
    await serverRendered(await page.goto("/cars"), "Open menu");
    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await sheet.waitFor();
    const links = (await sheet.getByRole("link").allTextContents()).map((t) => t.trim());
    expect(links).toEqual(["Gaadi", "Cars", "Home", "About Us"]);
    await sheet.getByRole("link", { name: "About Us" }).click();
    await page.waitForURL("**/about-us");
    await expect.poll(() => sheet.count()).toBe(0);
    await page.close();
  });
});

describe("a press before the app has started", () => {
  /**
   * Opens `path` with the app's script held back (a slow phone: the server's HTML is on the
   * screen, no script has run), so that presses reach only the server's HTML and boot.js.
   * `release` lets the script through; the page then hydrates.
   */
  async function heldBack(path: string, viewport = { width: 1280, height: 900 }) {
    const context = await browser.newContext({ baseURL: app.url, viewport });
    const page = await context.newPage();
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/*.js", async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(path, { waitUntil: "domcontentloaded" });
    return { page, release };
  }

  it("Login pressed (twice) before the app loaded opens the login dialog once it has", async () => {
    const { page, release } = await heldBack("/cars");
    const login = page.getByRole("button", { name: "Login", exact: true });
    await login.click();
    await login.click();
    expect(await login.evaluate(hasListeners)).toBe(false);
    expect(await page.getByRole("dialog").count()).toBe(0);
    release();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").waitFor();
    await hydrated(page);
    // Pressed once again, not twice: the dialog stays open, and only one.
    expect(await dialog.count()).toBe(1);
    await page.context().close();
  });

  it("the mobile menu pressed before the app loaded opens once it has, on a 360 px phone", async () => {
    const { page, release } = await heldBack("/cars", { width: 360, height: 740 });
    await page.getByRole("button", { name: "Open menu" }).click();
    release();
    await page
      .getByRole("dialog", { name: "Menu" })
      .getByRole("link", { name: "About Us" })
      .waitFor();
    await page.context().close();
  });

  it("the pickup date pressed before the app loaded opens its calendar once it has", async () => {
    const { page, release } = await heldBack(carPage(), { width: 360, height: 740 });
    await trigger(page, "Pickup Date").click();
    release();
    await page.getByRole("dialog", { name: "Choose pickup date" }).getByRole("grid").waitFor();
    await page.context().close();
  });

  it("focus in the bar before the app loaded hydrates the bar with the page: Enter logs in", async () => {
    const { page, release } = await heldBack("/cars");
    const login = page.getByRole("button", { name: "Login", exact: true });
    await login.focus();
    release();
    await hydrated(page);
    // No pointer came near the bar: it hydrated because focus was already inside it.
    await expect.poll(() => login.evaluate(hasListeners)).toBe(true);
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").getByLabel("Email").waitFor();
    await page.context().close();
  });

  it("a later press on another button replaces the kept one: More opens, Login does not", async () => {
    const { page, release } = await heldBack("/cars");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    // A later press elsewhere replaces the kept one: Login is not pressed again afterwards.
    await page.getByRole("button", { name: "More" }).click();
    release();
    await page.getByRole("menu").getByRole("menuitem", { name: "About Us" }).waitFor();
    await hydrated(page);
    expect(await page.getByRole("dialog").count()).toBe(0);
    await page.context().close();
  });
});

describe("the navigation bar", () => {
  /** Whether the element has its handlers (the bar has hydrated). */
  const live = (page: Page, name: string) =>
    page
      .getByRole("navigation", { name: "Main" })
      .getByRole(name === "Cars" ? "link" : "button", { name, exact: true })
      .evaluate(hasListeners);

  it("waits for a visitor to use it, and answers the first press on a phone", async () => {
    const page = await newPage(browser, app, { width: 360, height: 740 });
    await page.goto("/");
    // The page has hydrated (goto waits for it), the bar not: nobody has used it yet.
    expect(await live(page, "Open menu")).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).waitFor();
    // The open menu hides the bar from the accessibility tree: its button, found by its label.
    const button = page.locator('[data-navbar] button[aria-label="Open menu"]');
    expect(await button.evaluate(hasListeners)).toBe(true);
    await page.close();
  });

  it("answers a bare click (a screen reader's activation: no pointer, no focus)", async () => {
    const page = await newPage(browser, app);
    await page.goto("/cars");
    expect(await live(page, "Login")).toBe(false);
    await page.getByRole("button", { name: "Login", exact: true }).dispatchEvent("click");
    await page.getByRole("dialog").getByLabel("Email").waitFor();
    await page.close();
  });

  it("hydrates as focus enters it, so the keyboard navigates on the client", async () => {
    const page = await newPage(browser, app);
    await page.goto("/");
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const cars = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Cars" });
    await cars.focus();
    await expect.poll(() => live(page, "Cars")).toBe(true);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: /cars/i }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/cars");
    // A router navigation, not a page load: the window is the same.
    expect(await page.evaluate(() => "samePage" in window)).toBe(true);
    await page.close();
  });

  it("hydrates when the page navigates on the client, with the new page's active link", async () => {
    const page = await newPage(browser, app);
    await page.goto("/cars");
    const cars = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Cars" });
    expect(await cars.getAttribute("class")).toContain("text-brand-700");
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    // A car card's link (hydrated with the page), without pointing at the bar first.
    await page.locator(`a[href^="/car-details/"]`).first().click();
    await page.waitForURL("**/car-details/**");
    expect(await page.evaluate(() => "samePage" in window)).toBe(true);
    await expect.poll(() => live(page, "Cars")).toBe(true);
    await expect.poll(() => cars.getAttribute("class")).toContain("text-slate-700");
    await page.close();
  });
});

/** Accepts the renter's booking of `car` as whichever demo owner has it among their requests. */
async function acceptAsOwner(): Promise<void> {
  for (const account of DEMO_ACCOUNTS.filter((a) => a.role === "owner")) {
    const login = await app.api<{ token: string }>("POST", "/user/login", {
      email: account.email,
      password: DEMO_PASSWORD,
    });
    const requests = await app.api<{ bookings: { _id: string; car: { _id: string } }[] }>(
      "GET",
      "/bookings/owner",
      undefined,
      login.body.token,
    );
    const booking = requests.body.bookings.find((b) => b.car._id === car._id);
    if (!booking) continue;
    const res = await app.api(
      "POST",
      "/bookings/change-status",
      { bookingId: booking._id, status: "booked" },
      login.body.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return;
  }
  throw new Error(`no demo owner has a request for ${car.brand} ${car.model}`);
}
