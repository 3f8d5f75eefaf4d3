/**
 * Driving licences in Chromium (issue 29 items 2 and 3), the app started with
 * LICENCE_CHECKS=on: a renter without a licence is told 'Add your driving licence before
 * booking' with a link to the profile; adds a licence there (number, dates, a photo of the
 * front) and sees it under review, its number shown by its last four only; books a request-only
 * car; its owner reads 'Licence under review' on the request in Manage Bookings; an instant-book
 * car refuses the unverified renter with the message. Screenshots of the profile's licence
 * section at 360 and 1280 px; axe on the section and the owner's page.
 */
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { LICENCE_MSG } from "@gaadi/shared";
import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageBytes } from "../apps/server/test/cars-support.js";
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
  startApp,
  toast,
} from "./harness.js";

let app: RunningApp;
let browser: Browser;
let owner: Account;
let renter: Account;
let requestCar: ListedCar;
let instantCar: ListedCar;

beforeAll(async () => {
  app = await startApp({ env: { LICENCE_CHECKS: "on" } });
  browser = await launchBrowser();
  owner = await createAccount(app, { name: "Omkar Owner", owner: true });
  renter = await createAccount(app, { name: "Lata Renter" });
  requestCar = await listCar(app, owner.token, { brand: "Honda", model: "City" });
  instantCar = await listCar(app, owner.token, {
    brand: "Tata",
    model: "Nexon",
    instantBook: true,
  });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const shown = (l: Locator) => expect.poll(() => l.count(), { timeout: 15_000 }).toBeGreaterThan(0);
const trip = (car: ListedCar) =>
  `/car-details/${car._id}?pickupDate=${daysFromToday(10)}&returnDate=${daysFromToday(12)}`;

describe("a renter's driving licence", () => {
  it("is asked for, added in the profile, enough for a request, not for instant book; the owner sees it under review", async () => {
    const page = await newPage(browser, app);
    await signIn(page, renter.token, trip(requestCar));
    await page.getByRole("button", { name: "Book Now" }).click();
    const refusal = page.getByRole("alert").filter({ hasText: LICENCE_MSG.bookingNone });
    await shown(refusal);
    await refusal.getByRole("link", { name: LICENCE_MSG.addLink }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/profile");

    const section = page.getByRole("region", { name: "Driving licence" });
    await shown(section.getByText("Not provided", { exact: true }));
    // The server's rule, shown at its field.
    await section.getByLabel("Licence number").fill("ZZ12 2015 0012345");
    await section.getByLabel("Date of birth").fill("1994-04-18");
    await section.getByLabel("Valid until").fill("2039-04-17");
    await section.getByRole("button", { name: "Save licence" }).click();
    await shown(section.getByText(LICENCE_MSG.unknownState("ZZ")));

    await section.getByLabel("Licence number").fill("MH-12 2015 0012345");
    const photo = path.join(tmpdir(), `gaadi-licence-${Date.now()}.jpg`);
    writeFileSync(photo, await imageBytes("jpeg", 1000, 630));
    await section.getByLabel(/Photo of the front/).setInputFiles(photo);
    await shown(section.getByRole("img"));
    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot(page, "licence-form-1280", "#driving-licence");
    await section.getByRole("button", { name: "Save licence" }).click();
    await toast(page, LICENCE_MSG.saved).waitFor();
    await shown(section.getByText("Under review", { exact: true }));
    await shown(section.getByText("MH•••••••••2345"));
    expect(await page.content()).not.toContain("0012345");
    await expectAccessible(page, "main");
    await shoot(page, "licence-section-1280", "#driving-licence");
    await page.setViewportSize({ width: 360, height: 800 });
    await section.scrollIntoViewIfNeeded();
    await shoot(page, "licence-section-360", "#driving-licence");
    await section.getByRole("button", { name: "Update licence" }).click();
    await shoot(page, "licence-form-360", "#driving-licence");
    await page.setViewportSize({ width: 1280, height: 900 });

    // Pending is enough for a request.
    await page.goto(trip(requestCar));
    await page.getByRole("button", { name: "Book Now" }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe("/my-bookings");

    // Not for an instant-book car.
    await page.goto(trip(instantCar));
    await page.getByRole("button", { name: "Book Now" }).click();
    await shown(page.getByRole("alert").filter({ hasText: LICENCE_MSG.bookingInstantUnverified }));
    await page.close();

    const ownerPage = await newPage(browser, app);
    await signIn(ownerPage, owner.token, "/owner/manage-bookings");
    const badge = ownerPage.getByText("Licence under review", { exact: true });
    await expect
      .poll(() => badge.evaluateAll((els) => els.some((e) => (e as HTMLElement).offsetParent)), {
        timeout: 15_000,
      })
      .toBe(true);
    await expectAccessible(ownerPage, "main");
    await ownerPage.setViewportSize({ width: 360, height: 800 });
    await shown(
      ownerPage.getByRole("article", { name: "Honda City" }).getByText("Licence under review"),
    );
    await shoot(ownerPage, "licence-owner-360", "main article");
    await ownerPage.close();
  });
});
