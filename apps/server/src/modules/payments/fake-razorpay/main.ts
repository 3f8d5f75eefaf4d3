/**
 * Starts the fake Razorpay on its own (issue 28 item 8) and prints its URL:
 *   node --import tsx apps/server/src/modules/payments/fake-razorpay/main.ts
 * Reads RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET (defaults: test
 * values printed at start), FAKE_RAZORPAY_PORT (0: any free port) and FAKE_RAZORPAY_WEBHOOK_URL
 * (where events go, e.g. http://127.0.0.1:3000/api/payments/webhook). Ctrl-C stops it.
 */
import { startFakeRazorpay } from "./server.js";

const keyId = process.env.RAZORPAY_KEY_ID || "rzp_test_fakegaadi";
const keySecret = process.env.RAZORPAY_KEY_SECRET || "fake_key_secret";
const webhookSecret = process.env.RAZORPAY_WEBHOOK_SECRET || "fake_webhook_secret";
const fake = await startFakeRazorpay({
  keyId,
  keySecret,
  webhookSecret,
  webhookUrl: process.env.FAKE_RAZORPAY_WEBHOOK_URL || undefined,
  port: Number(process.env.FAKE_RAZORPAY_PORT || 0),
});
console.log(`Fake Razorpay listening at ${fake.url}`);
console.log(`  RAZORPAY_API_URL=${fake.url}`);
console.log(`  RAZORPAY_CHECKOUT_URL=${fake.checkoutUrl}`);
console.log(
  `  RAZORPAY_KEY_ID=${keyId} (secret and webhook secret from the environment or the defaults)`,
);
console.log(
  `  webhooks to: ${fake.webhooks.controls.url ?? "nowhere (set FAKE_RAZORPAY_WEBHOOK_URL)"}`,
);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => void fake.close().then(() => process.exit(0)));
