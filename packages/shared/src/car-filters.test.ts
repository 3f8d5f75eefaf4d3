import { describe, expect, it } from "vitest";
import {
  type CarFiltersInput,
  carFiltersSchema,
  carFiltersToQuery,
  carMatchesFilters,
  type FilterableCar,
  isListingQuery,
} from "./car-filters.js";

const car: FilterableCar = {
  brand: "Mahindra",
  model: "XUV700",
  category: "SUV",
  transmission: "Automatic",
  fuel_type: "Diesel",
  seating_capacity: 7,
  pricePerDay: 4500,
  location: "Pune",
  address: { city: "Pune", state: "Maharashtra", street: "Baner Road" },
};

const matches = (input: CarFiltersInput, c: FilterableCar = car) =>
  carMatchesFilters(c, carFiltersSchema.parse(input));

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

describe("carMatchesFilters (customer document section 5)", () => {
  it("searches brand, model, category, transmission, location, city, state and street", () => {
    for (const term of ["mahin", "xuv7", "suv", "AUTOMATIC", "pune", "maharash", "baner"]) {
      expect(matches({ search: term }), term).toBe(true);
    }
    expect(matches({ search: "diesel" })).toBe(false);
  });

  it("counts a missing state as 'Other'", () => {
    const stateless = { ...car, address: { ...car.address, state: "" } };
    expect(matches({ state: "Other" }, stateless)).toBe(true);
    expect(matches({ state: "Other" })).toBe(false);
    expect(matches({ state: "Maharashtra" })).toBe(true);
  });

  it("compares brand, category, fuel type and transmission case-insensitively", () => {
    expect(matches({ brand: "mahindra", category: "suv", fuelType: "diesel" })).toBe(true);
    expect(matches({ transmission: "manual" })).toBe(false);
  });

  it("matches seats exactly and prices inclusively", () => {
    expect(matches({ seatingCapacity: 7 })).toBe(true);
    expect(matches({ seatingCapacity: 5 })).toBe(false);
    expect(matches({ minPrice: 4500, maxPrice: 4500 })).toBe(true);
    expect(matches({ maxPrice: 4499 })).toBe(false);
    expect(matches({ minPrice: 4501 })).toBe(false);
  });
});

describe("carFiltersToQuery", () => {
  it("leaves out unset values and encodes the rest", () => {
    expect(carFiltersToQuery({ search: "maruti swift", state: "", maxPrice: 2000 })).toBe(
      "search=maruti%20swift&maxPrice=2000",
    );
  });
});
