/**
 * POST /api/bookings/change-status (owner) and POST /api/bookings/cancel (renter): every
 * transition allowed and refused, who may, and what each stamps.
 */
import { randomUUID } from "node:crypto";
import {
  BOOKING_STATUSES,
  canTransition,
  OWNER_TARGET_STATUSES,
  transitionRefusal,
} from "@gaadi/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, day, ownerCarRenter, seedBooking } from "../../../test/bookings-support.js";
import { buildTestApp, createUser, type TestApp, type TestUser } from "../../../test/helpers.js";
import { bookings } from "../../db/schema.js";

let t: TestApp;
let setup: Awaited<ReturnType<typeof ownerCarRenter>>;
let otherOwner: TestUser;
let offset = 0;
beforeAll(async () => {
  t = await buildTestApp();
  setup = await ownerCarRenter(t.app);
  otherOwner = await createUser(t.app, { role: "owner" });
});
afterAll(() => t.close());

/** A booking of the setup car in `status`, on dates no other test uses. */
function booking(status: (typeof BOOKING_STATUSES)[number] = "pending") {
  offset += 2;
  return seedBooking(t.app, {
    car: setup.car,
    renterId: setup.renter.id,
    from: day(offset),
    to: day(offset),
    status,
  });
}
const rowOf = async (id: string) =>
  (await t.app.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const change = (payload: object, user: TestUser | null = setup.owner) =>
  call(t.app, "POST", "/change-status", user, payload);
const cancel = (payload: object, user: TestUser | null = setup.renter) =>
  call(t.app, "POST", "/cancel", user, payload);

/** The answer was the cancel success and the row is cancelled by `by` with `reason`. */
async function expectCancelled(
  res: Awaited<ReturnType<typeof call>>,
  id: string,
  by: "renter" | "owner",
  reason: string,
) {
  expect(res).toMatchObject({
    status: 200,
    body: { success: true, message: "Booking cancelled successfully" },
  });
  expect(await rowOf(id)).toMatchObject({
    status: "cancelled",
    cancelledBy: by,
    cancellationReason: reason,
    cancelledAt: expect.any(Date),
  });
}

describe("POST /api/bookings/change-status", () => {
  it("applies each allowed transition and stamps its time", async () => {
    const cases = [
      ["pending", "booked", "confirmedAt", "Booking confirmed successfully"],
      // booked -> on_rent is the check-in's now (issue 30, modules/handover); on_rent ->
      // completed here only for a trip picked up without one.
      ["on_rent", "completed", "completedAt", "Booking marked as completed"],
    ] as const;
    for (const [from, to, stamp, message] of cases) {
      const b = await booking(from);
      const res = await change({ bookingId: b.id, status: to });
      expect(res).toMatchObject({
        status: 200,
        body: { success: true, message, booking: { _id: b.id, status: to } },
      });
      const row = await rowOf(b.id);
      expect(row.status).toBe(to);
      expect(row[stamp]).toBeInstanceOf(Date);
      expect(row.updatedAt.getTime()).toBeGreaterThan(row.createdAt.getTime());
    }
  });

  it("declines a pending booking with a trimmed reason, cancelled by the owner", async () => {
    const b = await booking("pending");
    const res = await change({
      bookingId: b.id,
      status: "cancelled",
      cancellationReason: "  Car maintenance required - brakes  ",
    });
    await expectCancelled(res, b.id, "owner", "Car maintenance required - brakes");
  });

  it("refuses every other transition with 409 naming the current status", async () => {
    let refused = 0;
    for (const from of BOOKING_STATUSES) {
      for (const to of OWNER_TARGET_STATUSES) {
        if (canTransition(from, to)) continue;
        const b = await booking(from);
        const res = await change({
          bookingId: b.id,
          status: to,
          cancellationReason: "Schedule conflict",
        });
        expect(res, `${from} -> ${to}`).toEqual({
          status: 409,
          body: { success: false, message: transitionRefusal(from, to) },
        });
        expect((await rowOf(b.id)).status).toBe(from);
        refused++;
      }
    }
    expect(refused).toBe(16);
    const b = await booking("completed");
    const res = await change({ bookingId: b.id, status: "on_rent" });
    expect(res.body.message).toBe("Cannot change a booking that is completed to on rent");
  });

  it("requires a reason to decline and a known status (400)", async () => {
    const b = await booking("pending");
    for (const [payload, message] of [
      [{ status: "cancelled" }, "Please provide a cancellation reason"],
      [{ status: "cancelled", cancellationReason: "   " }, "Please provide a cancellation reason"],
      [
        { status: "cancelled", cancellationReason: "x".repeat(201) },
        "Cancellation reason must be at most 200 characters",
      ],
      [{ status: "pending" }, "Status must be one of: booked, on_rent, completed, cancelled"],
      [{ status: "approved" }, "Status must be one of: booked, on_rent, completed, cancelled"],
      [{}, "Status must be one of: booked, on_rent, completed, cancelled"],
    ] as const) {
      const res = await change({ bookingId: b.id, ...payload });
      expect(res).toEqual({ status: 400, body: { success: false, message } });
    }
    expect((await rowOf(b.id)).status).toBe("pending");
    expect((await change({ status: "booked" })).status).toBe(400);
  });

  it("answers 403 for a booking of another owner's car and 404 for unknown ids", async () => {
    const b = await booking("pending");
    const res = await change({ bookingId: b.id, status: "booked" }, otherOwner);
    expect(res).toEqual({
      status: 403,
      body: { success: false, message: "You can only manage bookings of your own cars" },
    });
    expect((await rowOf(b.id)).status).toBe("pending");
    for (const id of [randomUUID(), "nope", "00000000-0000-0000-0000-00000000000g"]) {
      const missing = await change({ bookingId: id, status: "booked" });
      expect(missing).toEqual({
        status: 404,
        body: { success: false, message: "Booking not found" },
      });
    }
  });

  it("answers 401 without a token and 403 for a signed-in non-owner, even the renter", async () => {
    const b = await booking("pending");
    expect((await change({ bookingId: b.id, status: "booked" }, null)).status).toBe(401);
    const res = await change({ bookingId: b.id, status: "booked" }, setup.renter);
    expect(res).toEqual({
      status: 403,
      body: { success: false, message: "Owner access required for this page" },
    });
  });
});

describe("POST /api/bookings/cancel", () => {
  it("cancels the renter's pending or booked booking with a trimmed reason", async () => {
    for (const from of ["pending", "booked"] as const) {
      const b = await booking(from);
      const res = await cancel({
        bookingId: b.id,
        cancellationReason: "  Change of plans - sick  ",
      });
      await expectCancelled(res, b.id, "renter", "Change of plans - sick");
    }
  });

  it("refuses on_rent, completed and cancelled bookings with 409 naming the status", async () => {
    for (const [from, message] of [
      ["on_rent", "Cannot cancel a booking that is on rent"],
      ["completed", "Cannot cancel a booking that is completed"],
      ["cancelled", "This booking is already cancelled"],
    ] as const) {
      const b = await booking(from);
      const res = await cancel({ bookingId: b.id, cancellationReason: "Emergency situation" });
      expect(res).toEqual({ status: 409, body: { success: false, message } });
      expect((await rowOf(b.id)).status).toBe(from);
    }
  });

  it("refuses another renter's booking (403), even the car's owner, and unknown ids (404)", async () => {
    const b = await booking("pending");
    const stranger = await createUser(t.app);
    for (const user of [stranger, setup.owner]) {
      const res = await cancel({ bookingId: b.id, cancellationReason: "Change of plans" }, user);
      expect(res).toEqual({
        status: 403,
        body: { success: false, message: "You can only cancel your own bookings" },
      });
    }
    expect((await rowOf(b.id)).status).toBe("pending");
    for (const id of [randomUUID(), "12345"]) {
      const res = await cancel({ bookingId: id, cancellationReason: "Change of plans" });
      expect(res).toEqual({ status: 404, body: { success: false, message: "Booking not found" } });
    }
  });

  it("requires a reason of 1 to 200 characters (400) and a token (401)", async () => {
    const b = await booking("pending");
    for (const [reason, message] of [
      [undefined, "Please provide a cancellation reason"],
      ["   ", "Please provide a cancellation reason"],
      ["x".repeat(201), "Cancellation reason must be at most 200 characters"],
    ] as const) {
      const res = await cancel({ bookingId: b.id, cancellationReason: reason });
      expect(res).toEqual({ status: 400, body: { success: false, message } });
    }
    expect((await cancel({ cancellationReason: "Other" })).body.message).toBe(
      "bookingId is required",
    );
    expect((await cancel({ bookingId: b.id, cancellationReason: "Other" }, null)).status).toBe(401);
    const ok = await cancel({ bookingId: b.id, cancellationReason: "y".repeat(200) });
    expect(ok.status).toBe(200);
  });
});
