/**
 * Journeys with online payments on (issue 28): the built app started with PAYMENTS=razorpay
 * against the fake Razorpay (its stand-in checkout.js, its webhooks sent to the app), and an
 * owner with a payout account, which listing a car then needs (issue 28 item 5).
 */
import { expect } from "vitest";
import {
  type FakeRazorpay,
  startFakeRazorpay,
} from "../apps/server/src/modules/payments/fake-razorpay/server.js";
import { type Account, createAccount, type RunningApp, startApp } from "./harness.js";

/** The fake with `keys` and the app wired to it; the fake's webhooks go to the app. */
export async function startPaymentsApp(keys: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}): Promise<{ fake: FakeRazorpay; app: RunningApp }> {
  const fake = await startFakeRazorpay(keys);
  const app = await startApp({
    env: {
      PAYMENTS: "razorpay",
      RAZORPAY_KEY_ID: keys.keyId,
      RAZORPAY_KEY_SECRET: keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
      RAZORPAY_API_URL: fake.url,
      RAZORPAY_CHECKOUT_URL: fake.checkoutUrl,
    },
  });
  fake.webhooks.configure({ url: `${app.url}/api/payments/webhook` });
  return { fake, app };
}

/** An owner account named `name` whose payout account is set up. */
export async function ownerWithPayouts(app: RunningApp, name: string): Promise<Account> {
  const owner = await createAccount(app, { name, owner: true });
  const payouts = await app.api(
    "POST",
    "/owner/payouts/account",
    {
      legalName: name,
      phone: "9876543210",
      pan: "ABCPM1234K",
      accountNumber: "123456789012",
      ifsc: "HDFC0001234",
    },
    owner.token,
  );
  expect(payouts.status).toBe(200);
  return owner;
}
