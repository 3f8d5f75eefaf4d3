/**
 * GET /api/messages/stream (issue 31 item 3) over real HTTP: a message reaches the other party's
 * open stream on any server sharing the database (two app instances on one PostgreSQL; one
 * process on PGlite), a reconnect with Last-Event-ID receives exactly what it missed, a third
 * party hears nothing, visitors get 401, a closed LISTEN connection loses nothing.
 */

import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { LIVE_MSG } from "@gaadi/shared";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createCar,
  createEmptyPostgresDatabase,
  createUser,
  type TestUser,
  testConfig,
} from "../../../../test/helpers.js";
import {
  messageWithId,
  openConversation,
  openLive,
  sendThrough,
  writeMessage,
} from "../../../../test/live-support.js";
import { buildApp } from "../../../app.js";
import { type Database, openDatabase } from "../../../db/client.js";
import { STREAMS_PER_ACCOUNT } from "./routes.js";

const pgUrl = process.env.DATABASE_URL;

interface Server {
  app: FastifyInstance;
  url: string;
}

/** Builds the app on `database` and listens on a free loopback port. */
async function serve(database: Database, jwtSecret: string): Promise<Server> {
  const app = await buildApp({ config: testConfig({ jwtSecret }), database, logger: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}` };
}

const jwtSecret = randomBytes(32).toString("hex");
const databases: Database[] = [];
let drop: (() => Promise<void>) | undefined;
let a: Server;
let b: Server;
let renter: TestUser;
let owner: TestUser;
let third: TestUser;
let conversationId: string;

beforeAll(async () => {
  if (pgUrl) {
    // Two servers, each with its own pool and LISTEN connection, on one fresh database.
    const empty = await createEmptyPostgresDatabase(pgUrl);
    drop = empty.drop;
    databases.push(await openDatabase({ url: empty.url }), await openDatabase({ url: empty.url }));
    await databases[0]!.migrate();
  } else {
    databases.push(await openDatabase({}));
    await databases[0]!.migrate();
  }
  a = await serve(databases[0]!, jwtSecret);
  b = databases[1] ? await serve(databases[1], jwtSecret) : a;
  renter = await createUser(a.app, { name: "Riya Renter" });
  owner = await createUser(a.app, { name: "Omar Owner", role: "owner" });
  third = await createUser(a.app, { name: "Tara Third" });
  const car = await createCar(a.app, owner.id);
  conversationId = await openConversation(a.app.db, {
    renterId: renter.id,
    ownerId: owner.id,
    carId: car.id,
  });
});

afterAll(async () => {
  await a?.app.close();
  if (b && b !== a) await b.app.close();
  for (const d of databases) await d.close();
  await drop?.();
});

/** Sends `text` as `from` through `server`'s API. */
const say = (server: Server, from: TestUser, text: string) =>
  sendThrough(server.url, from.token, conversationId, text);

describe("GET /api/messages/stream", () => {
  it("answers a visitor 401, a request not asking for a stream 400 and a bad Last-Event-ID 400", async () => {
    const visitor = await fetch(`${a.url}/api/messages/stream`);
    expect(visitor.status).toBe(401);
    const plain = await fetch(`${a.url}/api/messages/stream`, {
      headers: { authorization: `Bearer ${renter.token}`, accept: "application/json" },
    });
    expect(plain.status).toBe(400);
    expect(await plain.json()).toEqual({ success: false, message: LIVE_MSG.notAStream });
    const bad = await openLive(a.url, renter.token, { lastEventId: "abc" });
    expect(bad.status).toBe(400);
    bad.close();
  });

  it(
    pgUrl
      ? "delivers across servers within a second, both ways"
      : "delivers within a second in one process (PGlite)",
    async () => {
      const onA = await openLive(a.url, renter.token, { compressed: true });
      const onB = await openLive(b.url, owner.token);
      // An event stream, never stored, never compressed (a compressor would hold events back).
      expect(onA.headers.get("content-type")).toBe("text/event-stream");
      expect(onA.headers.get("cache-control")).toBe("private, no-store");
      expect(onA.headers.get("content-encoding")).toBeNull();
      await onA.waitFor((r) => r.event.type === "unread");
      await onB.waitFor((r) => r.event.type === "unread");

      let started = Date.now();
      const toRenter = await say(b, owner, "Yes, the car is free that weekend.");
      const got = await onA.waitFor(messageWithId(toRenter), 1000);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(got).toMatchObject({
        id: String(toRenter),
        event: { message: { senderRole: "owner", text: "Yes, the car is free that weekend." } },
      });

      started = Date.now();
      const toOwner = await say(a, renter, "Great, I will book it.");
      await onB.waitFor(messageWithId(toOwner), 1000);
      expect(Date.now() - started).toBeLessThan(1000);
      // The recipient hears its new unread total; the sender gets their own message too.
      await onA.waitFor(messageWithId(toOwner));
      await onB.waitFor((r) => r.event.type === "unread" && r.event.unreadTotal === 1);
      onA.close();
      onB.close();
    },
  );

  it("gives a client that reconnects exactly the three messages it missed, in order", async () => {
    const first = await openLive(a.url, renter.token);
    const seen = await say(b, owner, "Message before the gap");
    await first.waitFor(messageWithId(seen));
    first.close();

    const missed = [];
    for (const text of ["one", "two", "three"]) missed.push(await say(b, owner, text));
    const again = await openLive(b.url, renter.token, { lastEventId: String(seen) });
    await again.waitFor(messageWithId(missed[2]!));
    const live = await say(a, owner, "after the reconnect");
    await again.waitFor(messageWithId(live));
    expect(again.messageIds()).toEqual([...missed, live]);
    // The resume is by id: the missed ones carry their ids, so a next reconnect goes on from there.
    expect(again.events.filter((r) => r.id).map((r) => Number(r.id))).toEqual([...missed, live]);
    again.close();

    // ?since= does the same when there is no header.
    const bySince = await openLive(a.url, renter.token, { query: `?since=${missed[0]}` });
    await bySince.waitFor(messageWithId(live));
    expect(bySince.messageIds()).toEqual([missed[1], missed[2], live]);
    bySince.close();
  });

  it("never sends a third party the message", async () => {
    const outsider = await openLive(b.url, third.token);
    const party = await openLive(b.url, owner.token);
    await outsider.waitFor((r) => r.event.type === "unread");
    const id = await say(a, renter, "Only for the owner");
    await party.waitFor(messageWithId(id));
    // The owner's stream got it from the same notification: the outsider's would have by now.
    const marker = await writeMessage(a.app.db, {
      conversationId: await openConversation(a.app.db, {
        renterId: third.id,
        ownerId: owner.id,
        carId: (await createCar(a.app, owner.id)).id,
      }),
      senderId: owner.id,
      text: "to the third party",
    });
    await outsider.waitFor(messageWithId(marker));
    expect(outsider.messageIds()).toEqual([marker]);
    outsider.close();
    party.close();
  });

  it("sends a deletion to both parties without moving Last-Event-ID", async () => {
    const renterStream = await openLive(a.url, renter.token);
    const ownerStream = await openLive(b.url, owner.token);
    const id = await say(a, renter, "Oops, wrong car");
    await ownerStream.waitFor(messageWithId(id));
    const deleted = await fetch(
      `${a.url}/api/messages/conversations/${conversationId}/messages/${id}`,
      {
        method: "DELETE",
        headers: renter.auth,
      },
    );
    expect(deleted.status).toBe(200);
    for (const s of [renterStream, ownerStream]) {
      const del = await s.waitFor((r) => r.event.type === "deleted");
      expect(del.id).toBeUndefined();
      expect(del.event).toMatchObject({ message: { id, text: "", deletedAt: expect.any(String) } });
    }
    renterStream.close();
    ownerStream.close();
  });

  it("sends the new unread total to the reader's streams on every server after a read", async () => {
    const onA = await openLive(a.url, owner.token);
    await onA.waitFor((r) => r.event.type === "unread");
    const id = await say(b, renter, "Unread until the owner reads it");
    const before = await onA.waitFor((r) => r.event.type === "unread" && r.event.unreadTotal > 0);
    const read = await fetch(`${b.url}/api/messages/conversations/${conversationId}/read`, {
      method: "POST",
      headers: { ...owner.auth, "content-type": "application/json" },
      body: JSON.stringify({ upTo: id }),
    });
    expect(read.status).toBe(200);
    await onA.waitFor((r) => r.event.type === "unread" && r.event.unreadTotal === 0);
    expect(before.event).toMatchObject({ type: "unread" });
    onA.close();
  });

  it("refuses more than STREAMS_PER_ACCOUNT open streams of one account on a server", async () => {
    const open = [];
    for (let i = 0; i < STREAMS_PER_ACCOUNT; i++) open.push(await openLive(a.url, third.token));
    await Promise.all(open.map((s) => s.waitFor((r) => r.event.type === "unread")));
    const extra = await fetch(`${a.url}/api/messages/stream`, {
      headers: { authorization: `Bearer ${third.token}` },
    });
    expect(extra.status).toBe(429);
    expect(((await extra.json()) as { message: string }).message).toBe(LIVE_MSG.tooManyStreams);
    for (const s of open) s.close();
  });

  it("ends its open streams when the server closes, so clients reconnect elsewhere", async () => {
    const c = await serve(databases[0]!, jwtSecret);
    const s = await openLive(c.url, renter.token);
    await s.waitFor((r) => r.event.type === "unread");
    const closing = c.app.close();
    await s.ended(3000);
    await closing;
  });

  it.runIf(pgUrl)(
    "loses nothing when the LISTEN connection is cut: streams catch up from their cursor",
    async () => {
      const s = await openLive(a.url, renter.token);
      await s.waitFor((r) => r.event.type === "unread");
      // Every server's gaadi_messages listener is cut; they reconnect with backoff.
      const cut = (await a.app.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where query = 'LISTEN "gaadi_messages"' and datname = current_database()`,
      )) as unknown as { rows: unknown[] };
      expect(cut.rows).toHaveLength(2);
      const ids = [];
      for (const text of ["while", "reconnecting"]) ids.push(await say(b, owner, text));
      await s.waitFor(messageWithId(ids[1]!), 5000);
      const after = await say(b, owner, "after");
      await s.waitFor(messageWithId(after), 5000);
      expect(s.messageIds()).toEqual([...ids, after]);
      s.close();
    },
  );
});
