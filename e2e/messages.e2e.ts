/**
 * Messages between renter and owner in the browser (issue 31, "Browser"): a renter asks a
 * question from the car page ('Ask the owner'; a visitor is asked to log in), the owner answers
 * from their conversation list in another browser, the renter sees the answer without reloading
 * (the live stream) and the navigation's unread count follows; a phone number is masked before
 * the trip (the sender warned before sending, both see '[contact hidden until the trip]') and
 * shown in a confirmed booking whose pickup is tomorrow (the window opened at 00:00 IST today);
 * a message deleted within 5 minutes reads 'This message was deleted' on both sides; a photo
 * opens full size and closes with Escape; at 360 px the list and the conversation work one at a
 * time. axe runs on both screens at both widths. SHOTS_DIR=<dir> saves screenshots.
 * The tests run in order and share the marketplace they build.
 */
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CONVERSATION_MSG, CONVERSATION_SCREEN_MSG as TEXT } from "@gaadi/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageBytes } from "../apps/server/test/cars-support.js";
import { bookingThrough, type ListedCar, listCar, whenHydrated } from "./booking-support.js";
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
let nexon: ListedCar;
let photo: string;

const PHONE = "98765 43210";

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  owner = await createAccount(app, { name: "Omkar Owner", owner: true });
  renter = await createAccount(app, { name: "Riya Renter" });
  swift = await listCar(app, owner.token, { brand: "Maruti", model: "Swift" });
  nexon = await listCar(app, owner.token, { brand: "Tata", model: "Nexon" });
  photo = path.join(tmpdir(), `gaadi-message-${Date.now()}.png`);
  writeFileSync(photo, await imageBytes("png", 900, 600));
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const composer = (page: Page) => page.getByRole("textbox", { name: TEXT.composerLabel });
const messages = (page: Page) => page.getByRole("list", { name: "Messages" });
const path_ = (page: Page) => new URL(page.url()).pathname;

/** Types `text` into the composer and sends it with Enter; waits until it shows. */
async function send(page: Page, text: string, shown = text): Promise<void> {
  await composer(page).fill(text);
  await composer(page).press("Enter");
  await messages(page).getByText(shown, { exact: true }).last().waitFor();
  await expect.poll(() => composer(page).inputValue()).toBe("");
}

/** Opens (through the API) the inquiry of the account with `token` about car `carId`; its id. */
async function openInquiry(carId: string, token: string): Promise<string> {
  const opened = await app.api<{ conversation: { _id: string } }>(
    "POST",
    "/messages/inquiries",
    { carId },
    token,
  );
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  return opened.body.conversation._id;
}

/** The navigation's Messages link (desktop bar). */
const messagesLink = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Messages/ });

describe("asking the owner and the answer arriving live", () => {
  it("asks a visitor to log in first", async () => {
    const page = await newPage(browser, app);
    // A visitor's page loads no messages code and opens no live stream.
    const asked: string[] = [];
    page.on("request", (r) => {
      if (/\/api\/messages|messages-badge|live-sync|conversation-list/.test(r.url()))
        asked.push(r.url());
    });
    await page.goto(`/car-details/${swift._id}`);
    const ask = page.getByRole("button", { name: CONVERSATION_MSG.askOwner });
    await whenHydrated(ask);
    await ask.click();
    await toast(page, TEXT.loginToAsk).waitFor();
    await page.getByRole("dialog").getByRole("button", { name: "Login", exact: true }).waitFor();
    expect(await messagesLink(page).count()).toBe(0);
    expect(asked).toEqual([]);
    await page.context().close();
  });

  it("renter asks from the car page, owner answers from the list, renter sees it without reload", async () => {
    const renterPage = await newPage(browser, app);
    await signIn(renterPage, renter.token, `/car-details/${swift._id}`);
    await shoot(renterPage, "car-page-ask-owner", 'aside[aria-label="Book this car"]');
    await renterPage.getByRole("button", { name: CONVERSATION_MSG.askOwner }).click();
    await expect.poll(() => path_(renterPage)).toMatch(/^\/messages\/[0-9a-f-]{36}$/);
    const conversationPath = path_(renterPage);
    const pane = renterPage.getByRole("region", { name: "Conversation" });
    await pane.getByRole("heading", { name: owner.name }).waitFor();
    await pane.getByText(TEXT.inquiry).first().waitFor();
    await send(renterPage, "Is the car available for a trip to Lonavala?");

    // The owner, in another browser: the list shows the question, unread, and so does the bar.
    const ownerPage = await newPage(browser, app);
    await signIn(ownerPage, owner.token, "/messages");
    await expect.poll(() => messagesLink(ownerPage).textContent()).toContain("1 unread");
    const row = ownerPage.getByRole("link", { name: new RegExp(renter.name) });
    await row.getByText("Is the car available for a trip to Lonavala?").waitFor();
    await row.getByText("1 unread").waitFor();
    await expectAccessible(ownerPage);
    await shoot(ownerPage, "messages-list-1280");
    await row.click();
    await messages(ownerPage).getByText("Is the car available for a trip to Lonavala?").waitFor();
    // Read once shown: the counts clear.
    await expect.poll(() => messagesLink(ownerPage).textContent()).not.toContain("unread");
    await send(ownerPage, "Yes, it is free that weekend. Drive safe!");

    // The renter's open conversation gets it without a reload.
    await messages(renterPage).getByText("Yes, it is free that weekend. Drive safe!").waitFor({
      timeout: 5_000,
    });
    expect(path_(renterPage)).toBe(conversationPath);

    // On the list instead, the next answer shows there and in the bar's count, live.
    await messagesLink(renterPage).click();
    await expect.poll(() => path_(renterPage)).toBe("/messages");
    await send(ownerPage, "The pickup is near the station.");
    await expect.poll(() => messagesLink(renterPage).textContent()).toContain("1 unread");
    const renterRow = renterPage.getByRole("link", { name: new RegExp(owner.name) });
    await renterRow.getByText("The pickup is near the station.").waitFor();
    await renterRow.click();
    await messages(renterPage).getByText("The pickup is near the station.").waitFor();
    await expect.poll(() => messagesLink(renterPage).textContent()).not.toContain("unread");
    await expectAccessible(renterPage);
    await shoot(renterPage, "messages-conversation-1280");
    await renterPage.context().close();
    await ownerPage.context().close();
  });
});

describe("contact details kept private until the trip", () => {
  it("masks a phone number before the trip and warns the sender first", async () => {
    const page = await newPage(browser, app);
    await signIn(page, renter.token, `/car-details/${nexon._id}`);
    await page.getByRole("button", { name: CONVERSATION_MSG.askOwner }).click();
    await expect.poll(() => path_(page)).toMatch(/^\/messages\/.+/);
    await composer(page).fill(`Call me on ${PHONE}`);
    await page.getByText(CONVERSATION_MSG.contactsWillBeHidden).waitFor();
    await shoot(page, "messages-warning-1280");
    await composer(page).press("Enter");
    await messages(page).getByText(`Call me on ${CONVERSATION_MSG.contactHidden}`).waitFor();
    expect(await messages(page).getByText(PHONE).count()).toBe(0);

    const ownerPage = await newPage(browser, app);
    await signIn(ownerPage, owner.token, "/messages");
    await ownerPage.getByRole("link", { name: /Tata Nexon/ }).click();
    await messages(ownerPage).getByText(`Call me on ${CONVERSATION_MSG.contactHidden}`).waitFor();
    await page.context().close();
    await ownerPage.context().close();
  });

  it("shows it in a confirmed booking whose pickup is tomorrow", async () => {
    // Pickup tomorrow: the window opened at 00:00 IST today.
    await bookingThrough(
      app,
      { renterToken: renter.token, ownerToken: owner.token },
      nexon._id,
      1,
      ["booked"],
    );
    const page = await newPage(browser, app);
    await signIn(page, renter.token, "/my-bookings");
    const card = page.getByRole("article", { name: "Tata Nexon" });
    await card.getByRole("button", { name: TEXT.messageOwner }).click();
    await expect.poll(() => path_(page)).toMatch(/^\/messages\/.+/);
    const pane = page.getByRole("region", { name: "Conversation" });
    // The inquiry became the booking's conversation: its status and dates head it.
    await pane.getByText("Confirmed").first().waitFor();
    await messages(page).getByText(`Call me on ${CONVERSATION_MSG.contactHidden}`).waitFor();
    await composer(page).fill(`My number is ${PHONE}`);
    await page.waitForTimeout(200);
    expect(await page.getByText(CONVERSATION_MSG.contactsWillBeHidden).count()).toBe(0);
    await composer(page).press("Enter");
    await messages(page).getByText(`My number is ${PHONE}`).waitFor();

    // The owner reaches it from Manage Bookings' 'Message the renter'.
    const ownerPage = await newPage(browser, app);
    await signIn(ownerPage, owner.token, "/owner/manage-bookings");
    // The owner area's menu has Messages too (it has no site bar).
    await ownerPage
      .getByRole("navigation", { name: "Owner menu" })
      .getByRole("link", { name: /^Messages/ })
      .waitFor();
    await ownerPage.getByRole("button", { name: TEXT.messageRenter }).first().click();
    await expect.poll(() => path_(ownerPage)).toBe(path_(page));
    await messages(ownerPage).getByText(`My number is ${PHONE}`).waitFor();
    await page.context().close();
    await ownerPage.context().close();
  });
});

describe("deleting and photos", () => {
  it("deletes one's own message within 5 minutes: 'This message was deleted' on both sides", async () => {
    const page = await newPage(browser, app);
    await signIn(page, renter.token, "/messages");
    await page.getByRole("link", { name: /Maruti Swift/ }).click();
    await send(page, "Sorry, wrong car");
    // The innermost item: the message (its day's item holds it too).
    const mine = messages(page)
      .getByRole("listitem")
      .filter({ hasText: "Sorry, wrong car" })
      .last();
    await mine.getByRole("button", { name: TEXT.delete }).click();
    const confirm = page.getByRole("dialog", { name: TEXT.deleteTitle });
    await expectAccessible(page, '[role="dialog"]');
    await confirm.getByRole("button", { name: TEXT.deleteConfirm }).click();
    await confirm.waitFor({ state: "hidden" });
    await messages(page).getByText(CONVERSATION_MSG.deleted).waitFor();
    expect(await messages(page).getByText("Sorry, wrong car").count()).toBe(0);

    const ownerPage = await newPage(browser, app);
    await signIn(ownerPage, owner.token, "/messages");
    await ownerPage.getByRole("link", { name: /Maruti Swift/ }).click();
    await messages(ownerPage).getByText(CONVERSATION_MSG.deleted).waitFor();
    await page.context().close();
    await ownerPage.context().close();
  });

  it("sends a photo, which opens full size and closes with Escape", async () => {
    const page = await newPage(browser, app);
    await signIn(page, renter.token, "/messages");
    await page.getByRole("link", { name: /Maruti Swift/ }).click();
    await page.getByLabel(TEXT.addPhotos).setInputFiles(photo);
    await page.getByRole("list", { name: "Photos to send" }).getByRole("img").waitFor();
    await composer(page).fill("The scratch I mentioned");
    await composer(page).press("Enter");
    const thumb = messages(page).getByRole("button", { name: TEXT.photoOf(1, 1) });
    await thumb.waitFor({ timeout: 15_000 });
    await thumb.getByRole("img").waitFor();
    await thumb.click();
    const viewer = page.getByRole("dialog", { name: TEXT.photoOf(1, 1) });
    const full = viewer.getByRole("img", { name: TEXT.photoOf(1, 1) });
    await full.waitFor();
    expect(await full.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(
      400,
    );
    await expectAccessible(page, '[role="dialog"]');
    await page.keyboard.press("Escape");
    await viewer.waitFor({ state: "hidden" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("BUTTON");
    await page.context().close();
  });

  it("sends one message for a double press of Send", async () => {
    // A renter and car of its own, so the other journeys' lists and unread counts stay as they are.
    const asker = await createAccount(app, { name: "Dev Renter" });
    const city = await listCar(app, owner.token, { brand: "Honda", model: "City" });
    const id = await openInquiry(city._id, asker.token);
    const page = await newPage(browser, app);
    await signIn(page, asker.token, `/messages/${id}`);
    await page.getByLabel(TEXT.addPhotos).setInputFiles(photo);
    await page.getByRole("list", { name: "Photos to send" }).getByRole("img").waitFor();
    await composer(page).fill("Pressed twice");
    await page.getByRole("button", { name: TEXT.send }).dblclick();
    await messages(page).getByText("Pressed twice", { exact: true }).waitFor({ timeout: 15_000 });
    const listed = await app.api<{ messages: { id: number; text: string }[] }>(
      "GET",
      `/messages/conversations/${id}/messages`,
      undefined,
      asker.token,
    );
    expect(listed.body.messages.map((m) => m.text)).toEqual(["Pressed twice"]);
    expect(await messages(page).getByText("Pressed twice", { exact: true }).count()).toBe(1);
    // The owner reads it, so the phone journey below counts only its own unread message.
    const read = await app.api(
      "POST",
      `/messages/conversations/${id}/read`,
      { upTo: listed.body.messages[0]!.id },
      owner.token,
    );
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    await page.context().close();
  });
});

describe("on a 360 px phone", () => {
  it("shows the list, then one conversation with a way back; axe finds nothing", async () => {
    const page = await newPage(browser, app, { width: 360, height: 740 });
    await signIn(page, owner.token, "/messages");
    const list = page.getByRole("list", { name: "Conversations" });
    await list.getByRole("link").first().waitFor();
    expect(await page.getByRole("region", { name: "Conversation" }).isVisible()).toBe(false);
    await expectAccessible(page);
    await shoot(page, "messages-list-360");
    // The photo above is unread: the menu button carries the count on a phone.
    await expect
      .poll(() => page.getByRole("button", { name: "Open menu" }).textContent())
      .toContain("1 unread");
    // The menu's Messages entry.
    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await sheet.getByRole("link", { name: /^Messages/ }).waitFor();
    await page.keyboard.press("Escape");
    await sheet.waitFor({ state: "hidden" });

    await list.getByRole("link", { name: /Maruti Swift/ }).click();
    await messages(page).getByText("Yes, it is free that weekend. Drive safe!").waitFor();
    expect(await list.isVisible()).toBe(false);
    // Keyboard: the composer takes text and Enter sends it.
    await composer(page).focus();
    await page.keyboard.type("See you at 9");
    await page.keyboard.press("Shift+Enter");
    await page.keyboard.type("at the station");
    expect(await composer(page).inputValue()).toBe("See you at 9\nat the station");
    await page.keyboard.press("Enter");
    await messages(page).getByText("See you at 9\nat the station").waitFor();
    await expectAccessible(page);
    await shoot(page, "messages-conversation-360");
    await page.getByRole("link", { name: TEXT.allMessages }).click();
    await expect.poll(() => path_(page)).toBe("/messages");
    await list.waitFor();
    await page.context().close();
  });
});

describe("the owner's reply time", () => {
  it("shows 'Usually replies within …' on the car page once the owner has answered three conversations", async () => {
    const car = await listCar(app, owner.token, { brand: "Hyundai", model: "Creta" });
    const page = await newPage(browser, app);
    await page.goto(`/car-details/${car._id}`);
    await page.getByRole("button", { name: CONVERSATION_MSG.askOwner }).waitFor();
    expect(await page.getByText(/^Usually replies within/).count()).toBe(0);
    for (const name of ["Asha", "Bala", "Chitra"]) {
      const asker = await createAccount(app, { name: `${name} Renter` });
      const at = `/messages/conversations/${await openInquiry(car._id, asker.token)}/messages`;
      const asked = await app.api("POST", at, { text: "Is it free next week?" }, asker.token);
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      const answered = await app.api("POST", at, { text: "Yes it is." }, owner.token);
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    }
    // Answered within the minute: the shortest the text says.
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByText(CONVERSATION_MSG.replyTime(0)).count();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(1);
    await page.context().close();
  });
});

describe("a long conversation", () => {
  it("opens at the newest message and pages back with 'Load earlier messages'", async () => {
    const host = await createAccount(app, { name: "Hema Host", owner: true });
    const guest = await createAccount(app, { name: "Gopal Guest" });
    const car = await listCar(app, host.token, { brand: "Mahindra", model: "Thar" });
    // Before any conversation: the empty state, on a phone.
    const empty = await newPage(browser, app, { width: 360, height: 740 });
    await signIn(empty, guest.token, "/messages");
    await empty.getByRole("heading", { name: TEXT.emptyTitle }).waitFor();
    await expectAccessible(empty);
    await shoot(empty, "messages-empty-360");
    await empty.context().close();
    const opened = await app.api<{ conversation: { _id: string } }>(
      "POST",
      "/messages/inquiries",
      { carId: car._id },
      guest.token,
    );
    const at = `/messages/conversations/${opened.body.conversation._id}/messages`;
    // 56 messages, more than a page (50), each side under its 30 a minute.
    for (let i = 1; i <= 56; i++) {
      const res = await app.api(
        "POST",
        at,
        { text: `Message ${i}` },
        i % 2 ? guest.token : host.token,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const page = await newPage(browser, app);
    await signIn(page, guest.token, `/messages/${opened.body.conversation._id}`);
    await messages(page).getByText("Message 56", { exact: true }).waitFor();
    await expect
      .poll(() => messages(page).getByText("Message 56", { exact: true }).isVisible())
      .toBe(true);
    expect(await messages(page).getByText("Message 6", { exact: true }).count()).toBe(0);
    await page.getByRole("button", { name: TEXT.loadEarlier }).click();
    await messages(page).getByText("Message 1", { exact: true }).waitFor();
    await expect.poll(() => page.getByRole("button", { name: TEXT.loadEarlier }).count()).toBe(0);
    // Oldest first, in order.
    const texts = await messages(page).locator("p.whitespace-pre-wrap").allTextContents();
    expect(texts).toEqual(Array.from({ length: 56 }, (_, i) => `Message ${i + 1}`));
    await page.context().close();
  });
});
