import { describe, expect, it } from "vitest";
import { CAR_DELETE_MSG, carTripsWarning, staleBookingMessage } from "./owner.js";

describe("carTripsWarning", () => {
  it("is empty for a car with no trips", () => {
    expect(carTripsWarning({ pending: 0, confirmed: 0 })).toBe("");
  });
  it("counts requests and trips and says what each needs", () => {
    expect(carTripsWarning({ pending: 1, confirmed: 0 })).toBe(
      "It has 1 pending request. Decline the requests in Manage Bookings first: until then the car cannot be deleted.",
    );
    expect(carTripsWarning({ pending: 0, confirmed: 2 })).toBe(
      "It has 2 confirmed trips. Complete the trips in Manage Bookings first: until then the car cannot be deleted.",
    );
    expect(carTripsWarning({ pending: 2, confirmed: 1 })).toContain(
      "It has 2 pending requests and 1 confirmed trip. Decline the requests and complete the trips",
    );
  });
});

describe("owner texts", () => {
  it("names the status a booking moved to elsewhere", () => {
    expect(staleBookingMessage("booked")).toMatch(
      /^This booking was already confirmed elsewhere\./,
    );
    expect(staleBookingMessage("on_rent")).toMatch(/^This booking was already picked up /);
  });
  it("never tells an owner to cancel a confirmed trip", () => {
    expect(CAR_DELETE_MSG.hasTrips).not.toMatch(/cancel/i);
  });
});
