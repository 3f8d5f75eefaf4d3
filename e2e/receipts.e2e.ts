/**
 * Receipts (issue 27 item 5): a renter with a confirmed booking opens My Bookings, follows
 * Receipt and sees the reference, both parties, the car, every line in ₹ and a total equal to
 * the booking's price, GST and deposit apart, and the platform's GSTIN (PLATFORM_GSTIN is set
 * for this server); a Print button; the navbar is not printed. The owner opens the statement
 * from Manage Bookings and sees the commission, its GST and their earnings. Both pages pass
 * axe; the confirmation mail carries the receipt's link. Figures at the default rates (10%
 * trip fee, 18% GST, 20% commission), written out.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookViaApi, daysFromToday, type ListedCar, listCar } from "./booking-support.js";
import {
  type Account,
  createAccount,
  expectAccessible,
  launchBrowser,
  newPage,
  type RunningApp,
  signIn,
  startApp,
} from "./harness.js";

const GSTIN = "27AAPFU0939F1ZV";

let app: RunningApp;
let browser: Browser;
let owner: Account;
let renter: Account;
let car: ListedCar;
let booking: { _id: string; bookingRef: string; price: number };

beforeAll(async () => {
  app = await startApp({ env: { PLATFORM_GSTIN: GSTIN } });
  browser = await launchBrowser();
  owner = await createAccount(app, { name: "Kavya Owner", owner: true });
  renter = await createAccount(app, { name: "Rohan Renter" });
  // ₹2,000 a day, 10% off a week, ₹3,000 deposit, moderate policy.
  car = await listCar(app, owner.token, {
    brand: "Mahindra",
    model: "XUV700",
    pricePerDay: 2000,
    weeklyDiscountPercent: 10,
    securityDeposit: 3000,
    cancellationPolicy: "moderate",
  });
  await bookViaApi(app, renter.token, car._id, daysFromToday(10), daysFromToday(16));
  const mine = await app.api<{ bookings: (typeof booking)[] }>(
    "GET",
    "/bookings/user",
    undefined,
    renter.token,
  );
  booking = mine.body.bookings[0]!;
  const accepted = await app.api(
    "POST",
    "/bookings/change-status",
    { bookingId: booking._id, status: "booked" },
    owner.token,
  );
  expect(accepted.status).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** The amount on the row of the receipt's tables whose header starts with `label`. */
const amountOf = (page: Page, label: string) =>
  page
    .getByRole("row", { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) })
    .getByRole("cell")
    .innerText();

describe("a booking's receipt", () => {
  it("the renter follows Receipt from My Bookings and sees every line and the total", async () => {
    const page = await newPage(browser, app);
    await signIn(page, renter.token, "/my-bookings");
    await page.getByRole("link", { name: `Receipt of booking ${booking.bookingRef}` }).waitFor();
    await page.screenshot({ path: "/tmp/h27-my-bookings.png" });
    await page.getByRole("link", { name: `Receipt of booking ${booking.bookingRef}` }).click();
    await page.waitForURL(`**/my-bookings/${booking._id}/receipt`);
    const doc = page.getByRole("article", { name: "Receipt" });
    await doc.waitFor();
    const text = await doc.innerText();
    for (const part of [
      booking.bookingRef,
      "Rohan Renter",
      renter.email,
      "Kavya Owner",
      "Mahindra XUV700",
      "7 days",
      "GST included in the total (18% of the trip fee)",
      "Refundable security deposit (not part of the total)",
      "₹3,000",
      "Moderate.",
      "You pay the owner at pickup; Gaadi takes no payment online.",
      `GSTIN ${GSTIN}`,
    ]) {
      expect(text).toContain(part);
    }
    expect(await amountOf(page, "Rent: 7 days × ₹2,000, less the 10% weekly discount")).toBe(
      "₹12,600",
    );
    expect(await amountOf(page, "Trip fee")).toBe("₹1,260");
    expect(await amountOf(page, "GST on the trip fee")).toBe("₹227");
    expect(await amountOf(page, "Total")).toBe("₹14,087");
    expect(booking.price).toBe(14087);
    // The renter's receipt has no owner's statement.
    expect(text).not.toContain("Host commission");
    expect(await page.getByRole("button", { name: "Print" }).isVisible()).toBe(true);
    await expectAccessible(page);
    await page.screenshot({ path: "/tmp/h27-receipt-1280.png", fullPage: true });

    // Printed: the navbar and the toolbar are gone, the receipt stays.
    await page.emulateMedia({ media: "print" });
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Print" }).isVisible()).toBe(false);
    expect(await doc.isVisible()).toBe(true);
    await page.screenshot({ path: "/tmp/h27-receipt-print.png", fullPage: true });
    await page.emulateMedia({ media: "screen" });

    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: "/tmp/h27-receipt-360.png", fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });

  it("the confirmation mail links the receipt", async () => {
    // After the sign-up code, the confirmation.
    const mail = await app.mail.waitForMail(renter.email, { after: 1, timeoutMs: 30_000 });
    expect(mail).toContain(`Booking reference: ${booking.bookingRef}`);
    expect(mail).toContain(`${app.url}/my-bookings/${booking._id}/receipt`);
    expect(mail).toContain(`GSTIN ${GSTIN}`);
  });

  it("the owner opens the statement from Manage Bookings: commission, its GST, earnings", async () => {
    const page = await newPage(browser, app);
    await signIn(page, owner.token, "/owner/manage-bookings");
    await page.getByRole("link", { name: `Statement of booking ${booking.bookingRef}` }).waitFor();
    await page.screenshot({ path: "/tmp/h27-manage-bookings.png" });
    await page.getByRole("link", { name: `Statement of booking ${booking.bookingRef}` }).click();
    await page.waitForURL(`**/owner/manage-bookings/${booking._id}/statement`);
    const doc = page.getByRole("article", { name: "Owner's statement" });
    await doc.waitFor();
    const text = await doc.innerText();
    expect(text).toContain(booking.bookingRef);
    expect(text).toContain("Rohan Renter");
    // The renter's e-mail is not on the owner's copy.
    expect(text).not.toContain(renter.email);
    expect(await amountOf(page, "Total")).toBe("₹14,087");
    expect(await amountOf(page, "Rent (after any discount)")).toBe("₹12,600");
    expect(await amountOf(page, "Host commission")).toBe("−₹2,520");
    expect(await amountOf(page, "GST on the host commission")).toBe("−₹454");
    expect(await amountOf(page, "Your earnings")).toBe("₹9,626");
    expect(text).toContain(`GSTIN ${GSTIN}`);
    await expectAccessible(page);
    await page.screenshot({ path: "/tmp/h27-statement-1280.png", fullPage: true });
    await page.emulateMedia({ media: "print" });
    expect(await page.getByRole("navigation", { name: "Owner menu" }).isVisible()).toBe(false);
    await page.screenshot({ path: "/tmp/h27-statement-print.png", fullPage: true });
  });

  it("a cancelled booking's receipt shows what was refunded", async () => {
    await bookViaApi(app, renter.token, car._id, daysFromToday(20), daysFromToday(20));
    const mine = await app.api<{ bookings: (typeof booking)[] }>(
      "GET",
      "/bookings/user",
      undefined,
      renter.token,
    );
    const request = mine.body.bookings.find((b) => b._id !== booking._id)!;
    const cancelled = await app.api(
      "POST",
      "/bookings/cancel",
      { bookingId: request._id, cancellationReason: "Change of plans" },
      renter.token,
    );
    expect(cancelled.status).toBe(200);
    const page = await newPage(browser, app);
    await signIn(page, renter.token, `/my-bookings/${request._id}/receipt`);
    const refund = page.getByRole("region", { name: "Refund" });
    await refund.waitFor();
    // A request cancelled before the owner answered: everything back, the deposit too
    // (₹2,000 + ₹200 + ₹36 and ₹3,000).
    const text = await refund.innerText();
    expect(text).toMatch(/Refunded to the renter\s+₹5,236/);
    expect(text).toMatch(/Kept\s+₹0/);
    expect(await page.getByRole("article", { name: "Receipt" }).innerText()).toContain("Cancelled");
    await page.screenshot({ path: "/tmp/h27-receipt-cancelled.png", fullPage: true });
  });
});
