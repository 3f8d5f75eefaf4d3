/**
 * Test helpers (fastify/demo's `build(t)`): a fresh database per test file, the real app
 * built on it, and shortcuts to make signed-in users.
 * - DATABASE_URL set: a new PostgreSQL database is created on that server for the file and
 *   dropped afterwards, so files run in parallel without sharing rows.
 * - unset: an in-memory PGlite, migrated.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { UserRole } from "@gaadi/shared";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { type BuildOptions, buildApp } from "../src/app.js";
import type { AppConfig } from "../src/config.js";
import { type Database, openDatabase } from "../src/db/client.js";
import { cars, users } from "../src/db/schema.js";
import { hashPassword } from "../src/modules/users/service.js";

export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  const name = `gaadi_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: testUrl.toString() });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: "127.0.0.1",
    databaseUrl: undefined,
    dataDir: mkdtempSync(path.join(tmpdir(), "gaadi-test-")),
    smtpUrl: undefined,
    mailFrom: "Gaadi <no-reply@gaadi.test>",
    jwtSecret: randomBytes(32).toString("hex"),
    publicUrl: "http://localhost:3000",
    demoData: false,
    mailPollMs: 5000,
    // Out of the way of ordinary tests; rate-limit tests set their own.
    apiRateLimit: 100_000,
    logLevel: "silent",
    requestLog: false,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * Builds the real app on a fresh database. Call `close()` in afterAll. `build.now` pins the
 * app's clock (e.g. India's today for the owner analytics); `build.webRoot` serves a fixture
 * web app instead of apps/web/dist, `build.render` gives it a server render (web-app.ts).
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  build: Pick<BuildOptions, "now" | "webRoot" | "render"> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: testConfig(overrides),
    database,
    logger: false,
    ...build,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
  token: string;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  auth: { authorization: string };
}

/** Inserts a user straight into the database and signs a session for them. */
export async function createUser(
  app: FastifyInstance,
  opts: { role?: UserRole; name?: string; email?: string; password?: string } = {},
): Promise<TestUser> {
  const email = opts.email ?? `user-${randomUUID()}@example.test`;
  const password = opts.password ?? "correct-horse-9";
  const name = opts.name ?? "Test User";
  const [row] = await app.db
    .insert(users)
    .values({ name, email, passwordHash: await hashPassword(password), role: opts.role ?? "user" })
    .returning();
  const token = await app.tokens.signSession({ userId: row!.id, sessionVersion: 0 });
  return { id: row!.id, name, email, password, token, auth: { authorization: `Bearer ${token}` } };
}

/** Inserts a car straight into the database (for tests of other modules than cars). */
export async function createCar(
  app: FastifyInstance,
  ownerId: string,
  overrides: Partial<typeof cars.$inferInsert> = {},
): Promise<typeof cars.$inferSelect> {
  const [row] = await app.db
    .insert(cars)
    .values({
      ownerId,
      brand: "Maruti Suzuki",
      model: "Swift",
      year: 2023,
      category: "Hatchback",
      transmission: "Manual",
      fuelType: "Petrol",
      seatingCapacity: 5,
      pricePerDay: 1800,
      description: "A frugal city hatchback, serviced on schedule.",
      image: "/uploads/cars/test.webp",
      imageCard: "/uploads/cars/test-card.webp",
      location: "Pune",
      city: "Pune",
      state: "Maharashtra",
      street: "FC Road",
      ...overrides,
    })
    .returning();
  return row!;
}
