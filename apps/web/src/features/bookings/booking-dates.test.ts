import { addDaysTo } from "@gaadi/shared";
import { describe, expect, it } from "vitest";
import { bookingDatesFrom } from "./booking-dates";

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
