/**
 * An app with online payments on (PAYMENTS=razorpay) against the fake Razorpay, for the
 * payments tests: the fake sends its webhooks to a local catcher, so each test decides what
 * reaches the app, how often and in which order; `now` is the app's clock.
 */

import type { FastifyInstance } from "fastify";
import {
  type FakeRazorpay,
  startFakeRazorpay,
} from "../src/modules/payments/fake-razorpay/server.js";
import { buildTestApp, type TestApp, type TestUser } from "./helpers.js";
import { startWebhookCatcher, type WebhookCatcher } from "./webhook-catcher.js";

export interface PaymentsTestApp {
  t: TestApp;
  fake: FakeRazorpay;
  catcher: WebhookCatcher;
  /** Stops the app, the fake and the catcher. */
  close(): Promise<void>;
}

/** Starts the catcher, the fake with `keys`, and the app (15-minute payment window). */
export async function startPaymentsTestApp(
  keys: { keyId: string; keySecret: string; webhookSecret: string },
  now: () => Date,
): Promise<PaymentsTestApp> {
  const catcher = await startWebhookCatcher();
  const fake = await startFakeRazorpay({ ...keys, webhookUrl: catcher.url });
  const t = await buildTestApp(
    {
      payments: {
        mode: "razorpay",
        ...keys,
        apiUrl: fake.url,
        checkoutUrl: fake.checkoutUrl,
      },
      paymentWindowMinutes: 15,
    },
    { now },
  );
  return {
    t,
    fake,
    catcher,
    async close() {
      await t.close();
      await fake.close();
      await catcher.close();
    },
  };
}

/**
 * Sets up `user`'s payout account through POST /api/owner/payouts/account with `pan` (the fake
 * activates it); answers the linked account id ('acc_…'). Throws unless the answer is 200.
 */
export async function linkPayouts(
  app: FastifyInstance,
  user: TestUser,
  pan: string,
): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/api/owner/payouts/account",
    headers: user.auth,
    payload: {
      legalName: user.name,
      phone: "9876543210",
      pan,
      accountNumber: "123456789012",
      ifsc: "HDFC0001234",
    },
  });
  if (res.statusCode !== 200)
    throw new Error(`payout set-up answered ${res.statusCode}: ${res.body}`);
  return res.json().account.linkedAccountId as string;
}
