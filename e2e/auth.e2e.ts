/**
 * Accounts as a person meets them (owner document sections 2, 4, 5; customer document
 * section 4): sign up through the dialog with the code from a real SMTP receiver, see the
 * signed-in name, log out, log in, reset the password through Forgot Password, log in with
 * the new one; and the route guard sending a visitor to the login dialog and back.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAccount,
  expectAccessible,
  launchBrowser,
  logIn,
  newPage,
  type RunningApp,
  startApp,
  toast,
  uniqueEmail,
} from "./harness.js";

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const dialog = (page: Page) => page.getByRole("dialog");

async function openMoreMenu(page: Page) {
  await page.getByRole("button", { name: "More" }).click();
  return page.getByRole("menu");
}

describe("sign up, log out, log in, reset the password", () => {
  it("works end to end through the dialogs", async () => {
    const page = await newPage(browser, app);
    const email = uniqueEmail("journey");
    await page.goto("/");

    // Sign up: e-mail, then the mailed code, then name and password.
    await page.getByRole("button", { name: "Login", exact: true }).first().click();
    await dialog(page).getByRole("button", { name: "Create an account" }).click();
    await expect
      .poll(() => dialog(page).getByRole("heading").first().textContent())
      .toBe("Create your account");
    await expectAccessible(page, '[role="dialog"]');
    await dialog(page).getByRole("button", { name: "Send Code" }).click();
    await dialog(page).getByText("Please enter your email").waitFor();
    await dialog(page).getByLabel("Email").fill(email);
    await dialog(page).getByRole("button", { name: "Send Code" }).click();
    const signUpCodeAt = Date.now();
    const code = await app.mail.waitForCode(email);

    const resend = dialog(page).getByRole("button", { name: /Resend code in \d+s/ });
    await expect.poll(() => resend.isDisabled()).toBe(true);
    await dialog(page).getByLabel("Verification code").fill("12");
    await dialog(page).getByRole("button", { name: "Verify Code" }).click();
    await dialog(page).getByText("Please enter a valid 6-digit OTP").waitFor();
    await dialog(page).getByLabel("Verification code").fill(code);
    await dialog(page).getByRole("button", { name: "Verify Code" }).click();

    await dialog(page).getByLabel("Full name").fill("Kavya Iyer");
    await dialog(page).getByLabel("Password").fill("short");
    await dialog(page).getByRole("button", { name: "Create Account" }).click();
    await dialog(page)
      .getByText("Please fill all fields. Password must be at least 8 characters.")
      .waitFor();
    await dialog(page).getByLabel("Password").fill("first-password-1");
    await dialog(page).getByRole("button", { name: "Create Account" }).click();
    await toast(page, "Registration successful!").waitFor();

    // Signed in: the name is in the More menu; My Bookings appears.
    const menu = await openMoreMenu(page);
    await expect.poll(() => menu.textContent()).toContain("Signed in asKavya Iyer");
    await page.keyboard.press("Escape");
    await expect
      .poll(() => page.getByRole("link", { name: "My Bookings" }).count())
      .toBeGreaterThan(0);

    // Log out: toast, home, Login button back.
    await page.getByRole("button", { name: "Logout" }).first().click();
    await toast(page, "Logged out successfully").waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

    // A wrong password is refused with the server's one message.
    await page.getByRole("button", { name: "Login", exact: true }).first().click();
    await dialog(page).getByLabel("Email").fill(email);
    await dialog(page).getByLabel("Password").fill("not-my-password");
    await dialog(page).getByRole("button", { name: "Login", exact: true }).click();
    await toast(page, "Invalid email or password").waitFor();
    await page.keyboard.press("Escape");

    await logIn(page, email, "first-password-1");
    await page.getByRole("button", { name: "Logout" }).first().click();
    await toast(page, "Logged out successfully").waitFor();

    // Forgot Password: e-mail, code, new password. The server keeps 30 s between two codes
    // for one address, so wait out the gap left by the sign-up code.
    await page.getByRole("button", { name: "Login", exact: true }).first().click();
    await dialog(page).getByRole("button", { name: "Forgot Password?" }).click();
    await dialog(page).getByRole("heading", { name: "Reset Password" }).waitFor();
    await dialog(page).getByLabel("Email").fill(email);
    const wait = 31_000 - (Date.now() - signUpCodeAt);
    if (wait > 0) await page.waitForTimeout(wait);
    await dialog(page).getByRole("button", { name: "Send Reset Code" }).click();
    await toast(page, "Reset code sent to your email").waitFor();
    const resetCode = await app.mail.waitForCode(email, { after: 1 });
    await dialog(page).getByLabel("Verification code").fill(resetCode);
    await dialog(page).getByRole("button", { name: "Verify Code" }).click();
    await toast(page, "Code verified successfully").waitFor();
    await dialog(page).getByLabel("New password").fill("second-password-2");
    await dialog(page).getByLabel("Confirm password").fill("second-password-X");
    await dialog(page).getByRole("button", { name: "Reset Password" }).click();
    await dialog(page).getByText("Passwords do not match").waitFor();
    await dialog(page).getByLabel("Confirm password").fill("second-password-2");
    await dialog(page).getByRole("button", { name: "Reset Password" }).click();
    await toast(page, "Password reset successfully").waitFor();
    // The overlay closes; the login dialog is back with the e-mail filled in.
    await dialog(page).getByRole("heading", { name: "Welcome back" }).waitFor();
    expect(await dialog(page).getByLabel("Email").inputValue()).toBe(email);

    // The old password no longer works; the new one does.
    const old = await app.api("POST", "/user/login", { email, password: "first-password-1" });
    expect(old.status).toBe(401);
    await dialog(page).getByLabel("Password").fill("second-password-2");
    await dialog(page).getByRole("button", { name: "Login", exact: true }).click();
    await toast(page, "Login successful!").waitFor();
    const again = await openMoreMenu(page);
    await expect.poll(() => again.textContent()).toContain("Kavya Iyer");
  }, 120_000);
});

describe("one dialog handing over to another", () => {
  it("takes one Escape per dialog, pressed at once, and gives focus back to the Login button", async () => {
    const page = await newPage(browser, app);
    await page.goto("/");
    const login = page.getByRole("button", { name: "Login", exact: true }).first();
    await login.click();
    await dialog(page).getByRole("button", { name: "Forgot Password?" }).focus();
    // A keyboard user: Enter on Forgot Password?, then Escape straight away, before the next
    // frame on a slow phone. The reset dialog closes and the login dialog comes back (the
    // reset overlay opens in its place), with focus in it.
    for (let round = 1; round <= 3; round++) {
      await page.keyboard.press("Enter");
      await page.keyboard.press("Escape");
      await expect
        .poll(() => dialog(page).getByRole("heading").first().textContent())
        .toBe("Welcome back");
      expect(await dialog(page).evaluate((d) => d.contains(document.activeElement))).toBe(true);
      await dialog(page).getByRole("button", { name: "Forgot Password?" }).focus();
    }
    // One more Escape closes the login dialog; focus is back on the button that opened it.
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => login.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.close();
  });
});

describe("route guard", () => {
  it("sends a visitor to the login dialog and brings them back after login", async () => {
    const account = await createAccount(app, { name: "Rahul Verma" });
    const page = await newPage(browser, app);
    await page.goto("/my-bookings");
    await toast(page, "Please login to access this page").waitFor();
    await dialog(page).getByLabel("Email").waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    await dialog(page).getByLabel("Email").fill(account.email);
    await dialog(page).getByLabel("Password").fill(account.password);
    await dialog(page).getByRole("button", { name: "Login", exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/my-bookings");
    await page.getByRole("heading", { name: "My Bookings" }).waitFor();
  });

  it("tells a signed-in non-owner that owner pages need an owner", async () => {
    const account = await createAccount(app);
    const page = await newPage(browser, app);
    await page.goto("/");
    await page.evaluate((t) => localStorage.setItem("token", t), account.token);
    await page.goto("/owner/manage-cars");
    await toast(page, "Owner access required for this page").waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
  });

  it("drops a stored token that is not three dot-separated parts", async () => {
    const page = await newPage(browser, app);
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("token", "not-a-jwt"));
    await page.reload();
    await page.getByRole("button", { name: "Login", exact: true }).first().waitFor();
    // The server's HTML shows Login before the app runs and reads the stored token.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });

  it("clears an expired or forged session with 'Session expired. Please login again.'", async () => {
    const page = await newPage(browser, app);
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("token", "aaa.bbb.ccc"));
    await page.reload();
    await toast(page, "Session expired. Please login again.").waitFor();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });
});

describe("accessibility", () => {
  it("has no serious violations on the home page and the login dialog", async () => {
    const page = await newPage(browser, app);
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Login", exact: true }).first().click();
    await dialog(page).getByLabel("Email").waitFor();
    await expectAccessible(page, '[role="dialog"]');
  });
});
