/**
 * The session around the login prompt (customer document sections 2, 4 and 8; issue 9):
 * dates picked on a car page live in its URL, so a shared link keeps them and they survive
 * the login prompt; a session the server no longer accepts (the password was reset in another
 * session) is noticed at the next call, once, by the API client: the session is cleared, the
 * login prompt opens with 'Session expired. Please login again.' (booking creation says
 * 'Please login to book this car' instead) and logging in returns to the page.
 */
import { BOOKING_MSG } from "@gaadi/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysFromToday, type ListedCar, listCar, pickDate, shortDay } from "./booking-support.js";
import {
  type Account,
  createAccount,
  launchBrowser,
  newPage,
  type RunningApp,
  signIn,
  startApp,
  toast,
} from "./harness.js";

let app: RunningApp;
let browser: Browser;
let car: ListedCar;
let visitorAccount: Account;
let bookerAccount: Account;
let browserAccount: Account;
/** When each account's sign-up code was mailed: the server keeps 30 s between two codes. */
const codeSentAt = new Map<string, number>();
const pickup = daysFromToday(10);
const dropoff = daysFromToday(12);

async function account(name: string): Promise<Account> {
  const created = await createAccount(app, { name });
  codeSentAt.set(created.email, Date.now());
  return created;
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const owner = await createAccount(app, { name: "Omkar Owner", owner: true });
  car = await listCar(app, owner.token, { brand: "Maruti", model: "Ertiga", pricePerDay: 2500 });
  visitorAccount = await account("Vikram Visitor");
  bookerAccount = await account("Bhavna Booker");
  browserAccount = await account("Bharat Browser");
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Resets `email`'s password through the API, as another session would: every session ends. */
async function resetPasswordElsewhere(email: string, newPassword: string): Promise<void> {
  const wait = 31_000 - (Date.now() - (codeSentAt.get(email) ?? 0));
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  const before = app.mail.countFor(email);
  const sent = await app.api("POST", "/otp/send-otp", { email });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const otp = await app.mail.waitForCode(email, { after: before });
  const verified = await app.api<{ verificationToken: string }>("POST", "/otp/verify-otp", {
    email,
    otp,
  });
  const reset = await app.api("POST", "/user/reset-password", {
    email,
    newPassword,
    verificationToken: verified.body.verificationToken,
  });
  expect(reset.status, JSON.stringify(reset.body)).toBe(200);
}

/**
 * Signs in on `url` and waits until the notification bell (loaded on demand once someone is
 * signed in) has asked for its count, so that the call a test makes after ending the session
 * elsewhere is the first to meet the dead token.
 */
async function signInSettled(page: Page, token: string, url: string): Promise<void> {
  const bellAsked = page.waitForResponse((r) =>
    r.url().includes("/api/notifications/unread-count"),
  );
  await signIn(page, token, url);
  await page.getByRole("button", { name: "Logout" }).waitFor();
  await bellAsked;
}

const dialog = (page: Page) => page.getByRole("dialog");
const query = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);
const pickerText = (page: Page, label: string) =>
  page.getByRole("button", { name: label }).textContent();

async function logInThroughPrompt(page: Page, email: string, password: string) {
  await dialog(page).getByLabel("Email").fill(email);
  await dialog(page).getByLabel("Password").fill(password);
  await dialog(page).getByRole("button", { name: "Login", exact: true }).click();
  await toast(page, "Login successful!").waitFor();
}

describe("dates on the car page", () => {
  it("survive the login prompt and travel in a shared link", async () => {
    const page = await newPage(browser, app);
    await page.goto(`/car-details/${car._id}`);
    await pickDate(page, "Pickup Date", pickup);
    await pickDate(page, "Return Date", dropoff);
    await expect.poll(() => query(page, "returnDate")).toBe(dropoff);
    expect(query(page, "pickupDate")).toBe(pickup);

    // A shared link opens with the same dates.
    const shared = await newPage(browser, app);
    await shared.goto(page.url());
    await expect.poll(() => pickerText(shared, "Pickup Date")).toContain(shortDay(pickup));
    expect(await pickerText(shared, "Return Date")).toContain(shortDay(dropoff));
    await shared.close();

    await page.getByRole("button", { name: "Book Now" }).click();
    await toast(page, "Please login to book this car").waitFor();
    await logInThroughPrompt(page, visitorAccount.email, visitorAccount.password);
    await expect.poll(() => pickerText(page, "Pickup Date")).toContain(shortDay(pickup));
    expect(await pickerText(page, "Return Date")).toContain(shortDay(dropoff));
    expect(new URL(page.url()).pathname).toBe(`/car-details/${car._id}`);

    await page.getByRole("button", { name: "Book Now" }).click();
    await page.waitForURL("**/my-bookings");
    await toast(page, BOOKING_MSG.created).waitFor();
    await page.close();
  });
});

describe("a session ended elsewhere", () => {
  it("opens the login prompt at the next call and returns to the page after login", async () => {
    const page = await newPage(browser, app);
    await signInSettled(page, browserAccount.token, "/cars");
    await resetPasswordElsewhere(browserAccount.email, "after-reset-pass-1");

    // My Bookings asks the server with the dead token: 401.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "My Bookings" })
      .click();
    await toast(page, "Session expired. Please login again.").waitFor();
    await dialog(page).getByLabel("Email").waitFor();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await page.getByRole("button", { name: "Login", exact: true }).first().waitFor();
    // One event, one message: the guard does not prompt a second time.
    expect(await toast(page, "Please login to access this page").count()).toBe(0);

    await logInThroughPrompt(page, browserAccount.email, "after-reset-pass-1");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/my-bookings");
    await page.getByRole("heading", { name: "My Bookings" }).waitFor();
    await page.close();
  });

  it("says 'Please login to book this car' when booking, and keeps the dates", async () => {
    const page = await newPage(browser, app);
    const url = `/car-details/${car._id}?pickupDate=${daysFromToday(20)}&returnDate=${daysFromToday(21)}`;
    await signInSettled(page, bookerAccount.token, url);
    await resetPasswordElsewhere(bookerAccount.email, "after-reset-pass-2");

    await page.getByRole("button", { name: "Book Now" }).click();
    await toast(page, "Please login to book this car").waitFor();
    await dialog(page).getByLabel("Email").waitFor();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    expect(await toast(page, "Session expired. Please login again.").count()).toBe(0);

    await logInThroughPrompt(page, bookerAccount.email, "after-reset-pass-2");
    await expect.poll(() => pickerText(page, "Pickup Date")).toContain(shortDay(daysFromToday(20)));
    await page.getByRole("button", { name: "Book Now" }).click();
    await page.waitForURL("**/my-bookings");
    await toast(page, BOOKING_MSG.created).waitFor();
    await page.close();
  });
});
