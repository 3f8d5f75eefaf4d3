import { describe, expect, it } from "vitest";
import { carFiltersSchema, isListingQuery } from "./car-filters.js";

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
