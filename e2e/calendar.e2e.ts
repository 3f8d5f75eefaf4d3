/**
 * The owner's calendar of a car in the browser (issue 15, item 5): reached from Manage Cars, it
 * draws the bookings by status; the owner blocks a weekend by selecting its days with the
 * mouse, and a renter's date picker then offers neither day; a day is blocked and unblocked
 * by keyboard; a request made meanwhile is named beside the form when the server refuses the
 * block (409); the page fits a 360 px phone; another owner reads why the calendar is not
 * theirs. The tests run in order and share the marketplace they build.
 */
import { CALENDAR_MSG, CAR_MSG } from "@gaadi/shared";
import { getDay } from "date-fns";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookingThrough,
  bookViaApi,
  dayChoosable,
  dayName,
  daysFromToday,
  type ListedCar,
  listCar,
  shortDay,
} from "./booking-support.js";
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
  toast,
} from "./harness.js";

let app: RunningApp;
let browser: Browser;
let owner: Account;
let renter: Account;
let car: ListedCar;
const NAME = "Hyundai Creta";
const CALENDAR = () => `/owner/manage-cars/${car._id}/calendar`;

/** Days from today of the first Saturday at least 8 days ahead (the weekend to block). */
const SATURDAY = (() => {
  let n = 8;
  while (getDay(new Date(`${daysFromToday(n)}T12:00:00`)) !== 6) n++;
  return n;
})();

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  owner = await createAccount(app, { name: "Meera Owner", owner: true });
  renter = await createAccount(app, { name: "Kabir Renter" });
  car = await listCar(app, owner.token, { brand: "Hyundai", model: "Creta", pricePerDay: 2600 });
  // A request waits on days 2-3; another renter's booking is confirmed on days 5-6.
  await bookViaApi(app, renter.token, car._id, daysFromToday(2), daysFromToday(3));
  const confirmed = await createAccount(app, { name: "Rhea Confirmed" });
  await bookingThrough(app, { renterToken: confirmed.token, ownerToken: owner.token }, car._id, 5, [
    "booked",
  ]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const shown = (l: Locator) => expect.poll(() => l.count()).toBeGreaterThan(0);
const gone = (l: Locator) => expect.poll(() => l.count()).toBe(0);
/** The grid's button for `ymd`: its name starts with the long date and goes on with notes. */
const day = (page: Page, ymd: string) =>
  page
    .getByRole("grid")
    .getByRole("button", { name: new RegExp(`^${dayName(ymd)}(,|$)`) })
    .first();
const span = (from: number, to: number) =>
  `${shortDay(daysFromToday(from))} to ${shortDay(daysFromToday(to))}`;

async function blocks(): Promise<{ start: string; end: string; note: string }[]> {
  const res = await app.api<{
    calendar: { blocks: { start: string; end: string; note: string }[] };
  }>("GET", `/owner/cars/${car._id}/calendar`, undefined, owner.token);
  expect(res.status).toBe(200);
  return res.body.calendar.blocks.map((b) => ({
    start: b.start.slice(0, 10),
    end: b.end.slice(0, 10),
    note: b.note,
  }));
}

describe("the owner's calendar", () => {
  it("opens from Manage Cars and shows each booking by its status", async () => {
    const page = await newPage(browser, app);
    await signIn(page, owner.token, "/owner/manage-cars");
    await page
      .getByRole("link", { name: `Calendar of ${NAME}` })
      .locator("visible=true")
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(CALENDAR());
    await shown(page.getByRole("heading", { level: 1, name: `Calendar of ${NAME}` }));
    // The menu still marks Manage Cars.
    await shown(page.locator('a[aria-current="page"]').filter({ hasText: "Manage Cars" }));

    const pending = day(page, daysFromToday(2));
    await shown(pending);
    expect(await pending.getAttribute("aria-label")).toContain("Pending request by Kabir Renter");
    expect(await pending.getAttribute("aria-disabled")).toBe("true");
    const booked = day(page, daysFromToday(6));
    expect(await booked.getAttribute("aria-label")).toContain(
      "Confirmed booking by Rhea Confirmed",
    );

    const list = page.getByRole("region", { name: "Upcoming bookings" });
    await shown(list.getByText(`Kabir Renter · 2 days`));
    await shown(list.getByText("Pending", { exact: true }));
    await shown(list.getByText("Confirmed", { exact: true }));
    const rules = page.getByRole("region", { name: "Booking rules" });
    await shown(rules.getByText("Instant book"));
    await shown(page.getByText("No blocked dates. Renters can book every free day."));
    await expectAccessible(page);
    await page.close();
  });

  it("blocks a weekend with a note by selecting its days", async () => {
    const page = await newPage(browser, app);
    await signIn(page, owner.token, CALENDAR());
    const sat = daysFromToday(SATURDAY);
    const sun = daysFromToday(SATURDAY + 1);
    // The weekend may fall in the second month shown; both months are on the page.
    await day(page, sat).click();
    const panel = page.getByRole("region", { name: "Block dates" });
    await shown(panel.getByText("Select another day to block a longer stretch."));
    await day(page, sun).click();
    await shown(panel.getByText(span(SATURDAY, SATURDAY + 1)));
    await shown(panel.getByText("· 2 days"));
    expect(await day(page, sun).getAttribute("aria-label")).toContain("selected");
    // The phone's bottom bar stays hidden beside the form.
    expect(await page.getByRole("region", { name: "Chosen dates" }).isVisible()).toBe(false);

    await panel.getByLabel("Note (optional)").fill("Family trip");
    await shoot(page, "calendar-selected");
    await panel.getByRole("button", { name: "Block dates" }).click();
    await shown(toast(page, CALENDAR_MSG.blocked));

    const list = page.getByRole("region", { name: "Blocked dates" });
    await shown(list.getByText(span(SATURDAY, SATURDAY + 1)));
    await shown(list.getByText("2 days · Family trip"));
    await expect
      .poll(async () => day(page, sat).getAttribute("aria-label"))
      .toContain("Blocked: Family trip");
    expect(await blocks()).toEqual([{ start: sat, end: sun, note: "Family trip" }]);
    await expectAccessible(page);
    await shoot(page, "calendar-desktop");
    await page.close();
  });

  it("a renter's date picker offers neither blocked day", async () => {
    const page = await newPage(browser, app);
    await signIn(page, renter.token, `/car-details/${car._id}`);
    expect(await dayChoosable(page, "Pickup Date", daysFromToday(SATURDAY - 1))).toBe(true);
    expect(await dayChoosable(page, "Pickup Date", daysFromToday(SATURDAY))).toBe(false);
    expect(await dayChoosable(page, "Pickup Date", daysFromToday(SATURDAY + 1))).toBe(false);
    expect(await dayChoosable(page, "Pickup Date", daysFromToday(SATURDAY + 2))).toBe(true);
    await page.close();

    const dates = await app.api<{ bookedDates: { start: string; end: string }[] }>(
      "GET",
      `/bookings/car/${car._id}/dates`,
    );
    expect(
      dates.body.bookedDates.map((d) => [d.start.slice(0, 10), d.end.slice(0, 10)]),
    ).toContainEqual([daysFromToday(SATURDAY), daysFromToday(SATURDAY + 1)]);
  });

  it("blocks and unblocks a day by keyboard", async () => {
    const page = await newPage(browser, app);
    await signIn(page, owner.token, CALENDAR());
    const target = daysFromToday(SATURDAY + 3);
    // Focus the day before, move one day on with the arrow key, choose it twice (one day).
    await day(page, daysFromToday(SATURDAY + 2)).focus();
    await page.keyboard.press("ArrowRight");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? ""))
      .toMatch(new RegExp(`^${dayName(target)}`));
    await page.keyboard.press("Enter");
    const panel = page.getByRole("region", { name: "Block dates" });
    await shown(panel.getByText(shortDay(target), { exact: true }));
    await panel.getByLabel("Note (optional)").focus();
    await page.keyboard.type("Service");
    await page.keyboard.press("Enter");
    await shown(toast(page, CALENDAR_MSG.blocked));
    await expect.poll(async () => (await blocks()).length).toBe(2);

    // Choosing a blocked day selects its block; Unblock asks first.
    await day(page, target).focus();
    await page.keyboard.press("Enter");
    const chosen = page.getByRole("region", { name: "Blocked dates" }).first();
    await shown(chosen.getByText("Note: Service"));
    await page.getByRole("button", { name: "Unblock dates" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Unblock dates?" });
    await shown(dialog);
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Unblock", exact: true }).click();
    await shown(toast(page, CALENDAR_MSG.unblocked));
    await gone(dialog);
    await expect.poll(async () => (await blocks()).length).toBe(1);
    await expect
      .poll(async () => day(page, target).getAttribute("aria-label"))
      .not.toContain("Blocked");
    await page.close();
  });

  it("names a request made meanwhile when the server refuses the block", async () => {
    const page = await newPage(browser, app);
    await signIn(page, owner.token, CALENDAR());
    const wanted = daysFromToday(SATURDAY + 5);
    await day(page, wanted).click();
    // A renter asks for that day while the owner is choosing.
    const late = await createAccount(app, { name: "Late Renter" });
    await bookViaApi(app, late.token, car._id, wanted, wanted);
    await page.getByRole("button", { name: "Block dates" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "These dates overlap" });
    await shown(alert);
    expect(await alert.textContent()).toBe(
      `These dates overlap a pending booking on ${shortDay(wanted)}`,
    );
    expect(await blocks()).toHaveLength(1);
    // The calendar reloads and now shows the request.
    await expect
      .poll(async () => day(page, wanted).getAttribute("aria-label"))
      .toContain("Pending request by Late Renter");
    await page.close();
  });

  it("fits a 360 px phone, whose bottom bar blocks the chosen days", async () => {
    const page = await newPage(browser, app, { width: 360, height: 800 });
    await signIn(page, owner.token, CALENDAR());
    await shown(page.getByRole("grid").first());
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await overflow()).toBe(0);

    await day(page, daysFromToday(SATURDAY + 7)).click();
    await day(page, daysFromToday(SATURDAY + 9)).click();
    const bar = page.getByRole("region", { name: "Chosen dates" });
    await shown(bar.getByText(span(SATURDAY + 7, SATURDAY + 9)));
    await shown(bar.getByText("3 days"));
    expect(await bar.isVisible()).toBe(true);
    expect(await overflow()).toBe(0);
    await expectAccessible(page);
    await shoot(page, "calendar-360");
    await bar.getByRole("button", { name: "Block dates" }).click();
    await shown(toast(page, CALENDAR_MSG.blocked));
    await gone(bar);
    await expect.poll(async () => (await blocks()).length).toBe(2);
    await page.close();
  });

  it("another owner reads that the calendar is not theirs", async () => {
    const other = await createAccount(app, { name: "Other Owner", owner: true });
    const page = await newPage(browser, app);
    await signIn(page, other.token, CALENDAR());
    await shown(page.getByText(CALENDAR_MSG.notYourCar).first());
    await gone(page.getByRole("grid"));
    await shoot(page, "calendar-not-yours");
    await signIn(
      page,
      other.token,
      "/owner/manage-cars/00000000-0000-4000-8000-000000000000/calendar",
    );
    await shown(page.getByText(CAR_MSG.carNotFound).first());
    await page.close();
  });
});
