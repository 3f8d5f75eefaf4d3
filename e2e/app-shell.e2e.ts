/**
 * The served app as a newcomer meets it: one port for the web app and the API, JSON 404 for
 * unknown API paths, the web app for client routes, security headers, the OpenAPI page.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, type RunningApp, startApp } from "./harness.js";

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe("the served app", () => {
  it("answers /api/health on the embedded database", async () => {
    const res = await app.api("GET", "/health");
    expect(res).toEqual({ status: 200, body: { success: true, status: "ok", database: "pglite" } });
  });

  it("answers JSON 404 for an unknown API path", async () => {
    const res = await app.api("GET", "/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: "No API route GET /api/no-such-thing" });
  });

  it("serves the web app for client routes, with security headers and no caching of the shell", async () => {
    // A signed-in page: the plain shell (public pages are server-rendered, decision 015; an
    // unknown path is the server-rendered 404 page).
    const unknown = await fetch(`${app.url}/some/client/route`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Page not found");
    const res = await fetch(`${app.url}/owner/manage-cars`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await res.text()).toContain('<div id="root"></div>');
  });

  it("serves the OpenAPI docs page", async () => {
    const res = await fetch(`${app.url}/api/docs/`);
    expect(res.status).toBe(200);
    const spec = await app.api<{ openapi: string }>("GET", "/openapi.json");
    expect(spec.body.openapi).toMatch(/^3\./);
  });

  it("renders the home page in Chromium without console errors or warnings", async () => {
    const page = await newPage(browser, app);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => {
      // Warnings too: react-router's "No `HydrateFallback` element provided" was one.
      if (m.type() === "error" || m.type() === "warning") errors.push(m.text());
    });
    await page.goto("/");
    await expect.poll(() => page.locator("header").first().isVisible()).toBe(true);
    await expect.poll(() => page.title()).toContain("Gaadi");
    await page.getByRole("heading", { name: "Featured Vehicles" }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe("static assets", () => {
  it("serves hashed assets with a year-long immutable cache", async () => {
    const html = await (await fetch(app.url)).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const res = await fetch(`${app.url}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});
