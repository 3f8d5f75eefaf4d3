/**
 * The owner's rough edges of issue 25 (defects 12, 13 and part of 14), in Chromium against the
 * built app:
 * - the calendar: a range that crosses a booked or blocked day is refused beside the form in
 *   the server's 409 words and keeps the first day chosen (defect 12);
 * - photos: a non-image named '.jpg', a PDF named '.png' and a GIF are refused at the field by
 *   their bytes before any preview (Add car, Update Profile Photo, Change profile photo); a
 *   file whose bytes look right but that the server cannot read is refused at the field too;
 *   a small file's size reads in KB (defects 13 and 9);
 * - a stale tab declining a booking another tab accepted reloads the list and says so; the
 *   delete confirmation names the car's trips and the refusal says what the owner can do; a
 *   new owner's empty earnings chart reads ₹0 to ₹1K; seating 2.5 is called not whole; the
 *   optional postal code is a PIN code (defect 14).
 * One app, one browser; the tests run in order and share what they build.
 */
import {
  blockOverlapsBlock,
  blockOverlapsBooking,
  CAR_DELETE_MSG,
  CAR_FORM_MSG,
  CAR_MSG,
  carTripsWarning,
  staleBookingMessage,
} from "@gaadi/shared";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageBytes } from "../apps/server/test/cars-support.js";
import {
  bookingThrough,
  bookViaApi,
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
let creta: ListedCar;
let nexon: ListedCar;

/** Not an image: a PDF's first bytes, whatever the file is called. */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");
/** A GIF (GIF89a): an image, but not one the server takes. */
const GIF = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");
/** A JPEG's signature followed by nothing a decoder can read: passes the byte check only. */
const BROKEN_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  owner = await createAccount(app, { name: "Nisha Owner", owner: true });
  renter = await createAccount(app, { name: "Arjun Renter" });
  creta = await listCar(app, owner.token, { brand: "Hyundai", model: "Creta" });
  nexon = await listCar(app, owner.token, { brand: "Tata", model: "Nexon" });
  // Creta: a confirmed trip on days 5-6 and a block on days 10-11.
  await bookingThrough(app, { renterToken: renter.token, ownerToken: owner.token }, creta._id, 5, [
    "booked",
  ]);
  const blocked = await app.api(
    "POST",
    `/owner/cars/${creta._id}/blocks`,
    { start: daysFromToday(10), end: daysFromToday(11), note: "Service" },
    owner.token,
  );
  expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
  // Nexon: a pending request on days 3-4.
  await bookViaApi(app, renter.token, nexon._id, daysFromToday(3), daysFromToday(4));
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const shown = (l: Locator) => expect.poll(() => l.count()).toBeGreaterThan(0);
const gone = (l: Locator) => expect.poll(() => l.count()).toBe(0);
/** The alert a control's aria-describedby points at, read from the page. */
const describedBy = (control: Locator) =>
  control.evaluate((el) =>
    (el.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id))
      .filter((d) => d?.getAttribute("role") === "alert")
      .map((d) => d?.textContent ?? "")
      .join(" "),
  );

describe("the owner calendar (defect 12)", () => {
  const day = (page: Page, ymd: string) =>
    page
      .getByRole("grid")
      .getByRole("button", { name: new RegExp(`^${dayName(ymd)}(,|$)`) })
      .first();
  const panel = (page: Page) => page.getByRole("region", { name: "Block dates" });

  it("refuses a range across a held day in the server's words and keeps the first day", async () => {
    const page = await newPage(browser, app);
    await signIn(page, owner.token, `/owner/manage-cars/${creta._id}/calendar`);
    await day(page, daysFromToday(3)).click();
    await day(page, daysFromToday(8)).click(); // across the confirmed trip on days 5-6

    const alert = panel(page).getByRole("alert");
    await shown(alert);
    expect(await alert.textContent()).toBe(
      blockOverlapsBooking("booked", daysFromToday(5), daysFromToday(6)),
    );
    // The first day stays chosen, the refused one is not.
    expect(await day(page, daysFromToday(3)).getAttribute("aria-label")).toContain("selected");
    expect(await day(page, daysFromToday(8)).getAttribute("aria-label")).not.toContain("selected");
    await shoot(page, "calendar-cross-refused-1280");

    // A second day on the same side completes the range from the kept first day.
    await day(page, daysFromToday(4)).click();
    await gone(alert);
    await shown(
      panel(page).getByText(`${shortDay(daysFromToday(3))} to ${shortDay(daysFromToday(4))}`),
    );

    // Across the owner's own block: named too.
    await panel(page).getByRole("button", { name: "Clear" }).click();
    await day(page, daysFromToday(9)).click();
    await day(page, daysFromToday(13)).click();
    await shown(alert);
    expect(await alert.textContent()).toBe(
      blockOverlapsBlock(daysFromToday(10), daysFromToday(11)),
    );
    expect(await day(page, daysFromToday(9)).getAttribute("aria-label")).toContain("selected");
    await page.setViewportSize({ width: 360, height: 780 });
    await shoot(page, "calendar-cross-refused-360");
    await page.close();
  });
});

describe("photo fields judge the bytes (defect 13)", () => {
  it("refuses a non-image named .jpg at the Add car photo, with no preview", async () => {
    const page = await newPage(browser, app);
    await signIn(page, owner.token, "/owner/add-car");
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({ name: "car.jpg", mimeType: "image/jpeg", buffer: PDF });
    await expect.poll(() => describedBy(input)).toBe(CAR_MSG.imageType);
    expect(await input.getAttribute("aria-invalid")).toBe("true");
    await gone(page.getByAltText("Preview of the car"));

    // A real photo then previews and clears the refusal.
    await input.setInputFiles({
      name: "car.jpg",
      mimeType: "image/jpeg",
      buffer: await imageBytes("jpeg"),
    });
    await shown(page.getByAltText("Preview of the car"));
    await expect.poll(() => describedBy(input)).toBe("");
    await page.close();
  });

  it("shows the server's refusal of an unreadable photo at the edit dialog's field", async () => {
    const page = await newPage(browser, app);
    await signIn(page, owner.token, "/owner/manage-cars");
    await page
      .getByRole("button", { name: "Edit Tata Nexon" })
      .locator("visible=true")
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Edit Tata Nexon" });
    const input = dialog.locator('input[type="file"]');
    await input.setInputFiles({ name: "car.jpg", mimeType: "image/jpeg", buffer: BROKEN_JPEG });
    await dialog.getByRole("button", { name: "Update Car" }).click();
    await expect.poll(() => describedBy(input)).toBe(CAR_MSG.imageType);
    await expectAccessible(page);
    await page.close();
  });

  it("refuses a PDF named .png in Update Profile Photo and shows a small size in KB", async () => {
    const page = await newPage(browser, app);
    await signIn(page, owner.token, "/profile");
    await page.getByRole("button", { name: "Change profile photo" }).click();
    const dialog = page.getByRole("dialog", { name: "Update Profile Photo" });
    await dialog.getByRole("tab", { name: "Upload Custom" }).click();
    const input = dialog.locator('input[type="file"]');
    await input.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PDF });
    await expect.poll(() => describedBy(input)).toBe(CAR_MSG.imageType);
    await gone(dialog.getByRole("img", { name: "Preview of your upload" }));

    const png = await imageBytes("png", 64, 64);
    expect(png.length).toBeLessThan(0.1 * 1024 * 1024);
    await input.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
    await shown(dialog.getByRole("img", { name: "Preview of your upload" }));
    await shown(dialog.getByText(`(${Math.round(png.length / 1024) || 1} KB)`));
    await gone(dialog.getByText("0.00 MB"));
    await page.close();
  });

  it("refuses a GIF and the server's refusal at the owner's Change profile photo", async () => {
    const page = await newPage(browser, app);
    const uploads: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/owner/update-image")) uploads.push(r.method());
    });
    await signIn(page, owner.token, "/owner");
    await page.getByRole("button", { name: "Change profile photo" }).click();
    const dialog = page.getByRole("dialog", { name: "Change profile photo" });
    const input = dialog.locator('input[type="file"]');
    await input.setInputFiles({ name: "me.gif", mimeType: "image/gif", buffer: GIF });
    await expect.poll(() => describedBy(input)).toBe(CAR_MSG.imageType);
    expect(await dialog.getByRole("button", { name: "Upload" }).isDisabled()).toBe(true);
    expect(uploads).toEqual([]);

    await input.setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: BROKEN_JPEG });
    await dialog.getByRole("button", { name: "Upload" }).click();
    await expect.poll(() => describedBy(input)).toBe(CAR_MSG.imageType);
    expect(uploads).toEqual(["POST"]);
    await shoot(page, "owner-image-refused-1280");
    await page.close();
  });
});

describe("owner rough edges (defect 14)", () => {
  it("reloads a stale bookings list and says the booking was already confirmed", async () => {
    const page = await newPage(browser, app);
    await signIn(page, owner.token, "/owner/manage-bookings");
    const row = page.getByRole("row").filter({ hasText: "Tata Nexon" });
    await shown(row.getByRole("button", { name: "Decline Booking" }));

    // Another tab accepts the request.
    const list = await app.api<{ bookings: { _id: string; car: { _id: string } }[] }>(
      "GET",
      "/bookings/owner",
      undefined,
      owner.token,
    );
    const id = list.body.bookings.find((b) => b.car._id === nexon._id)?._id;
    const accepted = await app.api(
      "POST",
      "/bookings/change-status",
      { bookingId: id, status: "booked" },
      owner.token,
    );
    expect(accepted.status).toBe(200);

    await row.getByRole("button", { name: "Decline Booking" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel Booking" });
    await dialog.getByLabel("Schedule conflict").check();
    await dialog.getByRole("button", { name: "Cancel Booking" }).click();
    await toast(page, staleBookingMessage("booked")).waitFor();
    await gone(dialog);
    await shown(row.getByText("Booking Confirmed"));
    await gone(row.getByRole("button", { name: "Decline Booking" }));
    await page.close();
  });

  it("names the car's trips before deleting and says what to do when refused", async () => {
    const page = await newPage(browser, app);
    await signIn(page, owner.token, "/owner/manage-cars");
    await page
      .getByRole("button", { name: "Delete Hyundai Creta" })
      .locator("visible=true")
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Delete Car?" });
    await shown(dialog.getByText(carTripsWarning({ pending: 0, confirmed: 1 })));
    await shoot(page, "delete-car-trips-1280");
    await dialog.getByRole("button", { name: "Delete Car" }).click();
    await toast(page, CAR_DELETE_MSG.hasTrips).waitFor();
    expect(CAR_DELETE_MSG.hasTrips).not.toContain("cancel them");
    await page.close();
  });

  it("draws a new owner's empty earnings chart from ₹0 to ₹1K", async () => {
    const fresh = await createAccount(app, { name: "Kavya New", owner: true });
    const page = await newPage(browser, app);
    await signIn(page, fresh.token, "/owner");
    await page.locator("figure .recharts-surface").waitFor(); // the lazily loaded chart
    const ticks = page.locator(
      "figure .recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value",
    );
    await expect.poll(() => ticks.count(), { timeout: 5000 }).toBeGreaterThan(1);
    const labels = await ticks.allTextContents();
    expect(labels, labels.join(" ")).toContain("₹0");
    expect(labels).toContain("₹1K");
    await page.close();
  });

  it("calls seating 2.5 not whole and the postal code a PIN code", async () => {
    const page = await newPage(browser, app);
    await signIn(page, owner.token, "/owner/add-car");
    const form = page.locator("form");
    await form.getByLabel("Seating capacity").fill("2.5");
    await page.getByRole("button", { name: "List Your Car" }).click();
    await shown(form.getByText(CAR_FORM_MSG.seatingWhole));
    await form.getByLabel("PIN code (optional)").fill("12345");
    await page.getByRole("button", { name: "List Your Car" }).click();
    await shown(form.getByText(CAR_MSG.zipCode));
    expect(CAR_MSG.zipCode).toContain("PIN code");
    await gone(page.getByText(/\bZIP\b/));
    await page.close();
  });
});
