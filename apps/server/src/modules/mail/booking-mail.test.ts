/**
 * Booking events e-mail through the outbox (needs the events' notifications): a new booking
 * mails the owner, accepting it mails the renter, and an SMTP receiver that is down delays
 * the mail but never the booking; once back, the mail arrives once. Every mail names the
 * booking by its reference; the renter's confirmation carries the receipt of the stored quote
 * (lines, total, GST apart, deposit, policy with its free-cancellation instant, PLATFORM_GSTIN)
 * and links its printable page (issue 27 items 2 and 5).
 */
import { formatDay } from "@gaadi/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, day, ownerCarRenter } from "../../../test/bookings-support.js";
import { buildTestApp, type TestApp } from "../../../test/helpers.js";
import { type MailCatcher, startMailCatcher } from "../../../test/mail-catcher.js";
import { outbox } from "../../../test/mail-support.js";
import { mailOutbox } from "../../db/schema.js";

let t: TestApp;
let smtp: MailCatcher;
beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await buildTestApp({ smtpUrl: smtp.url, platformGstin: "27AAPFU0939F1ZV" });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe("booking e-mail", () => {
  it("a new booking mails the owner; accepting it mails the renter", async () => {
    const { owner, renter, car } = await ownerCarRenter(t.app);
    const created = await call(t.app, "POST", "/create", renter, {
      car: car.id,
      pickupDate: day(5),
      returnDate: day(6),
    });
    expect(created.status).toBe(200);
    await t.app.mailWorker.runOnce();
    const ownerMail = await smtp.waitForMail(owner.email);
    expect(ownerMail).toContain("Maruti Suzuki Swift 2023");
    // The stored price: rent 2 x ₹1,800, trip fee ₹360, GST ₹65.
    expect(ownerMail).toContain(`from ${formatDay(day(5))} to ${formatDay(day(6))} (₹4,025)`);
    const id = created.body.booking._id;
    const accepted = await call(t.app, "POST", "/change-status", owner, {
      bookingId: id,
      status: "booked",
    });
    expect(accepted.status).toBe(200);
    await t.app.mailWorker.runOnce();
    const renterMail = await smtp.waitForMail(renter.email);
    const ref = created.body.booking.bookingRef;
    expect(ownerMail).toContain(`Booking reference: ${ref}`);
    const subjects = (await outbox(t.app)).map((m) => m.subject);
    expect(subjects).toContain(
      `Your booking of the Maruti Suzuki Swift 2023 is confirmed (${ref})`,
    );
    expect(renterMail).toContain(`Booking reference: ${ref}`);
    expect(renterMail).toContain("http://localhost:3000/my-bookings");
    // The receipt, from the stored quote (flexible policy: free until 24 h before 00:00 IST).
    for (const line of [
      "Rent: 2 days × ₹1,800: ₹3,600",
      "Trip fee: ₹360",
      "GST on the trip fee: ₹65",
      "Total: ₹4,025",
      "GST included in the total (18% of the trip fee): ₹65",
      "Refundable security deposit (not part of the total): ₹0",
      `Cancellation policy: Flexible. Free cancellation until ${formatDay(day(4))}, 12:00 am (India time).`,
      "GSTIN 27AAPFU0939F1ZV.",
      `See and print the receipt: http://localhost:3000/my-bookings/${id}/receipt`,
    ]) {
      expect(renterMail).toContain(line);
    }
    expect(ownerMail).not.toContain("Total: ");
    expect([smtp.countFor(owner.email), smtp.countFor(renter.email)]).toEqual([1, 1]);
  });

  it("the receiver being down delays the mail, not the booking; it arrives once when back", async () => {
    const { owner, renter, car } = await ownerCarRenter(t.app);
    const port = smtp.port;
    await smtp.close();
    const created = await call(t.app, "POST", "/create", renter, {
      car: car.id,
      pickupDate: day(8),
      returnDate: day(9),
    });
    expect(created.status).toBe(200);
    await t.app.mailWorker.runOnce();
    const queued = (await outbox(t.app)).find((r) => r.recipient === owner.email.toLowerCase())!;
    expect(queued.sentAt).toBeNull();
    expect(queued.lastError).not.toBeNull();
    smtp = await startMailCatcher({ port });
    // Due again after the backoff; here we make it due now instead of waiting 30 s.
    await t.app.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.id, queued.id));
    await t.app.mailWorker.runOnce();
    await smtp.waitForMail(owner.email);
    await t.app.mailWorker.runOnce();
    expect(smtp.countFor(owner.email)).toBe(1);
  });
});
