import { indiaToday } from "@gaadi/shared";
import { describe, expect, it } from "vitest";
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD } from "../plugins/external/compression.js";
import { normalizedUrl, PublicReadStore } from "./public-read-store.js";

const store = (ttlMs = 5000) => {
  const s = new PublicReadStore({
    ttlMs,
    maxBytes: 1024 * 1024,
    compressFrom: COMPRESS_THRESHOLD,
    brotli: BROTLI_OPTIONS,
  });
  s.setLive(true);
  return s;
};
const body = Buffer.from('{"success":true}');

describe("normalizedUrl", () => {
  it("orders parameters by name, keeping repeats of one name in their order", () => {
    expect(normalizedUrl("/api/user/cars?page=1&limit=24")).toBe("/api/user/cars?limit=24&page=1");
    expect(normalizedUrl("/a?b=2&a=1&b=1")).toBe("/a?a=1&b=2&b=1");
    expect(normalizedUrl("/a?&b=2&&a")).toBe("/a?a&b=2");
    expect(normalizedUrl("/api/user/cars")).toBe("/api/user/cars");
  });
});

describe("PublicReadStore", () => {
  it("keeps an answer for the same URL in any parameter order, with compressed copies when large", () => {
    const s = store();
    const ticket = s.begin("/x?a=1&b=2")!;
    expect(s.set(ticket, body, 'W/"e"', "application/json")).toBe(true);
    expect(s.get(s.begin("/x?b=2&a=1")!)?.body).toEqual(body);
    expect(s.get(s.begin("/x?a=1")!)).toBeUndefined();
    expect(s.get(ticket)?.br).toBeUndefined();
    const big = Buffer.from(JSON.stringify({ cars: "x".repeat(2000) }));
    s.set(s.begin("/big")!, big, 'W/"b"', "application/json");
    const held = s.get(s.begin("/big")!)!;
    expect(held.br!.length).toBeLessThan(big.length);
    expect(held.gzip!.length).toBeLessThan(big.length);
  });

  it("refuses to store a read that began before an invalidation (the generation guard)", () => {
    const s = store();
    const ticket = s.begin("/x")!;
    s.invalidate();
    expect(s.set(ticket, body, 'W/"e"', "application/json")).toBe(false);
    expect(s.get(s.begin("/x")!)).toBeUndefined();
    expect(s.set(s.begin("/x")!, body, 'W/"e"', "application/json")).toBe(true);
    s.invalidate();
    expect(s.size).toBe(0);
  });

  it("is off while the change feed is not listening, and with a TTL of 0", () => {
    const s = store();
    s.set(s.begin("/x")!, body, 'W/"e"', "application/json");
    s.setLive(false);
    expect(s.size).toBe(0);
    expect(s.begin("/x")).toBeUndefined();
    const ticketWhileLive = store().begin("/x");
    expect(ticketWhileLive).toBeDefined();
    expect(store(0).begin("/x")).toBeUndefined();
  });

  it("puts India's date in every key", () => {
    const s = store();
    expect(s.begin("/x?b=1&a=2")!.key).toBe(`${indiaToday()} /x?a=2&b=1`);
    expect(s.today(Date.parse("2026-11-23T18:30:00Z"))).toBe("2026-11-24");
  });
});
