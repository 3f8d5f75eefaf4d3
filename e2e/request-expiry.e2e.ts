/**
 * Requests expire (issue 27 item 4): the owner sees in Manage Bookings how long a request has
 * left; a request past its expiry (made 25 hours ago: the harness stops the server, moves the
 * request's created_at back in its embedded database, and starts it again) answers Accept with
 * 'This request has expired', the job cancels it and mails the renter, and it reads 'Expired',
 * with its reason, to the owner and to the renter, and on the renter's receipt.
 */
import { sql } from "drizzle-orm";
import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../apps/server/src/db/client.js";
import { bookViaApi, daysFromToday, type ListedCar, listCar } from "./booking-support.js";
import {
  type Account,
  createAccount,
  launchBrowser,
  newPage,
  type RunningApp,
  signIn,
  startApp,
  toast,
} from "./harness.js";

let app: RunningApp;
let browser: Browser;
let owner: Account;
let renter: Account;
let nexon: ListedCar;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  owner = await createAccount(app, { name: "Nisha Owner", owner: true });
  renter = await createAccount(app, { name: "Arjun Renter" });
  nexon = await listCar(app, owner.token, { brand: "Tata", model: "Nexon" });
  await bookViaApi(app, renter.token, nexon._id, daysFromToday(3), daysFromToday(4));
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const shown = (l: Locator) => expect.poll(() => l.count(), { timeout: 15_000 }).toBeGreaterThan(0);

/** Moves every booking's created_at back 25 hours in the stopped server's embedded database. */
async function ageRequests(): Promise<void> {
  const database = await openDatabase({ pgliteDir: `${app.dataDir}/pglite` });
  try {
    await database.db.execute(
      sql`update bookings set created_at = created_at - interval '25 hours', updated_at = updated_at - interval '25 hours'`,
    );
  } finally {
    await database.close();
  }
}

describe("a request the owner does not answer in time", () => {
  it("shows its time left, refuses Accept once expired, and reads Expired on both sides", async () => {
    const ownerPage = await newPage(browser, app);
    await signIn(ownerPage, owner.token, "/owner/manage-bookings");
    const row = ownerPage.getByRole("row").filter({ hasText: "Tata Nexon" });
    // Made seconds ago for a pickup in 3 days: 24 hours to answer, less the seconds gone.
    await shown(row.getByText(/^Expires in 23 h 5\d min$/));
    await shown(row.getByRole("button", { name: "Accept Booking" }));

    // A day passes unanswered.
    const mailsBefore = app.mail.countFor(renter.email);
    await app.restart(ageRequests);

    // The page still shows the request; accepting it now is refused.
    await row.getByRole("button", { name: "Accept Booking" }).click();
    const confirm = ownerPage.getByRole("dialog", { name: "Confirm Booking" });
    await confirm.getByRole("button", { name: "Accept Booking" }).click();
    await toast(ownerPage, "This request has expired").waitFor();

    // The job cancels it and mails the renter.
    // Within a second the job expires it; the mail leaves at the worker's next look (5 s).
    const mail = await app.mail.waitForMail(renter.email, {
      after: mailsBefore,
      timeoutMs: 30_000,
    });
    expect(mail).toContain("Your booking request for the Tata Nexon");
    expect(mail).toContain("has expired");

    await ownerPage.reload();
    await shown(row.getByText("Expired", { exact: true }));
    await shown(row.getByText("Request Expired"));
    await shown(row.getByTitle("Request expired: the owner did not respond in time"));
    expect(await row.getByRole("button", { name: "Accept Booking" }).count()).toBe(0);

    const renterPage = await newPage(browser, app);
    await signIn(renterPage, renter.token, "/my-bookings");
    const card = renterPage.getByRole("article", { name: "Tata Nexon" });
    await shown(card.getByText("Expired", { exact: true }));
    await shown(card.getByText("Request expired: the owner did not respond in time"));
    expect(await card.getByRole("button", { name: "Cancel Booking" }).count()).toBe(0);

    // Its receipt says the same.
    await card.getByRole("link", { name: /^Receipt of booking GD-/ }).click();
    const receipt = renterPage.getByRole("article", { name: "Receipt" });
    await shown(receipt.getByText("Expired", { exact: true }));
    expect(await receipt.getByText("Cancelled", { exact: true }).count()).toBe(0);
  });
});
