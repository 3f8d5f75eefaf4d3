/**
 * A trip from check-in to the deposit's release (issue 30), in the browser at 360 px: the owner
 * checks the car in and out through the handover forms (50 km over the listing's allowance: a
 * ₹500 trip charge), makes a claim with a camera photo, the renter disputes it with a note and a
 * photo, an operator decides it in the console's Claims tab with both sides' photos, and the
 * renter sees the deposit's remainder returned in My Bookings: ₹5,000 less ₹500 and ₹1,200.
 * axe runs on each screen.
 */
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CLAIM_MSG, DEPOSIT_MSG, formatIndiaInstantDay, HANDOVER_MSG } from "@gaadi/shared";
import { sql } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../apps/server/src/db/client.js";
import { imageBytes } from "../apps/server/test/cars-support.js";
import { bookingThrough, type ListedCar, listCar } from "./booking-support.js";
import { recordHandoverInBrowser } from "./handover-support.js";
import {
  type Account,
  createAccount,
  expectAccessible,
  launchBrowser,
  newPage,
  type RunningApp,
  signIn,
  startApp,
  toast,
} from "./harness.js";

let app: RunningApp;
let browser: Browser;
let operator: Account;
let owner: Account;
let renter: Account;
let car: ListedCar;
let photo: string;

/** A two-day trip of `car` from today, confirmed by its owner. */
function bookedTrip(): Promise<string> {
  return bookingThrough(app, { renterToken: renter.token, ownerToken: owner.token }, car._id, 0, [
    "booked",
  ]);
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  operator = await createAccount(app, { name: "Ojas Operator" });
  owner = await createAccount(app, { name: "Suresh Owner", owner: true });
  renter = await createAccount(app, { name: "Lata Renter" });
  // 200 km a day included, then ₹10 a km; a ₹5,000 deposit.
  car = await listCar(app, owner.token, {
    brand: "Tata",
    model: "Nexon",
    securityDeposit: 5000,
    kmPerDay: 200,
    extraKmRate: 10,
    fuelCharge: 400,
  });
  await app.restart(async () => {
    const database = await openDatabase({ pgliteDir: `${app.dataDir}/pglite` });
    try {
      await database.db.execute(
        sql`update users set is_operator = true where email = ${operator.email}`,
      );
    } finally {
      await database.close();
    }
  });
  photo = path.join(tmpdir(), `gaadi-claim-${Date.now()}.png`);
  writeFileSync(photo, await imageBytes("png", 800, 600));
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe("a claim disputed and decided", () => {
  it("check-in, check-out, a claim disputed and decided, the deposit's rest returned", async () => {
    await bookedTrip();

    // The owner, on a phone: the check-in and, at return, 450 km driven of 400 included.
    const ownerPage = await newPage(browser, app, { width: 360, height: 780 });
    await signIn(ownerPage, owner.token, "/owner/manage-bookings");
    const card = ownerPage.getByRole("article", { name: "Tata Nexon" });
    await card.getByRole("button", { name: "Car Picked Up" }).click();
    await recordHandoverInBrowser(ownerPage, "check_in", 10_000);
    await card.getByRole("button", { name: "Car Returned" }).click();
    await recordHandoverInBrowser(ownerPage, "check_out", 10_450);
    await card.getByRole("button", { name: HANDOVER_MSG.viewHandover }).click();
    const record = ownerPage.getByRole("dialog", { name: HANDOVER_MSG.viewHandover });
    await record.getByText(HANDOVER_MSG.extraKmLine(50, 10)).waitFor();
    await record.getByRole("button", { name: "Close" }).first().click();
    await record.waitFor({ state: "hidden" });

    // Then a claim from the returned trip's details.
    await ownerPage.getByRole("button", { name: "View Details & Timeline" }).first().click();
    const details = ownerPage.getByRole("dialog", { name: "Booking Details" });
    await details.getByText("Deposit ₹5,000 held until").waitFor();
    await details.getByRole("button", { name: CLAIM_MSG.makeClaim }).click();
    const form = ownerPage.getByRole("dialog", { name: CLAIM_MSG.makeClaim });
    await form.getByLabel("What is the claim for?").fill("Dent on the left rear door");
    await form.getByLabel("Amount (₹)").fill("3000");
    const picker = form.getByLabel(/^Photos/);
    expect(await picker.getAttribute("capture")).toBe("environment");
    await picker.setInputFiles(photo);
    await expectAccessible(ownerPage);
    await form.getByRole("button", { name: "Send claim" }).click();
    // Said while a dialog is open (Radix hides the rest of the page from the tree): by its text.
    await ownerPage.getByText(CLAIM_MSG.made).waitFor();
    await form.waitFor({ state: "hidden" });
    await details.getByText("Waiting for the renter").waitFor();

    // The renter disputes it with a note and a photo.
    const renterPage = await newPage(browser, app, { width: 360, height: 780 });
    await signIn(renterPage, renter.token, "/my-bookings");
    await renterPage.getByText("Dent on the left rear door").waitFor();
    await expect
      .poll(() => renterPage.getByRole("img", { name: "Owner's photo 1" }).count())
      .toBe(1);
    await expectAccessible(renterPage);
    await renterPage.getByRole("button", { name: "Dispute" }).click();
    const dispute = renterPage.getByRole("dialog", { name: "Dispute the claim" });
    await dispute.getByLabel("Why do you dispute it?").fill("The dent was there at pickup");
    await dispute.getByLabel(/^Photos/).setInputFiles(photo);
    await dispute.getByRole("button", { name: "Send dispute" }).click();
    await renterPage.getByText(CLAIM_MSG.disputed).waitFor();
    await dispute.waitFor({ state: "hidden" });
    await renterPage.getByText(DEPOSIT_MSG.heldForClaim(5000)).waitFor();

    // The operator decides ₹1,200 with both sides' photos in view.
    const opPage = await newPage(browser, app);
    await signIn(opPage, operator.token, "/operator");
    await opPage.getByRole("tab", { name: "Claims" }).click();
    await opPage.getByRole("button", { name: /Tata Nexon/ }).click();
    const claim = opPage.getByRole("region", { name: /^Claim on GD-/ });
    await claim.getByText("The dent was there at pickup").waitFor();
    // The four sides at pickup and at return, the owner's photo and the renter's.
    await expect.poll(() => claim.getByRole("img").count()).toBe(10);
    await expectAccessible(opPage);
    await claim.getByLabel(/^Decided amount/).fill("1200");
    await claim.getByLabel(/^Reason/).fill("Photos show a small dent already at pickup");
    await claim.getByRole("button", { name: "Decide claim" }).click();
    await toast(opPage, CLAIM_MSG.decided).waitFor();
    await opPage.getByText("No disputed claims waiting.").waitFor();

    // The renter sees the decision and the deposit's remainder returned.
    await renterPage.reload();
    const today = formatIndiaInstantDay(new Date().toISOString());
    // ₹5,000 less the ₹500 trip charge and the ₹1,200 decided.
    await renterPage.getByText(DEPOSIT_MSG.released(today, 3300, 1700)).waitFor();
    await renterPage
      .getByText(CLAIM_MSG.decidedLine(1200, "Photos show a small dent already at pickup"))
      .waitFor();
    await expectAccessible(renterPage);
  });
});
