/**
 * The booking journey (customer document sections 2, 4, 5 and 8; owner document sections 2
 * and 4): a renter picks dates in the picker and books; another renter finds those days
 * disabled; the owner accepts, marks the car picked up and returned; the renter sees
 * Completed and the full timeline; a renter cancels a pending booking with 'Other' and a text.
 * The tests run in order and share the marketplace they build.
 */
import { BOOKING_MSG } from "@gaadi/shared";
import type { Browser, Page } from "playwright-core";
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
} from "./booking-support.js";
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
} from "./harness.js";

let app: RunningApp;
let browser: Browser;
let owner: Account;
let renter: Account;
let other: Account;
let ertiga: ListedCar;
let nexon: ListedCar;
const pickup = daysFromToday(3);
const dropoff = daysFromToday(5);

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  owner = await createAccount(app, { name: "Omkar Owner", owner: true });
  renter = await createAccount(app, { name: "Riya Renter" });
  other = await createAccount(app, { name: "Sameer Second" });
  ertiga = await listCar(app, owner.token, { brand: "Maruti", model: "Ertiga", pricePerDay: 2500 });
  nexon = await listCar(app, owner.token, { brand: "Tata", model: "Nexon", pricePerDay: 1800 });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const toast = (page: Page, text: string) =>
  expect.poll(() => page.getByRole("status").filter({ hasText: text }).count()).toBeGreaterThan(0);

const bookingCard = (page: Page, name: string) => page.getByRole("article", { name });

describe("booking a car", () => {
  it("asks a visitor to log in and opens the login prompt", async () => {
    const page = await newPage(browser, app);
    await page.goto(`/car-details/${ertiga._id}`);
    await page.getByRole("button", { name: "Book Now" }).click();
    await toast(page, "Please login to book this car");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(1);
    await page.close();
  });

  it("tells the owner they cannot book their own car", async () => {
    const page = await newPage(browser, app);
    await signIn(page, owner.token, `/car-details/${ertiga._id}`);
    await expect.poll(() => page.getByText(BOOKING_MSG.ownCar).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Book Now" }).isDisabled()).toBe(true);
    await page.close();
  });

  it("lets a renter pick dates (mouse and keyboard) and book", async () => {
    const page = await newPage(browser, app);
    await signIn(page, renter.token, `/car-details/${ertiga._id}`);
    await page.getByRole("button", { name: "Book Now" }).click();
    await toast(page, BOOKING_MSG.datesRequired);

    await pickDate(page, "Pickup Date", pickup);
    // The chosen day reaches the trigger through the URL, a moment after the popover closes.
    await expect
      .poll(() => page.getByRole("button", { name: "Pickup Date" }).textContent())
      .toContain(shortDay(pickup));

    // The return picker opens on the pickup day; two steps right and Enter choose pickup + 2.
    const popover = await openPickerAt(page, "Return Date", pickup);
    const focused = popover.getByRole("button", { name: dayName(pickup), exact: true });
    await expect.poll(() => focused.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(page, "[role=dialog]");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await popover.waitFor({ state: "hidden" });
    // The chosen day reaches the trigger through the URL, a moment after the popover closes.
    await expect
      .poll(() => page.getByRole("button", { name: "Return Date" }).textContent())
      .toContain(shortDay(dropoff));

    // The server's quote at the default rates: rent ₹7,500, trip fee ₹750, GST ₹135.
    const price = page.getByRole("region", { name: "Trip price" });
    await expect.poll(() => price.getByText("Rent: 3 days × ₹2,500").count()).toBe(1);
    expect(await price.textContent()).toContain("Trip fee₹750");
    expect(await price.textContent()).toContain("GST on the trip fee₹135");
    expect(await price.textContent()).toContain("Total₹8,385");
    expect(await price.textContent()).toContain("Free cancellation until");
    await page.getByRole("button", { name: "Book Now" }).click();
    await page.waitForURL("**/my-bookings");
    await toast(page, BOOKING_MSG.created);
    const card = bookingCard(page, "Maruti Ertiga");
    await expect.poll(() => card.getByText("Pending", { exact: true }).count()).toBe(1);
    // The total once in sight (the lines under Price details stay folded).
    expect(await card.getByText("₹8,385").filter({ visible: true }).count()).toBe(1);
    expect(await card.getByText(/^Ref GD-[2-9A-HJKMNP-Z]{6}$/).count()).toBe(1);
    await expectAccessible(page);
    await page.close();
  });

  it("shows the booked days disabled to another renter", async () => {
    const page = await newPage(browser, app);
    await signIn(page, other.token, `/car-details/${ertiga._id}`);
    const popover = await openPickerAt(page, "Pickup Date", pickup);
    for (const day of [pickup, daysFromToday(4), dropoff]) {
      const button = popover.getByRole("button", { name: dayName(day), exact: true });
      await expect.poll(() => button.getAttribute("aria-disabled")).toBe("true");
    }
    const free = popover.getByRole("button", { name: dayName(daysFromToday(6)), exact: true });
    expect(await free.getAttribute("aria-disabled")).toBeNull();
    await page.keyboard.press("Escape");
    await popover.waitFor({ state: "hidden" });
    await page.close();
  });
});

describe("the owner moves the booking through its stages", () => {
  it("accepts, marks picked up and marks returned", async () => {
    const page = await newPage(browser, app);
    await signIn(page, owner.token, "/owner/manage-bookings");
    const row = page.getByRole("row").filter({ hasText: "Maruti Ertiga" });
    await row.getByRole("button", { name: "Accept Booking" }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm Booking" });
    await confirm.getByRole("button", { name: "Accept Booking" }).click();
    await expect.poll(() => row.getByText("Awaiting Pickup").count()).toBe(1);
    expect(await row.getByText("Booking Confirmed").count()).toBe(1);

    // The trip starts in 3 days: Car Picked Up asks first (issue 10, item 6).
    await row.getByRole("button", { name: "Car Picked Up" }).click();
    const early = page.getByRole("dialog", { name: "Start Trip Early" });
    await early.getByRole("button", { name: "Mark Picked Up" }).click();
    // Issue 30: the check-in form records the car's state and moves the booking.
    await recordHandoverInBrowser(page, "check_in", 10_000);
    await expect.poll(() => row.getByText("Currently On Rent").count()).toBe(1);
    expect(await row.getByText("Car in Use").count()).toBe(1);

    await row.getByRole("button", { name: "Car Returned" }).click();
    await recordHandoverInBrowser(page, "check_out", 10_100);
    await expect.poll(() => row.getByText("Booking Complete").count()).toBe(1);
    expect(await row.getByText("Completed on").count()).toBe(1);

    await row.getByRole("button", { name: "View Details & Timeline" }).click();
    const details = page.getByRole("dialog", { name: "Booking Details" });
    await expect.poll(() => details.getByText("Booking requested by Riya Renter").count()).toBe(1);
    await expectAccessible(page);
    await page.close();
  });

  it("shows the renter Completed and the full timeline", async () => {
    const page = await newPage(browser, app);
    await signIn(page, renter.token, "/my-bookings");
    const card = bookingCard(page, "Maruti Ertiga");
    await expect.poll(() => card.getByText("Completed", { exact: true }).count()).toBe(1);
    expect(await card.getByRole("button", { name: "Cancel Booking" }).count()).toBe(0);
    await card.getByRole("button", { name: "View Timeline" }).click();
    const timeline = page.getByRole("list", { name: "Booking timeline" });
    await timeline.waitFor();
    const steps = await timeline.getByRole("listitem").allTextContents();
    const titles = [
      "Booking Requested",
      "Booking Confirmed",
      "Car Picked Up",
      "Car Returned",
      "Booking Completed",
    ];
    expect(steps).toHaveLength(titles.length);
    for (const [i, t] of titles.entries()) expect(steps[i]).toContain(t);
    expect(steps[0]).toContain("You requested this booking");
    await page.close();
  });
});

describe("cancelling", () => {
  it("lets a renter cancel a pending booking with 'Other' and a text", async () => {
    await bookViaApi(app, renter.token, nexon._id, daysFromToday(10), daysFromToday(11));
    const page = await newPage(browser, app, { width: 360, height: 780 });
    await signIn(page, renter.token, "/my-bookings");
    const card = bookingCard(page, "Tata Nexon");
    await card.getByRole("button", { name: "Cancel Booking" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel Booking" });
    await dialog.getByRole("button", { name: "Cancel Booking" }).click();
    await expect.poll(() => dialog.getByText(BOOKING_MSG.reasonRequired).count()).toBe(1);

    await dialog.getByRole("radio", { name: "Other" }).check();
    await dialog.getByRole("button", { name: "Cancel Booking" }).click();
    await expect.poll(() => dialog.getByText(BOOKING_MSG.reasonRequired).count()).toBe(1);
    await dialog.getByRole("textbox", { name: "Please specify the reason" }).fill("Flight moved");
    expect(await dialog.getByText("12/200 characters").count()).toBe(1);
    await expectAccessible(page, "[role=dialog]");
    await dialog.getByRole("button", { name: "Cancel Booking" }).click();

    await toast(page, BOOKING_MSG.cancelled);
    await expect.poll(() => card.getByText("Cancelled", { exact: true }).count()).toBe(1);
    expect(await card.getByText("Flight moved").count()).toBe(1);
    expect(await card.getByRole("button", { name: "Cancel Booking" }).count()).toBe(0);
    await page.close();
  });
});
