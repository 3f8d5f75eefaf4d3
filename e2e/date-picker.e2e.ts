/**
 * The date picker's rules (customer document section 5) on a car page: six Sunday-first weeks
 * (42 days, outside days shown), today (India) marked, past days and booked ranges disabled,
 * a return day never before the pickup day, and a choice made with the keyboard alone
 * (arrows, Home/End, PageUp/PageDown, Enter; Escape closes and focus returns to the trigger).
 * The chosen dates live in the URL, so a trigger shows a choice after that navigation: polled.
 */
import { addMonths, endOfWeek, format, startOfWeek } from "date-fns";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookViaApi,
  dayName,
  daysFromToday,
  type ListedCar,
  listCar,
  openPickerAt,
  pickDate,
  shortDay,
  whenHydrated,
} from "./booking-support.js";
import {
  createAccount,
  expectAccessible,
  launchBrowser,
  newPage,
  type RunningApp,
  startApp,
} from "./harness.js";

let app: RunningApp;
let browser: Browser;
let car: ListedCar;
const today = daysFromToday(0);
// Far enough from today that the keyboard walk near today never meets them.
const bookedDays = [daysFromToday(20), daysFromToday(21), daysFromToday(22)];

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const owner = await createAccount(app, { name: "Padma Owner", owner: true });
  const renter = await createAccount(app, { name: "Rahul Renter" });
  car = await listCar(app, owner.token, { brand: "Hyundai", model: "Creta", pricePerDay: 2200 });
  await bookViaApi(app, renter.token, car._id, bookedDays[0]!, bookedDays[2]!);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const local = (ymd: string) => {
  const [y, m, d] = ymd.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};
const ymd = (d: Date) => format(d, "yyyy-MM-dd");
const day = (popover: Locator, d: string) =>
  popover.getByRole("button", { name: dayName(d), exact: true });
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null);
const trigger = (page: Page, label: string) => page.getByRole("button", { name: label });

async function carPage(viewport?: { width: number; height: number }): Promise<Page> {
  const page = await newPage(browser, app, viewport);
  await page.goto(`/car-details/${car._id}`);
  await trigger(page, "Pickup Date").waitFor();
  return page;
}

describe("the date picker", () => {
  it("shows six Sunday-first weeks with outside days, today marked and the past disabled", async () => {
    const page = await carPage();
    const popover = await openPickerAt(page, "Pickup Date", today);
    // The weekday row is hidden from screen readers: each day's name carries its weekday.
    const headers = await popover
      .locator("thead th")
      .evaluateAll((ths) => ths.map((th) => th.getAttribute("aria-label")));
    expect(headers).toEqual([
      "Sunday",
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
    ]);
    const cells = await popover
      .getByRole("gridcell")
      .evaluateAll((tds) => tds.map((td) => td.getAttribute("data-day") ?? ""));
    expect(cells).toHaveLength(42);
    expect(await popover.locator("td button").count()).toBe(42);
    expect(local(cells[0]!).getDay()).toBe(0);
    expect(cells[0]! <= `${today.slice(0, 7)}-01`).toBe(true);
    expect(cells[41]! > `${today.slice(0, 7)}-28`).toBe(true);
    expect(await popover.locator("[data-outside]").count()).toBeGreaterThan(0);

    // Today is the focused, marked, selectable day; every earlier day is disabled.
    await expect.poll(() => focusedName(page)).toBe(dayName(today));
    expect(await day(popover, today).getAttribute("aria-current")).toBe("date");
    expect(await day(popover, today).getAttribute("aria-disabled")).toBeNull();
    for (const d of cells.filter((c) => c < today)) {
      expect(await day(popover, d).getAttribute("aria-disabled"), d).toBe("true");
    }
    expect(
      await popover.getByRole("button", { name: "Previous month" }).getAttribute("aria-disabled"),
    ).toBe("true");
    await expectAccessible(page, "[role=dialog]");
    await page.close();
  });

  it("disables booked days and ignores a click on them", async () => {
    const page = await carPage();
    const popover = await openPickerAt(page, "Pickup Date", bookedDays[0]!);
    for (const d of bookedDays) {
      if (d.slice(0, 7) !== bookedDays[0]!.slice(0, 7)) continue;
      expect(await day(popover, d).getAttribute("aria-disabled"), d).toBe("true");
      expect(await day(popover, d).getAttribute("title")).toBe("Already booked");
    }
    await day(popover, bookedDays[0]!).click({ force: true });
    expect(await popover.isVisible()).toBe(true);
    expect(await trigger(page, "Pickup Date").textContent()).toContain("Select date");
    const free = daysFromToday(19);
    if (free.slice(0, 7) === bookedDays[0]!.slice(0, 7)) {
      expect(await day(popover, free).getAttribute("aria-disabled")).toBeNull();
    }
    await page.close();
  });

  it("never lets the return day fall before the pickup day", async () => {
    const page = await carPage();
    const pickup = daysFromToday(4);
    await pickDate(page, "Pickup Date", pickup);
    const popover = await openPickerAt(page, "Return Date", pickup);
    await expect.poll(() => focusedName(page)).toBe(dayName(pickup));
    // A latest return day (the next booking) hides no day: still six full weeks.
    expect(await popover.locator("td button").count()).toBe(42);
    const before = daysFromToday(3);
    if (before.slice(0, 7) === pickup.slice(0, 7)) {
      expect(await day(popover, before).getAttribute("aria-disabled")).toBe("true");
      await day(popover, before).click({ force: true });
      expect(await popover.isVisible()).toBe(true);
      expect(await trigger(page, "Return Date").textContent()).toContain("Select date");
    }
    // Days after the next booked range cannot be a return day either (the car is taken).
    const after = daysFromToday(23);
    if (after.slice(0, 7) === pickup.slice(0, 7)) {
      expect(await day(popover, after).getAttribute("aria-disabled")).toBe("true");
    }
    await day(popover, pickup).click();
    await popover.waitFor({ state: "hidden" });
    await expect.poll(() => trigger(page, "Return Date").textContent()).toContain(shortDay(pickup));
    await page.close();
  });

  it("is driven by the keyboard alone", async () => {
    const page = await carPage();
    await whenHydrated(trigger(page, "Pickup Date"));
    await trigger(page, "Pickup Date").focus();
    await page.keyboard.press("Enter");
    const popover = page.getByRole("dialog", { name: "Choose pickup date" });
    await popover.waitFor();
    await expect.poll(() => focusedName(page)).toBe(dayName(today));

    let at = local(today);
    const expectAt = async (d: Date) => expect.poll(() => focusedName(page)).toBe(dayName(ymd(d)));
    const press = async (key: string, next: Date) => {
      await page.keyboard.press(key);
      at = next;
      await expectAt(at);
    };
    await press("ArrowRight", local(daysFromToday(1)));
    await press("ArrowDown", local(daysFromToday(8)));
    await press("End", endOfWeek(at, { weekStartsOn: 0 }));
    await press("Home", startOfWeek(at, { weekStartsOn: 0 }));
    const heading = popover.getByRole("heading");
    await press("PageDown", addMonths(at, 1));
    expect(await heading.textContent()).toBe(format(at, "MMMM yyyy"));
    await press("PageUp", addMonths(at, -1));
    expect(await heading.textContent()).toBe(format(at, "MMMM yyyy"));
    const chosen = ymd(at);
    await page.keyboard.press("Enter");
    await popover.waitFor({ state: "hidden" });
    await expect.poll(() => trigger(page, "Pickup Date").textContent()).toContain(shortDay(chosen));
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe("booking-pickup-date");

    await page.keyboard.press("Enter");
    await popover.waitFor();
    await expect.poll(() => focusedName(page)).toBe(dayName(chosen));
    await page.keyboard.press("Escape");
    await popover.waitFor({ state: "hidden" });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe("booking-pickup-date");
    await page.close();
  });

  it("steps over booked days with the arrows", async () => {
    const page = await carPage();
    const popover = await openPickerAt(page, "Pickup Date", daysFromToday(19));
    await day(popover, daysFromToday(19)).focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => focusedName(page)).toBe(dayName(daysFromToday(23)));
    await page.keyboard.press("Enter");
    await popover.waitFor({ state: "hidden" });
    await expect
      .poll(() => trigger(page, "Pickup Date").textContent())
      .toContain(shortDay(daysFromToday(23)));
    await page.close();
  });

  it("fits a 360 px phone and passes axe there", async () => {
    const page = await carPage({ width: 360, height: 740 });
    const popover = await openPickerAt(page, "Pickup Date", today);
    const box = await popover.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    expect(await popover.getByRole("gridcell").count()).toBe(42);
    await expectAccessible(page, "[role=dialog]");
    await page.close();
  });
});
