/**
 * The owner's profile photo and the Manage pages' URL filters (owner document section 2
 * "Profile photo for owners", sections 7 and 8; issue 11). An owner sees their initials in the
 * owner top bar, opens 'Change profile photo', is refused a file above 5 MB without a request,
 * uploads a PNG and sees the toast and the new picture in the top bar and the public navbar;
 * axe checks the open dialog. Then the dashboard's "needs your attention" links:
 * /owner/manage-bookings?status=pending and /owner/manage-reviews?reply=none show only what
 * they name, and their 'Show all ...' links bring back the rest. With SHOTS_DIR set,
 * screenshots of the top bar and the dialog at 360 px and 1280 px are written there.
 */
import { CAR_MSG, OWNER_IMAGE_MSG } from "@gaadi/shared";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageBytes } from "../apps/server/test/cars-support.js";
import { bookingThrough, type ListedCar, listCar } from "./booking-support.js";
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
} from "./harness.js";

let app: RunningApp;
let browser: Browser;
let owner: Account;
let renter: Account;
const PHONE = { width: 360, height: 780 };

/** The renter's booking of `car` moved by the owner through `statuses`; returns its id. */
const bookingOf = (car: ListedCar, from: number, statuses: string[]): Promise<string> =>
  bookingThrough(
    app,
    { renterToken: renter.token, ownerToken: owner.token },
    car._id,
    from,
    statuses,
  );

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  owner = await createAccount(app, { name: "Asha Rao", owner: true });
  renter = await createAccount(app, { name: "Riya Renter" });
  const ertiga = await listCar(app, owner.token, { brand: "Maruti", model: "Ertiga" });
  const creta = await listCar(app, owner.token, { brand: "Hyundai", model: "Creta" });
  const nexon = await listCar(app, owner.token, { brand: "Tata", model: "Nexon" });
  const swift = await listCar(app, owner.token, { brand: "Maruti", model: "Swift" });
  await bookingOf(ertiga, 3, []);
  await bookingOf(creta, 5, ["booked"]);
  const done = ["booked", "on_rent", "completed"];
  const reviewed = [await bookingOf(nexon, 8, done), await bookingOf(swift, 11, done)];
  for (const bookingId of reviewed) {
    const res = await app.api(
      "POST",
      "/reviews/create",
      { bookingId, rating: 5, reviewText: "Spotless car and a punctual, friendly owner." },
      renter.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const reviews = await app.api<{ reviews: { _id: string; car: { model: string } }[] }>(
    "GET",
    "/reviews/owner",
    undefined,
    owner.token,
  );
  const swiftReview = reviews.body.reviews.find((r) => r.car.model === "Swift")?._id;
  const replied = await app.api(
    "POST",
    `/reviews/reply/${swiftReview}`,
    { replyText: "Thank you, drive with us again!" },
    owner.token,
  );
  expect(replied.status, JSON.stringify(replied.body)).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe("profile photo", () => {
  it("uploads a new photo from the owner top bar and shows it everywhere", async () => {
    const page = await newPage(browser, app);
    const uploads: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/owner/update-image")) uploads.push(r.method());
    });
    await signIn(page, owner.token, "/owner");
    const avatarButton = page.getByRole("button", { name: "Change profile photo" });
    await avatarButton.waitFor();
    expect(await avatarButton.getByRole("img", { name: "Asha Rao" }).textContent()).toBe("AR");
    await shoot(page, "owner-top-bar-1280", "header");
    await page.setViewportSize(PHONE);
    await shoot(page, "owner-top-bar-360", "header");
    await page.setViewportSize({ width: 1280, height: 900 });

    await avatarButton.click();
    const dialog = page.getByRole("dialog", { name: "Change profile photo" });
    await dialog.waitFor();
    expect(await dialog.getByRole("button", { name: "Upload" }).isDisabled()).toBe(true);

    // Too large: refused here with the server's 413 text, and nothing is sent.
    const input = dialog.locator('input[type="file"]');
    await input.setInputFiles({
      name: "huge.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expect.poll(() => dialog.getByRole("alert").textContent()).toBe(CAR_MSG.imageTooLarge);
    expect(await dialog.getByRole("button", { name: "Upload" }).isDisabled()).toBe(true);

    const png = await imageBytes("png", 600, 400);
    await input.setInputFiles({ name: "asha.png", mimeType: "image/png", buffer: png });
    await expect.poll(() => dialog.getByRole("alert").count()).toBe(0);
    await expect
      .poll(() => dialog.getByText(/^asha\.png \((\d+\.\d\d MB|\d+ KB)\)$/).count())
      .toBe(1);
    await expect
      .poll(() => dialog.getByRole("img", { name: "Preview of asha.png" }).count())
      .toBe(1);
    await expectAccessible(page);
    await shoot(page, "profile-photo-dialog-1280");
    await page.setViewportSize(PHONE);
    await shoot(page, "profile-photo-dialog-360");
    expect(uploads).toEqual([]);

    await dialog.getByRole("button", { name: "Upload" }).click();
    await expect
      .poll(() =>
        page.getByRole("status").filter({ hasText: OWNER_IMAGE_MSG.imageUpdated }).count(),
      )
      .toBeGreaterThan(0);
    expect(uploads).toEqual(["POST"]);
    await expect.poll(() => dialog.count()).toBe(0);

    const picture = avatarButton.locator("img");
    await expect
      .poll(() => picture.getAttribute("src"), { timeout: 5000 })
      .toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);
    const src = (await picture.getAttribute("src")) ?? "";
    expect(await picture.getAttribute("alt")).toBe("Asha Rao");

    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot(page, "owner-top-bar-photo-1280", "header");
    await page.goto("/");
    const navbarPicture = page
      .getByRole("navigation", { name: "Main" })
      .locator(`img[src="${src}"]`);
    await expect.poll(() => navbarPicture.count(), { timeout: 5000 }).toBe(1);
    expect(await navbarPicture.getAttribute("alt")).toBe("Asha Rao");
    await shoot(page, "navbar-with-photo-1280", "header");
    await page.close();
  });
});

describe("Manage pages' filters", () => {
  it("shows only pending requests for ?status=pending, and all bookings again on request", async () => {
    const page = await newPage(browser, app);
    await signIn(page, owner.token, "/owner/manage-bookings?status=pending");
    const rows = page.getByRole("row").filter({ has: page.getByRole("cell") });
    await expect
      .poll(() => page.getByText("Showing: Requests waiting for an answer").count())
      .toBe(1);
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.filter({ hasText: "Maruti Ertiga" }).count()).toBe(1);
    await shoot(page, "manage-bookings-pending-1280");

    await page.getByRole("link", { name: "Show all bookings" }).click();
    await expect.poll(() => rows.count()).toBe(4);
    expect(new URL(page.url()).search).toBe("");
    expect(await page.getByText("Showing:").count()).toBe(0);

    // A filter that matches nothing says so and keeps the way back.
    await page.goto("/owner/manage-bookings?due=return");
    await expect.poll(() => page.getByText("Nothing waiting here").count()).toBe(1);
    await page.setViewportSize(PHONE);
    await shoot(page, "manage-bookings-none-360");
    expect(await page.getByRole("link", { name: "Show all bookings" }).count()).toBe(1);
    await page.close();
  });

  it("shows only reviews without a reply for ?reply=none, and all reviews again on request", async () => {
    const page = await newPage(browser, app);
    await signIn(page, owner.token, "/owner/manage-reviews?reply=none");
    const cards = page.getByRole("article").filter({ hasText: "Riya Renter" });
    await expect
      .poll(() => page.getByText("Showing: Reviews waiting for your reply").count())
      .toBe(1);
    await expect.poll(() => cards.count()).toBe(1);
    expect(await page.getByRole("article", { name: "Tata Nexon" }).count()).toBe(1);

    await page.getByRole("link", { name: "Show all reviews" }).click();
    await expect.poll(() => cards.count()).toBe(2);
    expect(await page.getByRole("article", { name: "Maruti Swift" }).count()).toBe(1);
    await page.close();
  });
});
