/**
 * The owner dashboard journey (owner document sections 2, 3, 7 and 8; server-rules.md
 * section 8). An owner lists three cars (two SUVs, one Sedan, known prices); a renter books
 * them through the API and the owner accepts three trips, so they count, leaves one request
 * pending and declines another, which must not count. In the browser the owner sees "Needs
 * your attention" linking to the waiting request, the cards for This month computed from the
 * trips' dates, then a 10-day custom range (today..today+9) with exact figures and occupancy
 * bands (80% High green, 50% Medium yellow, 20% Low red); switching to SUV reloads the figures
 * without the Sedan; the Total revenue header sorts ascending then descending; the filters
 * survive a reload; a refused range and a failed load show their messages. axe checks the
 * page; with SHOTS_DIR set, screenshots at 1280 px and 360 px are written there.
 */
import { ANALYTICS_MSG, formatRupees, indiaToday } from "@gaadi/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookViaApi, daysFromToday, type ListedCar, listCar } from "./booking-support.js";
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
let renter: Account;
let thar: ListedCar;
let creta: ListedCar;
let city: ListedCar;

/**
 * The accepted trips: car, first and last day (offsets from India's today), and the owner's
 * earnings at the default rates: rent less 20% commission and 18% GST on it (issue 27).
 */
let trips: { car: () => ListedCar; from: number; to: number; earnings: number }[];
const FROM = daysFromToday(0);
const TO = daysFromToday(9);
const PHONE = { width: 360, height: 780 };

async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.locator("figure .recharts-surface").waitFor(); // the lazily loaded chart
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** Books `car` as the renter; `status` moves it on as the owner. Returns the booking id. */
async function trip(
  car: ListedCar,
  from: number,
  to: number,
  status?: "booked" | "cancelled",
): Promise<string> {
  await bookViaApi(app, renter.token, car._id, daysFromToday(from), daysFromToday(to));
  const mine = await app.api<{
    bookings: { _id: string; pickupDate: string; car: { _id: string } }[];
  }>("GET", "/bookings/user", undefined, renter.token);
  const id =
    mine.body.bookings.find(
      (b) => b.car._id === car._id && b.pickupDate.slice(0, 10) === daysFromToday(from),
    )?._id ?? "";
  if (status) {
    const res = await app.api(
      "POST",
      "/bookings/change-status",
      status === "cancelled"
        ? { bookingId: id, status, cancellationReason: "Schedule conflict" }
        : { bookingId: id, status },
      owner.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return id;
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  owner = await createAccount(app, { name: "Omkar Owner", owner: true });
  renter = await createAccount(app, { name: "Riya Renter" });
  thar = await listCar(app, owner.token, {
    brand: "Mahindra",
    model: "Thar",
    category: "SUV",
    pricePerDay: 2000,
  });
  creta = await listCar(app, owner.token, {
    brand: "Hyundai",
    model: "Creta",
    category: "SUV",
    pricePerDay: 1500,
  });
  city = await listCar(app, owner.token, {
    brand: "Honda",
    // Long: on a phone the lists must truncate it, not widen the page.
    model: "City e:HEV Hybrid Elegance Edition",
    category: "Sedan",
    pricePerDay: 3000,
  });
  trips = [
    // 8 days of 10 (80%): rent ₹16,000 less ₹3,200 and ₹576.
    { car: () => thar, from: 0, to: 7, earnings: 12_224 },
    // 5 days (50%): rent ₹7,500 less ₹1,500 and ₹270.
    { car: () => creta, from: 0, to: 4, earnings: 5_730 },
    // 2 days (20%): rent ₹6,000 less ₹1,200 and ₹216.
    { car: () => city, from: 1, to: 2, earnings: 4_584 },
  ];
  for (const t of trips) await trip(t.car(), t.from, t.to, "booked");
  await trip(city, 5, 6); // pending: a request, not revenue
  await trip(creta, 6, 8, "cancelled"); // declined: not revenue, not occupancy
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const card = (page: Page, title: string) => page.getByRole("article", { name: title });
const cardValue = (page: Page, title: string) =>
  card(page, title).locator("p").nth(1).textContent();
const bodyRows = (page: Page) =>
  page.getByRole("region", { name: "Revenue per car table" }).locator("tbody tr");
const rowNames = (page: Page) => bodyRows(page).locator("th").allTextContents();

/** Waits for the figures to settle (no spinner, not dimmed). */
async function settled(page: Page): Promise<void> {
  await expect
    .poll(() => page.getByRole("status", { name: "Loading analytics..." }).count())
    .toBe(0);
  await expect.poll(() => page.locator("[aria-busy=true]").count()).toBe(0);
}

describe("owner dashboard", () => {
  it("shows the tasks and this month's figures from the accepted trips only", async () => {
    const page = await newPage(browser, app);
    await signIn(page, owner.token, "/owner");
    const tasks = page.getByRole("region", { name: "Needs your attention" });
    const request = tasks.getByRole("link", { name: "1 booking request waiting for an answer" });
    await request.waitFor();
    expect(await request.getAttribute("href")).toBe("/owner/manage-bookings?status=pending");
    // The Thar and the Creta are picked up today: booked, so due.
    expect(await tasks.getByRole("link", { name: "2 pickups due" }).getAttribute("href")).toBe(
      "/owner/manage-bookings?due=pickup",
    );
    expect(await tasks.getByRole("link").count()).toBe(2);

    // This month counts the trips picked up in India's current month (the City's may not be).
    const month = indiaToday().slice(0, 7);
    const inMonth = trips.filter((t) => daysFromToday(t.from).startsWith(month));
    const revenue = inMonth.reduce((sum, t) => sum + t.earnings, 0);
    await card(page, "Total revenue").waitFor();
    await settled(page);
    expect(await page.getByLabel("Date range").inputValue()).toBe("month");
    expect(await page.getByLabel("Car type").inputValue()).toBe("all");
    expect(await cardValue(page, "Total revenue")).toBe(formatRupees(revenue));
    expect(await cardValue(page, "Monthly earnings")).toBe(formatRupees(revenue));
    expect(await cardValue(page, "Total bookings")).toBe(String(inMonth.length));
    expect(await cardValue(page, "Average daily rate")).toBe(
      formatRupees(Math.round(revenue / inMonth.length)),
    );
    expect(await cardValue(page, "Active Cars")).toBe(String(inMonth.length));
    const year = indiaToday().slice(0, 4);
    const inYear = trips.filter((t) => daysFromToday(t.from).startsWith(year));
    expect(await cardValue(page, "Yearly earnings")).toBe(
      formatRupees(inYear.reduce((sum, t) => sum + t.earnings, 0)),
    );
    await expectAccessible(page);

    await request.click();
    await page.waitForURL("**/owner/manage-bookings?status=pending");
  });

  it("gives exact figures for a custom range, reloads by car type and sorts the table", async () => {
    const page = await newPage(browser, app);
    await signIn(page, owner.token, "/owner");
    await card(page, "Total revenue").waitFor();
    await page.getByLabel("Date range").selectOption("custom");
    await expect.poll(() => page.getByText("Pick a start date and an end date").count()).toBe(1);
    await page.getByLabel("Start date").fill(FROM);
    await page.getByLabel("End date").fill(TO);
    await expect.poll(() => new URL(page.url()).search).toBe(`?range=custom&from=${FROM}&to=${TO}`);
    await settled(page);

    // The owner's earnings 12,224 + 5,730 + 4,584 over 3 trips (net of commission and its
    // GST); the pending City and the declined Creta left out.
    expect(await cardValue(page, "Total revenue")).toBe("₹22,538");
    expect(await cardValue(page, "Total bookings")).toBe("3");
    expect(await cardValue(page, "Average daily rate")).toBe("₹7,513");
    expect(await cardValue(page, "Active Cars")).toBe("3");
    expect(await rowNames(page)).toEqual([
      "MahindraThar",
      "HyundaiCreta",
      "HondaCity e:HEV Hybrid Elegance Edition",
    ]);

    const occupancy = page.getByRole("region", { name: "Occupancy per car" });
    const expected = [
      ["Mahindra Thar", "80%", "High", "green", "8 / 10 days"],
      ["Hyundai Creta", "50%", "Medium", "yellow", "5 / 10 days"],
      ["Honda City e:HEV Hybrid Elegance Edition", "20%", "Low", "red", "2 / 10 days"],
    ];
    for (const [name, rate, label, band, days] of expected) {
      const row = occupancy.getByRole("listitem", { name });
      const text = await row.textContent();
      expect(text).toContain(rate);
      expect(text).toContain(label);
      expect(text).toContain(days);
      expect(await row.locator("[data-band]").getAttribute("data-band")).toBe(band);
    }
    const rented = page.getByRole("region", { name: "Most rented" });
    expect(await rented.textContent()).toContain("1 rental · 33.3%");
    await expectAccessible(page);
    await shoot(page, "dashboard-desktop");

    // Total revenue: ascending, then descending.
    const header = page.getByRole("columnheader", { name: "Total revenue" });
    await header.getByRole("button").click();
    expect(await header.getAttribute("aria-sort")).toBe("ascending");
    expect(await rowNames(page)).toEqual([
      "HondaCity e:HEV Hybrid Elegance Edition",
      "HyundaiCreta",
      "MahindraThar",
    ]);
    await header.getByRole("button").click();
    expect(await header.getAttribute("aria-sort")).toBe("descending");
    expect(await rowNames(page)).toEqual([
      "MahindraThar",
      "HyundaiCreta",
      "HondaCity e:HEV Hybrid Elegance Edition",
    ]);

    // SUV only: a new request, the Sedan gone, the totals smaller.
    const reload = page.waitForRequest(
      (r) => r.url().includes("/api/owner/analytics") && r.url().includes("carType=SUV"),
    );
    await page.getByLabel("Car type").selectOption("SUV");
    await reload;
    await settled(page);
    expect(await cardValue(page, "Total revenue")).toBe("₹17,954");
    expect(await cardValue(page, "Total bookings")).toBe("2");
    expect(await cardValue(page, "Average daily rate")).toBe("₹8,977");
    expect(await rowNames(page)).toEqual(["MahindraThar", "HyundaiCreta"]);
    expect(await occupancy.getByRole("listitem").count()).toBe(2);
    expect(await page.getByText("Honda").count()).toBe(0);

    // A reload keeps the filters (they live in the URL).
    await page.reload();
    await card(page, "Total revenue").waitFor();
    await settled(page);
    expect(await page.getByLabel("Car type").inputValue()).toBe("SUV");
    expect(await page.getByLabel("Start date").inputValue()).toBe(FROM);
    expect(await cardValue(page, "Total revenue")).toBe("₹17,954");

    // On a phone, with every car back (the Honda's long name in the lists), nothing widens the page.
    await page.getByLabel("Car type").selectOption("all");
    await settled(page);
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await shoot(page, "dashboard-360");
  });

  it("says why when the range is refused or the figures fail to load", async () => {
    const page = await newPage(browser, app);
    await signIn(page, owner.token, `/owner?range=custom&from=${TO}&to=${FROM}`);
    await expect.poll(() => page.getByText(ANALYTICS_MSG.startAfterEnd).count()).toBe(1);
    expect(await card(page, "Total revenue").count()).toBe(0);

    await page.route("**/api/owner/analytics*", (route) =>
      route.fulfill({ status: 500, json: { success: false, message: "Internal Server Error" } }),
    );
    await page.getByLabel("Date range").selectOption("year");
    // A 5xx is tried once more (lib/query-client.ts) before it shows.
    await expect
      .poll(() => page.getByText(ANALYTICS_MSG.loadFailed).count(), { timeout: 10_000 })
      .toBe(1);
    expect(await card(page, "Total revenue").count()).toBe(0);
    await expectAccessible(page);
  });
});
