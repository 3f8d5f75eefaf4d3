import type { Booking } from "@gaadi/shared";
import { describe, expect, it } from "vitest";
import { timelineSteps, wasConfirmed } from "./timeline";

const base: Booking = {
  _id: "b1",
  car: {
    _id: "c1",
    brand: "Hyundai",
    model: "Creta",
    image: "",
    imageCard: "",
    year: 2024,
    category: "SUV",
    location: "Pune",
  },
  owner: "o1",
  pickupDate: "2026-12-07T00:00:00.000Z",
  returnDate: "2026-12-09T00:00:00.000Z",
  price: 9000,
  pricePerDay: 3000,
  days: 3,
  status: "pending",
  cancellationReason: null,
  cancelledBy: null,
  createdAt: "2026-11-22T05:00:00.000Z",
  updatedAt: "2026-11-22T05:00:00.000Z",
  confirmedAt: null,
  pickedUpAt: null,
  completedAt: null,
  cancelledAt: null,
} as Booking;

const keys = (b: Partial<Booking>, who: "customer" | "owner" = "customer") =>
  timelineSteps({ ...base, ...b } as Booking, who).map((s) => s.key);

describe("timelineSteps (customer document section 4)", () => {
  it("grows with the status", () => {
    expect(keys({ status: "pending" })).toEqual(["requested", "pending"]);
    expect(keys({ status: "booked" })).toEqual(["requested", "confirmed", "ready"]);
    expect(keys({ status: "on_rent" })).toEqual(["requested", "confirmed", "pickedUp", "onRent"]);
    expect(keys({ status: "completed" })).toEqual([
      "requested",
      "confirmed",
      "pickedUp",
      "returned",
      "completed",
    ]);
  });

  it("shows confirmed in a cancelled booking only if it had been confirmed", () => {
    expect(keys({ status: "cancelled" })).toEqual(["requested", "cancelled"]);
    expect(keys({ status: "cancelled", confirmedAt: "2026-11-22T06:00:00.000Z" })).toEqual([
      "requested",
      "confirmed",
      "cancelled",
    ]);
  });

  it("falls back to updatedAt differing from createdAt when confirmedAt is absent", () => {
    const { confirmedAt: _omit, ...noConfirmed } = base;
    expect(wasConfirmed({ ...noConfirmed, confirmedAt: undefined as never })).toBe(false);
    expect(
      wasConfirmed({
        ...noConfirmed,
        confirmedAt: undefined as never,
        updatedAt: "2026-11-23T00:00:00.000Z",
      }),
    ).toBe(true);
  });

  it("words the steps for the renter or the owner", () => {
    const customer = timelineSteps(base, "customer")[0]!.detail;
    const owner = timelineSteps({ ...base, user: { _id: "u", name: "Asha" } } as never, "owner")[0]!
      .detail;
    expect(customer).toBe("You requested this booking");
    expect(owner).toBe("Booking requested by Asha");
  });

  it("marks the last step current, or cancelled", () => {
    expect(timelineSteps({ ...base, status: "booked" }, "customer").at(-1)!.state).toBe("current");
    expect(timelineSteps({ ...base, status: "cancelled" }, "customer").at(-1)!.state).toBe(
      "cancelled",
    );
  });

  it("ends an expired request with 'Request Expired', worded for each side", () => {
    const expired = { ...base, status: "cancelled", cancelledBy: "system" } as Booking;
    const end = (who: "customer" | "owner") => timelineSteps(expired, who).at(-1)!;
    expect(end("customer")).toMatchObject({
      title: "Request Expired",
      detail: "The request expired: the owner did not respond in time",
      state: "cancelled",
    });
    expect(end("owner").detail).toBe("The request expired: you did not respond in time");
  });
});
