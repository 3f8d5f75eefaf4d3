/**
 * The demo marketplace loader (demo/load.ts): on an empty database it lists at least 60 public
 * cars across 12+ cities and 8+ states, covering every Add car category, fuel type and
 * transmission at ₹1,000-₹15,000 a day, each with its own served WebP image; the demo owner
 * signs in with the demo password; a second call adds nothing.
 */
import { ADD_CAR_CATEGORIES, type Car, FUEL_TYPES, TRANSMISSIONS } from "@gaadi/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TestApp } from "../../test/helpers.js";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./cars-data.js";
import { loadDemoDataOnce } from "./load.js";

let t: TestApp;
let listed: Car[];
let total: number;
let printed = "";

beforeAll(async () => {
  t = await buildTestApp();
  const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    printed += String(chunk);
    return true;
  });
  try {
    const result = await loadDemoDataOnce(t.app);
    expect(result.loaded).toBe(true);
  } finally {
    write.mockRestore();
  }
  const res = await t.app.inject({ url: "/api/user/cars?limit=100" });
  expect(res.statusCode).toBe(200);
  ({ cars: listed, total } = res.json());
}, 60_000);

afterAll(() => t?.close());

describe("loadDemoDataOnce", () => {
  it("lists at least 60 public cars, all on one page", () => {
    expect(total).toBeGreaterThanOrEqual(60);
    expect(listed).toHaveLength(total);
    expect(listed.every((c) => c.isAvaliable)).toBe(true);
  });

  it("spreads the cars over 12+ cities, 8+ states and all three owners", () => {
    expect(
      new Set(listed.map((c) => `${c.address.state}/${c.address.city}`)).size,
    ).toBeGreaterThanOrEqual(12);
    expect(new Set(listed.map((c) => c.address.state)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(listed.map((c) => c.owner)).size).toBe(3);
    for (const c of listed) {
      expect(c.location).toBe(c.address.city);
      expect(c.address.zipCode).toMatch(/^[1-9]\d{5}$/);
    }
  });

  it("covers every Add car category, fuel type and transmission", () => {
    const present = (key: "category" | "fuel_type" | "transmission") =>
      new Set(listed.map((c) => c[key]));
    expect([...ADD_CAR_CATEGORIES].filter((x) => !present("category").has(x))).toEqual([]);
    expect([...FUEL_TYPES].filter((x) => !present("fuel_type").has(x))).toEqual([]);
    expect([...TRANSMISSIONS].filter((x) => !present("transmission").has(x))).toEqual([]);
  });

  it("prices every car at ₹1,000-₹15,000 a day with 2-12 seats", () => {
    for (const c of listed) {
      expect(c.pricePerDay).toBeGreaterThanOrEqual(1000);
      expect(c.pricePerDay).toBeLessThanOrEqual(15000);
      expect(c.seating_capacity).toBeGreaterThanOrEqual(2);
      expect(c.seating_capacity).toBeLessThanOrEqual(12);
    }
  });

  it("gives every car its own image, served as WebP in both renditions", async () => {
    const urls = listed.flatMap((c) => [c.image, c.imageCard]);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toBe("image/webp");
    }
  });

  it("lets every demo account sign in with the demo password", async () => {
    for (const a of DEMO_ACCOUNTS) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/user/login",
        payload: { email: a.email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode, a.email).toBe(200);
      expect(res.json().success).toBe(true);
    }
  });

  it("printed the demo accounts and password", () => {
    expect(printed).toContain("==== Demo accounts (DEMO_DATA=on) ====");
    expect(printed).toContain(DEMO_PASSWORD);
    for (const a of DEMO_ACCOUNTS) expect(printed).toContain(a.email);
  });

  it("adds nothing on a second call, and prints the accounts again", async () => {
    let again = "";
    const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      again += String(chunk);
      return true;
    });
    try {
      const result = await loadDemoDataOnce(t.app);
      expect(result).toMatchObject({ loaded: false, users: 0, cars: 0 });
    } finally {
      write.mockRestore();
    }
    expect(again).toContain(DEMO_PASSWORD);
    const res = await t.app.inject({ url: "/api/user/cars?limit=100" });
    expect(res.json().total).toBe(total);
  });
});
