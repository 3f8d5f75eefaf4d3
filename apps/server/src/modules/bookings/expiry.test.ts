/**
 * Requests expire (issue 27 item 4): the job runner's sweep cancels, as 'system', each pending
 * request whose expiry (the shared requestExpiresAt) has come, tells both sides and mails the
 * renter; a request not yet due is left alone; any change to an expired request answers 409
 * 'This request has expired', before the job has run and after; the owner's answers carry
 * expiresAt; two servers on one database expire each request once; the app's own runner starts
 * on listen. The app's clock is pinned (BuildOptions.now), so the job sees the same instant.
 */
import { BOOKING_MSG, type OwnerBooking, requestExpiresAt } from "@gaadi/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, day, ownerCarRenter, seedBooking } from "../../../test/bookings-support.js";
import {
  buildTestApp,
  createEmptyPostgresDatabase,
  createTestDatabase,
  settle,
  type TestApp,
  testConfig,
} from "../../../test/helpers.js";
import { type MailCatcher, startMailCatcher } from "../../../test/mail-catcher.js";
import { outbox } from "../../../test/mail-support.js";
import { notificationRowsOf } from "../../../test/notifications-support.js";
import { buildApp } from "../../app.js";
import { type Database, openDatabase } from "../../db/client.js";
import { bookings, jobs } from "../../db/schema.js";
import { createJobRunner, enqueueJob } from "../jobs/service.js";
import { expireDueRequests } from "./service.js";

const HOUR = 60 * 60 * 1000;
/** The app's clock: tests move it. */
let clock = new Date();
let t: TestApp;
let smtp: MailCatcher;

beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await buildTestApp({ smtpUrl: smtp.url }, { now: () => clock });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const ago = (ms: number) => new Date(clock.getTime() - ms);

/** A one-day request of `who.car` by `who.renter` on `from`, made at `createdAt`. */
const request = (
  app: FastifyInstance,
  who: Awaited<ReturnType<typeof ownerCarRenter>>,
  from: string,
  createdAt: Date,
) => seedBooking(app, { car: who.car, renterId: who.renter.id, from, to: from, createdAt });
const statusOf = async (app: FastifyInstance, id: string) => {
  const [row] = await app.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
};

describe("the expiry sweep", () => {
  it("cancels a due request as the system, tells both sides, mails the renter, and leaves others", async () => {
    clock = new Date();
    const who = await ownerCarRenter(t.app);
    const { owner, renter } = who;
    const seed = (from: string, createdAt: Date) => request(t.app, who, from, createdAt);
    // Due: exactly 24 h old; a pickup date that has ended in India (yesterday).
    const dayOld = await seed(day(20), ago(24 * HOUR));
    const pickupPast = await seed(day(-1), ago(HOUR));
    // Not due: a minute short of 24 h; picked up today, made an hour ago.
    const almost = await seed(day(30), ago(24 * HOUR - 60_000));
    const today = await seed(day(0), ago(HOUR));

    // The expiry sweep, and the claims sweep (issue 30) and the unread message mail (issue 31),
    // which find nothing here.
    expect(await t.app.jobRunner.runOnce()).toBe(3);

    for (const b of [dayOld, pickupPast]) {
      const row = await statusOf(t.app, b.id);
      expect(row).toMatchObject({
        status: "cancelled",
        cancelledBy: "system",
        cancellationReason: "Request expired: the owner did not respond in time",
        cancelledAt: clock,
        // Refunded in full (issue 27 item 4), stored like any cancellation's refund.
        refundKept: 0,
        refundOwnerEarnings: 0,
        refundDecidedAt: clock,
      });
      expect(row.refundAmount).toBe(row.price + row.deposit);
    }
    for (const b of [almost, today]) {
      expect((await statusOf(t.app, b.id)).status).toBe("pending");
    }

    const told = async (userId: string) =>
      (await notificationRowsOf(t.app, userId)).filter((n) => n.type === "booking_expired");
    const toRenter = await told(renter.id);
    const toOwner = await told(owner.id);
    expect(toRenter.map((n) => n.bookingId).sort()).toEqual([dayOld.id, pickupPast.id].sort());
    expect(toOwner.map((n) => n.bookingId).sort()).toEqual([dayOld.id, pickupPast.id].sort());
    expect(toRenter[0]!.message).toBe(
      "Your booking request for the Maruti Suzuki Swift expired because the owner did not respond in time.",
    );
    expect(toOwner[0]!.message).toBe(
      "A booking request for your Maruti Suzuki Swift expired because you did not respond in time.",
    );

    // The renter is mailed (twice: one per request), the owner not at all.
    const mails = (await outbox(t.app)).filter((m) => m.subject.includes("has expired"));
    expect(mails.map((m) => m.recipient)).toEqual([
      renter.email.toLowerCase(),
      renter.email.toLowerCase(),
    ]);
    await t.app.mailWorker.runOnce();
    const mail = await smtp.waitForMail(renter.email);
    expect(mail).toContain(
      "Subject: Your booking request for the Maruti Suzuki Swift 2023 has expired",
    );
    expect(mail).toContain("http://localhost:3000/my-bookings");
    expect(smtp.countFor(owner.email)).toBe(0);

    // The renter's answer says who cancelled it.
    const mine = await call(t.app, "GET", "/user", renter);
    const answered = mine.body.bookings.find((b: { _id: string }) => b._id === dayOld.id);
    expect(answered).toMatchObject({
      status: "cancelled",
      cancelledBy: "system",
      cancellationReason: BOOKING_MSG.expiredReason,
      refund: { amount: answered.price + answered.deposit, kept: 0 },
    });

    // The sweep is recurring: not due again until a period later, then it finds nothing new.
    expect(await t.app.jobRunner.runOnce()).toBe(0);
    const [sweep] = await t.app.db.select().from(jobs).where(eq(jobs.kind, "expire_requests"));
    expect(sweep).toMatchObject({ attempts: 0, lastError: null, doneAt: null, lockedUntil: null });
  });

  it("expires a request made today for today at the end of the day in India", async () => {
    clock = new Date();
    const who = await ownerCarRenter(t.app);
    const b = await request(t.app, who, day(0), ago(HOUR));
    const end = requestExpiresAt(b.createdAt, day(0));
    await t.app.db.update(jobs).set({ runAt: new Date(0) });
    clock = new Date(end.getTime() - 1);
    await t.app.jobRunner.runOnce();
    expect((await statusOf(t.app, b.id)).status).toBe("pending");
    await t.app.db.update(jobs).set({ runAt: new Date(0) });
    clock = end;
    await t.app.jobRunner.runOnce();
    expect((await statusOf(t.app, b.id)).status).toBe("cancelled");
    clock = new Date();
  });
});

describe("changing an expired request", () => {
  it("answers 409 'This request has expired' to the owner before the job has run and after", async () => {
    clock = new Date();
    const who = await ownerCarRenter(t.app);
    const { owner } = who;
    const expired = await request(t.app, who, day(12), ago(25 * HOUR));
    const fresh = await request(t.app, who, day(15), ago(23 * HOUR));
    for (const body of [
      { bookingId: expired.id, status: "booked" },
      { bookingId: expired.id, status: "cancelled", cancellationReason: "Schedule conflict" },
    ]) {
      expect(await call(t.app, "POST", "/change-status", owner, body)).toEqual({
        status: 409,
        body: { success: false, message: "This request has expired" },
      });
    }
    expect((await statusOf(t.app, expired.id)).status).toBe("pending");
    // Someone else's booking is still 403, an unknown one 404: the expiry reveals nothing.
    const other = await ownerCarRenter(t.app);
    const stranger = await call(t.app, "POST", "/change-status", other.owner, {
      bookingId: expired.id,
      status: "booked",
    });
    expect(stranger.status).toBe(403);

    await t.app.db.update(jobs).set({ runAt: new Date(0) });
    await t.app.jobRunner.runOnce();
    expect((await statusOf(t.app, expired.id)).cancelledBy).toBe("system");
    const after = await call(t.app, "POST", "/change-status", owner, {
      bookingId: expired.id,
      status: "booked",
    });
    expect(after).toEqual({
      status: 409,
      body: { success: false, message: "This request has expired" },
    });

    // A request still in time is accepted.
    const ok = await call(t.app, "POST", "/change-status", owner, {
      bookingId: fresh.id,
      status: "booked",
    });
    expect(ok.status).toBe(200);
  });

  it("answers the renter's cancel of an expired request 409 'This request has expired' too", async () => {
    clock = new Date();
    const who = await ownerCarRenter(t.app);
    const expired = await request(t.app, who, day(12), ago(24 * HOUR));
    const res = await call(t.app, "POST", "/cancel", who.renter, {
      bookingId: expired.id,
      cancellationReason: "Change of plans",
    });
    expect(res).toEqual({
      status: 409,
      body: { success: false, message: BOOKING_MSG.requestExpired },
    });
    expect((await statusOf(t.app, expired.id)).status).toBe("pending");
  });
});

describe("the owner's answers", () => {
  it("carry expiresAt on pending requests only", async () => {
    clock = new Date();
    const who = await ownerCarRenter(t.app);
    const { owner, renter } = who;
    const madeAt = ago(2 * HOUR);
    const pending = await request(t.app, who, day(40), madeAt);
    const booked = await seedBooking(t.app, {
      car: who.car,
      renterId: renter.id,
      from: day(50),
      to: day(51),
      status: "booked",
    });
    const res = await call(t.app, "GET", "/owner", owner);
    const byId = new Map<string, OwnerBooking>(
      res.body.bookings.map((b: OwnerBooking) => [b._id, b]),
    );
    expect(byId.get(pending.id)!.expiresAt).toBe(
      new Date(madeAt.getTime() + 24 * HOUR).toISOString(),
    );
    expect(byId.get(booked.id)!.expiresAt).toBeNull();
  });
});

describe("jobs", () => {
  it("a one-off job runs once; a failure is recorded and retried later", async () => {
    let runs = 0;
    const seen: unknown[] = [];
    const runner = createJobRunner(
      { db: t.app.db, log: t.app.log, now: () => clock },
      {
        pollMs: 60_000,
        retryBaseMs: 1,
        handlers: [
          {
            kind: "test_flaky",
            run: async (_db, payload) => {
              runs += 1;
              seen.push(payload);
              if (runs === 1) throw new Error("first try fails");
            },
          },
        ],
      },
    );
    await enqueueJob(t.app.db, { kind: "test_flaky", key: "flaky-1", payload: { n: 7 } });
    await enqueueJob(t.app.db, { kind: "test_flaky", key: "flaky-1", payload: { n: 8 } });
    expect(await runner.runOnce()).toBe(1);
    const [failed] = await t.app.db.select().from(jobs).where(eq(jobs.key, "flaky-1"));
    expect(failed).toMatchObject({ attempts: 1, lastError: "first try fails", doneAt: null });
    await new Promise((r) => setTimeout(r, 20));
    expect(await runner.runOnce()).toBe(1);
    expect(await runner.runOnce()).toBe(0);
    const [done] = await t.app.db.select().from(jobs).where(eq(jobs.key, "flaky-1"));
    expect(done).toMatchObject({ attempts: 2, lastError: null, lockedUntil: null });
    expect(done!.doneAt).not.toBeNull();
    expect(seen).toEqual([{ n: 7 }, { n: 7 }]);
  });

  it("the app's runner starts when it listens and sweeps every JOBS_POLL_MS", async () => {
    const own = await buildTestApp({ jobsPollMs: 100 });
    try {
      const who = await ownerCarRenter(own.app);
      const b = await request(own.app, who, day(9), new Date(Date.now() - 25 * HOUR));
      await new Promise((r) => setTimeout(r, 300));
      expect((await statusOf(own.app, b.id)).status).toBe("pending");
      await own.app.listen({ port: 0, host: "127.0.0.1" });
      const deadline = Date.now() + 10_000;
      while ((await statusOf(own.app, b.id)).status === "pending") {
        if (Date.now() > deadline) throw new Error("not expired in time");
        await new Promise((r) => setTimeout(r, 50));
      }
      expect((await statusOf(own.app, b.id)).cancelledBy).toBe("system");
    } finally {
      await own.close();
    }
  });
});

describe("two servers on one database", () => {
  let apps: FastifyInstance[] = [];
  let handles: Database[] = [];
  let drop = async () => {};
  beforeAll(async () => {
    const url = process.env.DATABASE_URL;
    if (url) {
      // Two connection pools on one fresh PostgreSQL database, as two servers would have.
      const empty = await createEmptyPostgresDatabase(url);
      drop = empty.drop;
      handles = [await openDatabase({ url: empty.url }), await openDatabase({ url: empty.url })];
      await handles[0]!.migrate();
    } else {
      const one = await createTestDatabase();
      handles = [one, one];
    }
    apps = await Promise.all(
      handles.map((database) => buildApp({ config: testConfig(), database, logger: false })),
    );
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of new Set(handles)) await handle.close();
    await drop();
  });

  it("expire each due request once, with one notice to each side", async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const who = await ownerCarRenter(a);
    const { owner, renter } = who;
    const due = [];
    for (let i = 0; i < 5; i++) {
      due.push(await request(a, who, day(10 + 2 * i), new Date(Date.now() - 30 * HOUR)));
    }
    await settle(b);
    const handled = await Promise.all([a.jobRunner.runOnce(), b.jobRunner.runOnce()]);
    // Three recurring sweep rows (the expiry, the claims sweep of issue 30 and the unread
    // message mail of issue 31): each claimed by exactly one of the servers.
    expect(handled[0]! + handled[1]!).toBe(3);
    // And two sweeps running at once (outside the job's lease) still cancel each request once.
    const more = await request(a, who, day(25), new Date(Date.now() - 30 * HOUR));
    await settle(b);
    const now = new Date();
    const swept = await Promise.all([expireDueRequests(a.db, now), expireDueRequests(b.db, now)]);
    expect(swept[0] + swept[1]).toBe(1);
    for (const booking of [...due, more]) {
      expect((await statusOf(b, booking.id)).cancelledBy).toBe("system");
    }
    for (const user of [owner, renter]) {
      const notes = (await notificationRowsOf(a, user.id)).filter(
        (n) => n.type === "booking_expired",
      );
      expect(notes).toHaveLength(6);
      expect(new Set(notes.map((n) => n.bookingId)).size).toBe(6);
    }
  });
});
