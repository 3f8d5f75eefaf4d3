/**
 * Graceful shutdown (lifecycle.ts, issue 14): while draining, health answers 503 and other
 * requests are still served; a request in flight when the server closes finishes with its
 * answer; afterwards the port refuses connections.
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testConfig } from "../test/helpers.js";
import { buildApp } from "./app.js";
import type { Database } from "./db/client.js";
import { drainAndClose } from "./lifecycle.js";

let database: Database;
let app: FastifyInstance;
let base: string;
/** Resolves when app.close() begins (preClose), so the slow request is surely still in flight. */
let closeStarted: Promise<void>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig(), database, logger: false });
  let markClosing = () => {};
  closeStarted = new Promise((resolve) => {
    markClosing = resolve;
  });
  app.addHook("preClose", async () => markClosing());
  // A request that answers only once the server has begun to close: in flight when it closes,
  // however slow the machine is (no race with the drain window).
  app.get("/slow", async () => {
    await closeStarted;
    await sleep(100);
    return { done: true };
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(async () => {
  if (app.server.listening) await app.close();
  await database.close();
});

describe("draining and closing", () => {
  it("answers health 503 while draining, serves the rest, finishes in-flight requests", async () => {
    const healthy = await fetch(`${base}/api/health`);
    expect(healthy.status).toBe(200);

    const slow = fetch(`${base}/slow`);
    await sleep(50);
    // A drain window wide enough for two requests on a loaded machine.
    const closing = drainAndClose(app, 1500);
    await sleep(50);
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ success: false, message: "Server is shutting down" });
    const cars = await fetch(`${base}/api/user/cars`);
    expect(cars.status).toBe(200);
    expect(cars.headers.get("connection")).toBe("close");

    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });
});
