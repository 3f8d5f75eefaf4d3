/**
 * What is a link or a form works before any script (issue 26, item 2), in Chromium with
 * JavaScript disabled on the demo marketplace: every page below is the server's HTML alone
 * (decision 015). On /cars a quick filter chip is a link that lists only its cars and turns
 * into 'on' with a remove link, the remove link and pages are links too, and the search box
 * is a GET form that keeps the filters; on / the 'Find Your Perfect Ride' form is a GET form
 * to /cars with pickupLocation, pickupDate and returnDate, and the listing it opens shows the
 * city's cars free on those dates (availability mode).
 */

import { addDaysTo, indiaToday } from "@gaadi/shared";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, type RunningApp, startApp } from "./harness.js";

interface ListedCar {
  _id: string;
  brand: string;
  model: string;
  address: { city: string; state: string };
}
interface Listing {
  cars: ListedCar[];
  total: number;
}

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  app = await startApp({ demoData: true });
  browser = await launchBrowser();
  context = await browser.newContext({
    baseURL: app.url,
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 900 },
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
  });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const title = (car: ListedCar) => `${car.brand} ${car.model}`;
const params = () => Object.fromEntries(new URL(page.url()).searchParams);
/** The cars the listing page shows: its card links, in order. */
const shownCars = () =>
  page.getByRole("list", { name: "Cars" }).getByRole("heading", { level: 2 }).allTextContents();

describe("without JavaScript", () => {
  it("a quick filter chip lists only its cars, and its remove link lists them all again", async () => {
    const suvs = await app.api<Listing>("GET", "/user/cars?page=1&limit=24&category=SUV");
    const all = await app.api<Listing>("GET", "/user/cars?page=1&limit=24");
    expect(suvs.body.total).toBeGreaterThan(0);
    expect(suvs.body.total).toBeLessThan(all.body.total);

    await page.goto("/cars");
    const chips = page.getByRole("list", { name: "Quick filters" });
    const suv = chips.getByRole("link", { name: "SUV", exact: true });
    expect(await suv.getAttribute("aria-current")).toBeNull();
    await suv.click();
    await page.waitForURL(/category=SUV/);
    expect(params()).toEqual({ category: "SUV" });
    expect(await shownCars()).toEqual(suvs.body.cars.map(title));
    await page.getByText(`Showing all ${suvs.body.total} cars`).waitFor();
    expect(await suv.getAttribute("aria-current")).toBe("true");

    // A second chip keeps the first; pressing the first again removes only it.
    await chips.getByRole("link", { name: "Automatic", exact: true }).click();
    await page.waitForURL(/transmission=Automatic/);
    expect(params()).toEqual({ category: "SUV", transmission: "Automatic" });
    await suv.click();
    await page.waitForURL((url) => !url.search.includes("category"));
    expect(params()).toEqual({ transmission: "Automatic" });

    await page.getByRole("link", { name: "Remove filter Transmission: Automatic" }).click();
    await page.waitForURL((url) => url.search === "");
    expect(await shownCars()).toEqual(all.body.cars.map(title));
  });

  it("the listing's pages and its search box work as a link and a form", async () => {
    const all = await app.api<Listing>("GET", "/user/cars?page=1&limit=24");
    const pages = Math.ceil(all.body.total / 24);
    await page.goto("/cars");
    if (pages > 1) {
      await page
        .getByRole("navigation", { name: "Pages" })
        .getByRole("link", { name: "Next" })
        .click();
      await page.waitForURL(/page=2/);
      await page.getByText(`Page 2 of ${pages}`).waitFor();
    }

    // The search box sends the filters along and starts again at page 1.
    const car = all.body.cars[0]!;
    await page.goto("/cars?fuelType=Petrol&page=2");
    const search = page.getByRole("searchbox", { name: "Search the listing" });
    await search.fill(car.address.city);
    await search.press("Enter");
    await page.waitForURL(/search=/);
    expect(params()).toEqual({ fuelType: "Petrol", search: car.address.city });
    const found = await app.api<Listing>(
      "GET",
      `/user/cars?page=1&limit=24&fuelType=Petrol&search=${encodeURIComponent(car.address.city)}`,
    );
    expect(await shownCars()).toEqual(found.body.cars.map(title));
    await page.getByRole("link", { name: `Remove filter Search: “${car.address.city}”` }).waitFor();
  });

  it("the home search opens /cars with the city and dates, listing the cars free then", async () => {
    const listed = await app.api<Listing>("GET", "/user/cars?page=1&limit=24");
    const car = listed.body.cars[0]!;
    const { city } = car.address;
    const pickup = addDaysTo(indiaToday(), 3);
    const back = addDaysTo(indiaToday(), 5);
    const free = await app.api<Listing>(
      "GET",
      `/user/cars?page=1&limit=24&pickupLocation=${encodeURIComponent(city)}&pickupDate=${pickup}&returnDate=${back}`,
    );
    expect(free.body.total).toBeGreaterThan(0);

    await page.goto("/");
    const form = page.getByRole("form", { name: "Find Your Perfect Ride" });
    // Without script the city select lists every city under its state.
    await form.getByLabel("City").selectOption(city);
    await form.getByLabel("Pick-up Date").fill(pickup);
    await form.getByLabel("Return Date").fill(back);
    await form.getByRole("button", { name: "Search Available Cars" }).click();
    await page.waitForURL(/\/cars\?/);
    expect(new URL(page.url()).pathname).toBe("/cars");
    expect(params()).toEqual({ pickupLocation: city, pickupDate: pickup, returnDate: back });
    await page.getByText(`Available in ${city} from`).waitFor();
    expect(await shownCars()).toEqual(free.body.cars.map(title));

    // 'Show all cars' is a link too: the dates go, the listing is whole again.
    await page.getByRole("link", { name: "Show all cars" }).click();
    await page.waitForURL((url) => url.search === "");
    expect(await page.getByText(`Available in ${city} from`).count()).toBe(0);
  });

  it("the home search's fields are required before any script too", async () => {
    await page.goto("/");
    const form = page.getByRole("form", { name: "Find Your Perfect Ride" });
    await form.getByRole("button", { name: "Search Available Cars" }).click();
    // The browser's own validation keeps the page: nothing was sent.
    expect(new URL(page.url()).pathname).toBe("/");
    expect(
      await form.getByLabel("City").evaluate((el) => (el as HTMLSelectElement).validity.valid),
    ).toBe(false);
  });
});
