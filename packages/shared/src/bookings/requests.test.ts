import { describe, expect, it } from "vitest";
import { addDaysTo, indiaToday } from "../dates.js";
import { BOOKING_MSG } from "../messages/bookings.js";
import {
  cancelBookingBody,
  changeStatusBody,
  checkAvailabilityBody,
  createBookingBody,
} from "./requests.js";

/** The first issue's message, as the server's error handler would answer it. */
function firstMessage(
  schema: { safeParse(v: unknown): { error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  return schema.safeParse(value).error?.issues[0]?.message;
}

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

  it("reads no clock: the date rules are the caller's (policy.ts bookingRefusal)", () => {
    const body = { car: "x", pickupDate: "1999-01-02", returnDate: "1999-01-01" };
    expect(createBookingBody.parse(body)).toEqual(body);
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
    expect(
      firstMessage(checkAvailabilityBody, { location: "Pune", pickupDate: t, returnDate: "x" }),
    ).toBe("Return date must be a valid date (YYYY-MM-DD)");
    expect(
      checkAvailabilityBody.parse({ location: " Pune ", pickupDate: t, returnDate: t }),
    ).toEqual({ location: "Pune", pickupDate: t, returnDate: t });
  });
});

describe("cancelBookingBody", () => {
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
