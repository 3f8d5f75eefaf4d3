import { describe, expect, it } from "vitest";
import {
  ALLOWED_TRANSITIONS,
  BOOKING_MSG,
  bookingStatusLabel,
  cancelBookingBody,
  cancelRefusal,
  canTransition,
  changeStatusBody,
  checkAvailabilityBody,
  composeCancellationReason,
  createBookingBody,
  sourcesOf,
  transitionRefusal,
  truncateReason,
  validateBookingDates,
} from "./bookings.js";
import { addDaysTo, indiaToday } from "./dates.js";
import { BOOKING_STATUSES } from "./enums.js";

const today = "2026-03-10";

/** The first issue's message, as the server's error handler would answer it. */
function firstMessage(
  schema: { safeParse(v: unknown): { error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  return schema.safeParse(value).error?.issues[0]?.message;
}

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

describe("createBookingBody", () => {
  const t = indiaToday();

  it("keeps the car and dates, cuts ISO date-times to their date and drops any price", () => {
    const parsed = createBookingBody.parse({
      car: " abc ",
      pickupDate: `${addDaysTo(t, 1)}T00:00:00.000Z`,
      returnDate: addDaysTo(t, 2),
      price: 1,
    });
    expect(parsed).toEqual({
      car: "abc",
      pickupDate: addDaysTo(t, 1),
      returnDate: addDaysTo(t, 2),
    });
  });

  it("asks for both dates when one is missing or blank", () => {
    expect(firstMessage(createBookingBody, { car: "x", pickupDate: t })).toBe(
      "Please select pickup and return dates",
    );
    expect(firstMessage(createBookingBody, { car: "x", pickupDate: "", returnDate: t })).toBe(
      "Please select pickup and return dates",
    );
  });

  it("refuses malformed and impossible dates, naming the field", () => {
    for (const bad of ["10-03-2026", "2026-02-30", "2026-03-10junk", "tomorrow"]) {
      expect(firstMessage(createBookingBody, { car: "x", pickupDate: bad, returnDate: t })).toBe(
        "Pickup date must be a valid date (YYYY-MM-DD)",
      );
    }
    expect(firstMessage(createBookingBody, { car: "x", pickupDate: t, returnDate: 20260310 })).toBe(
      "Please select pickup and return dates",
    );
  });

  it("applies the date rules against India's today", () => {
    const body = { car: "x", pickupDate: addDaysTo(t, -1), returnDate: t };
    expect(firstMessage(createBookingBody, body)).toBe(BOOKING_MSG.pickupInPast);
  });

  it("requires a car", () => {
    expect(firstMessage(createBookingBody, { pickupDate: t, returnDate: t })).toBe(
      BOOKING_MSG.carRequired,
    );
  });
});

describe("checkAvailabilityBody", () => {
  it("requires a location and valid dates", () => {
    const t = indiaToday();
    expect(
      firstMessage(checkAvailabilityBody, { location: " ", pickupDate: t, returnDate: t }),
    ).toBe(BOOKING_MSG.locationRequired);
    const reversed = { location: "Pune", pickupDate: addDaysTo(t, 2), returnDate: addDaysTo(t, 1) };
    expect(firstMessage(checkAvailabilityBody, reversed)).toBe(BOOKING_MSG.returnBeforePickup);
    expect(
      checkAvailabilityBody.parse({ location: " Pune ", pickupDate: t, returnDate: t }),
    ).toEqual({ location: "Pune", pickupDate: t, returnDate: t });
  });
});

describe("cancellation reasons", () => {
  it("trims and bounds the renter's reason", () => {
    expect(cancelBookingBody.parse({ bookingId: "b", cancellationReason: "  Late  " })).toEqual({
      bookingId: "b",
      cancellationReason: "Late",
    });
    expect(firstMessage(cancelBookingBody, { bookingId: "b", cancellationReason: "   " })).toBe(
      "Please provide a cancellation reason",
    );
    expect(firstMessage(cancelBookingBody, { bookingId: "b" })).toBe(
      "Please provide a cancellation reason",
    );
    expect(
      firstMessage(cancelBookingBody, { bookingId: "b", cancellationReason: "x".repeat(201) }),
    ).toBe(BOOKING_MSG.reasonTooLong);
    expect(
      cancelBookingBody.safeParse({ bookingId: "b", cancellationReason: "x".repeat(200) }).success,
    ).toBe(true);
  });

  it("composes a listed reason with details after a dash, or the free text for Other", () => {
    expect(composeCancellationReason("Schedule conflict")).toBe("Schedule conflict");
    expect(composeCancellationReason("Schedule conflict", " double shift ")).toBe(
      "Schedule conflict - double shift",
    );
    expect(composeCancellationReason("Other", " my own words ")).toBe("my own words");
  });

  it("cuts the shown reason at 40 characters with an ellipsis", () => {
    expect(truncateReason("short")).toBe("short");
    expect(truncateReason("x".repeat(40))).toBe("x".repeat(40));
    expect(truncateReason("y".repeat(41))).toBe(`${"y".repeat(40)}...`);
  });
});

describe("changeStatusBody", () => {
  it("accepts the owner's four targets and refuses other values", () => {
    for (const status of ["booked", "on_rent", "completed"]) {
      expect(changeStatusBody.safeParse({ bookingId: "b", status }).success).toBe(true);
    }
    for (const status of ["pending", "BOOKED", "", 3]) {
      expect(firstMessage(changeStatusBody, { bookingId: "b", status })).toBe(
        BOOKING_MSG.invalidStatus,
      );
    }
  });

  it("requires a reason to decline", () => {
    expect(firstMessage(changeStatusBody, { bookingId: "b", status: "cancelled" })).toBe(
      "Please provide a cancellation reason",
    );
    const issues = changeStatusBody.safeParse({
      bookingId: "b",
      status: "cancelled",
      cancellationReason: " ",
    }).error?.issues;
    expect(issues).toHaveLength(1);
    expect(
      changeStatusBody.parse({ bookingId: "b", status: "cancelled", cancellationReason: " No " }),
    ).toEqual({ bookingId: "b", status: "cancelled", cancellationReason: "No" });
  });
});

describe("transitions and labels", () => {
  it("allows exactly the four owner transitions", () => {
    const allowed = BOOKING_STATUSES.flatMap((from) =>
      BOOKING_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed).toEqual([
      "pending->booked",
      "pending->cancelled",
      "booked->on_rent",
      "on_rent->completed",
    ]);
    expect(ALLOWED_TRANSITIONS.completed).toEqual([]);
    expect(sourcesOf("cancelled")).toEqual(["pending"]);
    expect(sourcesOf("completed")).toEqual(["on_rent"]);
  });

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
