/**
 * No double booking under concurrency (server-rules.md section 4, decision 004): requests
 * fired together, each its own transaction, against the exclusion constraint; and two
 * owner transitions racing on one booking.
 */

import { HOLDING_STATUSES } from "@gaadi/shared";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, day, ownerCarRenter, seedBooking } from "../../../test/bookings-support.js";
import {
  buildTestApp,
  createCar,
  createUser,
  type TestApp,
  type TestUser,
} from "../../../test/helpers.js";
import { bookings } from "../../db/schema.js";

let t: TestApp;
let owner: TestUser;
let renters: TestUser[];
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app, { role: "owner" });
  renters = await Promise.all(Array.from({ length: 50 }, () => createUser(t.app)));
});
afterAll(() => t.close());

const holding = (carId: string) =>
  t.app.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.carId, carId), inArray(bookings.status, [...HOLDING_STATUSES])));

describe("concurrent creates on one car", () => {
  it("50 renters at once for overlapping dates: exactly one 200, 49 x 409, one held row", async () => {
    const car = await createCar(t.app, owner.id);
    // Every range contains day(12), so any two overlap.
    const results = await Promise.all(
      renters.map((renter, i) =>
        call(t.app, "POST", "/create", renter, {
          car: car.id,
          pickupDate: day(10 + (i % 3)),
          returnDate: day(12 + (i % 4)),
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body).toEqual({
        success: false,
        message: "Car is not available for the selected dates",
      });
    }
    const rows = await holding(car.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(results.find((r) => r.status === 200)!.body.booking._id);
  });

  /** Fires one create per range at once on a fresh car, each by another renter. */
  async function createAllAtOnce(ranges: [number, number][], firstRenter: number) {
    const car = await createCar(t.app, owner.id);
    const results = await Promise.all(
      ranges.map(([from, to], i) =>
        call(t.app, "POST", "/create", renters[firstRenter + i]!, {
          car: car.id,
          pickupDate: day(from),
          returnDate: day(to),
        }),
      ),
    );
    return { statuses: results.map((r) => r.status), held: (await holding(car.id)).length };
  }

  it("ranges sharing only an end day conflict, both ends being inclusive", async () => {
    // [d, d+2] and [d+2, d+4]: day d+2 is in both.
    const later = await createAllAtOnce(
      [
        [5, 7],
        [7, 9],
      ],
      0,
    );
    expect(later.statuses.sort()).toEqual([200, 409]);
    expect(later.held).toBe(1);
    // The same from the other side: [d+2, d+4] against [d-2, d+2].
    const earlier = await createAllAtOnce(
      [
        [7, 9],
        [3, 7],
      ],
      2,
    );
    expect(earlier.statuses.sort()).toEqual([200, 409]);
    expect(earlier.held).toBe(1);
  });

  it("ranges with a day between them all succeed", async () => {
    // [d, d+2], [d+3, d+5] and [d-4, d-1] leave a free day between each two.
    const result = await createAllAtOnce(
      [
        [5, 7],
        [8, 10],
        [1, 4],
      ],
      4,
    );
    expect(result).toEqual({ statuses: [200, 200, 200], held: 3 });
  });

  it("the same dates on different cars do not conflict", async () => {
    const cars = await Promise.all([createCar(t.app, owner.id), createCar(t.app, owner.id)]);
    const results = await Promise.all(
      cars.map((car, i) =>
        call(t.app, "POST", "/create", renters[7 + i]!, {
          car: car.id,
          pickupDate: day(2),
          returnDate: day(4),
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200]);
  });
});

describe("concurrent transitions on one booking", () => {
  /** A new owner's car with one pending booking by a new renter. */
  async function pendingBooking() {
    const { owner: o, renter, car } = await ownerCarRenter(t.app);
    const booking = await seedBooking(t.app, {
      car,
      renterId: renter.id,
      from: day(2),
      to: day(3),
    });
    return { o, renter, booking };
  }

  it("two accepts at once: exactly one succeeds, the other is 409", async () => {
    const { o, booking } = await pendingBooking();
    const accept = () =>
      call(t.app, "POST", "/change-status", o, { bookingId: booking.id, status: "booked" });
    const results = await Promise.all([accept(), accept()]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe(
      "This booking is already confirmed",
    );
  });

  it("accept and decline at once: exactly one applies and the row agrees", async () => {
    const { o, booking } = await pendingBooking();
    const [acceptRes, declineRes] = await Promise.all([
      call(t.app, "POST", "/change-status", o, { bookingId: booking.id, status: "booked" }),
      call(t.app, "POST", "/change-status", o, {
        bookingId: booking.id,
        status: "cancelled",
        cancellationReason: "Schedule conflict",
      }),
    ]);
    expect([acceptRes.status, declineRes.status].sort()).toEqual([200, 409]);
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe(acceptRes.status === 200 ? "booked" : "cancelled");
    expect(row!.confirmedAt === null).toBe(acceptRes.status !== 200);
    expect(row!.cancelledAt === null).toBe(declineRes.status !== 200);
  });

  it("renter cancel and owner accept at once: exactly one applies", async () => {
    const { o, renter, booking } = await pendingBooking();
    const [cancelRes, acceptRes] = await Promise.all([
      call(t.app, "POST", "/cancel", renter, {
        bookingId: booking.id,
        cancellationReason: "Change of plans",
      }),
      call(t.app, "POST", "/change-status", o, { bookingId: booking.id, status: "booked" }),
    ]);
    // A pending booking may be cancelled by its renter before or after the accept.
    expect(cancelRes.status).toBe(200);
    expect([200, 409]).toContain(acceptRes.status);
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe("cancelled");
  });
});
