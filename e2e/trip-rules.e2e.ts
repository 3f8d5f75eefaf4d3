/**
 * Trip rules and instant book in the browser (issue 15, items 2-5): the owner sets a car's
 * booking rules and instant book in the edit dialog; renters find it by the Instant book chip
 * and badge; the booking form states the rules and its pickers offer only the days they allow;
 * dates from a link that break a rule are named before submitting; an instant-book request is
 * confirmed at once and reads Confirmed in My Bookings. The tests run in order and share the
 * marketplace they build.
 */
import { BOOKING_MSG, CAR_MSG, minTripRefusal } from "@gaadi/shared";
import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookViaApi,
  dayChoosable,
  daysFromToday,
  type ListedCar,
  listCar,
  pickDate,
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
const NAME = "Mahindra Thar";

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  owner = await createAccount(app, { name: "Isha Owner", owner: true });
  renter = await createAccount(app, { name: "Kabir Renter" });
  car = await listCar(app, owner.token, { brand: "Mahindra", model: "Thar", pricePerDay: 3200 });
  await listCar(app, owner.token, { brand: "Maruti", model: "Swift", pricePerDay: 1400 });
  // Another renter's request holds days 20-21.
  const early = await createAccount(app, { name: "Esha Early" });
  await bookViaApi(app, early.token, car._id, daysFromToday(20), daysFromToday(21));
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const shown = (l: Locator) => expect.poll(() => l.count()).toBeGreaterThan(0);
const gone = (l: Locator) => expect.poll(() => l.count()).toBe(0);
describe("trip rules and instant book", () => {
  it("the owner sets the rules and instant book in the edit dialog", async () => {
    const page = await newPage(browser, app);
    await signIn(page, owner.token, "/owner/manage-cars");
    await page
      .getByRole("button", { name: `Edit ${NAME}` })
      .locator("visible=true")
      .click();
    const dialog = page.getByRole("dialog", { name: `Edit ${NAME}` });
    await shown(dialog.getByRole("group", { name: "Booking rules" }));
    // Defaults keep today's behaviour.
    expect(await dialog.getByLabel("Advance notice").inputValue()).toBe("0");
    expect(await dialog.getByLabel("Minimum trip (days)").inputValue()).toBe("1");
    expect(await dialog.getByLabel("Maximum trip (days)").inputValue()).toBe("90");
    expect(await dialog.getByRole("checkbox", { name: "Instant book" }).isChecked()).toBe(false);

    // A minimum above the maximum is named at the field and nothing is sent.
    await dialog.getByLabel("Minimum trip (days)").fill("20");
    await dialog.getByLabel("Maximum trip (days)").fill("14");
    await dialog.getByRole("button", { name: "Update Car" }).click();
    await shown(dialog.getByText("Minimum trip cannot be longer than the maximum trip"));

    await dialog.getByLabel("Advance notice").selectOption({ label: "2 days" });
    await dialog.getByLabel("Minimum trip (days)").fill("3");
    await dialog.getByRole("checkbox", { name: "Instant book" }).check();
    await expectAccessible(page);
    await shoot(page, "trip-rules-edit", '[role="dialog"]');
    await dialog.getByRole("button", { name: "Update Car" }).click();
    await shown(toast(page, CAR_MSG.carUpdated));
    await gone(dialog);

    const saved = await app.api<{ car: Record<string, unknown> }>("GET", `/user/cars/${car._id}`);
    expect(saved.body.car).toMatchObject({
      advanceNoticeDays: 2,
      minTripDays: 3,
      maxTripDays: 14,
      instantBook: true,
    });
    await page.close();
  });

  it("renters find the car by the Instant book chip and its badge", async () => {
    const page = await newPage(browser, app, { width: 360, height: 800 });
    await page.goto("/cars");
    await page.getByRole("link", { name: "Instant book", exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("instantBook")).toBe("true");
    await shown(page.getByRole("link", { name: "Remove filter Instant book" }));
    await shown(page.getByRole("link", { name: NAME }));
    await gone(page.getByRole("link", { name: "Maruti Swift" }));
    const card = page.locator("div").filter({ has: page.getByRole("link", { name: NAME }) });
    await shown(card.getByText("Instant book", { exact: true }));
    await expectAccessible(page);
    await shoot(page, "trip-rules-listing-360");
    await page.close();
  });

  it("the booking form states the rules and offers only the days they allow", async () => {
    const page = await newPage(browser, app);
    await signIn(page, renter.token, `/car-details/${car._id}`);
    await shown(page.getByText("Instant book", { exact: true }));
    const rules = page.getByRole("list", { name: "Booking rules" });
    await shown(rules.getByText("Instant book: your booking is confirmed at once"));
    await shown(rules.getByText("Book at least 2 days before pickup"));
    await shown(rules.getByText("Trips of 3 to 14 days"));

    // Pickup: today and tomorrow are inside the notice window.
    expect(await dayChoosable(page, "Pickup Date", daysFromToday(0))).toBe(false);
    expect(await dayChoosable(page, "Pickup Date", daysFromToday(1))).toBe(false);
    expect(await dayChoosable(page, "Pickup Date", daysFromToday(2))).toBe(true);
    // Nor a pickup too close before the held days 20-21 for a 3-day trip.
    expect(await dayChoosable(page, "Pickup Date", daysFromToday(17))).toBe(true);
    expect(await dayChoosable(page, "Pickup Date", daysFromToday(18))).toBe(false);
    expect(await dayChoosable(page, "Pickup Date", daysFromToday(19))).toBe(false);
    await pickDate(page, "Pickup Date", daysFromToday(4));

    // Return: the trip lasts 3 to 14 days (pickup and return days included).
    expect(await dayChoosable(page, "Return Date", daysFromToday(5))).toBe(false);
    expect(await dayChoosable(page, "Return Date", daysFromToday(6))).toBe(true);
    expect(await dayChoosable(page, "Return Date", daysFromToday(17))).toBe(true);
    expect(await dayChoosable(page, "Return Date", daysFromToday(18))).toBe(false);
    await pickDate(page, "Return Date", daysFromToday(6));
    await shown(page.getByText("Rent: 3 days × ₹3,200"));
    await expectAccessible(page);
    await shoot(page, "trip-rules-form", "form");
    await page.close();
  });

  it("names a rule that dates from a link break, before the renter submits", async () => {
    const page = await newPage(browser, app);
    const pickup = daysFromToday(5);
    await signIn(
      page,
      renter.token,
      `/car-details/${car._id}?pickupDate=${pickup}&returnDate=${daysFromToday(6)}`,
    );
    await shown(page.getByRole("alert").filter({ hasText: minTripRefusal(3) }));
    await page.getByRole("button", { name: "Book Now" }).click();
    await shown(toast(page, minTripRefusal(3)));
    const mine = await app.api<{ bookings: unknown[] }>(
      "GET",
      "/bookings/user",
      undefined,
      renter.token,
    );
    expect(mine.body.bookings).toHaveLength(0);
    await page.close();
  });

  it("an instant-book request is confirmed at once and reads Confirmed in My Bookings", async () => {
    const page = await newPage(browser, app);
    const pickup = daysFromToday(4);
    const ret = daysFromToday(6);
    await signIn(
      page,
      renter.token,
      `/car-details/${car._id}?pickupDate=${pickup}&returnDate=${ret}`,
    );
    await shown(page.getByText("Rent: 3 days × ₹3,200"));
    await page.getByRole("button", { name: "Book Now" }).click();
    await shown(toast(page, BOOKING_MSG.instantBooked));
    await expect.poll(() => new URL(page.url()).pathname).toBe("/my-bookings");
    const card = page.getByRole("article", { name: NAME });
    await shown(card.getByText("Confirmed", { exact: true }));
    await gone(card.getByText("Pending", { exact: true }));
    await shoot(page, "trip-rules-confirmed");
    await page.close();

    // The owner hears of it as a booking, not a request to answer.
    const notes = await app.api<{ notifications: { type: string }[] }>(
      "GET",
      "/notifications",
      undefined,
      owner.token,
    );
    expect(notes.body.notifications.map((n) => n.type)).toContain("booking_created");
  });
});
