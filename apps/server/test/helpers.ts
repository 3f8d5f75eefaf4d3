/**
 * Test helpers (fastify/demo's `build(t)`): a fresh database per test file, the real app
 * built on it, and shortcuts to make signed-in users.
 * - DATABASE_URL set: a new PostgreSQL database is created on that server for the file and
 *   dropped afterwards, so files run in parallel without sharing rows.
 * - unset: an in-memory PGlite, loaded from a migrated template (migratedTemplate).
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { UserRole } from "@gaadi/shared";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { type BuildOptions, buildApp } from "../src/app.js";
import type { AppConfig } from "../src/config.js";
import { type Database, openDatabase } from "../src/db/client.js";
import { cars, users } from "../src/db/schema.js";
import { hashPassword } from "../src/modules/users/service.js";
import { PUBLIC_READS_CHANNEL } from "../src/plugins/app/public-read-cache.js";
import { hashMigrations } from "./migrations-digest.js";

export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ loadDataDir: await migratedTemplate() });
    // A no-op on the template; kept so a template that missed a migration cannot pass unseen.
    await database.migrate();
    return database;
  }
  const empty = await createEmptyPostgresDatabase(url);
  const database = await openDatabase({ url: empty.url });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await empty.drop();
    },
  };
}

/**
 * The data directory of a freshly migrated in-memory PGlite as a tarball (PGlite's
 * `dumpDataDir`), made once per set of migrations and kept in the system's temporary folder
 * under the migrations' hash. A test file's database starts from it in about 1 s instead of
 * 3-4 s of initdb and migrations (CI's PGlite pass makes one per file). Test files run in
 * parallel processes: each writes its own temporary file and renames it into place, so a
 * reader never sees half a template.
 */
async function migratedTemplate(): Promise<Blob> {
  const hash = hashMigrations(createHash("sha256"));
  const template = path.join(tmpdir(), `gaadi-test-db-${hash.digest("hex").slice(0, 16)}.tar`);
  if (!existsSync(template)) {
    const fresh = await openDatabase({});
    await fresh.migrate();
    const client = (fresh.db as unknown as { $client: PGlite }).$client;
    const tar = Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
    await fresh.close();
    const partial = `${template}.${process.pid}.${randomUUID()}`;
    writeFileSync(partial, tar);
    renameSync(partial, template);
  }
  return new Blob([readFileSync(template)]);
}

/**
 * A new, empty (not migrated) database on the PostgreSQL server of `serverUrl`: its URL, and
 * `drop()` (forces other connections off) for afterAll.
 */
export async function createEmptyPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `gaadi_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = overrides.dataDir ?? mkdtempSync(path.join(tmpdir(), "gaadi-test-"));
  return {
    port: 0,
    host: "127.0.0.1",
    databaseUrl: undefined,
    dataDir,
    uploadsDir: path.join(dataDir, "uploads"),
    privateUploadsDir: path.join(dataDir, "private"),
    // Off, so suites that book with fresh renters need no licence; licence tests turn it on.
    licenceChecks: false,
    drainMs: 0,
    shutdownTimeoutMs: 10_000,
    redisUrl: undefined,
    trustProxy: undefined,
    smtpUrl: undefined,
    mailFrom: "Gaadi <no-reply@gaadi.test>",
    jwtSecret: randomBytes(32).toString("hex"),
    publicUrl: "http://localhost:3000",
    demoData: false,
    mailPollMs: 5000,
    jobsPollMs: 15_000,
    // Out of the way of ordinary tests; rate-limit tests set their own.
    apiRateLimit: 100_000,
    logLevel: "silent",
    requestLog: false,
    publicCacheTtlMs: 5000,
    corsOrigins: [],
    // The documented defaults, so figures in tests are those a default server answers.
    rates: { tripFeePercent: 10, gstPercent: 18, hostCommissionPercent: 20 },
    payments: { mode: "offline" },
    paymentWindowMinutes: 15,
    platformGstin: undefined,
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
/**
 * Waits until every change notification sent so far has reached `app`'s public read cache
 * (decision 013). Needed after writing straight into the database (not through a request),
 * before reading through the API what was read before: on PostgreSQL the notification comes
 * on another connection, a moment after the commit. Notifications arrive in commit order, so
 * once a marker sent now has arrived, so have the earlier ones. No-op while the cache is off.
 */
export async function settle(app: FastifyInstance): Promise<void> {
  if (!app.publicReads.enabled) return;
  const marker = `settle ${randomUUID()}`;
  await app.db.execute(sql`select pg_notify(${PUBLIC_READS_CHANNEL}, ${marker})`);
  const deadline = Date.now() + 5000;
  // Not lastReason: several settles at once (Promise.all of createCar) overwrite each other's.
  while (!app.publicReads.recentReasons.includes(marker)) {
    if (Date.now() > deadline) throw new Error("no change notification within 5 s");
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

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
  await settle(app);
  return row!;
}
