/**
 * Enqueue (issue 10, build item 5): insertNotifications queues exactly one composed mail for
 * each notification of a mailable type, in the event's transaction, and none for the rest.
 */
import { formatDay, NOTIFICATION_TYPES, type NotificationType } from "@gaadi/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, createUser, type TestApp } from "../../../test/helpers.js";
import { bookedTrip, notify, outbox, TRIP } from "../../../test/mail-support.js";
import { retryDelayMs } from "../../db/leased-rows.js";
import { bookings, mailOutbox, notifications } from "../../db/schema.js";
import { insertNotifications } from "../notifications/repository.js";
import { enqueueMailFor } from "./service.js";
import { MAIL_LINKS } from "./templates.js";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: "https://gaadi.example.in" });
});
afterAll(() => t.close());

const MAILED: Record<string, { to: "owner" | "renter"; subject: RegExp; says: RegExp }> = {
  booking_created: {
    to: "owner",
    subject: /^New booking request for your Maruti Suzuki Swift 2023 \((GD-[2-9A-HJKMNP-Z]{6})\)$/,
    says: /Renter Rani wants to rent your Maruti Suzuki Swift 2023 from 10 Dec 2027 to 12 Dec 2027 \(₹3,75,000\)\./,
  },
  booking_confirmed: {
    to: "renter",
    subject:
      /^Your booking of the Maruti Suzuki Swift 2023 is confirmed \((GD-[2-9A-HJKMNP-Z]{6})\)$/,
    says: /accepted your booking of the Maruti Suzuki Swift 2023 from 10 Dec 2027 to 12 Dec 2027 \(₹3,75,000\)/,
  },
  booking_rejected: {
    to: "renter",
    subject:
      /^Your booking request for the Maruti Suzuki Swift 2023 was declined \((GD-[2-9A-HJKMNP-Z]{6})\)$/,
    says: /declined your booking of the Maruti Suzuki Swift 2023 from 10 Dec 2027 to 12 Dec 2027/,
  },
  booking_expired: {
    to: "renter",
    subject:
      /^Your booking request for the Maruti Suzuki Swift 2023 has expired \((GD-[2-9A-HJKMNP-Z]{6})\)$/,
    says: /The owner did not respond in time to your booking request for the Maruti Suzuki Swift 2023 from 10 Dec 2027 to 12 Dec 2027 \(₹3,75,000\), so it has expired and is cancelled\./,
  },
  car_unavailable: {
    to: "renter",
    subject: /^The Maruti Suzuki Swift 2023 is no longer available \((GD-[2-9A-HJKMNP-Z]{6})\)$/,
    says: /withdrawn the Maruti Suzuki Swift 2023, so your trip from 10 Dec 2027 to 12 Dec 2027 \(₹3,75,000\) cannot go ahead/,
  },
  // The refund mail repeats the notification's message (amount and reference, issue 28).
  refund_processed: {
    to: "renter",
    subject:
      /^Your refund for the Maruti Suzuki Swift 2023 is on its way \((GD-[2-9A-HJKMNP-Z]{6})\)$/,
    says: /refund_processed happened\nBanks usually show it in your account within 5-7 working days\./,
  },
};

describe("mail enqueued with a notification", () => {
  it.each(Object.keys(MAILED))(
    "%s queues one mail to the right person with reference, car, dates, amount and link",
    async (type) => {
      const { owner, renter, booking } = await bookedTrip(t.app);
      const expected = MAILED[type]!;
      const person = expected.to === "owner" ? owner : renter;
      const before = (await outbox(t.app)).length;
      const note = await notify(t.app, type as NotificationType, person.id, booking);
      const rows = (await outbox(t.app)).filter((r) => r.notificationId === note.id);
      expect(rows).toHaveLength(1);
      expect(await outbox(t.app)).toHaveLength(before + 1);
      const mail = rows[0]!;
      expect(mail.recipient).toBe(person.email.toLowerCase());
      expect(mail.subject).toMatch(expected.subject);
      // The booking is named by its reference, in the subject and as the first line.
      const [, ref] = mail.subject.match(expected.subject)!;
      expect(ref).toBe(booking.bookingRef);
      expect(mail.text.split("\n")[2]).toBe(`Booking reference: ${ref}`);
      expect(mail.text).toMatch(expected.says);
      expect(mail.text).toMatch(/^Hello (Owner Om|Renter Rani),/);
      const link = `https://gaadi.example.in${MAIL_LINKS[type as keyof typeof MAIL_LINKS]}`;
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail).toMatchObject({ attempts: 0, sentAt: null, lockedUntil: null, lastError: null });
    },
  );

  it("the links open Manage Bookings for the owner, My Bookings or the car list for the renter", () => {
    expect(MAIL_LINKS).toEqual({
      booking_created: "/owner/manage-bookings",
      booking_confirmed: "/my-bookings",
      booking_rejected: "/my-bookings",
      booking_expired: "/my-bookings",
      car_unavailable: "/cars",
      refund_processed: "/my-bookings",
      licence_approved: "/profile",
      licence_rejected: "/profile",
      account_suspended: "/",
      listing_hidden: "/owner/manage-cars",
      claim_made: "/my-bookings",
      claim_answered: "/owner/manage-bookings",
      claim_decided: "/my-bookings",
      deposit_released: "/my-bookings",
      check_in_recorded: "/my-bookings",
      check_out_recorded: "/my-bookings",
      // Issue 31: the conversation itself, /messages/<id> (unread-mail.test.ts).
      message_received: "/messages",
    });
  });

  // Issue 30: claims and the deposit, mailed with the notice; claim_decided goes to both sides.
  it.each([
    [
      "claim_made",
      "renter",
      /^A claim was made on your trip in the Maruti Suzuki Swift 2023 \(GD-/,
      "/my-bookings",
    ],
    [
      "claim_answered",
      "owner",
      /^The renter answered your claim on the Maruti Suzuki Swift 2023 \(GD-/,
      "/owner/manage-bookings",
    ],
    [
      "claim_decided",
      "renter",
      /^Gaadi decided the claim on the Maruti Suzuki Swift 2023 \(GD-/,
      "/my-bookings",
    ],
    [
      "claim_decided",
      "owner",
      /^Gaadi decided the claim on the Maruti Suzuki Swift 2023 \(GD-/,
      "/owner/manage-bookings",
    ],
    [
      "deposit_released",
      "renter",
      /^Your deposit for the Maruti Suzuki Swift 2023 has been released \(GD-/,
      "/my-bookings",
    ],
  ] as const)("%s to the %s queues one mail with the notice", async (type, to, subject, link) => {
    const { owner, renter, booking } = await bookedTrip(t.app);
    const who = to === "owner" ? owner : renter;
    const [note] = await t.app.db.transaction((tx) =>
      insertNotifications(tx, [
        { userId: who.id, type, title: type, message: `${type} notice.`, bookingId: booking.id },
      ]),
    );
    const rows = (await outbox(t.app)).filter((r) => r.notificationId === note!.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject).toMatch(subject);
    expect(rows[0]!.text).toContain(`${type} notice.`);
    expect(rows[0]!.text).toContain(`https://gaadi.example.in${link}`);
  });

  // Issue 29: an operator's decisions are mailed with the notification's message (its reason).
  it.each([
    ["licence_approved", /^Your driving licence is verified$/],
    ["licence_rejected", /^We could not verify your driving licence$/],
    ["account_suspended", /^Your Gaadi account has been suspended$/],
    ["listing_hidden", /^Your Maruti Suzuki Swift 2023 has been taken off the listing$/],
    // Issue 30: the handover, to the renter.
    ["check_in_recorded", /^Check-in recorded for the Maruti Suzuki Swift 2023$/],
    ["check_out_recorded", /^Check-out recorded for the Maruti Suzuki Swift 2023$/],
  ] as const)("%s queues one mail to its person saying the notice", async (type, subject) => {
    const { renter, car } = await bookedTrip(t.app);
    const [note] = await t.app.db.transaction((tx) =>
      insertNotifications(tx, [
        { userId: renter.id, type, title: type, message: `${type} because of X.`, carId: car.id },
      ]),
    );
    const rows = (await outbox(t.app)).filter((r) => r.notificationId === note!.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.recipient).toBe(renter.email.toLowerCase());
    expect(rows[0]!.subject).toMatch(subject);
    expect(rows[0]!.text).toContain(`${type} because of X.`);
    expect(rows[0]!.text).toContain(`https://gaadi.example.in${MAIL_LINKS[type]}`);
  });

  it("booking_expired is mailed to the renter only, not to the car's owner", async () => {
    const { owner, booking } = await bookedTrip(t.app);
    const before = (await outbox(t.app)).length;
    await notify(t.app, "booking_expired", owner.id, booking);
    expect(await outbox(t.app)).toHaveLength(before);
  });

  it.each(NOTIFICATION_TYPES.filter((type) => !(type in MAILED) && !(type in MAIL_LINKS)))(
    "%s queues no mail",
    async (type) => {
      const { renter, booking } = await bookedTrip(t.app);
      const before = (await outbox(t.app)).length;
      await notify(t.app, type, renter.id, booking);
      expect(await outbox(t.app)).toHaveLength(before);
    },
  );

  it("several notifications in one call queue one mail per mailable one", async () => {
    const { owner, renter, booking } = await bookedTrip(t.app);
    const before = (await outbox(t.app)).length;
    const base = { title: "t", message: "m", bookingId: booking.id, carId: booking.carId };
    await t.app.db.transaction((tx) =>
      insertNotifications(tx, [
        { ...base, userId: owner.id, type: "booking_created" },
        { ...base, userId: renter.id, type: "booking_on_rent" },
        { ...base, userId: renter.id, type: "car_unavailable" },
      ]),
    );
    const added = (await outbox(t.app)).slice(before);
    expect(added.map((r) => r.recipient).sort()).toEqual(
      [owner.email, renter.email].map((e) => e.toLowerCase()).sort(),
    );
  });

  it("car_unavailable naming only the car (no booking) still names the car and links the car list", async () => {
    const { renter, car } = await bookedTrip(t.app);
    const [note] = await t.app.db.transaction((tx) =>
      insertNotifications(tx, [
        { userId: renter.id, type: "car_unavailable", title: "t", message: "m", carId: car.id },
      ]),
    );
    const mail = (await outbox(t.app)).find((r) => r.notificationId === note!.id)!;
    expect(mail.subject).toBe("The Maruti Suzuki Swift 2023 is no longer available");
    expect(mail.text).toContain(
      "The owner has withdrawn the Maruti Suzuki Swift 2023, so your booking of it cannot go ahead.",
    );
    expect(mail.text).toContain("https://gaadi.example.in/cars");
  });

  it("an event that fails after its notification leaves no mail behind", async () => {
    const { owner, booking } = await bookedTrip(t.app);
    const before = (await outbox(t.app)).length;
    await expect(
      t.app.db.transaction(async (tx) => {
        await insertNotifications(tx, [
          {
            userId: owner.id,
            type: "booking_created",
            title: "t",
            message: "m",
            bookingId: booking.id,
            carId: booking.carId,
          },
        ]);
        throw new Error("the event failed");
      }),
    ).rejects.toThrow("the event failed");
    expect(await outbox(t.app)).toHaveLength(before);
  });

  it("a mail that cannot be queued does not fail the event or its notification", async () => {
    const { owner, booking } = await bookedTrip(t.app);
    const note = await t.app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(notifications)
        .values({
          userId: owner.id,
          type: "booking_created",
          title: "t",
          message: "m",
          bookingId: booking.id,
        })
        .returning();
      // A mail already queued for it makes the enqueue's insert break the unique index.
      await tx.insert(mailOutbox).values({
        notificationId: row!.id,
        recipient: owner.email,
        subject: "earlier",
        text: "earlier",
        html: "earlier",
      });
      await enqueueMailFor(tx, [row!]);
      await tx.update(bookings).set({ status: "booked" }).where(eq(bookings.id, booking.id));
      return row!;
    });
    const mails = (await outbox(t.app)).filter((r) => r.notificationId === note.id);
    expect(mails.map((m) => m.subject)).toEqual(["earlier"]);
    const [after] = await t.app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after!.status).toBe("booked");
  });

  it("names are escaped in the HTML part", async () => {
    const owner = await createUser(t.app, { role: "owner", name: "<b>Om</b> & Co" });
    const { booking } = await bookedTrip(t.app);
    const note = await notify(t.app, "booking_created", owner.id, booking);
    const mail = (await outbox(t.app)).find((r) => r.notificationId === note.id)!;
    expect(mail.html).toContain("Hello &#60;b&#62;Om&#60;/b&#62; &#38; Co,");
    expect(mail.text).toContain("Hello <b>Om</b> & Co,");
  });
});

describe("formats", () => {
  it("days read '10 Dec 2026', whatever the server's time zone", () => {
    expect(formatDay("2026-12-10")).toBe("10 Dec 2026");
    expect(formatDay("2027-01-01")).toBe("1 Jan 2027");
    expect(TRIP.amount).toBe("₹3,75,000");
  });

  it("retries wait 30 s, doubling, capped", () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000, 3_600_000))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(20, 30_000, 3_600_000)).toBe(3_600_000);
  });
});
