/**
 * Searching by availability (customer document sections 2, 4 and 7): the home hero's 'Find
 * Your Perfect Ride' form (State, City, Pick-up Date, Return Date, 'Search Available Cars')
 * opens /cars in availability mode, which lists the city's cars free on those dates and
 * leaves out one whose dates are held by a booking (server-rules.md section 4).
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookViaApi, daysFromToday, type ListedCar, listCar } from "./booking-support.js";
import { createAccount, launchBrowser, newPage, type RunningApp, startApp } from "./harness.js";

let app: RunningApp;
let browser: Browser;
let free: ListedCar;
let taken: ListedCar;
let elsewhere: ListedCar;
const pickup = daysFromToday(6);
const dropoff = daysFromToday(8);

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const owner = await createAccount(app, { name: "Omkar Owner", owner: true });
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
