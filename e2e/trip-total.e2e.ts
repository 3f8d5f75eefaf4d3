/**
 * Cards in a date search show the trip total (issue 27 items 2 and 5): a renter searches from
 * the home page's 'Find Your Perfect Ride' form for a week in Pune and sees, on each car's card
 * beside its price a day, '₹14,087 total for 7 days': exactly GET /api/bookings/quote's total
 * for that car and those dates, with a car's weekly discount taken off. Without dates the
 * cards show no total. Screenshots of the date search at 360 px and 1280 px when SHOTS_DIR is
 * set.
 */
import { formatRupees, TRIP_TOTAL_MSG } from "@gaadi/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysFromToday, type ListedCar, listCar, whenHydrated } from "./booking-support.js";
import {
  type Account,
  createAccount,
  expectAccessible,
  launchBrowser,
  newPage,
  type RunningApp,
  shoot,
  signIn,
  startApp,
} from "./harness.js";

let app: RunningApp;
let browser: Browser;
let renter: Account;
/** ₹2,000 a day with 10% off a week or more (and 20% off 28 days). */
let discounted: ListedCar;
/** ₹1,500 a day, no discount. */
let plain: ListedCar;
/** Seven days: the weekly discount applies. */
const pickup = daysFromToday(6);
const dropoff = daysFromToday(12);

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const owner = await createAccount(app, { name: "Omkar Owner", owner: true });
  renter = await createAccount(app, { name: "Riya Renter" });
  discounted = await listCar(app, owner.token, {
    brand: "Mahindra",
    model: "XUV700",
    pricePerDay: 2000,
    weeklyDiscountPercent: 10,
    monthlyDiscountPercent: 20,
    securityDeposit: 3000,
    cancellationPolicy: "moderate",
  });
  plain = await listCar(app, owner.token, { brand: "Maruti", model: "Ertiga", pricePerDay: 1500 });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** GET /api/bookings/quote's total for `car` over the search's dates. */
async function quotedTotal(car: ListedCar): Promise<number> {
  const res = await fetch(
    `${app.url}/api/bookings/quote?car=${car._id}&pickupDate=${pickup}&returnDate=${dropoff}`,
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { quote: { total: number } }).quote.total;
}

/** The listing's card of `car`. */
const cardOf = (page: Page, car: ListedCar) =>
  page
    .getByRole("main")
    .getByRole("list", { name: "Cars" })
    .locator(":scope > li")
    .filter({ hasText: `${car.brand} ${car.model}` });

/** Searches a week in Pune from the home page's form, as a person does. */
async function searchTheWeek(page: Page): Promise<void> {
  await page.goto("/");
  const form = page.getByRole("form", { name: "Find Your Perfect Ride" });
  await whenHydrated(form.getByLabel("State"));
  await form.getByLabel("State").selectOption("Maharashtra");
  await form.getByLabel("City").selectOption("Pune");
  await form.getByLabel("Pick-up Date").fill(pickup);
  await form.getByLabel("Return Date").fill(dropoff);
  await form.getByRole("button", { name: "Search Available Cars" }).click();
  await page.waitForURL((url) => url.pathname === "/cars" && url.searchParams.has("returnDate"));
  await page.getByRole("main").getByText("Available in").waitFor();
}

describe("a date search's cards", () => {
  it("show each car's trip total, the quote's total with the weekly discount taken off", async () => {
    const page = await newPage(browser, app);
    await signIn(page, renter.token);
    await searchTheWeek(page);

    // ₹2,000 x 7 = ₹14,000 less 10%: ₹12,600; trip fee ₹1,260; its GST ₹226.8, so ₹227.
    expect(await quotedTotal(discounted)).toBe(14087);
    // ₹1,500 x 7 = ₹10,500; trip fee ₹1,050; its GST ₹189.
    expect(await quotedTotal(plain)).toBe(11739);
    for (const [car, total] of [
      [discounted, 14087],
      [plain, 11739],
    ] as const) {
      const card = cardOf(page, car);
      await card.getByTestId("trip-total").waitFor();
      expect(await card.getByTestId("trip-total").textContent()).toBe(
        `${formatRupees(total)} total for 7 days`,
      );
      expect(await card.getByText(TRIP_TOTAL_MSG.includes).count()).toBe(1);
      // Beside the price a day, which stays.
      expect(
        await card.getByText(`${formatRupees(car.pricePerDay)}`, { exact: true }).count(),
      ).toBe(1);
      // The card's one link names the total in its description.
      const link = card.getByRole("link", { name: `${car.brand} ${car.model}` });
      const description = await link.evaluate((a) =>
        (a.getAttribute("aria-describedby") ?? "")
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" "),
      );
      expect(description).toContain(`${formatRupees(total)} total for 7 days`);
    }
    expect(await cardOf(page, discounted).textContent()).toContain("₹14,087 total for 7 days");
    await expectAccessible(page, "main");
    await shoot(page, "h27tt-date-search-1280");
    await page.close();
  });

  it("show the same total after a reload, as the server rendered it", async () => {
    const url = `/cars?pickupLocation=Pune&pickupDate=${pickup}&returnDate=${dropoff}`;
    // The server's HTML already holds it (decision 015), so hydration changes nothing.
    const html = await (await fetch(`${app.url}${url}`)).text();
    expect(html).toContain(`>₹14,087</span> <span class="text-sm">total for 7 days</span>`);
    const page = await newPage(browser, app);
    await page.goto(url);
    const total = cardOf(page, discounted).getByTestId("trip-total");
    await total.waitFor();
    expect(await total.textContent()).toBe("₹14,087 total for 7 days");
    await page.close();
  });

  it("fit a phone's width", async () => {
    const page = await newPage(browser, app, { width: 360, height: 780 });
    await page.goto(`/cars?pickupLocation=Pune&pickupDate=${pickup}&returnDate=${dropoff}`);
    const card = cardOf(page, discounted);
    await card.getByTestId("trip-total").waitFor();
    await card.scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await shoot(page, "h27tt-date-search-360");
    await page.close();
  });
});

describe("cards without dates", () => {
  it("show the price a day and no trip total", async () => {
    const page = await newPage(browser, app);
    await page.goto("/cars");
    const card = cardOf(page, discounted);
    await card.waitFor();
    expect(await card.getByText("₹2,000", { exact: true }).count()).toBe(1);
    expect(await page.getByTestId("trip-total").count()).toBe(0);
    expect(await page.getByText(TRIP_TOTAL_MSG.includes).count()).toBe(0);
    await page.close();
  });
});
