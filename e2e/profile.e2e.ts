/**
 * Profile and account settings (customer document sections 2, 5, 7 and 8; server-rules.md
 * section 7; issue 12). A visitor on /profile sees 'Access Denied', logs in there and stays;
 * an owner sees their profile; a person chooses one of the 12 avatars and sees it in the
 * navbar, uploads a photo, changes their password (other sessions end; the new password logs
 * in; the reset dialog opens with the e-mail filled) and deletes their account (the owner of
 * their pending trip is told; the account cannot log in again). axe checks each page and
 * dialog. With SHOTS_DIR set, screenshots at 360 px and 1280 px are written there.
 */
import { ACCOUNT_MSG } from "@gaadi/shared";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageBytes } from "../apps/server/test/cars-support.js";
import { bookingThrough, type ListedCar, listCar } from "./booking-support.js";
import {
  type Account,
  createAccount,
  expectAccessible,
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
let owner: Account;
let car: ListedCar;
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };

/** Screenshots at 1280 px then 360 px, back to 1280 px after. */
async function shootBoth(page: Page, name: string): Promise<void> {
  await shoot(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
  await shoot(page, `${name}-360`);
  await page.setViewportSize(DESKTOP);
}

const shown = (locator: Locator) => locator.first().waitFor();
const navbar = (page: Page) => page.getByRole("navigation", { name: "Main" });

async function openSetting(page: Page, name: string, dialogName: string): Promise<Locator> {
  await page.getByRole("button", { name: new RegExp(`^${name}`) }).click();
  const dialog = page.getByRole("dialog", { name: dialogName });
  await dialog.waitFor();
  return dialog;
}

/** A page on the owner's profile with the photo dialog open (from the header's button). */
async function ownersPhotoDialog(): Promise<{ page: Page; dialog: Locator }> {
  const page = await newPage(browser, app);
  await signIn(page, owner.token, "/profile");
  await page.getByRole("button", { name: "Change profile photo" }).click();
  const dialog = page.getByRole("dialog", { name: "Update Profile Photo" });
  await dialog.waitFor();
  return { page, dialog };
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  owner = await createAccount(app, { name: "Asha Rao", owner: true });
  car = await listCar(app, owner.token, { brand: "Maruti", model: "Ertiga" });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe("the profile page", () => {
  it("tells a visitor 'Access Denied', and after logging in there shows their profile", async () => {
    const renter = await createAccount(app, { name: "Riya Renter" });
    const page = await newPage(browser, app);
    await page.goto("/profile");
    await shown(page.getByRole("heading", { name: "Access Denied" }));
    await shown(page.getByText(ACCOUNT_MSG.profileLoginRequired));
    await expectAccessible(page);
    await shootBoth(page, "profile-visitor");

    await page.getByRole("button", { name: "Log In" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(renter.email);
    await dialog.getByLabel("Password").fill(renter.password);
    await dialog.getByRole("button", { name: "Login", exact: true }).click();
    await toast(page, "Login successful!").waitFor();
    await shown(page.getByRole("heading", { name: "Riya Renter", level: 1 }));
    expect(new URL(page.url()).pathname).toBe("/profile");
    await page.close();
  });

  it("shows an owner's header, read-only details and settings", async () => {
    const page = await newPage(browser, app);
    await signIn(page, owner.token, "/profile");
    await shown(page.getByRole("heading", { name: "Asha Rao", level: 1 }));
    await shown(page.getByText(owner.email));
    expect(await page.getByText("Car Owner", { exact: true }).count()).toBe(2);
    for (const label of ["Full Name", "Email Address", "Account Type", "Member Since"]) {
      await shown(page.getByText(label, { exact: true }));
    }
    await shown(page.getByText(/can only be changed by contacting support/));
    await shown(page.getByRole("img", { name: "Asha Rao" }));
    for (const setting of ["Profile Photo", "Change Password", "Delete Account"]) {
      await shown(page.getByRole("button", { name: new RegExp(`^${setting}`) }));
    }
    await expectAccessible(page);
    await shootBoth(page, "profile-owner");
    await page.close();
  });
});

describe("the profile photo", () => {
  it("chooses one of the 12 avatars and shows it in the navbar", async () => {
    const { page, dialog } = await ownersPhotoDialog();
    const avatars = dialog.getByRole("button", { name: /^Avatar / });
    await expect.poll(() => avatars.count()).toBe(12);

    await dialog.getByRole("button", { name: "Save Photo" }).click();
    await shown(dialog.getByRole("alert").filter({ hasText: ACCOUNT_MSG.photoRequired }));

    const meera = dialog.getByRole("button", { name: "Avatar Meera" });
    await meera.click();
    expect(await meera.getAttribute("aria-pressed")).toBe("true");
    await expectAccessible(page);
    await shootBoth(page, "profile-photo-avatars");
    const src = (await meera.locator("img").getAttribute("src")) ?? "";
    expect(src).toMatch(/^\/api\/user\/avatars\/.+\.svg$/);

    await dialog.getByRole("button", { name: "Save Photo" }).click();
    await toast(page, ACCOUNT_MSG.photoUpdated).waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    const inNavbar = navbar(page).locator(`img[src="${src}"]`);
    await expect.poll(() => inNavbar.count(), { timeout: 5000 }).toBe(1);
    expect(await inNavbar.getAttribute("alt")).toBe("Asha Rao");
    await shoot(page, "navbar-avatar-1280", "header");
    await page.close();
  });

  it("uploads a photo of one's own, its size shown (KB under 0.1 MB)", async () => {
    const { page, dialog } = await ownersPhotoDialog();
    await dialog.getByRole("tab", { name: "Upload Custom" }).click();
    await dialog.locator('input[type="file"]').setInputFiles({
      name: "asha.png",
      mimeType: "image/png",
      buffer: await imageBytes("png", 640, 480),
    });
    await expect.poll(() => dialog.getByText(/^\((\d+\.\d\d MB|\d+ KB)\)$/).count()).toBe(1);
    await shown(dialog.getByRole("img", { name: "Preview of your upload" }));
    await expectAccessible(page);
    await shootBoth(page, "profile-photo-upload");

    await dialog.getByRole("button", { name: "Save Photo" }).click();
    await toast(page, ACCOUNT_MSG.photoUploaded).waitFor();
    const picture = navbar(page).locator('img[src^="/uploads/avatars/"]');
    await expect.poll(() => picture.count(), { timeout: 5000 }).toBe(1);
    await page.close();
  });
});

describe("the password", () => {
  it("changes it under the dialog's rules, ends other sessions, and logs in with it", async () => {
    const person = await createAccount(app, { name: "Kabir Khan" });
    const elsewhere = await app.api<{ token: string }>("POST", "/user/login", {
      email: person.email,
      password: person.password,
    });
    const page = await newPage(browser, app);
    await signIn(page, person.token, "/profile");
    const dialog = await openSetting(page, "Change Password", "Change Password");
    const submit = dialog.getByRole("button", { name: "Change Password" });
    expect(await submit.isDisabled()).toBe(true);

    await dialog.getByLabel("Current password").fill(person.password);
    await dialog.getByLabel("New password", { exact: true }).fill("short");
    await shown(dialog.getByText(ACCOUNT_MSG.passwordMinInline));
    await dialog.getByLabel("Confirm new password").fill("shorter");
    await shown(dialog.getByText(ACCOUNT_MSG.passwordsMismatch));
    expect(await submit.isDisabled()).toBe(true);
    await expectAccessible(page);
    await shootBoth(page, "change-password");

    await dialog.getByLabel("New password", { exact: true }).fill(person.password);
    await dialog.getByLabel("Confirm new password").fill(person.password);
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await shown(dialog.getByRole("alert").filter({ hasText: ACCOUNT_MSG.newPasswordSame }));

    const next = "a-brand-new-secret";
    await dialog.getByLabel("New password", { exact: true }).fill(next);
    await dialog.getByLabel("Confirm new password").fill(next);
    await submit.click();
    await toast(page, ACCOUNT_MSG.passwordChanged).waitFor();
    await expect.poll(() => dialog.count()).toBe(0);

    // The other session is over; this one goes on (a reload keeps the user signed in).
    const other = await app.api("GET", "/user/data", undefined, elsewhere.body.token);
    expect(other.status).toBe(401);
    await page.reload();
    await shown(page.getByRole("heading", { name: "Kabir Khan", level: 1 }));

    // Reset Password opens from the dialog with the e-mail filled in.
    const again = await openSetting(page, "Change Password", "Change Password");
    await again.getByRole("button", { name: /Forgot your password/ }).click();
    const reset = page.getByRole("dialog", { name: "Reset Password" });
    await reset.waitFor();
    expect(await reset.getByLabel("Email").inputValue()).toBe(person.email);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);

    // From the keyboard, Escape pressed at once (before the next frame on a slow phone) closes
    // the reset dialog that replaced Change Password, and focus is back on Change Password.
    const opener = page.getByRole("button", { name: /^Change Password/ });
    for (let round = 1; round <= 3; round++) {
      await openSetting(page, "Change Password", "Change Password");
      await page.getByRole("button", { name: /Forgot your password/ }).focus();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Escape");
      await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
      await expect.poll(() => opener.evaluate((b) => b === document.activeElement)).toBe(true);
    }

    // Logged out, the new password logs in.
    await page.getByRole("button", { name: "Logout" }).first().click();
    await toast(page, ACCOUNT_MSG.loggedOut).waitFor();
    await logIn(page, person.email, next);
    await page.close();
  });
});

describe("deleting the account", () => {
  it("needs the password, cancels the pending trip (owner told), and the account is gone", async () => {
    const person = await createAccount(app, { name: "Dev Leaving" });
    await bookingThrough(
      app,
      { renterToken: person.token, ownerToken: owner.token },
      car._id,
      4,
      [],
    );
    const page = await newPage(browser, app);
    await signIn(page, person.token, "/profile");
    const dialog = await openSetting(page, "Delete Account", "Delete Account");
    await shown(dialog.getByText("This cannot be undone."));
    await dialog.getByRole("button", { name: "Delete My Account" }).click();
    await shown(dialog.getByText(ACCOUNT_MSG.deletePasswordRequired));
    await expectAccessible(page);
    await shootBoth(page, "delete-account");

    await dialog.getByLabel("Password").fill("not-my-password");
    await dialog.getByRole("button", { name: "Delete My Account" }).click();
    await shown(dialog.getByRole("alert").filter({ hasText: ACCOUNT_MSG.deletePasswordWrong }));

    await dialog.getByLabel("Password").fill(person.password);
    await dialog.getByRole("button", { name: "Delete My Account" }).click();
    await toast(page, ACCOUNT_MSG.accountDeleted).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    await shown(page.getByRole("button", { name: "Login", exact: true }));

    const told = await app.api<{ notifications: { type: string; message: string }[] }>(
      "GET",
      "/notifications",
      undefined,
      owner.token,
    );
    expect(told.body.notifications.map((n) => n.type)).toContain("booking_cancelled");

    // The account cannot log in again.
    await page.getByRole("button", { name: "Login", exact: true }).first().click();
    const login = page.getByRole("dialog");
    await login.getByLabel("Email").fill(person.email);
    await login.getByLabel("Password").fill(person.password);
    await login.getByRole("button", { name: "Login", exact: true }).click();
    await toast(page, ACCOUNT_MSG.badCredentials).waitFor();
    await page.close();
  });
});
