import { describe, expect, it } from "vitest";
import { readListing, validFilters } from "./listing-params";

describe("listing filters from the URL (customer document section 5)", () => {
  it("keeps valid parameters and parses them with the shared schema", () => {
    const { raw, parsed } = validFilters({ category: "suv", maxPrice: "2000", state: "other" });
    expect(raw).toEqual({ category: "suv", maxPrice: "2000", state: "other" });
    expect(parsed).toMatchObject({ category: "SUV", maxPrice: 2000, state: "Other" });
  });

  it("drops only the parameters the schema rejects", () => {
    const { raw, parsed } = validFilters({
      brand: "Tata",
      minPrice: "cheap",
      seatingCapacity: "99",
    });
    expect(raw).toEqual({ brand: "Tata" });
    expect(parsed.brand).toBe("Tata");
  });

  it("keeps the instant-book filter only as instantBook=true (issue 15)", () => {
    const on = readListing(new URLSearchParams("instantBook=true&fuelType=Petrol"));
    expect(on.filters).toEqual({ instantBook: "true", fuelType: "Petrol" });
    for (const value of ["false", "yes"]) {
      const off = readListing(new URLSearchParams(`instantBook=${value}`));
      expect(off.filters).toEqual({});
    }
  });
});
