import { describe, expect, it } from "vitest";
import {
  bookingStatusLabel,
  cancelRefusal,
  requestTimeLeft,
  transitionRefusal,
} from "./bookings.js";

describe("status labels and refusals", () => {
  it("shows booked as Confirmed and names the current status in refusals", () => {
    expect(bookingStatusLabel("booked")).toBe("Confirmed");
    expect(bookingStatusLabel("on_rent")).toBe("On Rent");
    expect(bookingStatusLabel("cancelled", "renter")).toBe("Cancelled");
    expect(bookingStatusLabel("cancelled", "system")).toBe("Expired");
    expect(transitionRefusal("completed", "on_rent")).toBe(
      "Cannot change a booking that is completed to on rent",
    );
    expect(transitionRefusal("booked", "booked")).toBe("This booking is already confirmed");
    expect(cancelRefusal("on_rent")).toBe("Cannot cancel a booking that is on rent");
    expect(cancelRefusal("cancelled")).toBe("This booking is already cancelled");
  });
});

describe("requestTimeLeft", () => {
  const expiresAt = "2026-12-02T04:30:00.000Z";
  const before = (ms: number) => new Date(Date.parse(expiresAt) - ms);
  const MIN = 60_000;
  it.each([
    [(5 * 60 + 20) * MIN, "Expires in 5 h 20 min"],
    [(5 * 60 + 20) * MIN + 59_999, "Expires in 5 h 20 min"],
    [3 * 60 * MIN, "Expires in 3 h"],
    [45 * MIN, "Expires in 45 min"],
    [MIN, "Expires in 1 min"],
    [MIN - 1, "Expires in less than a minute"],
    [1, "Expires in less than a minute"],
    [0, "Expired"],
    [-MIN, "Expired"],
  ])("%i ms before expiry reads %s", (ms, label) => {
    expect(requestTimeLeft(expiresAt, before(ms))).toBe(label);
  });
});
