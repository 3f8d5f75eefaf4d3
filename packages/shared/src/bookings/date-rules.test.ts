import { describe, expect, it } from "vitest";
import { addDaysTo } from "../dates.js";
import { BOOKING_MSG } from "../messages/bookings.js";
import { validateBookingDates } from "./date-rules.js";

const today = "2026-03-10";

describe("validateBookingDates", () => {
  it("accepts a same-day rental today and the limits themselves", () => {
    expect(validateBookingDates(today, today, today)).toBeNull();
    expect(validateBookingDates(addDaysTo(today, 365), addDaysTo(today, 365), today)).toBeNull();
    expect(validateBookingDates(today, addDaysTo(today, 89), today)).toBeNull();
  });

  it("names each broken rule", () => {
    expect(validateBookingDates("2026-03-09", today, today)).toBe(BOOKING_MSG.pickupInPast);
    expect(validateBookingDates(addDaysTo(today, 366), addDaysTo(today, 367), today)).toBe(
      BOOKING_MSG.tooFarAhead,
    );
    expect(validateBookingDates("2026-03-12", "2026-03-11", today)).toBe(
      BOOKING_MSG.returnBeforePickup,
    );
    expect(validateBookingDates(today, addDaysTo(today, 90), today)).toBe(BOOKING_MSG.tooLong);
  });
});
