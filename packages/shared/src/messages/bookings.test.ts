import { describe, expect, it } from "vitest";
import { bookingStatusLabel, cancelRefusal, transitionRefusal } from "./bookings.js";

describe("status labels and refusals", () => {
  it("shows booked as Confirmed and names the current status in refusals", () => {
    expect(bookingStatusLabel("booked")).toBe("Confirmed");
    expect(bookingStatusLabel("on_rent")).toBe("On Rent");
    expect(transitionRefusal("completed", "on_rent")).toBe(
      "Cannot change a booking that is completed to on rent",
    );
    expect(transitionRefusal("booked", "booked")).toBe("This booking is already confirmed");
    expect(cancelRefusal("on_rent")).toBe("Cannot cancel a booking that is on rent");
    expect(cancelRefusal("cancelled")).toBe("This booking is already cancelled");
  });
});
