/**
 * Hide Car and Show Car survive a request that reaches the server twice (issue 25, defect 10:
 * a double press or a network retry toggled twice and left the car in the state the owner did
 * not want, with a toast naming the wrong state). The page's toggle-car request is delivered
 * twice (the first answer lost, as on a flaky network), so no client-side guard can help: the
 * request names the state wanted, and the car ends hidden, then shown, as asked.
 */
import { CAR_MSG } from "@gaadi/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ListedCar, listCar } from "./booking-support.js";
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
let page: Page;
let car: ListedCar;
/** toggle-car requests the server received. */
let deliveries = 0;

beforeAll(async () => {
  app = await startApp({ demoData: false });
  browser = await launchBrowser();
  owner = await createAccount(app, { name: "Meera Iyer", owner: true });
  car = await listCar(app, owner.token, { brand: "Mahindra", model: "XUV700" });
  page = await newPage(browser, app);
  // Every toggle-car the page sends reaches the server twice; the page sees the second answer.
  await page.route("**/api/owner/toggle-car", async (route) => {
    await route.fetch();
    const again = await route.fetch();
    deliveries += 2;
    await route.fulfill({ response: again });
  });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Whether the car is shown, as the owner's list on the server says. */
async function shownOnServer(): Promise<boolean> {
  const res = await app.api<{ cars: { _id: string; isAvaliable: boolean }[] }>(
    "GET",
    "/owner/cars",
    undefined,
    owner.token,
  );
  return res.body.cars.find((c) => c._id === car._id)!.isAvaliable;
}

async function confirm(verb: "Hide" | "Show") {
  await page
    .getByRole("button", { name: `${verb} Mahindra XUV700` })
    .locator("visible=true")
    .click();
  const dialog = page.getByRole("dialog", { name: `${verb} Car?` });
  await dialog.getByRole("button", { name: `${verb} Car` }).click();
  await dialog.waitFor({ state: "hidden" });
}

describe("hiding and showing a car whose request arrives twice", () => {
  it("hides the car and says so", async () => {
    await signIn(page, owner.token, "/owner/manage-cars");
    await confirm("Hide");
    await toast(page, CAR_MSG.carHidden).waitFor();
    expect(deliveries).toBe(2);
    expect(await shownOnServer()).toBe(false);
    await page.getByText("Unavailable").locator("visible=true").first().waitFor();
  });

  it("shows it again and says so", async () => {
    await confirm("Show");
    await toast(page, CAR_MSG.carShown).waitFor();
    expect(deliveries).toBe(4);
    expect(await shownOnServer()).toBe(true);
  });
});
