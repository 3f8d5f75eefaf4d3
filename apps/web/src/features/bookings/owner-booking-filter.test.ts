import type { OwnerBooking } from "@gaadi/shared";
import { describe, expect, it } from "vitest";
import { filterOwnerBookings, ownerBookingFilterOf } from "./owner-booking-filter";

const TODAY = "2026-12-10";

const booking = (
  _id: string,
  status: OwnerBooking["status"],
  pickup: string,
  ret: string,
): OwnerBooking =>
  ({
    _id,
    status,
    pickupDate: `${pickup}T00:00:00.000Z`,
    returnDate: `${ret}T00:00:00.000Z`,
  }) as OwnerBooking;

const list = [
  booking("pending", "pending", "2026-12-20", "2026-12-22"),
  booking("booked-past", "booked", "2026-12-08", "2026-12-12"),
  booking("booked-today", "booked", "2026-12-10", "2026-12-12"),
  booking("booked-later", "booked", "2026-12-11", "2026-12-12"),
  booking("rent-overdue", "on_rent", "2026-12-01", "2026-12-09"),
  booking("rent-today", "on_rent", "2026-12-05", "2026-12-10"),
  booking("rent-later", "on_rent", "2026-12-05", "2026-12-11"),
  booking("done", "completed", "2026-12-01", "2026-12-02"),
  booking("cancelled", "cancelled", "2026-12-01", "2026-12-02"),
];
const ids = (filter: Parameters<typeof filterOwnerBookings>[1]) =>
  filterOwnerBookings(list, filter, TODAY).map((b) => b._id);

describe("ownerBookingFilterOf", () => {
  it("reads status=pending, due=pickup and due=return; anything else is no filter", () => {
    const of = (q: string) => ownerBookingFilterOf(new URLSearchParams(q));
    expect(of("status=pending")).toBe("requests");
    expect(of("due=pickup")).toBe("pickups");
    expect(of("due=return")).toBe("returns");
    expect(of("")).toBeNull();
    expect(of("status=booked")).toBeNull();
    expect(of("due=tomorrow")).toBeNull();
  });
});

describe("filterOwnerBookings", () => {
  it("keeps only pending requests", () => {
    expect(ids("requests")).toEqual(["pending"]);
  });

  it("keeps booked trips whose pickup date is India's today or earlier", () => {
    expect(ids("pickups")).toEqual(["booked-past", "booked-today"]);
  });

  it("keeps trips on rent whose return date is today or earlier", () => {
    expect(ids("returns")).toEqual(["rent-overdue", "rent-today"]);
  });

  it("keeps everything, in order, without a filter", () => {
    expect(ids(null)).toEqual(list.map((b) => b._id));
  });
});
