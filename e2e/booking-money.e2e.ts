/**
 * A booking's money on the screens (issue 27 items 3 and 5). An owner lists a ₹2,000-a-day car
 * with a ₹5,000 deposit on the default flexible policy; a renter books it for one day tomorrow
 * (a late cancellation: the start of tomorrow in India is less than 24 hours away) and for one
 * day 10 days away (an early one), and the owner accepts both through the API. At the harness's
 * default rates (trip fee 10%, GST 18%, host commission 20%) a 1-day trip costs rent ₹2,000 +
 * fee ₹200 + GST ₹36 = ₹2,236, the deposit apart, and earns the owner ₹2,000 - ₹400 - ₹72 =
 * ₹1,528. The renter sees on My Bookings the reference, the lines, the total, the deposit and
 * the free-cancellation instant; the owner's Manage Bookings shows the total and the earnings
 * (table at 1280 px, cards at 360 px) and the commission lines in the dialog. The renter opens
 * Cancel on the late trip and, before confirming, sees the server's preview (rent, fee and GST
 * kept, deposit refunded; equal to GET /api/bookings/{id}/cancellation), confirms and sees the
 * refund on the cancelled booking; the early trip's preview (after a failed first answer, which
 * says so and offers Try again) refunds everything. The owner then
 * keeps ₹1,528 of the late trip, and the dashboard's revenue over both trips is the owner's
 * earnings (₹1,528 + ₹1,528), not the renter's prices. axe checks the cancel dialog; with
 * SHOTS_DIR set, the dialog and a booking card are shot at 1280 px and 360 px.
 */
import { BOOKING_MONEY_MSG, formatRupees, PRICE_MSG } from "@gaadi/shared";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookViaApi, daysFromToday, type ListedCar, listCar, shortDay } from "./booking-support.js";
import {
  type Account,
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

let app: RunningApp;
let browser: Browser;
let owner: Account;
let renter: Account;
let swift: ListedCar;
/** The two bookings' ids and references. */
const late = { id: "", ref: "", day: daysFromToday(1) };
const early = { id: "", ref: "", day: daysFromToday(10) };
const PHONE = { width: 360, height: 780 };

/** The rent line's label of a 1-day trip at ₹2,000 (shared messages, as the server builds it). */
const RENT = PRICE_MSG.rent({ days: 1, pricePerDay: 2000, discount: { kind: null, percent: 0 } });

interface ApiBooking {
  _id: string;
  bookingRef: string;
  pickupDate: string;
}

/** Books the Swift for `day` as the renter and accepts it as the owner; fills `into`. */
async function bookedTrip(into: { id: string; ref: string; day: string }): Promise<void> {
  await bookViaApi(app, renter.token, swift._id, into.day, into.day);
  const mine = await app.api<{ bookings: ApiBooking[] }>(
    "GET",
    "/bookings/user",
    undefined,
    renter.token,
  );
  const b = mine.body.bookings.find((x) => x.pickupDate.slice(0, 10) === into.day);
  into.id = b?._id ?? "";
  into.ref = b?.bookingRef ?? "";
  const res = await app.api(
    "POST",
    "/bookings/change-status",
    { bookingId: into.id, status: "booked" },
    owner.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  owner = await createAccount(app, { name: "Meera Owner", owner: true });
  renter = await createAccount(app, { name: "Kabir Renter" });
  swift = await listCar(app, owner.token, {
    brand: "Maruti",
    model: "Swift",
    pricePerDay: 2000,
    securityDeposit: 5000,
    cancellationPolicy: "flexible",
  });
  await bookedTrip(late);
  await bookedTrip(early);
  expect(late.ref).toMatch(/^GD-[0-9A-Z]{6}$/);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** The [label, amount] pairs of the definition lists' rows within `within`. */
const pairs = (within: Locator) =>
  within
    .locator("dl > div")
    .evaluateAll((rows) =>
      rows.map((r) => [
        r.querySelector("dt")?.textContent ?? "",
        r.querySelector("dd")?.textContent ?? "",
      ]),
    );

/** The cells of a table's body rows, one array per row. */
const cells = (table: Locator) =>
  table
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((r) => Array.from(r.querySelectorAll("th, td"), (c) => c.textContent ?? "")),
    );

const renterLines = [
  [RENT, "₹2,000"],
  ["Trip fee", "₹200"],
  ["GST on the trip fee", "₹36"],
  ["Total", "₹2,236"],
  ["Refundable security deposit (not in the total)", "₹5,000"],
];

/** The renter's card of booking `ref` on My Bookings. */
const bookingCard = (page: Page, ref: string) =>
  page.getByRole("article", { name: "Maruti Swift" }).filter({ hasText: `Ref ${ref}` });

describe("a booking's money", () => {
  it("shows the renter the reference, the lines, the deposit and the free-cancellation instant", async () => {
    const page = await newPage(browser, app);
    await signIn(page, renter.token, "/my-bookings");
    const card = bookingCard(page, early.ref);
    await card.waitFor();
    expect(await card.getByText("₹2,236", { exact: true }).filter({ visible: true }).count()).toBe(
      1,
    );
    expect(await card.getByText("+ ₹5,000 refundable deposit").count()).toBe(1);
    // Flexible: free until 24 hours before 00:00 IST of the pickup date.
    expect(
      await card
        .getByText(`Free cancellation until ${shortDay(daysFromToday(9))}, 12:00 am`)
        .count(),
    ).toBe(1);
    // The late trip's free cancellation ended at the start of today.
    expect(
      await bookingCard(page, late.ref)
        .getByText(`Free cancellation ended ${shortDay(daysFromToday(0))}, 12:00 am`)
        .count(),
    ).toBe(1);

    await card.getByText("Price details").click();
    expect(await pairs(card.locator("details"))).toEqual(renterLines);
    expect(await card.locator("details").textContent()).toContain("Cancellation policy: Flexible.");

    // The details dialog: the reference and the same lines.
    await card.getByRole("button", { name: "View Timeline" }).click();
    const dialog = page.getByRole("dialog", { name: "Booking Details" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(early.ref);
    expect(await pairs(dialog.getByRole("region", { name: "Price details" }))).toEqual(renterLines);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });

    await page.setViewportSize(PHONE);
    await card.scrollIntoViewIfNeeded();
    await shoot(page, "booking-money-card-360", `article:has-text("Ref ${early.ref}")`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot(page, "booking-money-card-1280", `article:has-text("Ref ${early.ref}")`);
  });

  it("shows the owner the renter's total and their earnings, on the table, the phone cards and the dialog", async () => {
    const page = await newPage(browser, app);
    await signIn(page, owner.token, "/owner/manage-bookings");
    const row = page.locator("tbody tr").filter({ hasText: early.ref });
    await row.waitFor();
    expect(await row.getByText("₹2,236", { exact: true }).count()).toBe(1);
    expect(await row.getByText("Your earnings ₹1,528").count()).toBe(1);
    // Paid to the owner at pickup (PAYMENTS offline): the owner document's word.
    expect(await row.getByText("offline", { exact: true }).count()).toBe(1);

    await row.getByRole("button", { name: "View Details & Timeline" }).click();
    const dialog = page.getByRole("dialog", { name: "Booking Details" });
    const price = dialog.getByRole("region", { name: "Price details" });
    await price.waitFor();
    expect(await pairs(price)).toEqual([
      [RENT, "₹2,000"],
      ["Trip fee", "₹200"],
      ["GST on the trip fee", "₹36"],
      ["Renter pays", "₹2,236"],
      ["Refundable security deposit (not in the total)", "₹5,000"],
      [RENT, "₹2,000"],
      ["Host commission", "− ₹400"],
      ["GST on the host commission", "− ₹72"],
      ["Your earnings", "₹1,528"],
    ]);
    await expectAccessible(page, '[role="dialog"]');
    await shoot(page, "booking-money-owner-dialog-1280", '[role="dialog"]');
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });

    await page.setViewportSize(PHONE);
    const phoneCard = page
      .getByRole("article", { name: "Maruti Swift" })
      .filter({ hasText: early.ref });
    await phoneCard.waitFor();
    expect(await phoneCard.getByText("Your earnings ₹1,528").isVisible()).toBe(true);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await shoot(page, "booking-money-owner-360");
  });

  it("previews a late cancellation line by line before the renter confirms, then shows the refund", async () => {
    const preview = await app.api<{ refund: { amount: number; kept: number } }>(
      "GET",
      `/bookings/${late.id}/cancellation`,
      undefined,
      renter.token,
    );
    expect(preview.status).toBe(200);
    expect([preview.body.refund.amount, preview.body.refund.kept]).toEqual([5000, 2236]);

    const page = await newPage(browser, app);
    await signIn(page, renter.token, "/my-bookings");
    const card = bookingCard(page, late.ref);
    await card.getByRole("button", { name: "Cancel Booking" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel Booking" });
    const table = dialog.getByRole("table", { name: "If you cancel now" });
    await table.waitFor();
    // 1-day trip within 24 hours, flexible: the rent, the fee and its GST kept; the deposit back.
    expect(await cells(table)).toEqual([
      ["Rent", "₹2,000", "₹0", "₹2,000"],
      ["Trip fee", "₹200", "₹0", "₹200"],
      ["GST on the trip fee", "₹36", "₹0", "₹36"],
      ["Refundable security deposit", "₹5,000", "₹5,000", "₹0"],
    ]);
    expect(await dialog.getByText(`Refunded: ${formatRupees(5000)}`).count()).toBe(1);
    expect(await dialog.getByText("Kept: ₹2,236").count()).toBe(1);
    await expectAccessible(page, '[role="dialog"]');
    await shoot(page, "booking-money-cancel-1280");
    await page.setViewportSize(PHONE);
    await shoot(page, "booking-money-cancel-360");
    await page.setViewportSize({ width: 1280, height: 900 });

    await dialog.getByRole("radio", { name: "Change of plans" }).check();
    await dialog.getByRole("button", { name: "Cancel Booking" }).click();
    await toast(page, "Booking cancelled successfully").waitFor();
    await dialog.waitFor({ state: "hidden" });
    await expect
      .poll(() => card.getByText("Refunded: ₹5,000").count(), { timeout: 10_000 })
      .toBe(1);
    expect(await card.getByText("Kept: ₹2,236").count()).toBe(1);
    await card.getByText("Price details").click();
    expect(await cells(card.getByRole("table", { name: "Refund" }))).toEqual([
      ["Rent", "₹2,000", "₹0", "₹2,000"],
      ["Trip fee", "₹200", "₹0", "₹200"],
      ["GST on the trip fee", "₹36", "₹0", "₹36"],
      ["Refundable security deposit", "₹5,000", "₹5,000", "₹0"],
    ]);
    await shoot(page, "booking-money-cancelled-1280", `article:has-text("Ref ${late.ref}")`);
    // No more Cancel, no free-cancellation line on a cancelled trip.
    expect(await card.getByRole("button", { name: "Cancel Booking" }).count()).toBe(0);
    expect(await card.getByText(/Free cancellation/).count()).toBe(0);
  });

  it("previews a full refund for an early cancellation, after a failed preview and Try again", async () => {
    const page = await newPage(browser, app);
    await signIn(page, renter.token, "/my-bookings");
    // The first answer fails: the dialog says so and offers Try again.
    const preview = "**/api/bookings/*/cancellation";
    await page.route(preview, (route) => route.fulfill({ status: 503, body: "down" }));
    await bookingCard(page, early.ref).getByRole("button", { name: "Cancel Booking" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel Booking" });
    const failed = dialog.getByRole("alert").filter({ hasText: BOOKING_MONEY_MSG.previewFailed });
    await failed.waitFor();
    await page.unroute(preview);
    await dialog.getByRole("button", { name: "Try again" }).click();
    const table = dialog.getByRole("table", { name: "If you cancel now" });
    await table.waitFor();
    expect(await failed.count()).toBe(0);
    expect(await cells(table)).toEqual([
      ["Rent", "₹2,000", "₹2,000", "₹0"],
      ["Trip fee", "₹200", "₹200", "₹0"],
      ["GST on the trip fee", "₹36", "₹36", "₹0"],
      ["Refundable security deposit", "₹5,000", "₹5,000", "₹0"],
    ]);
    expect(await dialog.getByText("Refunded: ₹7,236").count()).toBe(1);
    expect(await dialog.getByText("Kept: ₹0").count()).toBe(1);
    await dialog.getByRole("button", { name: "Keep Booking" }).click();
    await dialog.waitFor({ state: "hidden" });
  });

  it("shows the owner what they keep of the late cancellation, and earnings net of commission on the dashboard", async () => {
    const page = await newPage(browser, app);
    await signIn(page, owner.token, "/owner/manage-bookings");
    const row = page.locator("tbody tr").filter({ hasText: late.ref });
    await row.waitFor();
    expect(await row.getByText("You keep ₹1,528").count()).toBe(1);
    await shoot(page, "booking-money-owner-1280");
    await page.setViewportSize({ width: 768, height: 900 });
    await shoot(page, "booking-money-owner-768");
    await page.setViewportSize({ width: 1280, height: 900 });

    // Both trips' days: the early trip's earnings and what the late one left the owner, net of
    // the 20% commission and its GST; never the renter's ₹2,236 + ₹2,236.
    const from = daysFromToday(0);
    const to = daysFromToday(10);
    await page.goto(`/owner?range=custom&from=${from}&to=${to}`);
    const revenue = page.getByRole("article", { name: "Total revenue" }).locator("p").nth(1);
    await expect.poll(() => revenue.textContent(), { timeout: 15_000 }).toBe("₹3,056");
    // The cancelled trip counts in revenue, not in bookings.
    expect(
      await page.getByRole("article", { name: "Total bookings" }).locator("p").nth(1).textContent(),
    ).toBe("1");
  });
});
