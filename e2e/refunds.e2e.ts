/**
 * A renter's refund through Razorpay (issue 28 items 4 and 7) in Chromium, the app started with
 * PAYMENTS=razorpay against the fake Razorpay (webhooks to the app; the app's refunds job runs
 * every second, JOBS_POLL_MS): the renter pays an instant-book car with UPI, cancels it, sees
 * the refund pending in My Bookings while Razorpay processes it, then, once Razorpay's
 * refund.processed arrives, refunded with today's date and a 'Refund processed' notification;
 * the receipt names the payment (method, Razorpay's id, day) and the refund. The home page, About
 * Us, the Help Center and the terms say that renters pay online.
 */
import { formatDay, formatRupees, indiaToday, RECEIPT_MSG, TRIP_TERMS_MSG } from "@gaadi/shared";
import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FakeRazorpay } from "../apps/server/src/modules/payments/fake-razorpay/server.js";
import { daysFromToday, type ListedCar, listCar } from "./booking-support.js";
import {
  type Account,
  createAccount,
  expectAccessible,
  launchBrowser,
  newPage,
  type RunningApp,
  shoot,
  signIn,
  toast,
} from "./harness.js";
import { ownerWithPayouts, startPaymentsApp } from "./payments-support.js";

const KEYS = {
  keyId: "rzp_test_refunds_journey",
  keySecret: "refunds_journey_key_secret",
  webhookSecret: "refunds_journey_webhook_secret",
};

let fake: FakeRazorpay;
let app: RunningApp;
let browser: Browser;
let renter: Account;
let car: ListedCar;

beforeAll(async () => {
  ({ fake, app } = await startPaymentsApp(KEYS));
  browser = await launchBrowser();
  // With payments on, listing a car needs a payout account (issue 28 item 5).
  const owner = await ownerWithPayouts(app, "Meera Owner");
  renter = await createAccount(app, { name: "Kiran Renter" });
  car = await listCar(app, owner.token, {
    brand: "Kia",
    model: "Seltos",
    pricePerDay: 3000,
    instantBook: true,
    securityDeposit: 2000,
  });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await fake?.close();
});

const shown = (l: Locator) => expect.poll(() => l.count(), { timeout: 15_000 }).toBeGreaterThan(0);

describe("a refund through Razorpay, as the renter follows it", () => {
  it("pays, cancels, sees the refund pending then refunded with its date; the receipt names payment and refund", async () => {
    const page = await newPage(browser, app);
    await signIn(
      page,
      renter.token,
      `/car-details/${car._id}?pickupDate=${daysFromToday(10)}&returnDate=${daysFromToday(11)}`,
    );
    // 2 days x ₹3,000 = ₹6,000, trip fee ₹600, its GST ₹108: ₹6,708, and the ₹2,000 deposit.
    await page.getByRole("button", { name: "Pay ₹8,708" }).click();
    await page
      .getByRole("dialog", { name: "Gaadi" })
      .getByRole("button", { name: "UPI success@razorpay" })
      .click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe("/my-bookings");
    const card = page.getByRole("article", { name: "Kia Seltos" });
    await shown(card.getByText("Paid online", { exact: true }));

    // Razorpay keeps the refund pending until the test settles it.
    fake.store.refundMode = "pending";
    await card.getByRole("button", { name: "Cancel Booking" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel Booking" });
    await dialog.getByRole("radio", { name: "Change of plans" }).check();
    await dialog.getByRole("button", { name: "Cancel Booking" }).click();
    await toast(page, "Booking cancelled successfully").waitFor();
    await dialog.waitFor({ state: "hidden" });

    // Cancelled ten days ahead under the default policy: everything comes back.
    const pending = `Refund ${formatRupees(8708)} · Pending, usually 5-7 working days`;
    const refunds = card.getByRole("region", { name: "Refunds to your account" });
    await shown(refunds.getByText(pending));
    // The refunds job asks Razorpay (every second here), which answers pending.
    await expect
      .poll(() => [...fake.store.refunds.values()].filter((r) => r.status === "pending").length, {
        timeout: 15_000,
      })
      .toBe(1);
    await page.reload();
    await shown(refunds.getByText(pending));
    await shown(card.getByText("Refund pending", { exact: true }));
    await expectAccessible(page, "main");
    await shoot(page, "refunds-pending-1280");
    await page.setViewportSize({ width: 360, height: 800 });
    await card.scrollIntoViewIfNeeded();
    await shoot(page, "refunds-pending-360", "main article");
    await page.setViewportSize({ width: 1280, height: 900 });

    // Razorpay processes it: its refund.processed webhook reaches the app.
    const [made] = [...fake.store.refunds.values()];
    fake.store.settleRefund(made!.id, "processed");
    const refunded = `Refund ${formatRupees(8708)} · Refunded on ${formatDay(indiaToday())}`;
    await expect
      .poll(
        async () => {
          await page.reload();
          await card.waitFor();
          return refunds.getByText(refunded).count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await shown(card.getByText("Refunded", { exact: true }));
    await expectAccessible(page, "main");
    await shoot(page, "refunds-my-bookings-1280");
    await page.setViewportSize({ width: 360, height: 800 });
    await card.scrollIntoViewIfNeeded();
    await shoot(page, "refunds-my-bookings-360", "main article");
    await page.setViewportSize({ width: 1280, height: 900 });

    // The renter is told once.
    const notes = await app.api("GET", "/notifications", undefined, renter.token);
    const told = (notes.body.notifications as { type: string; title: string }[]).filter(
      (n) => n.type === "refund_processed",
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe("Refund processed");

    await card.getByRole("link", { name: /^Receipt of booking GD-/ }).click();
    const receipt = page.getByRole("article", { name: "Receipt" });
    const paymentId = fake.store.refund(made!.id).payment_id;
    await shown(
      receipt.getByText(
        `Paid online through Razorpay · UPI · ${paymentId} on ${formatDay(indiaToday())}`,
      ),
    );
    await shown(receipt.getByText(refunded));
    await shown(receipt.getByText(made!.id));
    expect(await receipt.getByText(TRIP_TERMS_MSG.payment).count()).toBe(0);
    expect(await receipt.getByText(RECEIPT_MSG.refundsHeading).count()).toBe(1);
    await expectAccessible(page, "main");
    await shoot(page, "refunds-receipt-1280", "main article");
    await page.close();
  });

  it("says on the home page, About Us, the Help Center and the terms that renters pay online", async () => {
    const page = await newPage(browser, app);
    for (const path of ["/", "/about-us", "/help-center", "/terms-of-service"]) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      const text = (await page.locator("main").textContent()) ?? "";
      expect(text, path).toContain(TRIP_TERMS_MSG.paymentOnline);
      expect(text, path).not.toContain(TRIP_TERMS_MSG.payment);
    }
    await page.close();
  });
});
