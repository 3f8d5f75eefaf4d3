/**
 * Several servers on one PostgreSQL and Redis, behind HAProxy (issue 14, docs/DEPLOY.md):
 * three BUILT servers (apps/server/dist/main.js) start at the same moment on a fresh database
 * and Redis, behind deploy/haproxy.cfg run by Debian's haproxy. Migrations and the demo load
 * happen once; 50 racing booking requests spread over the servers give exactly one booking;
 * the sign-in limit holds across servers; a session made on one server works on the others;
 * a booking retried with its Idempotency-Key on the other servers answers the first answer;
 * a photo uploaded through one is served by the others; a server told to stop (SIGTERM) drains
 * without a failed request; a server killed mid-load loses no acknowledged booking while the
 * others keep answering; two clients of two different servers get each other's messages live
 * within a second, and a reconnect through the proxy gets exactly what it missed (issue 31).
 * Needs PostgreSQL (CLUSTER_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres),
 * Redis (CLUSTER_REDIS_URL, default redis://127.0.0.1:6379/9: its own database, flushed at
 * start) and haproxy (HAPROXY_PATH, default /usr/sbin/haproxy); .ci/run installs haproxy and CI
 * has the other two. Without one of them the file says which and does not run.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { addDaysTo, indiaToday } from "@gaadi/shared";
import { Redis } from "ioredis";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_CARS, DEMO_PASSWORD } from "../apps/server/src/demo/cars-data.js";
import { createTokens } from "../apps/server/src/lib/tokens.js";
import { messageWithId, openLive, sendThrough } from "../apps/server/test/live-support.js";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const pgUrl = process.env.CLUSTER_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.CLUSTER_REDIS_URL ?? "redis://127.0.0.1:6379/9";
const haproxyPath = process.env.HAPROXY_PATH ?? "/usr/sbin/haproxy";
const jwtSecret = randomBytes(32).toString("hex");

async function missing(): Promise<string | null> {
  if (!existsSync(haproxyPath)) return `no haproxy at ${haproxyPath}`;
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
  } catch {
    return `no PostgreSQL at ${pgUrl}`;
  }
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1000 });
  redis.on("error", () => {});
  try {
    await redis.connect();
    await redis.flushdb();
  } catch {
    return `no Redis at ${redisUrl}`;
  } finally {
    redis.disconnect();
  }
  return null;
}

const absent = await missing();
if (absent) console.warn(`cluster test not run: ${absent}`);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === "object" && addr ? addr.port : 0));
    });
    srv.on("error", reject);
  });
}

interface Proc {
  child: ChildProcess;
  url: string;
  output: () => string;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, url: string): Proc {
  let out = "";
  const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.on("data", (d) => {
    out += d;
  });
  child.stderr?.on("data", (d) => {
    out += d;
  });
  return { child, url, output: () => out };
}

const exited = (p: Proc) =>
  new Promise<number | null>((resolve) => {
    if (p.child.exitCode !== null || p.child.signalCode !== null) resolve(p.child.exitCode);
    else p.child.once("exit", (code) => resolve(code));
  });

async function healthy(url: string, deadlineMs: number, proc?: Proc): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    if (proc && proc.child.exitCode !== null) throw new Error(`exited:\n${proc.output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${url} not healthy:\n${proc?.output() ?? ""}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

async function call(
  base: string,
  method: string,
  urlPath: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{
  status: number;
  body: Record<string, unknown>;
  text: string;
  replayed: string | null;
}> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await fetch(`${base}/api${urlPath}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text.startsWith("{") ? JSON.parse(text) : { text },
    text,
    replayed: res.headers.get("idempotent-replayed"),
  };
}

describe.runIf(!absent)("three servers behind HAProxy on one PostgreSQL and Redis", () => {
  const dbName = `gaadi_cluster_${randomBytes(5).toString("hex")}`;
  const dbUrl = Object.assign(new URL(pgUrl), { pathname: `/${dbName}` }).toString();
  const scratch = mkdtempSync(path.join(tmpdir(), "gaadi-cluster-"));
  const uploadsDir = path.join(scratch, "uploads");
  const servers: Proc[] = [];
  let proxy: Proc;
  let db: pg.Client;
  let renters: { id: string; token: string }[] = [];
  let carIds: string[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();

    const ports = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    for (const [i, port] of ports.slice(0, 3).entries()) {
      const url = `http://127.0.0.1:${port}`;
      const env = {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: dbUrl,
        REDIS_URL: redisUrl,
        UPLOADS_DIR: uploadsDir,
        DATA_DIR: path.join(scratch, `server-${i + 1}`),
        JWT_SECRET: jwtSecret,
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: `http://127.0.0.1:${ports[3]}`,
        DEMO_DATA: "on",
        API_RATE_LIMIT: "0",
        TRUST_PROXY: "127.0.0.1",
        DRAIN_MS: "1500",
        LOG_LEVEL: "warn",
        SMTP_URL: "",
        // The racing renters are fresh accounts without driving licences (issue 29).
        LICENCE_CHECKS: "off",
      };
      // All three at the same moment, on the empty database.
      servers.push(run(process.execPath, ["apps/server/dist/main.js"], env, url));
    }
    await Promise.all(servers.map((s) => healthy(s.url, 120_000, s)));

    const proxyUrl = `http://127.0.0.1:${ports[3]}`;
    proxy = run(
      haproxyPath,
      ["-db", "-f", "deploy/haproxy.cfg"],
      {
        ...process.env,
        GAADI_LISTEN: `127.0.0.1:${ports[3]}`,
        GAADI_S1: `127.0.0.1:${ports[0]}`,
        GAADI_S2: `127.0.0.1:${ports[1]}`,
        GAADI_S3: `127.0.0.1:${ports[2]}`,
      },
      proxyUrl,
    );
    await healthy(proxyUrl, 20_000, proxy);
    // Let HAProxy's checks see every server up (rise 2 at 250 ms).
    await new Promise((r) => setTimeout(r, 1000));

    db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    // 50 renters of this test's own, signed in by the deployment's shared JWT secret (they
    // never type a password, so theirs is no valid hash).
    const made = await db.query<{ id: string }>(
      `insert into users (name, email, password_hash, role)
       select 'Cluster Renter ' || g, 'cluster-' || g || '@renters.test', $1, 'user'
       from generate_series(1, 50) g returning id`,
      ["no-password"],
    );
    const tokens = createTokens(jwtSecret);
    renters = await Promise.all(
      made.rows.map(async ({ id }) => ({
        id,
        token: await tokens.signSession({ userId: id, sessionVersion: 0 }),
      })),
    );
    const listed = await call(proxy.url, "GET", "/user/cars?limit=100");
    carIds = (listed.body.cars as { _id: string }[]).map((c) => c._id);
  }, 240_000);

  afterAll(async () => {
    proxy?.child.kill("SIGKILL");
    for (const s of servers) if (s.child.exitCode === null) s.child.kill("SIGKILL");
    await Promise.all([proxy, ...servers].filter(Boolean).map(exited));
    await db?.end();
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    rmSync(scratch, { recursive: true, force: true });
  });

  it("migrated and loaded the demo marketplace exactly once", async () => {
    const journal = JSON.parse(
      readFileSync(path.join(root, "apps/server/drizzle/meta/_journal.json"), "utf8"),
    ) as { entries: unknown[] };
    const applied = await db.query("select count(*)::int as n from drizzle.__drizzle_migrations");
    expect(applied.rows[0].n).toBe(journal.entries.length);
    const counts = await db.query(
      `select (select count(*) from users where email like '%@demo.gaadi.in')::int as users,
              (select count(*) from cars)::int as cars`,
    );
    expect(counts.rows[0]).toEqual({ users: DEMO_ACCOUNTS.length, cars: DEMO_CARS.length });
    expect(carIds.length).toBeGreaterThanOrEqual(50);
  });

  it("spreads requests over all three servers", async () => {
    // Round robin: nine reads through the proxy reach all three (X-Served-By, haproxy.cfg).
    const ids = new Set<string>();
    for (let i = 0; i < 9; i++) {
      const res = await fetch(`${proxy.url}/api/health`);
      expect(res.status).toBe(200);
      ids.add(res.headers.get("x-served-by") ?? "");
    }
    expect(ids.size).toBe(3);
  });

  it("gives exactly one booking to 50 renters racing for the same dates on three servers", async () => {
    const pickupDate = addDaysTo(indiaToday(), 300);
    const returnDate = addDaysTo(pickupDate, 2);
    const car = carIds[0]!;
    const answers = await Promise.all(
      renters.map((r, i) =>
        call(servers[i % 3]!.url, "POST", "/bookings/create", {
          token: r.token,
          body: { car, pickupDate, returnDate },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const held = await db.query(
      "select count(*)::int as n from bookings where car_id = $1 and pickup_date = $2",
      [car, pickupDate],
    );
    expect(held.rows[0].n).toBe(1);
  });

  it("holds the sign-in limit across servers: the 11th wrong password is 429 anywhere", async () => {
    const wrong = { email: "ananya@demo.gaadi.in", password: "not-the-password" };
    for (let i = 0; i < 10; i++)
      expect((await call(servers[i % 3]!.url, "POST", "/user/login", { body: wrong })).status).toBe(
        401,
      );
    for (const s of servers)
      expect((await call(s.url, "POST", "/user/login", { body: wrong })).status).toBe(429);
  });

  it("accepts a session made on one server on the others", async () => {
    const login = await call(servers[0]!.url, "POST", "/user/login", {
      body: { email: "priya@demo.gaadi.in", password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    const token = login.body.token as string;
    for (const s of servers.slice(1)) {
      const me = await call(s.url, "GET", "/user/data", { token });
      expect(me.status).toBe(200);
      expect((me.body.user as { email: string }).email).toBe("priya@demo.gaadi.in");
    }
  });

  it("shares Idempotency-Keys: a create retried on another server answers the first answer", async () => {
    // The race's renter and car, with dates of their own (the race showed the car takes three days).
    const renter = renters[49]!;
    const car = carIds[0]!;
    const dates = (from: number) => ({
      pickupDate: addDaysTo(indiaToday(), from),
      returnDate: addDaysTo(indiaToday(), from + 2),
    });
    const headers = { "idempotency-key": randomUUID() };
    const create = (server: Proc, from: number) =>
      call(server.url, "POST", "/bookings/create", {
        token: renter.token,
        body: { car, ...dates(from) },
        headers,
      });
    const first = await create(servers[0]!, 330);
    expect(first.status).toBe(200);
    expect(first.replayed).toBeNull();
    for (const server of servers.slice(1)) {
      expect(await create(server, 330)).toMatchObject({
        status: 200,
        text: first.text,
        replayed: "true",
      });
    }
    // The key with another body, on a third server: 409, nothing booked.
    expect((await create(servers[2]!, 340)).status).toBe(409);
    const held = await db.query(
      "select count(*)::int as n from bookings where renter_id = $1 and car_id = $2 and pickup_date >= $3",
      [renter.id, car, dates(330).pickupDate],
    );
    expect(held.rows[0].n).toBe(1);
  });

  it("serves a photo uploaded through one server from the others", async () => {
    const png = await sharp({
      create: { width: 320, height: 320, channels: 3, background: "#2a9d8f" },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "me.png");
    const res = await fetch(`${servers[1]!.url}/api/user/upload-profile-image`, {
      method: "POST",
      headers: { authorization: `Bearer ${renters[0]!.token}` },
      body: form,
    });
    expect(res.status).toBe(200);
    const { imageUrl } = (await res.json()) as { imageUrl: string };
    for (const s of [servers[0]!, servers[2]!]) {
      const photo = await fetch(`${s.url}${imageUrl}`);
      expect(photo.status).toBe(200);
      expect(photo.headers.get("content-type")).toBe("image/webp");
    }
  });

  it("delivers messages live between clients of two different servers within a second (issue 31)", async () => {
    const renter = renters[10]!;
    const car = carIds[5]!;
    const inquiry = await call(servers[0]!.url, "POST", "/messages/inquiries", {
      token: renter.token,
      body: { carId: car },
    });
    expect(inquiry.status).toBe(200);
    const conversationId = (inquiry.body.conversation as { _id: string })._id;
    const owner = await db.query<{ id: string; session_version: number }>(
      "select u.id, u.session_version from cars c join users u on u.id = c.owner_id where c.id = $1",
      [car],
    );
    const ownerToken = await createTokens(jwtSecret).signSession({
      userId: owner.rows[0]!.id,
      sessionVersion: owner.rows[0]!.session_version,
    });

    // Each client straight to its own server: only PostgreSQL's NOTIFY joins them.
    const renterLive = await openLive(servers[0]!.url, renter.token);
    const ownerLive = await openLive(servers[2]!.url, ownerToken);
    let back: Awaited<ReturnType<typeof openLive>> | undefined;
    try {
      await renterLive.waitFor((r) => r.event.type === "unread");
      await ownerLive.waitFor((r) => r.event.type === "unread");

      let started = Date.now();
      const question = await sendThrough(servers[0]!.url, renter.token, conversationId, "Free?");
      await ownerLive.waitFor(messageWithId(question), 1000);
      expect(Date.now() - started).toBeLessThan(1000);

      started = Date.now();
      const answer = await sendThrough(servers[2]!.url, ownerToken, conversationId, "Yes.");
      await renterLive.waitFor(messageWithId(answer), 1000);
      expect(Date.now() - started).toBeLessThan(1000);
      // Each side also gets its own message, the same way.
      await ownerLive.waitFor(messageWithId(answer), 1000);
      await renterLive.waitFor(messageWithId(question), 1000);
      expect(renterLive.messageIds()).toEqual([question, answer]);
      expect(ownerLive.messageIds()).toEqual([question, answer]);

      // Through the proxy, a reconnect after missing three receives exactly those three.
      ownerLive.close();
      const missed = [];
      for (const text of ["one", "two", "three"])
        missed.push(await sendThrough(proxy.url, renter.token, conversationId, text));
      back = await openLive(proxy.url, ownerToken, { lastEventId: String(answer) });
      await back.waitFor(messageWithId(missed[2]!), 2000);
      expect(back.messageIds()).toEqual(missed);
    } finally {
      renterLive.close();
      ownerLive.close();
      back?.close();
    }
  });

  it("drains a server told to stop without one failed request through the proxy", async () => {
    const stopping = servers[1]!;
    let running = true;
    const statuses: number[] = [];
    // Reads and POSTs: HAProxy may retry a GET on a closing connection, never a POST it sent.
    const search = {
      location: "Mumbai",
      pickupDate: addDaysTo(indiaToday(), 40),
      returnDate: addDaysTo(indiaToday(), 42),
    };
    const load = Array.from({ length: 8 }, async (_, n) => {
      while (running) {
        try {
          const res =
            n % 2
              ? await fetch(`${proxy.url}/api/user/cars?limit=4`)
              : await fetch(`${proxy.url}/api/bookings/check-availability`, {
                  method: "POST",
                  headers: { "content-type": "application/json" },
                  body: JSON.stringify(search),
                });
          statuses.push(res.status);
        } catch {
          statuses.push(0);
        }
      }
    });
    await new Promise((r) => setTimeout(r, 500));
    stopping.child.kill("SIGTERM");
    expect(await exited(stopping)).toBe(0);
    await new Promise((r) => setTimeout(r, 500));
    running = false;
    await Promise.all(load);
    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });

  it("loses no acknowledged booking when a server is killed mid-load, and keeps answering", async () => {
    const victim = servers[2]!;
    const pickupDate = addDaysTo(indiaToday(), 320);
    const returnDate = addDaysTo(pickupDate, 1);
    const attempts = renters.slice(1, 31).map(async (r, i) => {
      await new Promise((done) => setTimeout(done, i * 15));
      try {
        const res = await call(proxy.url, "POST", "/bookings/create", {
          token: r.token,
          body: { car: carIds[i + 1], pickupDate, returnDate },
        });
        return res.status === 200 ? (res.body.booking as { _id: string })._id : null;
      } catch {
        return null;
      }
    });
    await new Promise((r) => setTimeout(r, 200));
    victim.child.kill("SIGKILL");
    const acknowledged = (await Promise.all(attempts)).filter((id): id is string => id !== null);
    expect(acknowledged.length).toBeGreaterThan(0);
    const stored = await db.query("select id from bookings where id = any($1::uuid[])", [
      acknowledged,
    ]);
    expect(stored.rows.map((row) => row.id).sort()).toEqual([...acknowledged].sort());

    const after = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${proxy.url}/api/user/cars?limit=4`)),
    );
    expect(after.map((a) => a.status)).toEqual(Array(20).fill(200));
  });
});
