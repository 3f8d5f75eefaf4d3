/**
 * Rate limits shared by several servers (issue 14; plugins/external/security.ts): with
 * REDIS_URL set, two apps (as two servers would) count one limit together, the strict sign-in
 * limit and the general API_RATE_LIMIT alike; an unreachable Redis lets requests through
 * instead of failing them. Needs Redis at REDIS_TEST_URL (default redis://127.0.0.1:6379,
 * which this machine and CI run); without one, the shared-count tests say why and do not run.
 */
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { buildTestApp, createUser, type TestApp, testConfig } from "./helpers.js";

const redisUrl = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";

async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0 });
  probe.on("error", () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const reachable = await redisAnswers(redisUrl);
if (!reachable) console.warn(`shared rate limits: no Redis at ${redisUrl}, not tested here`);

/** A client address of its own per run, so counts left in Redis by earlier runs never meet. */
const freshAddress = () => `10.${randomBytes(3).join(".")}`;

describe.runIf(reachable)("two servers sharing Redis", () => {
  let first: TestApp;
  let second: TestApp["app"];

  beforeAll(async () => {
    first = await buildTestApp({ redisUrl, apiRateLimit: 20 });
    second = await buildApp({
      config: testConfig({ redisUrl, apiRateLimit: 20 }),
      database: first.database,
      logger: false,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("count one sign-in limit: the 11th wrong password is refused whichever server gets it", async () => {
    const user = await createUser(first.app);
    const remoteAddress = freshAddress();
    const wrong = { email: user.email, password: "not-the-password" };
    const login = (app: TestApp["app"]) =>
      app.inject({ method: "POST", url: "/api/user/login", payload: wrong, remoteAddress });
    for (let i = 0; i < 10; i++)
      expect((await login(i % 2 ? second : first.app)).statusCode).toBe(401);
    expect((await login(first.app)).statusCode).toBe(429);
    expect((await login(second)).statusCode).toBe(429);
  });

  it("count one general limit: 20 a minute across both, the 21st is 429", async () => {
    const remoteAddress = freshAddress();
    const health = (app: TestApp["app"]) => app.inject({ url: "/api/health", remoteAddress });
    for (let i = 0; i < 20; i++)
      expect((await health(i < 10 ? first.app : second)).statusCode).toBe(200);
    const refused = await health(second);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
  });
});

describe("an unreachable Redis", () => {
  it("starts the server and lets requests through uncounted", async () => {
    const t = await buildTestApp({ redisUrl: "redis://127.0.0.1:1", apiRateLimit: 5 });
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => t.app.inject({ url: "/api/health" })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
      const user = await createUser(t.app);
      const login = await t.app.inject({
        method: "POST",
        url: "/api/user/login",
        payload: { email: user.email, password: user.password },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe("behind a load balancer (TRUST_PROXY)", () => {
  const fromProxy = (app: TestApp["app"], client: string) =>
    app.inject({
      url: "/api/health",
      remoteAddress: "127.0.0.1",
      headers: { "x-forwarded-for": client },
    });

  it("counts each client named by a trusted proxy's X-Forwarded-For on its own", async () => {
    const t = await buildTestApp({ apiRateLimit: 5, trustProxy: ["127.0.0.1"] });
    try {
      for (let i = 0; i < 5; i++)
        expect((await fromProxy(t.app, "203.0.113.1")).statusCode).toBe(200);
      expect((await fromProxy(t.app, "203.0.113.1")).statusCode).toBe(429);
      expect((await fromProxy(t.app, "203.0.113.2")).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("ignores X-Forwarded-For from anyone else, so an address cannot be forged", async () => {
    const t = await buildTestApp({ apiRateLimit: 5 });
    try {
      for (let i = 0; i < 5; i++)
        expect((await fromProxy(t.app, `198.51.100.${i}`)).statusCode).toBe(200);
      expect((await fromProxy(t.app, "198.51.100.99")).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
