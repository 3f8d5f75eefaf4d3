/**
 * The demo marketplace as a newcomer meets it on a first `npm start` (DEMO_DATA on): the
 * listing counts every demo car; Ananya signs in through the dialog with the printed password
 * and finds her trips at every stage in My Bookings; Rohan finds requests waiting for him in
 * Manage Bookings. Each screen passes axe on a desktop and on a 360 px phone.
 */
import { BOOKING_STATUS_LABELS } from "@gaadi/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_BOOKINGS } from "../apps/server/src/demo/bookings-data.js";
import { DEMO_ACCOUNTS, DEMO_CARS, DEMO_PASSWORD } from "../apps/server/src/demo/cars-data.js";
import {
  expectAccessible,
  launchBrowser,
  logIn,
  newPage,
  type RunningApp,
  signIn,
  startApp,
} from "./harness.js";

let app: RunningApp;
let browser: Browser;
const PHONE = { width: 360, height: 740 };
const [rohan, , , ananya] = DEMO_ACCOUNTS;

beforeAll(async () => {
  app = await startApp({ demoData: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function tokenFor(email: string): Promise<string> {
  const res = await app.api<{ token: string }>("POST", "/user/login", {
    email,
    password: DEMO_PASSWORD,
  });
  expect(res.status).toBe(200);
  return res.body.token;
}

const bookingCards = (page: Page) => page.getByRole("main").getByRole("article");

describe("the demo marketplace on first start", () => {
  it("lists every demo car for a visitor, on a desktop and on a phone", async () => {
    for (const viewport of [undefined, PHONE]) {
      const page = await newPage(browser, app, viewport);
      await page.goto("/cars");
      await page.getByText(`Showing 1–24 of ${DEMO_CARS.length} cars`).waitFor();
      await expectAccessible(page);
      await page.close();
    }
  });

  it("lets Ananya sign in with the printed password and see a trip at every stage", async () => {
    expect(app.output()).toContain(DEMO_PASSWORD);
    const page = await newPage(browser, app);
    await page.goto("/");
    await logIn(page, ananya!.email, DEMO_PASSWORD);

    await page.getByRole("link", { name: "My Bookings" }).first().click();
    const mine = DEMO_BOOKINGS.filter((b) => b.renter === 3);
    await expect.poll(() => bookingCards(page).count()).toBe(mine.length);
    for (const status of new Set(mine.map((b) => b.status))) {
      expect(
        await bookingCards(page).getByText(BOOKING_STATUS_LABELS[status], { exact: true }).count(),
        status,
      ).toBeGreaterThan(0);
    }
    await expect
      .poll(() =>
        bookingCards(page).getByText("Cancellation reason: Travel plans cancelled").count(),
      )
      .toBe(1);
    await expectAccessible(page);
    await page.close();

    const phone = await newPage(browser, app, PHONE);
    await signIn(phone, await tokenFor(ananya!.email), "/my-bookings");
    await expect.poll(() => bookingCards(phone).count()).toBe(mine.length);
    await expectAccessible(phone);
    await phone.close();
  });

  it("gives Rohan requests to accept in Manage Bookings", async () => {
    const token = await tokenFor(rohan!.email);
    const waiting = DEMO_BOOKINGS.filter(
      (b) => b.status === "pending" && DEMO_CARS[b.car]![0] === 0,
    ).length;
    for (const viewport of [undefined, PHONE]) {
      const page = await newPage(browser, app, viewport);
      await signIn(page, token, "/owner/manage-bookings");
      const accept = page.getByRole("button", { name: "Accept Booking" });
      await expect.poll(() => accept.count()).toBe(waiting);
      await expectAccessible(page);
      await page.close();
    }
  });

  it("keeps the other main screens accessible on a phone", async () => {
    const cars = await app.api<{ cars: { _id: string }[] }>("GET", "/user/cars?limit=1");
    const visitor = await newPage(browser, app, PHONE);
    for (const [path, heading] of [
      ["/", "Find Your Perfect Ride"],
      [`/car-details/${cars.body.cars[0]!._id}`, "Book this car"],
    ] as const) {
      await visitor.goto(path);
      await visitor.getByText(heading, { exact: true }).first().waitFor();
      await expectAccessible(visitor);
    }
    await visitor.getByRole("button", { name: /menu/i }).first().click();
    await visitor.getByRole("dialog").waitFor();
    await expectAccessible(visitor);
    await visitor.close();

    const owner = await newPage(browser, app, PHONE);
    await signIn(owner, await tokenFor(rohan!.email), "/owner/manage-cars");
    for (const [path, heading] of [
      ["/owner/manage-cars", "Manage Cars"],
      ["/owner/add-car", "Add New Car"],
    ] as const) {
      await owner.goto(path);
      await owner.getByRole("heading", { name: heading, level: 1 }).waitFor();
      await expectAccessible(owner);
    }
    await owner.close();
  });
});
