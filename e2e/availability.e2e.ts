/**
 * Searching by availability (customer document sections 2, 4 and 7): the home hero's 'Find
 * Your Perfect Ride' form (State, City, Pick-up Date, Return Date, 'Search Available Cars')
 * opens /cars in availability mode, which lists the city's cars free on those dates and
 * leaves out one whose dates are held by a booking (server-rules.md section 4). The server
 * filters and pages that list like any listing: a quick-filter chip and a second page.
 * (More than one page of free cars in one city: 25 Petrol cars are listed through the API.)
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookViaApi,
  daysFromToday,
  type ListedCar,
  listCar,
  shortDay,
  whenHydrated,
} from "./booking-support.js";
import {
  type Account,
  createAccount,
  launchBrowser,
  newPage,
  type RunningApp,
  startApp,
  toast,
} from "./harness.js";

let app: RunningApp;
let browser: Browser;
let free: ListedCar;
let taken: ListedCar;
let elsewhere: ListedCar;
let owner: Account;
const pickup = daysFromToday(6);
const dropoff = daysFromToday(8);
const PETROL_CARS = 25;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  owner = await createAccount(app, { name: "Omkar Owner", owner: true });
  const renter = await createAccount(app, { name: "Riya Renter" });
  free = await listCar(app, owner.token, { brand: "Maruti", model: "Ertiga" });
  taken = await listCar(app, owner.token, { brand: "Tata", model: "Nexon" });
  elsewhere = await listCar(app, owner.token, {
    brand: "Honda",
    model: "City",
    address: { state: "Karnataka", city: "Bengaluru", street: "MG Road" },
  });
  // The Nexon is held from the day before the search to its middle day.
  await bookViaApi(app, renter.token, taken._id, daysFromToday(5), daysFromToday(7));
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe("the home search form", () => {
  it("lists the city's cars free on the chosen dates", async () => {
    const page = await newPage(browser, app);
    await page.goto("/");
    const form = page.getByRole("form", { name: "Find Your Perfect Ride" });
    await whenHydrated(form.getByLabel("State"));
    await form.getByLabel("State").selectOption("Maharashtra");
    await form.getByLabel("City").selectOption("Pune");
    await form.getByLabel("Pick-up Date").fill(pickup);
    await form.getByLabel("Return Date").fill(dropoff);
    await form.getByRole("button", { name: "Search Available Cars" }).click();

    await page.waitForURL(
      (url) =>
        url.pathname === "/cars" &&
        url.searchParams.get("pickupLocation") === "Pune" &&
        url.searchParams.get("pickupDate") === pickup &&
        url.searchParams.get("returnDate") === dropoff,
    );
    // The home page stays on screen until the lazily loaded listing arrives: wait for the
    // availability banner before reading the cars.
    const cars = page.getByRole("main");
    await cars.getByText("Available in").waitFor();
    await expect
      .poll(() => cars.getByText(`${free.brand} ${free.model}`).count())
      .toBeGreaterThan(0);
    expect(await cars.getByText(`${taken.brand} ${taken.model}`).count()).toBe(0);
    expect(await cars.getByText(`${elsewhere.brand} ${elsewhere.model}`).count()).toBe(0);
    await page.close();
  });
});

describe("availability mode on /cars", () => {
  // One page holds 24 cars: with these the Pune search has 26 free cars (Ertiga + 25 Petrol).
  beforeAll(async () => {
    for (let n = 1; n <= PETROL_CARS; n++) {
      await listCar(app, owner.token, {
        brand: "Kia",
        model: `Sonet ${String(n).padStart(2, "0")}`,
        fuel_type: "Petrol",
      });
    }
  });

  it("filters with a chip and pages through the server", async () => {
    const page = await newPage(browser, app);
    const requests: URL[] = [];
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (url.pathname === "/api/user/cars") requests.push(url);
    });
    await page.goto(`/cars?pickupLocation=Pune&pickupDate=${pickup}&returnDate=${dropoff}`);
    const main = page.getByRole("main");
    await main.getByText("Available in").waitFor();
    const countLine = (text: string) => main.getByText(text, { exact: true }).waitFor();
    const cards = main.getByRole("list", { name: "Cars" }).locator(":scope > li");
    await countLine("Showing 1–24 of 26 cars");
    expect(await cards.count()).toBe(24);

    await main.getByRole("link", { name: "Next" }).click();
    await countLine("Showing 25–26 of 26 cars");
    await expect.poll(() => cards.count()).toBe(2);
    expect(new URL(page.url()).searchParams.get("page")).toBe("2");
    expect(await main.getByText(`${taken.brand} ${taken.model}`).count()).toBe(0);

    // The Petrol chip: back to page 1 of the 25 Petrol cars, the banner still up.
    await main.getByRole("link", { name: "Petrol", exact: true }).click();
    await countLine("Showing 1–24 of 25 cars");
    await main.getByRole("link", { name: "Remove filter Fuel: Petrol" }).waitFor();
    await main.getByRole("link", { name: "Next" }).click();
    await countLine("Showing 25–25 of 25 cars");
    expect(await main.getByText(`${free.brand} ${free.model}`).count()).toBe(0);
    await main.getByText("Available in").waitFor();

    // Every page came from the server with the search, the filter and the page.
    const last = requests.at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toMatchObject({
      pickupLocation: "Pune",
      pickupDate: pickup,
      returnDate: dropoff,
      fuelType: "Petrol",
      page: "2",
      limit: "24",
    });
    expect(await toast(page, "No cars available").count()).toBe(0);

    // A card carries the search dates on to the car page's booking form.
    await cards.first().getByRole("link").click();
    await page.waitForURL(/\/car-details\//);
    const url = new URL(page.url());
    expect(url.searchParams.get("pickupDate")).toBe(pickup);
    expect(url.searchParams.get("returnDate")).toBe(dropoff);
    await expect
      .poll(() => page.getByRole("button", { name: "Pickup Date" }).textContent())
      .toContain(shortDay(pickup));
    await page.close();
  });
});
