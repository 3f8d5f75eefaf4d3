/**
 * The static pages journey (owner document section 2, "Static pages"; customer document
 * section 2, "Profile page"): About figures, the Help Center search, Terms (12 sections),
 * Privacy via the /privacy-policy redirect (10 sections), Insurance plan selection, a signed-in
 * Profile and List Your Car, and the 404 page. About and Help Center pass axe.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
let visitor: Page;
let renter: Account;

const shown = (l: Locator) => l.first().waitFor({ state: "visible" });
const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  visitor = await newPage(browser, app);
  renter = await createAccount(app, { name: "Priya Sharma" });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe("public static pages", () => {
  it("About shows the story, values and figures, and passes axe", async () => {
    await visitor.goto("/about-us");
    await shown(h1(visitor).filter({ hasText: "About Gaadi" }));
    for (const text of ["10,000+", "500+", "50+", "4.9/5", "Trust & Safety", "Affordability"]) {
      await shown(visitor.getByText(text, { exact: true }));
    }
    await shown(visitor.locator('a[href="/cars"]', { hasText: "Browse Cars" }));
    await shown(visitor.locator('a[href="/owner/add-car"]', { hasText: "List Your Car" }));
    await expectAccessible(visitor);
  });

  it("Help Center filters the FAQ as you type and passes axe", async () => {
    await visitor.goto("/help-center");
    await shown(h1(visitor).filter({ hasText: "Help Center" }));
    const items = visitor.getByTestId("faq-item");
    await expect.poll(() => items.count()).toBe(8);
    await expectAccessible(visitor);

    const search = visitor.getByLabel("Search help articles");
    await search.fill("CANCEL");
    await expect.poll(() => items.count()).toBeLessThan(8);
    await shown(visitor.getByText("Can I cancel my booking?"));
    await shown(visitor.getByText("9 AM to 11 PM", { exact: false }));

    await search.fill("zzqxv nonsense");
    await shown(visitor.getByText(/No results found/));
    expect(await items.count()).toBe(0);

    await search.fill("");
    await expect.poll(() => items.count()).toBe(8);
  });

  it("Terms of Service has 12 numbered sections", async () => {
    await visitor.goto("/terms-of-service");
    await shown(h1(visitor).filter({ hasText: "Terms of Service" }));
    await expect.poll(() => visitor.getByTestId("legal-section").count()).toBe(12);
  });

  it("/privacy-policy redirects to the Privacy Policy with 10 sections", async () => {
    await visitor.goto("/privacy-policy");
    await shown(h1(visitor).filter({ hasText: "Privacy Policy" }));
    expect(new URL(visitor.url()).pathname).toBe("/data-protection");
    await expect.poll(() => visitor.getByTestId("legal-section").count()).toBe(10);
  });

  it("Insurance selects a plan locally with aria-pressed", async () => {
    await visitor.goto("/insurance");
    await shown(h1(visitor));
    for (const text of [
      "₹299",
      "₹499",
      "Security deposit ₹25,000",
      "Medical cover up to ₹2 lakhs",
    ]) {
      await shown(visitor.getByText(text, { exact: true }));
    }
    const premium = visitor.getByRole("button", { name: "Select Premium plan" });
    expect(await premium.getAttribute("aria-pressed")).toBe("false");
    await premium.click();
    const selected = visitor.getByTestId("plan-premium").getByRole("button");
    await expect.poll(() => selected.getAttribute("aria-pressed")).toBe("true");
    await visitor.getByRole("button", { name: "Select Basic plan" }).click();
    await expect.poll(() => selected.getAttribute("aria-pressed")).toBe("false");
    const basic = visitor.getByTestId("plan-basic").getByRole("button");
    expect(await basic.getAttribute("aria-pressed")).toBe("true");
  });

  it("shows a friendly 404 for an unknown page", async () => {
    await visitor.goto("/no-such-page");
    await shown(h1(visitor).filter({ hasText: "Page not found" }));
    await shown(visitor.locator('a[href="/cars"]', { hasText: "Browse Cars" }));
  });
});

describe("signed-in pages", () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(browser, app);
  });

  it("Profile shows the name, email, 'User' badge and read-only details", async () => {
    await signIn(page, renter.token, "/profile");
    await shown(h1(page).filter({ hasText: renter.name }));
    await shown(page.getByText(renter.email).first());
    await shown(page.getByText("User", { exact: true }));
    for (const label of ["Full Name", "Email Address", "Account Type", "Member Since"]) {
      await shown(page.getByText(label, { exact: true }));
    }
    const year = new Date().getFullYear();
    await shown(page.getByText(new RegExp(`^[A-Z][a-z]+ ${year}$`)));
    await shown(page.getByText(/can only be changed by contacting support/));
  });

  it("List Your Car submits to /owner/add-car without sending anything", async () => {
    await page.goto("/list-your-car");
    await shown(h1(page).filter({ hasText: "List Your Car" }));
    const submit = page.getByRole("button", { name: "Add Your Car Now" });
    await shown(submit);
    const cities = await page.locator("#lyc-city option:not([disabled])").allTextContents();
    expect(cities).toEqual([
      "Mumbai",
      "Delhi",
      "Bangalore",
      "Chennai",
      "Kolkata",
      "Hyderabad",
      "Pune",
      "Jaipur",
    ]);

    const apiCalls: string[] = [];
    page.on("request", (r) => {
      if (r.method() !== "GET" && r.url().includes("/api/")) apiCalls.push(r.url());
    });
    await page.getByLabel("Car brand").fill("Hyundai");
    await page.getByLabel("Model", { exact: true }).fill("Creta");
    await page.getByLabel("Year", { exact: true }).fill("1999");
    await page.getByLabel("City", { exact: true }).selectOption("Pune");
    await page.getByLabel("Expected price per day (₹)").fill("2500");
    await submit.click();
    // The year below 2000 keeps the form on the page (native validation).
    const year = page.getByLabel("Year", { exact: true });
    expect(await year.evaluate((el) => (el as HTMLInputElement).validity.rangeUnderflow)).toBe(
      true,
    );
    expect(new URL(page.url()).pathname).toBe("/list-your-car");

    await year.fill("2021");
    await submit.click();
    // A non-owner is then turned away by the owner guard; either way the page was left.
    await expect.poll(() => new URL(page.url()).pathname).not.toBe("/list-your-car");
    expect(apiCalls).toEqual([]);
  });
});
