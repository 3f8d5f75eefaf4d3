/**
 * Owner payouts (issue 28 item 5): the app runs with PAYMENTS=razorpay against the fake
 * Razorpay started here. An owner opens Payouts from the owner menu, sees the form's own rules
 * inline (an IFSC without its 0, a company's PAN), sets up payouts, and sees the masked PAN and
 * account with the status in plain words; nothing on the page shows the full numbers. axe
 * checks the form and the result. With SHOTS_DIR set, screenshots at 1280 px and 360 px.
 */
import { PAYOUT_MSG, PAYOUT_STATUS_TEXT } from "@gaadi/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FakeRazorpay,
  startFakeRazorpay,
} from "../apps/server/src/modules/payments/fake-razorpay/server.js";
import {
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

const KEY_ID = "rzp_test_journey";
const KEY_SECRET = "journey_key_secret";
const WEBHOOK_SECRET = "journey_webhook_secret";
const PAN = "ABCPR1234K";
const ACCOUNT = "123456789012";
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };

let fake: FakeRazorpay;
let app: RunningApp;
let browser: Browser;

async function shootBoth(page: Page, name: string): Promise<void> {
  await shoot(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
  await shoot(page, `${name}-360`);
  await page.setViewportSize(DESKTOP);
}

beforeAll(async () => {
  fake = await startFakeRazorpay({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
  });
  app = await startApp({
    env: {
      PAYMENTS: "razorpay",
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: fake.url,
      RAZORPAY_CHECKOUT_URL: fake.checkoutUrl,
    },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await fake?.close();
});

describe("an owner sets up payouts", () => {
  it("fills the form, is told each mistake at its field, and sees the masked account and status", async () => {
    const owner = await createAccount(app, { name: "Asha Rao", owner: true });
    const page = await newPage(browser, app);
    await signIn(page, owner.token, "/owner");
    await page.getByRole("link", { name: "Payouts" }).click();
    await page.getByRole("heading", { name: "Payouts", level: 1 }).waitFor();
    await page.getByText("does not keep your full PAN or bank account number").waitFor();
    await expectAccessible(page);
    await shootBoth(page, "payouts-form");

    await page.getByLabel("Legal name (as on PAN)", { exact: true }).fill("Asha Rao");
    await page.getByLabel("Mobile number", { exact: true }).fill("+91 98765 43210");
    await page.getByLabel("PAN", { exact: true }).fill("abccr1234k");
    await page.getByLabel("IFSC", { exact: true }).fill("HDFC1001234");
    await page.getByLabel("Bank account number", { exact: true }).fill(ACCOUNT);
    await page.getByRole("button", { name: "Set up payouts" }).click();
    await page.getByText(PAYOUT_MSG.panNotIndividual).waitFor();
    await page.getByText(PAYOUT_MSG.ifscInvalid).waitFor();
    expect(fake.route.created.accounts).toBe(0);
    await expectAccessible(page);
    await shootBoth(page, "payouts-errors");

    await page.getByLabel("PAN", { exact: true }).fill(PAN.toLowerCase());
    await page.getByLabel("IFSC", { exact: true }).fill("hdfc0001234");
    await page.getByRole("button", { name: "Set up payouts" }).click();
    await toast(page, PAYOUT_MSG.saved).waitFor();
    await page.getByText(PAYOUT_STATUS_TEXT.activated).waitFor();
    await page.getByText("••••••234K").waitFor();
    await page.getByText("•••• 9012").waitFor();
    await page.getByText("HDFC0001234").waitFor();
    const text = await page.locator("body").innerText();
    expect(text).not.toContain(PAN);
    expect(text).not.toContain(ACCOUNT);
    expect(fake.route.created).toEqual({ accounts: 1, stakeholders: 1, products: 1 });
    await expectAccessible(page);
    await shootBoth(page, "payouts-done");

    // Reloaded, the page shows the account from the server, masked as before.
    await page.reload();
    await page.getByText("•••• 9012").waitFor();
    await page.getByText("Active", { exact: true }).waitFor();
  });
});
