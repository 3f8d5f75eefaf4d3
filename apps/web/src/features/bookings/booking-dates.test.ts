import { addDaysTo, BOOKING_MSG, DEFAULT_TRIP_RULES, minTripRefusal } from "@gaadi/shared";
import { describe, expect, it } from "vitest";
import { bookingDatesFrom, bookingFormRefusal } from "./booking-dates";

const today = "2026-12-07";
const from = (query: string) => bookingDatesFrom(new URLSearchParams(query), today);

describe("bookingDatesFrom (the car page's dates in its URL)", () => {
  it("keeps a usable pickup and return", () => {
    expect(from("pickupDate=2026-12-07&returnDate=2026-12-09")).toEqual({
      pickupDate: "2026-12-07",
      returnDate: "2026-12-09",
    });
    expect(from("pickupDate=2026-12-10&returnDate=2026-12-10").returnDate).toBe("2026-12-10");
  });

  it("is empty without dates, and keeps a pickup alone", () => {
    expect(from("")).toEqual({ pickupDate: "", returnDate: "" });
    expect(from("pickupDate=2026-12-08")).toEqual({ pickupDate: "2026-12-08", returnDate: "" });
  });

  it("drops a pickup that is past, too far ahead or not a date, and its return with it", () => {
    for (const pickup of ["2026-12-06", addDaysTo(today, 366), "2026-02-30", "tomorrow"]) {
      expect(from(`pickupDate=${pickup}&returnDate=2026-12-09`), pickup).toEqual({
        pickupDate: "",
        returnDate: "",
      });
    }
  });

  it("drops a return before the pickup or over 90 rental days on", () => {
    expect(from("pickupDate=2026-12-09&returnDate=2026-12-08").returnDate).toBe("");
    const day90 = addDaysTo("2026-12-09", 89);
    expect(from(`pickupDate=2026-12-09&returnDate=${day90}`).returnDate).toBe(day90);
    expect(from(`pickupDate=2026-12-09&returnDate=${addDaysTo(day90, 1)}`).returnDate).toBe("");
  });
});

describe("bookingFormRefusal (the form's check before it submits)", () => {
  const car = { ...DEFAULT_TRIP_RULES, owner: "owner-1" };
  const dates = { pickupDate: "2026-12-08", returnDate: "2026-12-10" };
  const held = [{ start: "2026-12-10", end: "2026-12-12" }];

  it("passes free dates of another's public car", () => {
    expect(bookingFormRefusal(car, "renter-1", dates, today, [])).toBeNull();
    expect(bookingFormRefusal(car, "", dates, today, [])).toBeNull();
    // The parsed request body carries the car's id too; only its dates count.
    const body = { car: "car-9", ...dates };
    expect(bookingFormRefusal(car, "renter-1", body, today, [])).toBeNull();
  });

  it("refuses as the server would: own car, past, trip rule, a held day", () => {
    const refused = (...args: Parameters<typeof bookingFormRefusal>) =>
      bookingFormRefusal(...args)?.message;
    expect(refused(car, "owner-1", dates, today, [])).toBe(BOOKING_MSG.ownCar);
    expect(refused(car, "renter-1", { ...dates, pickupDate: "2026-12-06" }, today, [])).toBe(
      BOOKING_MSG.pickupInPast,
    );
    expect(refused({ ...car, minTripDays: 4 }, "renter-1", dates, today, [])).toBe(
      minTripRefusal(4),
    );
    expect(refused(car, "renter-1", dates, today, held)).toBe(BOOKING_MSG.notAvailable);
  });
});
