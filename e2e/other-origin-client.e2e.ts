/**
 * A client of the seed's lineage on another origin (issue 25 item 15), as Chromium runs it: a
 * page served from its own origin (listed in CORS_ORIGINS) calls the API with the bare token
 * and an Idempotency-Key (a preflight), lists a car in 'Bangalore', finds it by that name in the
 * listing and in check-availability, and shows its photo and an avatar (which
 * Cross-Origin-Resource-Policy must not block). A page from an origin not listed cannot read
 * the API.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Account,
  CHROMIUM_FLAGS,
  createAccount,
  launchBrowser,
  type RunningApp,
  startApp,
} from "./harness.js";

let app: RunningApp;
let browser: Browser;
let owner: Account;
/** Two tiny sites: the listed client and a stranger. */
let client: Server;
let stranger: Server;
let clientOrigin: string;
let strangerOrigin: string;

/** A site that serves one empty page at any path; its origin (http://127.0.0.1:<port>). */
async function site(): Promise<{ server: Server; origin: string }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end("<!doctype html><title>Other client</title><h1>Other client</h1>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  ({ server: client, origin: clientOrigin } = await site());
  ({ server: stranger, origin: strangerOrigin } = await site());
  const before = process.env.CORS_ORIGINS;
  process.env.CORS_ORIGINS = clientOrigin;
  try {
    app = await startApp();
  } finally {
    if (before === undefined) delete process.env.CORS_ORIGINS;
    else process.env.CORS_ORIGINS = before;
  }
  browser = await launchBrowser();
  owner = await createAccount(app, { name: "Omkar Owner", owner: true });
  expect(CHROMIUM_FLAGS).not.toContain("--disable-web-security");
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  client?.close();
  stranger?.close();
});

async function pageAt(origin: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${origin}/`);
  return page;
}

/** What a fetch from the page made of a call: status and JSON, or the browser's refusal. */
interface Outcome {
  status?: number;
  body?: Record<string, unknown>;
  refused?: string;
}

/** Runs fetch(api + path, init) in `page` (its origin is the caller's). */
function call(page: Page, path: string, init: Record<string, unknown> = {}): Promise<Outcome> {
  return page.evaluate(
    async ({ url, init }) => {
      try {
        const res = await fetch(url, init as RequestInit);
        return { status: res.status, body: await res.json() };
      } catch (error) {
        return { refused: String(error) };
      }
    },
    { url: `${app.url}/api${path}`, init },
  );
}

describe("a client on a listed origin", () => {
  let carId = "";
  let image = "";

  it("lists a car in 'Bangalore' with the bare token and an Idempotency-Key", async () => {
    const page = await pageAt(clientOrigin);
    const outcome = await page.evaluate(
      async ({ url, token }) => {
        const canvas = document.createElement("canvas");
        canvas.width = 640;
        canvas.height = 400;
        const g = canvas.getContext("2d")!;
        g.fillStyle = "#c2410c";
        g.fillRect(0, 0, 640, 400);
        const photo = await new Promise<Blob>((resolve) =>
          canvas.toBlob((b) => resolve(b!), "image/jpeg", 0.9),
        );
        const form = new FormData();
        form.append(
          "carData",
          JSON.stringify({
            brand: "Tata",
            model: "Nexon",
            year: 2023,
            pricePerDay: 2600,
            category: "SUV",
            transmission: "Manual",
            fuel_type: "Petrol",
            seating_capacity: 5,
            description: "Listed from a client on another origin.",
            location: "Bangalore",
            address: { state: "Karnataka", city: "Bangalore", street: "MG Road" },
          }),
        );
        form.append("image", photo, "nexon.jpg");
        try {
          const res = await fetch(`${url}/api/owner/add-car`, {
            method: "POST",
            headers: { Authorization: token, "Idempotency-Key": crypto.randomUUID() },
            body: form,
          });
          return { status: res.status, body: await res.json() };
        } catch (error) {
          return { refused: String(error) };
        }
      },
      { url: app.url, token: owner.token },
    );
    expect(outcome).toMatchObject({
      status: 200,
      body: { car: { location: "Bengaluru", address: { city: "Bengaluru" } } },
    });
    const car = (outcome as { body: { car: { _id: string; image: string } } }).body.car;
    carId = car._id;
    image = car.image;
  });

  it("finds it under 'Bangalore' in the listing and in check-availability", async () => {
    const page = await pageAt(clientOrigin);
    for (const query of ["search=Bangalore", "pickupLocation=Bangalore"]) {
      const res = await call(page, `/user/cars?${query}`);
      expect(res, query).toMatchObject({ status: 200 });
      const ids = (res.body as { cars: { _id: string }[] }).cars.map((c) => c._id);
      expect(ids, query).toEqual([carId]);
    }
    const today = new Date(Date.now() + 5.5 * 3_600_000);
    const day = (n: number) =>
      new Date(today.getTime() + n * 86_400_000).toISOString().slice(0, 10);
    const available = await call(page, "/bookings/check-availability", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ location: "Bangalore", pickupDate: day(3), returnDate: day(4) }),
    });
    expect(available).toMatchObject({ status: 200, body: { availableCars: [{ _id: carId }] } });
  });

  it("shows its photo and a preset avatar", async () => {
    const page = await pageAt(clientOrigin);
    const widths = await page.evaluate(
      (urls) =>
        Promise.all(
          urls.map(
            (src) =>
              new Promise<number>((resolve) => {
                const img = new Image();
                img.onload = () => resolve(img.naturalWidth);
                img.onerror = () => resolve(0);
                img.src = src;
                document.body.append(img);
              }),
          ),
        ),
      [`${app.url}${image}`, `${app.url}/api/user/avatars/lorelei-aarav.svg`],
    );
    expect(
      widths.every((w) => w > 0),
      `natural widths ${widths.join(", ")}`,
    ).toBe(true);
  });
});

describe("a page on an origin not listed", () => {
  it("cannot read the API", async () => {
    const page = await pageAt(strangerOrigin);
    const res = await call(page, "/user/cars?search=Bangalore");
    expect(res).toMatchObject({ refused: expect.stringContaining("Failed to fetch") });
  });
});
