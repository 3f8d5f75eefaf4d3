/**
 * The reviews journey (customer document sections 2, 4, 5, 7 and 8; owner document sections
 * 2, 5 and 8): a renter reviews a completed trip from My Bookings and sees 'Review
 * Submitted' with the rating; the owner finds it in Manage Reviews, replies (suggestions by
 * rating band, the 10-character floor) and edits the reply; the car page shows the reviews,
 * the reply and the updated average; the renter learns of the reply through the bell and its
 * notification opens the car page showing it. axe checks the car page and Manage Reviews. The tests
 * run in order and share the marketplace they build. With SHOTS_DIR set, screenshots at 360 px
 * and 1280 px are written there.
 */
import { NOTIFICATION_MSG, notificationText, REVIEW_MSG } from "@gaadi/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingThrough, type ListedCar, listCar } from "./booking-support.js";
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

let app: RunningApp;
let browser: Browser;
let owner: Account;
let renter: Account;
let critic: Account;
let swift: ListedCar;
const REVIEW =
  "Clean car, smooth pickup near the metro and a very helpful owner. Would rent again.";
const PHONE = { width: 360, height: 780 };

/** Books `car` for `who` and moves it to completed as the owner, through the API. */
const completedTrip = (who: Account, car: ListedCar, from: number): Promise<string> =>
  bookingThrough(app, { renterToken: who.token, ownerToken: owner.token }, car._id, from, [
    "booked",
    "on_rent",
    "completed",
  ]);

async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  owner = await createAccount(app, { name: "Omkar Owner", owner: true });
  renter = await createAccount(app, { name: "Riya Renter" });
  critic = await createAccount(app, { name: "Kabir Critic" });
  swift = await listCar(app, owner.token, { brand: "Maruti", model: "Swift", pricePerDay: 1500 });
  await completedTrip(renter, swift, 2);
  const second = await completedTrip(critic, swift, 6);
  const res = await app.api(
    "POST",
    "/reviews/create",
    { bookingId: second, rating: 2, reviewText: "The AC was weak and the car smelt of smoke." },
    critic.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

// The toast follows the lists' reload, so give it the time two busy cores need.
const toast = (page: Page, text: string) =>
  expect
    .poll(() => page.getByRole("status").filter({ hasText: text }).count(), { timeout: 5000 })
    .toBeGreaterThan(0);

describe("reviews", () => {
  it("lets the renter review a completed trip once, with the form's rules", async () => {
    const page = await newPage(browser, app);
    await signIn(page, renter.token, "/my-bookings");
    const card = page.getByRole("article", { name: "Maruti Swift" });
    await card.getByRole("button", { name: "Write Review" }).click();
    const dialog = page.getByRole("dialog", { name: "Write a Review" });
    await dialog.getByRole("button", { name: "Submit Review" }).click();
    await expect.poll(() => dialog.getByText(REVIEW_MSG.selectRating).count()).toBe(1);

    // Keyboard: focus the first star, arrow to the fourth.
    await dialog.getByRole("radio", { name: "1 star, Poor" }).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    expect(await dialog.getByRole("radio", { name: "4 stars, Very Good" }).isChecked()).toBe(true);
    await expect.poll(() => dialog.getByText(REVIEW_MSG.selectRating).count()).toBe(0);

    const text = dialog.getByLabel("Your review");
    await text.fill("  Nice car  ");
    await expect.poll(() => dialog.getByText("12/500").count()).toBe(1);
    await dialog.getByRole("button", { name: "Submit Review" }).click();
    await expect.poll(() => dialog.getByText(REVIEW_MSG.reviewTooShort).count()).toBe(1);
    await text.fill(REVIEW);
    await shoot(page, "review-dialog-desktop");
    await page.setViewportSize(PHONE);
    await shoot(page, "review-dialog-360");
    await dialog.getByRole("button", { name: "Submit Review" }).click();
    await toast(page, REVIEW_MSG.submitted);
    await expect.poll(() => card.getByText("Review Submitted").count()).toBe(1);
    await expect.poll(() => card.getByRole("img", { name: "4 out of 5 stars" }).count()).toBe(1);
    expect(await card.getByRole("button", { name: "Write Review" }).count()).toBe(0);
    await shoot(page, "my-bookings-360");
    await page.close();
  });

  it("shows the owner both reviews in Manage Reviews and takes one reply, then an edit", async () => {
    const page = await newPage(browser, app);
    await signIn(page, owner.token, "/owner/manage-reviews");
    const cards = page.getByRole("article", { name: "Maruti Swift" });
    await expect.poll(() => cards.count()).toBe(2);
    const happy = cards.filter({ hasText: "Riya Renter" });
    await expect.poll(() => happy.getByText("Verified Rental").count()).toBe(1);
    expect(await happy.getByText(REVIEW).count()).toBe(1);
    expect(await happy.getByTestId("default-avatar").count()).toBe(1);
    expect(await happy.getByRole("img", { name: "4 out of 5 stars" }).count()).toBe(1);
    await expectAccessible(page);
    await shoot(page, "manage-reviews-desktop");

    // A 2-star review gets apologetic suggestions.
    const unhappy = cards.filter({ hasText: "Kabir Critic" });
    await unhappy.getByRole("button", { name: "Write Reply" }).click();
    let dialog = page.getByRole("dialog", { name: "Reply to Review" });
    await expect.poll(() => dialog.getByText(/sorry the trip did not go/).count()).toBe(1);
    await page.keyboard.press("Escape");

    await happy.getByRole("button", { name: "Write Reply" }).click();
    dialog = page.getByRole("dialog", { name: "Reply to Review" });
    const submit = dialog.getByRole("button", { name: "Submit Reply" });
    expect(await submit.isDisabled()).toBe(true);
    await expect.poll(() => dialog.getByText(/cannot be deleted/).count()).toBe(1);
    await dialog.getByLabel("Your reply").fill("Thank you");
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByRole("button", { name: /lovely review/ }).click();
    await dialog.getByRole("button", { name: "Clear" }).click();
    expect(await dialog.getByLabel("Your reply").inputValue()).toBe("");
    await dialog.getByRole("button", { name: /lovely review/ }).click();
    await expectAccessible(page);
    await shoot(page, "reply-dialog-desktop");
    await page.setViewportSize(PHONE);
    await shoot(page, "reply-dialog-360");
    await submit.click();
    await toast(page, REVIEW_MSG.replySubmitted);
    await expect.poll(() => happy.getByText(/lovely review/).count()).toBe(1);
    await shoot(page, "manage-reviews-360");

    await happy.getByRole("button", { name: "Edit Reply" }).click();
    dialog = page.getByRole("dialog", { name: "Edit Your Reply" });
    await dialog
      .getByLabel("Your reply")
      .fill("Thank you, Riya! Glad the metro pickup worked for you.");
    await dialog.getByRole("button", { name: "Update Reply" }).click();
    await toast(page, REVIEW_MSG.replyUpdated);
    await expect.poll(() => happy.getByText(/metro pickup worked/).count()).toBe(1);
    await page.close();
  });

  it("tells the renter of the reply through the bell, whose notification opens the car page", async () => {
    const page = await newPage(browser, app);
    await signIn(page, renter.token, "/");
    const bell = page.getByRole("button", { name: /^Notifications/ });
    // Unread: the trip's confirmation, pickup and return, then the reply and its edit.
    await expect.poll(() => bell.getAttribute("aria-label")).toMatch(/^Notifications, \d+ unread$/);
    await bell.click();
    const dropdown = page.getByRole("dialog", { name: NOTIFICATION_MSG.title });
    const swiftCar = { brand: "Maruti", model: "Swift" };
    const replied = notificationText("review_replied", swiftCar);
    const edited = notificationText("review_replied", swiftCar, { edited: true });
    await dropdown.getByRole("button", { name: new RegExp(replied.title) }).waitFor();
    const item = dropdown.getByRole("button", { name: new RegExp(edited.title) });
    await item.waitFor();
    await expectAccessible(page);
    const before = Number((await bell.getAttribute("aria-label"))?.match(/(\d+) unread/)?.[1]);
    await item.click();
    await toast(page, NOTIFICATION_MSG.toCarDetails);
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/car-details/${swift._id}`);
    const reviews = page.getByRole("region", { name: "Customer Reviews", exact: true });
    await expect.poll(() => reviews.getByText(/metro pickup worked/).count()).toBe(1);
    await expect
      .poll(() => bell.getAttribute("aria-label"))
      .toBe(before > 1 ? `Notifications, ${before - 1} unread` : "Notifications");
    await bell.click();
    await dropdown.getByRole("button", { name: "Mark all read" }).click();
    await expect.poll(() => bell.getAttribute("aria-label")).toBe("Notifications");
    await page.close();
  });

  it("shows a visitor the average, every review and the owner's reply on the car page", async () => {
    for (const viewport of [undefined, PHONE]) {
      const page = await newPage(browser, app, viewport);
      await page.goto(`/car-details/${swift._id}`);
      const reviews = page.getByRole("region", { name: "Customer Reviews", exact: true });
      await expect.poll(() => reviews.getByRole("listitem").count()).toBe(2);
      expect(await page.getByText("(2 reviews)").count()).toBe(1);
      expect(await page.getByText("3.0", { exact: true }).count()).toBe(1);
      const riya = reviews.getByRole("listitem").filter({ hasText: "Riya Renter" });
      expect(await riya.getByText(REVIEW).count()).toBe(1);
      expect(await riya.getByText(/metro pickup worked/).count()).toBe(1);
      expect(await riya.getByText("Response from the owner").count()).toBe(1);
      await expectAccessible(page);
      await shoot(page, `car-page-${viewport ? "360" : "desktop"}`);
      await page.close();
    }
  });
});
