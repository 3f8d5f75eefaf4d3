/**
 * The session defects of issue 25, each as a person meets it:
 * - defect 2: a signed-in person who reloads a server-rendered page never sees the visitor's
 *   Login button nor the full-page 'Loading...' in place of the page, and a choice or a scroll
 *   made while their user loads is kept;
 * - defect 11: a session that ends while an owner fills Add car keeps the page and the form,
 *   says the owner document's own 401 text, opens the login prompt, and after logging in the
 *   same form is sent;
 * - defect 8: resetting the password from the profile leaves the person signed in with a live
 *   session (the next call works, no 'Session expired');
 * - defect 14 (one part): a logout or a login in one tab is followed at once by the others.
 */

import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ACCOUNT_MSG, CAR_MSG } from "@gaadi/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageBytes } from "../apps/server/test/cars-support.js";
import { listCar } from "./booking-support.js";
import {
  type Account,
  createAccount,
  hydrated,
  launchBrowser,
  logIn,
  newPage,
  type RunningApp,
  shoot,
  signIn,
  startApp,
  toast,
} from "./harness.js";

let app: RunningApp;
let browser: Browser;
let resetter: Account;
let resetterCodeAt = 0;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  // The reset journey mails a second code; the server keeps 30 s between two for one address.
  resetter = await createAccount(app, { name: "Ritu Resetter" });
  resetterCodeAt = Date.now();
  const owner = await createAccount(app, { name: "Listing Owner", owner: true });
  await listCar(app, owner.token, { brand: "Maruti", model: "Ertiga" });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const dialog = (page: Page) => page.getByRole("dialog");
const logoutButton = (page: Page) => page.getByRole("button", { name: "Logout" }).first();
const loginButton = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Login" });

/**
 * Records, from the first byte of every document `page` loads, whether the visitor's Login
 * button or the full-page 'Loading...' (the spinner that replaces the page) ever appear.
 */
async function watchForVisitorFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { login: false, pageSpinner: false };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    const check = () => {
      const texts = (selector: string) =>
        Array.from(document.querySelectorAll(selector), (el) => el.textContent?.trim());
      if (texts("nav button, header button").includes("Login")) seen.login = true;
      // The full-page spinner, in the frame or as the router's fallback before it.
      if (texts("main > div > p, #root > div > p").includes("Loading...")) seen.pageSpinner = true;
    };
    new MutationObserver(check).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
}

const seen = (page: Page) => page.evaluate(() => (window as unknown as { __seen: unknown }).__seen);

/** Holds every answer to GET /api/user/data until the returned function is called. */
async function holdUserData(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/user/data", async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

describe("defect 2: reloading a page while signed in", () => {
  it("never shows the visitor's header or a blank page, and keeps a choice and a scroll", async () => {
    const person = await createAccount(app, { name: "Reena Reloader" });
    const page = await newPage(browser, app, { width: 1280, height: 700 });
    await signIn(page, person.token, "/cars");
    await logoutButton(page).waitFor();
    await watchForVisitorFrame(page);

    // A plain reload of the listing.
    await page.reload();
    await logoutButton(page).waitFor();
    await page.getByText("Maruti Ertiga").first().waitFor();
    expect(await seen(page)).toEqual({ login: false, pageSpinner: false });

    // Home, on a slow network: the person picks a state and scrolls while their user loads.
    await page.goto("/");
    await logoutButton(page).waitFor();
    const release = await holdUserData(page);
    await page.reload();
    await hydrated(page);
    const state = page.getByLabel("State").first();
    await state.selectOption("Maharashtra");
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const scrolled = await page.evaluate(() => window.scrollY);
    await shoot(page, "session-reload-pending");
    release();
    await logoutButton(page).waitFor();
    expect(await state.inputValue()).toBe("Maharashtra");
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await seen(page)).toEqual({ login: false, pageSpinner: false });
    await page.close();
  });
});

describe("defect 11: a session ending in the owner area", () => {
  it("keeps the Add car form, says the owner text, and sends it after logging in", async () => {
    const owner = await createAccount(app, { name: "Farhan Fleet", owner: true });
    const page = await newPage(browser, app);
    const bellAsked = page.waitForResponse((r) =>
      r.url().includes("/api/notifications/unread-count"),
    );
    await signIn(page, owner.token, "/owner/add-car");
    await page.getByText("Welcome, Farhan Fleet").first().waitFor();
    await bellAsked;

    const photo = path.join(tmpdir(), `gaadi-session-car-${Date.now()}.png`);
    writeFileSync(photo, await imageBytes("png", 1200, 750));
    await page.locator('input[type="file"]').setInputFiles(photo);
    await page.getByAltText("Preview of the car").waitFor();
    const form = page.locator("form");
    await form.getByLabel("Brand").fill("Tata");
    await form.getByLabel("Model").fill("Nexon");
    await form.getByLabel("Year").fill("2023");
    await form.getByLabel("Daily price (₹)").fill("2100");
    await form.getByLabel("Category").selectOption("SUV");
    await form.getByLabel("Transmission").selectOption("Manual");
    await form.getByLabel("Fuel type").selectOption("Petrol");
    await form.getByLabel("Seating capacity").fill("5");
    await form.getByLabel("Description").fill("Kept through a login.");
    await form.getByLabel("State").selectOption("Karnataka");
    await form.getByLabel("Pickup city").selectOption("Bengaluru");

    // Another session changes the password: this one is over.
    const newPassword = "fleet-pass-after";
    const changed = await app.api(
      "POST",
      "/user/change-password",
      { currentPassword: owner.password, newPassword },
      owner.token,
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    await page.getByRole("button", { name: "List Your Car" }).click();
    await toast(page, CAR_MSG.loginToAdd).waitFor();
    await dialog(page).getByLabel("Email").waitFor();
    expect(new URL(page.url()).pathname).toBe("/owner/add-car");
    expect(await toast(page, ACCOUNT_MSG.sessionExpired).count()).toBe(0);
    await shoot(page, "session-owner-401");

    await dialog(page).getByLabel("Email").fill(owner.email);
    await dialog(page).getByLabel("Password").fill(newPassword);
    await dialog(page).getByRole("button", { name: "Login", exact: true }).click();
    await toast(page, "Login successful!").waitFor();
    expect(new URL(page.url()).pathname).toBe("/owner/add-car");
    expect(await form.getByLabel("Brand").inputValue()).toBe("Tata");
    expect(await form.getByLabel("Pickup city").inputValue()).toBe("Bengaluru");
    await page.getByAltText("Preview of the car").waitFor();

    await page.getByRole("button", { name: "List Your Car" }).click();
    await toast(page, CAR_MSG.carAdded).waitFor();
    await page.waitForURL("**/owner/manage-cars");
    await page.close();
  });
});

describe("defect 14: other tabs", () => {
  it("follow a logout and a login in one tab at once", async () => {
    const person = await createAccount(app, { name: "Tara Tabs" });
    const first = await newPage(browser, app);
    await signIn(first, person.token, "/cars");
    await logoutButton(first).waitFor();
    const second = await first.context().newPage();
    await second.goto("/my-bookings");
    await hydrated(second);
    await second.getByRole("heading", { name: "My Bookings" }).waitFor();

    await logoutButton(first).click();
    await toast(first, ACCOUNT_MSG.loggedOut).waitFor();
    await loginButton(second).waitFor({ timeout: 5000 });
    await expect.poll(() => second.getByRole("heading", { name: "My Bookings" }).count()).toBe(0);

    await logIn(first, person.email, person.password);
    await logoutButton(second).waitFor({ timeout: 5000 });
    await first.context().close();
  });
});

describe("defect 8: resetting the password from the profile", () => {
  it("keeps the person signed in with a live session", async () => {
    const page = await newPage(browser, app);
    await signIn(page, resetter.token, "/profile");
    await page.getByRole("heading", { name: "Ritu Resetter", level: 1 }).waitFor();
    await page.getByRole("button", { name: /^Change Password/ }).click();
    const change = page.getByRole("dialog", { name: "Change Password" });
    await change.getByRole("button", { name: /Forgot your password/ }).click();
    const reset = page.getByRole("dialog", { name: "Reset Password" });
    await reset.waitFor();
    const wait = 31_000 - (Date.now() - resetterCodeAt);
    if (wait > 0) await page.waitForTimeout(wait);
    await reset.getByRole("button", { name: "Send Reset Code" }).click();
    // (Toasts are out of the accessibility tree while this nested dialog is open.)
    await reset.getByLabel("Verification code").waitFor();
    const code = await app.mail.waitForCode(resetter.email, { after: 1 });
    await reset.getByLabel("Verification code").fill(code);
    await reset.getByRole("button", { name: "Verify Code" }).click();
    await reset.getByLabel("New password").fill("ritu-new-pass-1");
    await reset.getByLabel("Confirm password").fill("ritu-new-pass-1");
    await reset.getByRole("button", { name: "Reset Password" }).click();
    await toast(page, ACCOUNT_MSG.passwordReset).waitFor();
    await expect.poll(() => reset.count()).toBe(0);

    // The stored session is a live one, and the next click works.
    await expect
      .poll(async () => {
        const token = await page.evaluate(() => localStorage.getItem("token"));
        return (await app.api("GET", "/user/data", undefined, token ?? "")).status;
      })
      .toBe(200);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "My Bookings" })
      .click();
    await page.getByRole("heading", { name: "My Bookings" }).waitFor();
    await logoutButton(page).waitFor();
    expect(await toast(page, ACCOUNT_MSG.sessionExpired).count()).toBe(0);
    expect(await dialog(page).count()).toBe(0);
    await page.close();
  });
});
