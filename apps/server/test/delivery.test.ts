/**
 * Compressed and cached delivery (issue 13): the web app's precompressed files
 * (plugins/external/web-app.ts) on a fixture build in a temp dir, API JSON compressed above
 * COMPRESS_THRESHOLD (compression.ts), and ETag/304 for public reads only (caching.ts).
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPRESS_THRESHOLD } from "../src/plugins/external/compression.js";
import { day, ownerCarRenter, seedBooking } from "./bookings-support.js";
import { buildTestApp, createCar, createUser, type TestApp } from "./helpers.js";

const INDEX = `<!doctype html><html><head><title>Gaadi</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>${"<!-- padding -->".repeat(100)}</body></html>`;
const SCRIPT = `export const cars = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ i, brand: "Maruti Suzuki", model: "Swift" })))};\n`;
const STYLES = `.card{color:#123}\n${".row{display:flex;gap:4px}\n".repeat(200)}`;

/** A built web app as vite leaves it: index.html and the script with .br/.gz copies; CSS without. */
function fixtureDist(): string {
  const root = mkdtempSync(path.join(tmpdir(), "gaadi-dist-"));
  mkdirSync(path.join(root, "assets"));
  const files: [string, string][] = [
    ["index.html", INDEX],
    ["assets/index-Ab12Cd34.js", SCRIPT],
  ];
  for (const [name, text] of files) {
    writeFileSync(path.join(root, name), text);
    writeFileSync(path.join(root, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(root, `${name}.gz`), gzipSync(text));
  }
  writeFileSync(path.join(root, "assets/style-Ef56Gh78.css"), STYLES);
  return root;
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { webRoot: fixtureDist() });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

/** The body as the client reads it after undoing Content-Encoding. */
function decoded(res: Awaited<ReturnType<typeof get>>): string {
  const raw = res.rawPayload;
  switch (res.headers["content-encoding"]) {
    case "br":
      return brotliDecompressSync(raw).toString();
    case "gzip":
      return gunzipSync(raw).toString();
    default:
      return raw.toString();
  }
}

describe("the web app's files", () => {
  it("serves a hashed asset's brotli copy when asked, cached immutable for a year", async () => {
    const res = await get("/assets/index-Ab12Cd34.js", { "accept-encoding": "gzip, deflate, br" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    // Compressed once: one brotli pass gives the file back.
    expect(decoded(res)).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
  });

  it("serves the gzip copy when only gzip is accepted, and the plain file when nothing is", async () => {
    const gz = await get("/assets/index-Ab12Cd34.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(decoded(gz)).toBe(SCRIPT);
    const plain = await get("/assets/index-Ab12Cd34.js", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("compresses index.html for client routes too, never cached", async () => {
    for (const url of ["/", "/cars", "/car-details/123"]) {
      const res = await get(url, { "accept-encoding": "br" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe("br");
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(decoded(res)).toBe(INDEX);
    }
  });

  it("sends uploaded photos as they are: images are compressed already", async () => {
    const dir = path.join(t.app.config.uploadsDir, "cars");
    mkdirSync(dir, { recursive: true });
    const photo = randomBytes(4 * COMPRESS_THRESHOLD);
    writeFileSync(path.join(dir, "photo-test.webp"), photo);
    const res = await get("/uploads/cars/photo-test.webp", { "accept-encoding": "br, gzip" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.rawPayload.equals(photo)).toBe(true);
  });

  it("compresses a file that has no build-time copy on the fly", async () => {
    const res = await get("/assets/style-Ef56Gh78.css", { "accept-encoding": "gzip" });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(decoded(res)).toBe(STYLES);
  });
});

describe("API answers", () => {
  it("compresses JSON above the threshold (br or gzip as asked) and not below it", async () => {
    const { owner } = await ownerCarRenter(t.app);
    for (let i = 0; i < 5; i++) await createCar(t.app, owner.id);
    const plain = await get("/api/user/cars?limit=24");
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    expect(plain.headers["content-encoding"]).toBeUndefined();

    const br = await get("/api/user/cars?limit=24", { "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(decoded(br))).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    // Helmet's headers still go with a compressed answer.
    expect(br.headers["x-content-type-options"]).toBe("nosniff");

    const gz = await get("/api/user/cars?limit=24", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(decoded(gz))).toEqual(plain.json());

    const small = await get("/api/health", { "accept-encoding": "br, gzip" });
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toMatchObject({ success: true, status: "ok" });
  });

  it("answers a public read's ETag with 304, and a changed read with a new ETag", async () => {
    const { car, renter } = await ownerCarRenter(t.app);
    const reads = [
      "/api/user/cars",
      `/api/user/cars/${car.id}`,
      `/api/bookings/car/${car.id}/dates`,
      `/api/reviews/car/${car.id}`,
      "/api/user/cars/facets",
    ];
    for (const url of reads) {
      const first = await get(url, { "accept-encoding": "br" });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers["cache-control"], url).toBe("public, max-age=0, must-revalidate");
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^W\/"[\w-]+"$/);
      const again = await get(url, { "if-none-match": etag, "accept-encoding": "br" });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length, url).toBe(0);
      expect(again.headers.etag, url).toBe(etag);
      // A list of validators, and the strong form of the same one, match too.
      const listed = await get(url, { "if-none-match": `"other", ${etag.slice(2)}` });
      expect(listed.statusCode, url).toBe(304);
    }

    const datesUrl = `/api/bookings/car/${car.id}/dates`;
    const before = String((await get(datesUrl)).headers.etag);
    await seedBooking(t.app, { car, renterId: renter.id, from: day(3), to: day(4) });
    const after = await get(datesUrl, { "if-none-match": before });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    expect(after.json().bookedDates).toHaveLength(1);
  });

  it("keeps signed-in answers, writes and failed reads out of every cache", async () => {
    const user = await createUser(t.app);
    const me = await get("/api/user/data", { authorization: `Bearer ${user.token}` });
    expect(me.statusCode).toBe(200);
    expect(me.headers["cache-control"]).toBe("private, no-store");
    expect(me.headers.etag).toBeUndefined();
    const mine = await get("/api/bookings/user", { authorization: `Bearer ${user.token}` });
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    expect(mine.headers.etag).toBeUndefined();

    const missing = await get(`/api/user/cars/${randomBytes(4).toString("hex")}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["cache-control"]).toBe("private, no-store");
    expect(missing.headers.etag).toBeUndefined();

    const search = await t.app.inject({
      method: "POST",
      url: "/api/bookings/check-availability",
      payload: { location: "Pune", pickupDate: day(1), returnDate: day(2) },
    });
    expect(search.statusCode).toBe(200);
    expect(search.headers["cache-control"]).toBe("private, no-store");
    expect(search.headers.etag).toBeUndefined();
  });
});
