/**
 * The listing by dates follows what the renter just did (issue 25, Build item 2): a renter
 * searches a city and dates, books a car it lists from its details page, and back on the
 * listing (the browser's Back, well inside the cache's 30 s) the car is gone; after the
 * renter cancels that booking, Back again lists it again; an owner who blocks a listed car's
 * days from its calendar (reached through the menus) no longer finds it there on Back. The
 * listing's cached answer must be refreshed by the booking and block events
 * (apps/web/src/lib/query-refresh.ts), not left to go stale for 30 s.
 * And the keys are one on both sides (decision 015): the browser asks nothing the server's
 * render of the listing or of a car already put in the cache.
 */
import { BOOKING_MSG, CALENDAR_MSG } from "@gaadi/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayName, daysFromToday, type ListedCar, listCar } from "./booking-support.js";
import {
  type Account,
  createAccount,
  launchBrowser,
  newPage,
  type RunningApp,
  signIn,
  startApp,
  toast,
} from "./harness.js";

let app: RunningApp;
let browser: Browser;
let owner: Account;
let renter: Account;
let ertiga: ListedCar;
let nexon: ListedCar;
const pickup = daysFromToday(4);
const dropoff = daysFromToday(6);
const listing = `/cars?pickupLocation=Pune&pickupDate=${pickup}&returnDate=${dropoff}`;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  owner = await createAccount(app, { name: "Omkar Owner", owner: true });
  renter = await createAccount(app, { name: "Riya Renter" });
  ertiga = await listCar(app, owner.token, { brand: "Maruti", model: "Ertiga" });
  nexon = await listCar(app, owner.token, { brand: "Tata", model: "Nexon" });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const carLink = (page: Page, car: ListedCar) =>
  page.getByRole("main").getByRole("link", { name: `${car.brand} ${car.model}`, exact: true });

/** Goes back until the listing by dates is on screen, its banner and the other car shown. */
async function backToListing(page: Page, from = pickup): Promise<void> {
  for (let i = 0; i < 4 && new URL(page.url()).pathname !== "/cars"; i++) await page.goBack();
  expect(new URL(page.url()).searchParams.get("pickupDate")).toBe(from);
  await page.getByRole("main").getByText("Available in").waitFor();
  await carLink(page, nexon).waitFor();
}

describe("the server render's cache", () => {
  it("is read by the browser under the same keys: no second call for the listing or the car", async () => {
    const page = await newPage(browser, app);
    const calls: string[] = [];
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith("/api/user/cars")) calls.push(url.pathname + url.search);
    });
    for (const path of [listing, `/car-details/${ertiga._id}?pickupDate=${pickup}`]) {
      await page.goto(path); // returns once the app has hydrated the server's HTML
      await carLink(page, nexon)
        .or(page.getByRole("heading", { name: "Maruti Ertiga" }))
        .first()
        .waitFor();
      await page.waitForLoadState("networkidle");
    }
    expect(calls).toEqual([]);
    await page.close();
  });
});

describe("the listing by dates after a booking", () => {
  it("leaves out the car just booked, and lists it again once cancelled", async () => {
    const page = await newPage(browser, app);
    await signIn(page, renter.token, listing);
    await carLink(page, ertiga).waitFor();
    await carLink(page, nexon).waitFor();

    // Book the Ertiga for the searched dates (the card's link carries them to the details).
    const started = Date.now();
    await carLink(page, ertiga).click();
    await page.waitForURL(`**/car-details/${ertiga._id}?**`);
    await page.getByRole("button", { name: "Book Now" }).click();
    await page.waitForURL("**/my-bookings");
    await toast(page, BOOKING_MSG.created).waitFor();

    await backToListing(page);
    await expect.poll(() => carLink(page, ertiga).count(), { timeout: 5_000 }).toBe(0);
    expect(Date.now() - started).toBeLessThan(30_000);

    // Cancel it from My Bookings; back on the listing the Ertiga is free again.
    await page.getByRole("link", { name: "My Bookings" }).first().click();
    await page.waitForURL("**/my-bookings");
    const card = page.getByRole("article", { name: "Maruti Ertiga" });
    await card.getByRole("button", { name: "Cancel Booking" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel Booking" });
    await dialog.getByRole("radio").first().check();
    await dialog.getByRole("button", { name: "Cancel Booking" }).click();
    await toast(page, BOOKING_MSG.cancelled).waitFor();

    await backToListing(page);
    await expect.poll(() => carLink(page, ertiga).count(), { timeout: 5_000 }).toBe(1);
    expect(Date.now() - started).toBeLessThan(30_000);
    await page.close();
  });
});

describe("the listing by dates after the owner blocks the days", () => {
  it("leaves out the car whose days the owner just blocked", async () => {
    const [from, to] = [daysFromToday(10), daysFromToday(11)];
    const page = await newPage(browser, app);
    await signIn(
      page,
      owner.token,
      `/cars?pickupLocation=Pune&pickupDate=${from}&returnDate=${to}`,
    );
    await carLink(page, ertiga).waitFor();

    // To the Ertiga's calendar through the menus, in the same tab, and block the two days.
    const started = Date.now();
    await page.getByRole("button", { name: "More" }).click();
    await page.getByRole("menuitem", { name: "Owner Dashboard" }).click();
    await page.getByRole("link", { name: "Manage Cars" }).first().click();
    await page
      .getByRole("link", { name: "Calendar of Maruti Ertiga" })
      .locator("visible=true")
      .click();
    await page.waitForURL(`**/owner/manage-cars/${ertiga._id}/calendar`);
    for (const ymd of [from, to]) {
      await page
        .getByRole("grid")
        .getByRole("button", { name: new RegExp(`^${dayName(ymd)}(,|$)`) })
        .first()
        .click();
    }
    const panel = page.getByRole("region", { name: "Block dates" });
    await panel.getByRole("button", { name: "Block dates" }).click();
    await toast(page, CALENDAR_MSG.blocked).waitFor();

    await backToListing(page, from);
    await expect.poll(() => carLink(page, ertiga).count(), { timeout: 5_000 }).toBe(0);
    expect(Date.now() - started).toBeLessThan(30_000);
    await page.close();
  });
});
