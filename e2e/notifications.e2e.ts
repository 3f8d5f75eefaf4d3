/**
 * The notification bell journey (customer document sections 2, 4, 7 and 8; issue 10, items
 * 3 and 6): the renter's bell shows the unread count once the owner accepts their booking
 * (picked up by the 30-second poll, no reload); the dropdown lists it, closes on Escape and on
 * an outside click; choosing it marks it read and moves to My Bookings with its toast; Mark
 * all read clears the badge; the owner's notification leads to Manage Bookings; an account
 * with nothing shows the empty state; axe finds nothing on the open dropdown. And Car Picked
 * Up asks first on a trip that starts later, not on one that starts today.
 * Set E2E_SCREENSHOTS=<dir> to save screenshots of the dropdown and the dialog.
 * The tests run in order and share the marketplace they build.
 */
import path from "node:path";
import { NOTIFICATION_MSG, notificationText } from "@gaadi/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookViaApi, daysFromToday, type ListedCar, listCar, shortDay } from "./booking-support.js";
import { recordHandoverInBrowser } from "./handover-support.js";
import {
  type Account,
  createAccount,
  expectAccessible,
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
let creta: ListedCar;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  owner = await createAccount(app, { name: "Omkar Owner", owner: true });
  renter = await createAccount(app, { name: "Riya Renter" });
  ertiga = await listCar(app, owner.token, { brand: "Maruti", model: "Ertiga" });
  nexon = await listCar(app, owner.token, { brand: "Tata", model: "Nexon" });
  creta = await listCar(app, owner.token, { brand: "Hyundai", model: "Creta" });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Saves a screenshot when E2E_SCREENSHOTS names a folder. */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/** The id of the owner's booking of `car` (GET /api/bookings/owner). */
async function bookingOf(car: ListedCar): Promise<string> {
  const res = await app.api<{ bookings: { _id: string; car: { _id: string } }[] }>(
    "GET",
    "/bookings/owner",
    undefined,
    owner.token,
  );
  const found = res.body.bookings.find((b) => b.car._id === car._id);
  if (!found) throw new Error(`no booking of ${car.brand} ${car.model}`);
  return found._id;
}

async function changeStatus(car: ListedCar, status: string, cancellationReason?: string) {
  const bookingId = await bookingOf(car);
  const body = { bookingId, status, cancellationReason };
  const res = await app.api("POST", "/bookings/change-status", body, owner.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const bell = (page: Page) => page.getByRole("button", { name: /^Notifications/ });
const dropdown = (page: Page) => page.getByRole("dialog", { name: NOTIFICATION_MSG.title });
const bellLabel = (page: Page) => bell(page).getAttribute("aria-label");

async function unreadCount(token: string): Promise<number> {
  const res = await app.api<{ unreadCount: number }>(
    "GET",
    "/notifications/unread-count",
    undefined,
    token,
  );
  return res.body.unreadCount;
}

describe("the renter's bell", () => {
  it("shows the unread count once the owner accepts the booking, without a reload", async () => {
    await bookViaApi(app, renter.token, ertiga._id, daysFromToday(3), daysFromToday(4));
    const page = await newPage(browser, app);
    await signIn(page, renter.token, "/");
    expect(await bellLabel(page)).toBe("Notifications");
    await changeStatus(ertiga, "booked");
    // The count is polled every 30 seconds.
    await expect
      .poll(() => bellLabel(page), { timeout: 40_000, interval: 1_000 })
      .toBe("Notifications, 1 unread");
    expect(await bell(page).innerText()).toBe("1");
    await page.close();
  });

  it("lists the notification when opened; Escape and an outside click close it", async () => {
    const page = await newPage(browser, app);
    await signIn(page, renter.token, "/");
    await expect.poll(() => bellLabel(page)).toBe("Notifications, 1 unread");
    await bell(page).click();
    const confirmed = notificationText("booking_confirmed", ertiga);
    const item = dropdown(page).getByRole("listitem").filter({ hasText: confirmed.title });
    await item.waitFor();
    expect(await item.innerText()).toContain("Just now");
    expect(await item.innerText()).toContain(confirmed.message);
    expect(await dropdown(page).getByRole("button", { name: "Mark all read" }).count()).toBe(1);
    await expectAccessible(page);
    await shot(page, "dropdown-desktop");

    await page.keyboard.press("Escape");
    await dropdown(page).waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "Notifications, 1 unread",
    );
    await bell(page).click();
    await dropdown(page).waitFor();
    // The empty middle of the navigation bar: outside the dropdown, nothing to follow there.
    await page.mouse.click(640, 32);
    await dropdown(page).waitFor({ state: "hidden" });
    await page.close();
  });

  it("fits a 360 px phone beside the menu button", async () => {
    const page = await newPage(browser, app, { width: 360, height: 740 });
    await signIn(page, renter.token, "/");
    await bell(page).click();
    await dropdown(page).getByRole("listitem").first().waitFor();
    const box = await dropdown(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    await expectAccessible(page);
    await shot(page, "dropdown-360");
    await page.close();
  });

  it("marks the notification read when chosen and opens My Bookings with a toast", async () => {
    const page = await newPage(browser, app);
    await signIn(page, renter.token, "/");
    await bell(page).click();
    const title = notificationText("booking_confirmed", ertiga).title;
    await dropdown(page)
      .getByRole("button", { name: new RegExp(title) })
      .click();
    await toast(page, NOTIFICATION_MSG.toMyBookings).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/my-bookings");
    await expect.poll(() => bellLabel(page)).toBe("Notifications");
    expect(await unreadCount(renter.token)).toBe(0);
    await page.close();
  });

  it("clears the badge with Mark all read", async () => {
    await bookViaApi(app, renter.token, nexon._id, daysFromToday(3), daysFromToday(4));
    await bookViaApi(app, renter.token, creta._id, daysFromToday(6), daysFromToday(7));
    await changeStatus(nexon, "booked");
    await changeStatus(creta, "cancelled", "Car not available");
    const page = await newPage(browser, app);
    await signIn(page, renter.token, "/");
    await expect.poll(() => bellLabel(page)).toBe("Notifications, 2 unread");
    await bell(page).click();
    await dropdown(page).getByRole("button", { name: "Mark all read" }).click();
    await expect.poll(() => bellLabel(page)).toBe("Notifications");
    expect(await bell(page).innerText()).toBe("");
    // The count and the list refetch separately: the list may answer after the count.
    await expect
      .poll(() => dropdown(page).getByRole("button", { name: "Mark all read" }).count())
      .toBe(0);
    expect(await dropdown(page).getByRole("listitem").count()).toBe(3);
    expect(await unreadCount(renter.token)).toBe(0);
    await page.close();
  });
});

describe("the owner's bell", () => {
  it("leads a new booking request to Manage Bookings", async () => {
    const page = await newPage(browser, app);
    await signIn(page, owner.token, "/");
    await expect.poll(() => bellLabel(page)).toBe("Notifications, 3 unread");
    await bell(page).click();
    const title = notificationText("booking_created", ertiga).title;
    await dropdown(page).getByRole("listitem").filter({ hasText: title }).first().click();
    await toast(page, NOTIFICATION_MSG.toManageBookings).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/owner/manage-bookings");
    expect(await unreadCount(owner.token)).toBe(2);
    await page.close();
  });
});

describe("an account with no notifications", () => {
  it("shows the empty state", async () => {
    const fresh = await createAccount(app, { name: "Nina New" });
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 360, height: 740 },
    ]) {
      const page = await newPage(browser, app, viewport);
      await signIn(page, fresh.token, "/");
      await bell(page).click();
      await dropdown(page).getByText(NOTIFICATION_MSG.emptyTitle).waitFor();
      expect(await dropdown(page).getByText(NOTIFICATION_MSG.emptyHint).count()).toBe(1);
      expect(await dropdown(page).getByRole("button", { name: "Mark all read" }).count()).toBe(0);
      await expectAccessible(page);
      await shot(page, `dropdown-empty-${viewport.width}`);
      await page.close();
    }
  });
});

describe("Car Picked Up", () => {
  it("asks first on a trip that starts later, naming the date", async () => {
    // The Nexon trip (accepted above) starts in 3 days.
    const page = await newPage(browser, app);
    await signIn(page, owner.token, "/owner/manage-bookings");
    const row = page.getByRole("row").filter({ hasText: "Tata Nexon" });
    await row.getByRole("button", { name: "Car Picked Up" }).click();
    const dialog = page.getByRole("dialog", { name: "Start Trip Early" });
    await dialog
      .getByText(`This trip starts on ${shortDay(daysFromToday(3))}. Mark the car picked up now?`)
      .waitFor();
    await expectAccessible(page);
    await shot(page, "early-pickup-desktop");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    // The table leaves the dialog's aria-hidden a moment after the dialog hides: the row is
    // found by its role again then.
    await expect.poll(() => row.getByText("Awaiting Pickup").count()).toBe(1);

    await row.getByRole("button", { name: "Car Picked Up" }).click();
    await dialog.getByRole("button", { name: "Mark Picked Up" }).click();
    // Issue 30: then the check-in form, which moves the booking.
    await recordHandoverInBrowser(page, "check_in", 10_000);
    await expect.poll(() => row.getByText("Currently On Rent").count()).toBe(1);
    await page.close();
  });

  it("fits the question on a 360 px phone", async () => {
    const later = await listCar(app, owner.token, { brand: "Kia", model: "Seltos" });
    await bookViaApi(app, renter.token, later._id, daysFromToday(10), daysFromToday(11));
    await changeStatus(later, "booked");
    const page = await newPage(browser, app, { width: 360, height: 740 });
    await signIn(page, owner.token, "/owner/manage-bookings");
    const card = page.getByRole("article", { name: "Kia Seltos" });
    await card.getByRole("button", { name: "Car Picked Up" }).click();
    const dialog = page.getByRole("dialog", { name: "Start Trip Early" });
    await dialog.waitFor();
    await shot(page, "early-pickup-360");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await page.close();
  });

  it("goes straight to the check-in form on a trip that starts today", async () => {
    const today = await listCar(app, owner.token, { brand: "Honda", model: "City" });
    await bookViaApi(app, renter.token, today._id, daysFromToday(0), daysFromToday(1));
    await changeStatus(today, "booked");
    const page = await newPage(browser, app);
    await signIn(page, owner.token, "/owner/manage-bookings");
    const row = page.getByRole("row").filter({ hasText: "Honda City" });
    await row.getByRole("button", { name: "Car Picked Up" }).click();
    expect(await page.getByRole("dialog", { name: "Start Trip Early" }).count()).toBe(0);
    await recordHandoverInBrowser(page, "check_in", 10_000);
    await expect.poll(() => row.getByText("Currently On Rent").count()).toBe(1);
    await page.close();
  });
});
