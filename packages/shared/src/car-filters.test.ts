import { describe, expect, it } from "vitest";
import { carFiltersSchema, isListingQuery, searchDatesRefusal } from "./car-filters.js";
import { BOOKING_MSG } from "./messages/bookings.js";

describe("carFiltersSchema", () => {
  it("treats blank parameters as absent and coerces numbers", () => {
    const f = carFiltersSchema.parse({ search: " ", minPrice: "", maxPrice: "2000", page: "2" });
    expect(f).toEqual({ maxPrice: 2000, page: 2 });
    expect(isListingQuery(carFiltersSchema.parse({}))).toBe(false);
    expect(isListingQuery(f)).toBe(true);
  });

  it("spells listed values as listed, and 'other' as 'Other'", () => {
    const f = carFiltersSchema.parse({ category: "suv", fuelType: "petrol", state: "other" });
    expect(f).toMatchObject({ category: "SUV", fuelType: "Petrol", state: "Other" });
    expect(carFiltersSchema.parse({ state: "kerala" }).state).toBe("Kerala");
  });

  it.each([
    [{ minPrice: "-1" }, "minPrice must be a whole number of rupees, 0 or more"],
    [{ maxPrice: "abc" }, "maxPrice must be a whole number of rupees, 0 or more"],
    [{ seatingCapacity: "51" }, "seatingCapacity must be a whole number from 1 to 50"],
    [{ page: "0" }, "page must be a whole number, 1 or more"],
    [{ limit: "101" }, "limit must be a whole number from 1 to 100"],
  ])("refuses %o", (input, message) => {
    const r = carFiltersSchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });
});

describe("search dates", () => {
  it("wants both or neither, and checks no rule that needs a clock", () => {
    const one = carFiltersSchema.safeParse({ pickupDate: "2026-03-10" });
    expect(one.error?.issues[0]?.message).toBe(BOOKING_MSG.datesRequired);
    const past = { pickupDate: "1999-01-01", returnDate: "1999-01-02" };
    expect(carFiltersSchema.parse(past)).toEqual(past);
  });

  it("applies check-availability's date rules against the caller's today", () => {
    const dates = { pickupDate: "2026-03-10", returnDate: "2026-03-12" };
    expect(searchDatesRefusal(dates, "2026-03-10")).toBeNull();
    expect(searchDatesRefusal(dates, "2026-03-11")).toBe(BOOKING_MSG.pickupInPast);
    expect(searchDatesRefusal(dates, "2025-03-09")).toBe(BOOKING_MSG.tooFarAhead);
    expect(
      searchDatesRefusal({ pickupDate: "2026-03-12", returnDate: "2026-03-10" }, "2026-03-01"),
    ).toBe(BOOKING_MSG.returnBeforePickup);
    expect(searchDatesRefusal({}, "2026-03-10")).toBeNull();
  });
});
