/**
 * The double press (issue 25, defects 3 and 10): every button of the app that sends a request
 * that changes something is double-clicked, as an impatient person or a shaky mouse does.
 * Each time the person sees the success text once and no error, the page sent the request
 * once, and the API shows exactly one change (one booking, one car, a status moved once, one
 * review, one reply, one block, one mail with a code). The tests run in order and share the
 * marketplace they build: one app and one browser for the file.
 */
import {
  ACCOUNT_MSG,
  BOOKING_MSG,
  CALENDAR_MSG,
  CAR_MSG,
  HANDOVER_MSG,
  REVIEW_MSG,
  STATUS_CHANGED_MSG,
} from "@gaadi/shared";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookingThrough,
  bookViaApi,
  dayName,
  daysFromToday,
  fillAddCarForm,
  type ListedCar,
  listCar,
} from "./booking-support.js";
import { fillHandoverForm } from "./handover-support.js";
import {
  type Account,
  createAccount,
  launchBrowser,
  newPage,
  type RunningApp,
  signIn,
  startApp,
  uniqueEmail,
} from "./harness.js";

let app: RunningApp;
let browser: Browser;
let owner: Account;
let riya: Account;
let sameer: Account;
let kabir: Account;
let swift: ListedCar;
let nexon: ListedCar;
let ertiga: ListedCar;
let creta: ListedCar;
const LISTED = "Tata Harrier";

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  owner = await createAccount(app, { name: "Omkar Owner", owner: true });
  riya = await createAccount(app, { name: "Riya Renter" });
  sameer = await createAccount(app, { name: "Sameer Second" });
  kabir = await createAccount(app, { name: "Kabir Third" });
  swift = await listCar(app, owner.token, { brand: "Maruti", model: "Swift", pricePerDay: 1500 });
  nexon = await listCar(app, owner.token, { brand: "Tata", model: "Nexon", pricePerDay: 1800 });
  ertiga = await listCar(app, owner.token, { brand: "Maruti", model: "Ertiga", pricePerDay: 2500 });
  creta = await listCar(app, owner.token, { brand: "Hyundai", model: "Creta", pricePerDay: 2600 });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/**
 * A page of `who` (a visitor when null) on `pathname` that records every request it sends
 * to the API that may change something, as 'METHOD /api/path' (`sent`), and the
 * Idempotency-Key each carried (`keys`).
 */
async function pageOf(
  who: Account | null,
  pathname: string,
): Promise<{ page: Page; sent: string[]; keys: (string | undefined)[] }> {
  const page = await newPage(browser, app);
  const sent: string[] = [];
  const keys: (string | undefined)[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (r.method() !== "GET" && r.method() !== "HEAD" && url.pathname.startsWith("/api/")) {
      sent.push(`${r.method()} ${url.pathname}`);
      keys.push(r.headers()["idempotency-key"]);
    }
  });
  if (who) await signIn(page, who.token, pathname);
  else await page.goto(pathname);
  return { page, sent, keys };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * Waits for the toast saying `text`, gives a second answer time to land, then expects it to
 * be the only toast on the page besides the `earlier` successes: shown once, no error beside
 * it. (By CSS role: while a modal dialog is open, the toasts are hidden from the role tree.)
 */
async function onlyToast(page: Page, text: string, earlier: string[] = []): Promise<void> {
  const toasts = async () =>
    (await page.locator('[role="status"]').allTextContents()).filter((t) => !earlier.includes(t));
  await expect.poll(toasts, { timeout: 5000 }).toContain(text);
  await page.waitForTimeout(700);
  expect(await toasts()).toEqual([text]);
}

/** Two clicks with no wait between them, as a double click makes. */
const pressTwice = (button: Locator) => button.dblclick();

const visible = (l: Locator) => l.locator("visible=true");

interface ApiBooking {
  _id: string;
  status: string;
  car: { _id: string };
}

async function bookingsOf(who: Account, car: ListedCar): Promise<ApiBooking[]> {
  const res = await app.api<{ bookings: ApiBooking[] }>(
    "GET",
    "/bookings/user",
    undefined,
    who.token,
  );
  expect(res.status).toBe(200);
  return res.body.bookings.filter((b) => b.car._id === car._id);
}

async function ownerCars(): Promise<{ _id: string; model: string; isAvaliable: boolean }[]> {
  const res = await app.api<{ cars: { _id: string; model: string; isAvaliable: boolean }[] }>(
    "GET",
    "/owner/cars",
    undefined,
    owner.token,
  );
  expect(res.status).toBe(200);
  return res.body.cars;
}

async function blocksOf(car: ListedCar): Promise<unknown[]> {
  const res = await app.api<{ calendar: { blocks: unknown[] } }>(
    "GET",
    `/owner/cars/${car._id}/calendar`,
    undefined,
    owner.token,
  );
  expect(res.status).toBe(200);
  return res.body.calendar.blocks;
}

describe("a renter's double press", () => {
  it("Book Now books once and goes to My Bookings", async () => {
    const query = `pickupDate=${daysFromToday(3)}&returnDate=${daysFromToday(4)}`;
    const { page, sent, keys } = await pageOf(riya, `/car-details/${swift._id}?${query}`);
    await pressTwice(page.getByRole("button", { name: "Book Now" }));
    await onlyToast(page, BOOKING_MSG.created);
    await page.waitForURL("**/my-bookings");
    expect(sent).toEqual(["POST /api/bookings/create"]);
    expect(keys[0]).toMatch(UUID);
    expect(await bookingsOf(riya, swift)).toHaveLength(1);
    await page.close();
  });

  it("the Cancel Booking confirmation cancels once", async () => {
    const { page, sent } = await pageOf(riya, "/my-bookings");
    const card = page.getByRole("article", { name: "Maruti Swift" });
    await card.getByRole("button", { name: "Cancel Booking" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel Booking" });
    await dialog.getByRole("radio").first().check();
    await pressTwice(dialog.getByRole("button", { name: "Cancel Booking" }));
    await onlyToast(page, BOOKING_MSG.cancelled);
    await expect.poll(() => card.getByText("Cancelled", { exact: true }).count()).toBe(1);
    expect(sent).toEqual(["POST /api/bookings/cancel"]);
    expect((await bookingsOf(riya, swift)).map((b) => b.status)).toEqual(["cancelled"]);
    await page.close();
  });

  it("Send Code in sign-up mails one code and moves to the code step", async () => {
    const { page, sent } = await pageOf(null, "/");
    const email = uniqueEmail("double");
    await page.getByRole("button", { name: "Login", exact: true }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Create an account" }).click();
    await dialog.getByLabel("Email").fill(email);
    await pressTwice(dialog.getByRole("button", { name: "Send Code" }));
    await onlyToast(page, ACCOUNT_MSG.otpSent);
    await dialog.getByLabel("Verification code").waitFor();
    expect(sent).toEqual(["POST /api/otp/send-otp"]);
    expect(app.mail.countFor(email)).toBe(1);
    await page.close();
  });

  it("profile photo Save Photo saves once", async () => {
    const { page, sent } = await pageOf(riya, "/profile");
    await page.getByRole("button", { name: "Change profile photo" }).click();
    const dialog = page.getByRole("dialog", { name: "Update Profile Photo" });
    await dialog.getByRole("button", { name: "Avatar Meera" }).click();
    await pressTwice(dialog.getByRole("button", { name: "Save Photo" }));
    await onlyToast(page, ACCOUNT_MSG.photoUpdated);
    await expect.poll(() => dialog.count()).toBe(0);
    expect(sent).toEqual(["POST /api/user/update-profile-image"]);
    await page.close();
  });

  it("Become Owner changes the role once", async () => {
    const { page, sent } = await pageOf(kabir, "/owner/add-car");
    await page.getByRole("heading", { name: "Become an owner to list your car" }).waitFor();
    await pressTwice(page.getByRole("button", { name: "Become Owner" }));
    await onlyToast(page, ACCOUNT_MSG.becameOwner);
    await page.getByRole("heading", { name: "Add New Car" }).waitFor();
    expect(sent).toEqual(["POST /api/owner/change-role"]);
    await page.close();
  });
});

describe("an owner's double press on a booking", () => {
  let trip = "";

  beforeAll(async () => {
    // Sameer's trip starts today, so Car Picked Up sends at once, without asking first.
    trip = await bookingThrough(
      app,
      { renterToken: sameer.token, ownerToken: owner.token },
      nexon._id,
      0,
      [],
    );
    await bookViaApi(app, kabir.token, ertiga._id, daysFromToday(6), daysFromToday(7));
  });

  const status = async () =>
    (await bookingsOf(sameer, nexon)).map((b) => `${b._id === trip} ${b.status}`);

  it("Accept Booking, the check-in and the check-out move the status once each", async () => {
    const { page, sent } = await pageOf(owner, "/owner/manage-bookings");
    const row = page.getByRole("row").filter({ hasText: "Tata Nexon" });
    await row.getByRole("button", { name: "Accept Booking" }).click();
    const accept = page.getByRole("dialog", { name: "Confirm Booking" });
    await pressTwice(accept.getByRole("button", { name: "Accept Booking" }));
    await onlyToast(page, STATUS_CHANGED_MSG.booked);
    await expect.poll(() => accept.count()).toBe(0);
    expect(await status()).toEqual(["true booked"]);

    // Issue 30: Car Picked Up and Car Returned open the check-in and check-out forms, whose
    // send is pressed twice.
    await pressTwice(row.getByRole("button", { name: "Car Picked Up" }));
    const checkIn = await fillHandoverForm(page, "check_in", 10_000);
    await pressTwice(checkIn.send);
    await onlyToast(page, HANDOVER_MSG.checkedIn, [STATUS_CHANGED_MSG.booked]);
    await expect.poll(() => checkIn.dialog.count()).toBe(0);
    expect(await status()).toEqual(["true on_rent"]);

    await row.getByRole("button", { name: "Car Returned" }).click();
    const checkOut = await fillHandoverForm(page, "check_out", 10_100);
    await pressTwice(checkOut.send);
    await onlyToast(page, HANDOVER_MSG.checkedOut, [
      STATUS_CHANGED_MSG.booked,
      HANDOVER_MSG.checkedIn,
    ]);
    await expect.poll(() => checkOut.dialog.count()).toBe(0);
    expect(await status()).toEqual(["true completed"]);
    expect(sent).toEqual([
      "POST /api/bookings/change-status",
      `POST /api/owner/bookings/${trip}/check-in`,
      `POST /api/owner/bookings/${trip}/check-out`,
    ]);
    await page.close();
  });

  it("Decline with a reason declines once", async () => {
    const { page, sent } = await pageOf(owner, "/owner/manage-bookings");
    const row = page.getByRole("row").filter({ hasText: "Maruti Ertiga" });
    await row.getByRole("button", { name: "Decline Booking" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel Booking" });
    await dialog.getByRole("radio").first().check();
    await pressTwice(dialog.getByRole("button", { name: "Cancel Booking" }));
    await onlyToast(page, BOOKING_MSG.cancelled);
    await expect.poll(() => dialog.count()).toBe(0);
    expect(sent).toEqual(["POST /api/bookings/change-status"]);
    expect((await bookingsOf(kabir, ertiga)).map((b) => b.status)).toEqual(["cancelled"]);
    await page.close();
  });

  it("Submit Review reviews once", async () => {
    const { page, sent } = await pageOf(sameer, "/my-bookings");
    const card = page.getByRole("article", { name: "Tata Nexon" });
    await card.getByRole("button", { name: "Write Review" }).click();
    const dialog = page.getByRole("dialog", { name: "Write a Review" });
    await dialog.getByRole("radio", { name: "1 star, Poor" }).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    await dialog.getByLabel("Your review").fill("Clean car, easy pickup near the metro station.");
    await pressTwice(dialog.getByRole("button", { name: "Submit Review" }));
    await onlyToast(page, REVIEW_MSG.submitted);
    await expect.poll(() => dialog.count()).toBe(0);
    expect(sent).toEqual(["POST /api/reviews/create"]);
    const reviews = await app.api<{ reviews: unknown[] }>("GET", `/reviews/car/${nexon._id}`);
    expect(reviews.body.reviews).toHaveLength(1);
    await page.close();
  });

  it("Submit Reply replies once", async () => {
    const { page, sent } = await pageOf(owner, "/owner/manage-reviews");
    const card = page.getByRole("article", { name: "Tata Nexon" });
    await card.getByRole("button", { name: "Write Reply" }).click();
    const dialog = page.getByRole("dialog", { name: "Reply to Review" });
    await dialog.getByLabel("Your reply").fill("Thank you, Sameer! Come again soon.");
    await pressTwice(dialog.getByRole("button", { name: "Submit Reply" }));
    await onlyToast(page, REVIEW_MSG.replySubmitted);
    await expect.poll(() => dialog.count()).toBe(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^POST \/api\/reviews\/reply\//);
    await page.close();
  });

  it("Mark all read sends once", async () => {
    const { page, sent } = await pageOf(sameer, "/");
    const bell = page.getByRole("button", { name: /^Notifications/ });
    await expect.poll(() => bell.getAttribute("aria-label")).toMatch(/unread/);
    await bell.click();
    const panel = page.getByRole("dialog", { name: "Notifications" });
    await pressTwice(panel.getByRole("button", { name: "Mark all read" }));
    await expect.poll(() => bell.getAttribute("aria-label")).toBe("Notifications");
    await page.waitForTimeout(700);
    expect(sent).toEqual(["PUT /api/notifications/mark-all-read"]);
    expect(await page.locator('[role="status"]').count()).toBe(0);
    await page.close();
  });
});

describe("an owner's double press on cars and dates", () => {
  it("List Your Car lists one car", async () => {
    const { page, sent } = await pageOf(owner, "/owner/add-car");
    const form = await fillAddCarForm(page);
    await form.getByLabel("State").selectOption("Maharashtra");
    await form.getByLabel("Pickup city").selectOption("Pune");
    await pressTwice(page.getByRole("button", { name: "List Your Car" }));
    await onlyToast(page, CAR_MSG.carAdded);
    await page.waitForURL("**/owner/manage-cars");
    expect(sent).toEqual(["POST /api/owner/add-car"]);
    expect((await ownerCars()).filter((c) => c.model === "Harrier")).toHaveLength(1);
    await page.close();
  });

  it("Hide Car hides once and Show Car shows once", async () => {
    const { page, sent, keys } = await pageOf(owner, "/owner/manage-cars");
    const harrier = async () => (await ownerCars()).find((c) => c.model === "Harrier");
    await visible(page.getByRole("button", { name: `Hide ${LISTED}` })).click();
    const hide = page.getByRole("dialog", { name: "Hide Car?" });
    await pressTwice(hide.getByRole("button", { name: "Hide Car" }));
    await onlyToast(page, CAR_MSG.carHidden);
    expect((await harrier())?.isAvaliable).toBe(false);

    await visible(page.getByRole("button", { name: `Show ${LISTED}` })).click();
    const show = page.getByRole("dialog", { name: "Show Car?" });
    await pressTwice(show.getByRole("button", { name: "Show Car" }));
    await onlyToast(page, CAR_MSG.carShown, [CAR_MSG.carHidden]);
    expect((await harrier())?.isAvaliable).toBe(true);
    expect(sent).toEqual(Array(2).fill("POST /api/owner/toggle-car"));
    expect(new Set(keys).size).toBe(2);
    await page.close();
  });

  it("the Delete Car confirmation deletes once", async () => {
    const { page, sent } = await pageOf(owner, "/owner/manage-cars");
    await visible(page.getByRole("button", { name: `Delete ${LISTED}` })).click();
    const dialog = page.getByRole("dialog", { name: "Delete Car?" });
    await pressTwice(dialog.getByRole("button", { name: "Delete Car" }));
    await onlyToast(page, CAR_MSG.carDeleted);
    expect(sent).toEqual(["POST /api/owner/delete-car"]);
    expect((await ownerCars()).filter((c) => c.model === "Harrier")).toHaveLength(0);
    await page.close();
  });

  it("Block dates blocks once and the Unblock confirmation unblocks once", async () => {
    const { page, sent } = await pageOf(owner, `/owner/manage-cars/${creta._id}/calendar`);
    const day = (ymd: string) =>
      page
        .getByRole("grid")
        .getByRole("button", { name: new RegExp(`^${dayName(ymd)}(,|$)`) })
        .first();
    await day(daysFromToday(10)).click();
    await day(daysFromToday(11)).click();
    const panel = page.getByRole("region", { name: "Block dates" });
    await pressTwice(panel.getByRole("button", { name: "Block dates" }));
    await onlyToast(page, CALENDAR_MSG.blocked);
    expect(await blocksOf(creta)).toHaveLength(1);

    await day(daysFromToday(10)).click();
    await page.getByRole("button", { name: "Unblock dates" }).click();
    const dialog = page.getByRole("dialog", { name: "Unblock dates?" });
    await pressTwice(dialog.getByRole("button", { name: "Unblock", exact: true }));
    await onlyToast(page, CALENDAR_MSG.unblocked, [CALENDAR_MSG.blocked]);
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await blocksOf(creta)).toHaveLength(0);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/^POST /);
    expect(sent[1]).toMatch(/^DELETE /);
    await page.close();
  });
});
