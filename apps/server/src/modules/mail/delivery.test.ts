/**
 * Delivery (issue 10, build item 5; decision 009): queued mail reaches a real SMTP receiver
 * after the event commits, once; a receiver that is down delays the mail, never the event,
 * and the mail arrives once it is back; two workers claiming at the same time send each mail
 * once (real concurrency on PostgreSQL, serial on PGlite's single connection).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/helpers.js";
import { type MailCatcher, startMailCatcher } from "../../../test/mail-catcher.js";
import { bookedTrip, notify, outbox, TRIP } from "../../../test/mail-support.js";
import { bookings } from "../../db/schema.js";
import { insertNotifications } from "../notifications/repository.js";
import { createMailWorker, type MailWorkerOptions } from "./service.js";

let t: TestApp;
let smtp: MailCatcher;
beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await buildTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const worker = (opts: Partial<MailWorkerOptions> = {}) =>
  createMailWorker({ db: t.app.db, mailer: t.app.mailer, log: t.app.log }, { pollMs: 50, ...opts });

/** Runs `fn` until it answers true or `ms` pass. */
async function eventually(fn: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await fn())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 50));
  }
}

const rowOf = async (notificationId: string) =>
  (await outbox(t.app)).find((r) => r.notificationId === notificationId)!;

describe("mail delivery", () => {
  it("a new request reaches the owner with the car, dates, amount and link, once", async () => {
    const { owner, booking } = await bookedTrip(t.app);
    const note = await notify(t.app, "booking_created", owner.id, booking);
    const w = worker();
    expect(await w.runOnce()).toBeGreaterThanOrEqual(1);
    const mail = await smtp.waitForMail(owner.email);
    expect(mail).toContain("Subject: New booking request for your Maruti Suzuki Swift 2023");
    expect(mail).toContain("from 10 Dec 2027 to 12 Dec 2027 (₹3,75,000)");
    expect(mail).toContain("http://localhost:3000/owner/manage-bookings");
    expect(await rowOf(note.id)).toMatchObject({ attempts: 1, lastError: null, lockedUntil: null });
    expect((await rowOf(note.id)).sentAt).not.toBeNull();
    expect(await w.runOnce()).toBe(0);
    expect(smtp.countFor(owner.email)).toBe(1);
  });

  it("an accepted booking's mail reaches the renter", async () => {
    const { renter, booking } = await bookedTrip(t.app);
    // The event: the booking is confirmed and notified in one transaction.
    await t.app.db.transaction(async (tx) => {
      await tx.update(bookings).set({ status: "booked" }).where(eq(bookings.id, booking.id));
      await insertNotifications(tx, [
        {
          userId: renter.id,
          type: "booking_confirmed",
          title: "t",
          message: "m",
          bookingId: booking.id,
          carId: booking.carId,
        },
      ]);
    });
    await worker().runOnce();
    const mail = await smtp.waitForMail(renter.email);
    expect(mail).toContain("Maruti Suzuki Swift 2023 is confirmed");
    expect(mail).toContain(`from 10 Dec 2027 to 12 Dec 2027 (${TRIP.amount})`);
    expect(mail).toContain("http://localhost:3000/my-bookings");
    expect(smtp.countFor(renter.email)).toBe(1);
  });

  it("a receiver that is down delays the mail, not the event; it arrives once when back", async () => {
    const { owner, booking } = await bookedTrip(t.app);
    const port = smtp.port;
    await smtp.close();
    const w = worker({ retryBaseMs: 200, retryCapMs: 400 });
    w.start();
    try {
      const note = await notify(t.app, "booking_created", owner.id, booking);
      await eventually(async () => (await rowOf(note.id)).lastError !== null);
      const failed = await rowOf(note.id);
      expect(failed.sentAt).toBeNull();
      expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(failed.createdAt.getTime());

      smtp = await startMailCatcher({ port });
      const mail = await smtp.waitForMail(owner.email);
      expect(mail).toContain("from 10 Dec 2027 to 12 Dec 2027");
      await eventually(async () => (await rowOf(note.id)).sentAt !== null);
      expect((await rowOf(note.id)).attempts).toBeGreaterThanOrEqual(2);
      await new Promise((r) => setTimeout(r, 500));
      expect(smtp.countFor(owner.email)).toBe(1);
    } finally {
      await w.stop();
    }
  });

  it("two workers claiming at the same time send each mail once", async () => {
    const trips = await Promise.all(Array.from({ length: 6 }, () => bookedTrip(t.app)));
    const notes = [];
    for (const { owner, renter, booking } of trips) {
      notes.push(await notify(t.app, "booking_created", owner.id, booking));
      notes.push(await notify(t.app, "booking_rejected", renter.id, booking));
    }
    const [a, b] = [worker({ batchSize: 2 }), worker({ batchSize: 2 })];
    const drain = async (w: ReturnType<typeof worker>) => {
      while ((await w.runOnce()) > 0);
    };
    await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
    for (const { owner, renter } of trips) {
      await smtp.waitForMail(owner.email);
      await smtp.waitForMail(renter.email);
    }
    await new Promise((r) => setTimeout(r, 300));
    for (const { owner, renter } of trips) {
      expect(smtp.countFor(owner.email)).toBe(1);
      expect(smtp.countFor(renter.email)).toBe(1);
    }
    const ids = new Set(notes.map((n) => n.id));
    const rows = (await outbox(t.app)).filter((r) => ids.has(r.notificationId));
    expect(rows).toHaveLength(12);
    expect(rows.every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
  });

  it("a mail that keeps failing is given up after the last attempt, with its error kept", async () => {
    const broken = createMailWorker(
      {
        db: t.app.db,
        mailer: { send: () => Promise.reject(new Error("550 mailbox unavailable")), close() {} },
        log: t.app.log,
      },
      { pollMs: 50, retryBaseMs: 1, retryCapMs: 1, maxAttempts: 2 },
    );
    const { owner, booking } = await bookedTrip(t.app);
    const note = await notify(t.app, "booking_created", owner.id, booking);
    await eventually(async () => {
      await broken.runOnce();
      return (await rowOf(note.id)).attempts === 2;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(await broken.runOnce()).toBe(0);
    expect(await rowOf(note.id)).toMatchObject({
      attempts: 2,
      sentAt: null,
      lastError: "550 mailbox unavailable",
    });
  });
});

describe("the app's own worker", () => {
  it("sends nothing before the app listens, then sends queued mail", async () => {
    const own = await buildTestApp({ smtpUrl: smtp.url, mailPollMs: 100 });
    try {
      const { owner, booking } = await bookedTrip(own.app);
      await notify(own.app, "booking_created", owner.id, booking);
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp.countFor(owner.email)).toBe(0);
      await own.app.listen({ port: 0, host: "127.0.0.1" });
      const mail = await smtp.waitForMail(owner.email);
      expect(mail).toContain("New booking request");
    } finally {
      await own.close();
    }
  });
});
