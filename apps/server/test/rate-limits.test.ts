/**
 * Rate limits by purpose (server-rules.md section 9, issue 13; plugins/external/security.ts):
 * API_RATE_LIMIT as the general limit (0 = off), public reads in a generous count of their
 * own, and the strict per-account and per-address limits whatever API_RATE_LIMIT says.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.js";
import { PUBLIC_READ_FACTOR } from "../src/plugins/external/security.js";
import { buildTestApp, createUser, type TestApp } from "./helpers.js";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const TOO_MANY = /^Too many requests\. Please try again in \d+ seconds\.$/;

/** Status codes of `count` GETs of `url`, `batch` at a time. */
async function statuses(app: TestApp["app"], url: string, count: number, batch = 50) {
  const all: number[] = [];
  for (let done = 0; done < count; done += batch) {
    const size = Math.min(batch, count - done);
    const answers = await Promise.all(
      Array.from({ length: size }, () => app.inject({ method: "GET", url })),
    );
    all.push(...answers.map((a) => a.statusCode));
  }
  return all;
}

const post = (app: TestApp["app"], url: string, payload: object) =>
  app.inject({ method: "POST", url, payload });

describe("API_RATE_LIMIT=0", () => {
  it("lets 2,000 quick reads through while the sign-in limit still answers 429", async () => {
    t = await buildTestApp({ apiRateLimit: 0 });
    const reads = [
      ...(await statuses(t.app, "/api/health", 1_500)),
      ...(await statuses(t.app, "/api/user/cars/facets", 500)),
    ];
    expect(reads).toHaveLength(2_000);
    expect(reads.every((s) => s === 200)).toBe(true);

    const user = await createUser(t.app);
    const wrong = { email: user.email, password: "not-the-password" };
    for (let i = 0; i < 10; i++)
      expect((await post(t.app, "/api/user/login", wrong)).statusCode).toBe(401);
    const held = await post(t.app, "/api/user/login", wrong);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({ success: false, message: expect.stringMatching(TOO_MANY) });
    // 2,000 requests: on a busy 2-core machine they took 46 s, past vitest's default 30.
  }, 120_000);
});

describe("the general limit", () => {
  it("answers 429 past the default 600 a minute, while public reads keep their own count", async () => {
    const { apiRateLimit } = loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "gaadi-rl-")),
    });
    expect(apiRateLimit).toBe(600);
    t = await buildTestApp({ apiRateLimit });
    const answers = await statuses(t.app, "/api/health", 600);
    expect(answers.every((s) => s === 200)).toBe(true);
    const over = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ success: false, message: expect.stringMatching(TOO_MANY) });
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    expect(over.headers["cache-control"]).toBe("private, no-store");
    // A renter behind the same carrier address can still browse the catalogue.
    expect((await t.app.inject({ method: "GET", url: "/api/user/cars" })).statusCode).toBe(200);
  });

  it("gives public reads five times the general limit, per route", async () => {
    t = await buildTestApp({ apiRateLimit: 4 });
    // One at a time: the limiter's in-memory count is read after concurrent increments.
    const reads = await statuses(t.app, "/api/user/cars/facets", 4 * PUBLIC_READ_FACTOR + 1, 1);
    expect(reads.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(reads.at(-1)).toBe(429);
    expect(await statuses(t.app, "/api/health", 5, 1)).toEqual([200, 200, 200, 200, 429]);
  });
});

describe("strict limits, per account and per address", () => {
  it("sends at most 5 codes to one address a quarter hour, send and resend together", async () => {
    t = await buildTestApp({ apiRateLimit: 0 });
    const email = "codes@example.test";
    const answers = [];
    for (const url of ["send-otp", "resend-otp", "send-otp", "resend-otp", "send-otp", "send-otp"])
      answers.push(await post(t.app, `/api/otp/${url}`, { email }));
    expect(answers[0]!.statusCode).toBe(200);
    // Inside the 30-second gap the service names its own wait; past 5 the limit answers.
    expect(answers.slice(1, 5).map((a) => a.json().message)).toEqual(
      Array(4).fill(expect.stringMatching(/^Please wait \d+ seconds/)),
    );
    expect(answers[5]!.statusCode).toBe(429);
    expect(answers[5]!.json().message).toMatch(TOO_MANY);
  });

  it("sends codes to at most 30 addresses from one client address a quarter hour", async () => {
    t = await buildTestApp({ apiRateLimit: 0 });
    for (let i = 0; i < 30; i++)
      expect(
        (await post(t.app, "/api/otp/send-otp", { email: `a${i}@example.test` })).statusCode,
      ).toBe(200);
    const held = await post(t.app, "/api/otp/resend-otp", { email: "a30@example.test" });
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toMatch(TOO_MANY);
  });

  it("allows 5 password resets of one account a quarter hour", async () => {
    t = await buildTestApp({ apiRateLimit: 0 });
    const user = await createUser(t.app);
    const reset = { email: user.email, newPassword: "another-pass-1", verificationToken: "x.y.z" };
    for (let i = 0; i < 5; i++)
      expect((await post(t.app, "/api/user/reset-password", reset)).statusCode).toBe(400);
    const held = await post(t.app, "/api/user/reset-password", reset);
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toMatch(TOO_MANY);
  });
});
