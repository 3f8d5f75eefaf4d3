/**
 * The Idempotency-Key mechanism on routes made for the test (issue 25, decision 018): a twin
 * waits for the first request's answer, or gets 409 'still being processed' after WAIT_MS; a
 * 5xx frees the key; a holder whose lease ran out (a crashed server) loses the key to the
 * next request and cannot overwrite its answer; visitors and reads are left alone.
 */
import { randomUUID } from "node:crypto";
import { IDEMPOTENCY_MSG } from "@gaadi/shared";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  createUser,
  type TestUser,
  testConfig,
} from "../../../test/helpers.js";
import { buildApp } from "../../app.js";
import type { Database } from "../../db/client.js";
import { LEASE_MS, WAIT_MS } from "./idempotency.js";

let app: FastifyInstance;
let database: Database;
let user: TestUser;
let clockShift = 0;
/** Runs of the slow route so far, and the releases of the ones waiting. */
let runs = 0;
let releases: (() => void)[] = [];
let failNext = false;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: testConfig(),
    database,
    logger: false,
    now: () => new Date(Date.now() + clockShift),
  });
  // Registered after the plugin, as every route is: the onRoute hook gives them the gate.
  app.post("/api/test/slow", { onRequest: app.authenticate }, async () => {
    const run = ++runs;
    await new Promise<void>((resolve) => releases.push(resolve));
    return { success: true, run };
  });
  app.post("/api/test/flaky", { onRequest: app.authenticate }, async (_request, reply) => {
    const run = ++runs;
    if (failNext) {
      failNext = false;
      return reply.code(503).send({ success: false, message: "try later" });
    }
    return { success: true, run };
  });
  app.post("/api/test/open", async () => ({ success: true, run: ++runs }));
  await app.ready();
  user = await createUser(app);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

function post(url: string, key: string, auth: Record<string, string> | null = user.auth) {
  return app.inject({
    method: "POST",
    url: `/api/test/${url}`,
    headers: { ...auth, "idempotency-key": key },
    payload: { a: 1 },
  });
}

/** Resolves once `n` requests wait in the slow route. */
async function waiting(n: number) {
  await expect.poll(() => releases.length, { timeout: 3000, interval: 5 }).toBe(n);
}

function releaseAll() {
  for (const release of releases.splice(0)) release();
}

describe("a twin of a request still running", () => {
  it("waits for the first answer and answers it", async () => {
    runs = 0;
    const key = randomUUID();
    const first = post("slow", key);
    await waiting(1);
    const twin = post("slow", key);
    await new Promise((r) => setTimeout(r, 150));
    releaseAll();
    const [a, b] = await Promise.all([first, twin]);
    expect(a.json()).toEqual({ success: true, run: 1 });
    expect(b.body).toBe(a.body);
    expect(b.headers["idempotent-replayed"]).toBe("true");
    expect(runs).toBe(1);
  });

  it(`answers 409 'still being processed' after waiting ${WAIT_MS} ms`, async () => {
    runs = 0;
    const key = randomUUID();
    const first = post("slow", key);
    await waiting(1);
    const started = Date.now();
    const twin = await post("slow", key);
    expect(Date.now() - started).toBeGreaterThanOrEqual(WAIT_MS - 50);
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe(IDEMPOTENCY_MSG.stillRunning);
    releaseAll();
    expect((await first).statusCode).toBe(200);
    expect(runs).toBe(1);
  }, 15_000);
});

describe("what frees a key", () => {
  it("a 5xx answer: the retry runs, and its answer is kept", async () => {
    runs = 0;
    const key = randomUUID();
    failNext = true;
    expect((await post("flaky", key)).statusCode).toBe(503);
    const retry = await post("flaky", key);
    expect(retry.json()).toEqual({ success: true, run: 2 });
    const again = await post("flaky", key);
    expect(again.body).toBe(retry.body);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(runs).toBe(2);
  });

  it("a lease run out (a crashed holder): the next request takes the key over", async () => {
    runs = 0;
    const key = randomUUID();
    const stuck = post("slow", key);
    await waiting(1);
    clockShift = LEASE_MS + 1000;
    try {
      const takeover = post("slow", key);
      await waiting(2);
      releases[1]!();
      const taken = await takeover;
      expect(taken.json()).toEqual({ success: true, run: 2 });
      // The old holder finishing late does not overwrite the new answer.
      releases[0]!();
      releases = [];
      expect((await stuck).json()).toEqual({ success: true, run: 1 });
      const replayed = await post("slow", key);
      expect(replayed.body).toBe(taken.body);
      expect(runs).toBe(2);
    } finally {
      clockShift = 0;
      releaseAll();
    }
  });
});

describe("requests the header does not concern", () => {
  it("a visitor's request runs as before, even with a malformed key", async () => {
    runs = 0;
    expect((await post("open", "not a key", null)).json()).toEqual({ success: true, run: 1 });
    expect((await post("open", "k", null)).json()).toEqual({ success: true, run: 2 });
    expect((await post("open", "k", null)).json()).toEqual({ success: true, run: 3 });
  });

  it("a read with a key is answered as usual", async () => {
    const res = await app.inject({
      method: "GET",
      url: "/api/user/data",
      headers: { ...user.auth, "idempotency-key": "not a key" },
    });
    expect(res.statusCode).toBe(200);
  });
});
