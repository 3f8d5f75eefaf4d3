import { describe, expect, it } from "vitest";
import {
  hasBadDates,
  listingLink,
  readListing,
  validFilters,
  withFilter,
  withoutAvailability,
  withoutFilters,
  withPage,
} from "./listing-params";

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

  it("leaves out dates that are not calendar dates, and says so (issue 25, item 1)", () => {
    for (const dates of [
      "pickupDate=12/10/2026&returnDate=12/12/2026",
      "pickupDate=tomorrow&returnDate=2026-12-12",
      "pickupDate=2026-02-30&returnDate=2026-03-05",
      "pickupDate=2026-12-10&returnDate=2026-13-01",
    ]) {
      const listing = readListing(new URLSearchParams(`pickupLocation=Mumbai&${dates}`));
      expect(listing.availability, dates).toBeNull();
      expect(listing.badDates, dates).toBe(true);
    }
    const good = readListing(
      new URLSearchParams("pickupLocation=Mumbai&pickupDate=2026-12-10&returnDate=2026-12-12"),
    );
    expect(good.badDates).toBe(false);
    expect(good.availability).toEqual({
      location: "Mumbai",
      pickupDate: "2026-12-10",
      returnDate: "2026-12-12",
    });
    expect(hasBadDates(new URLSearchParams("returnDate="))).toBe(false);
  });

  it("keeps a search over the server's limit out of the filters, for the box to show", () => {
    const long = "a".repeat(101);
    const listing = readListing(new URLSearchParams(`search=${long}&brand=Tata`));
    expect(listing.filters).toEqual({ brand: "Tata" });
    expect(listing.search).toBe(long);
  });
});

describe("the listing's links (issue 26, item 2: chips, remove, clear and pages are links)", () => {
  const from = (query: string) => new URLSearchParams(query);
  const search = "pickupLocation=Pune&pickupDate=2026-12-01&returnDate=2026-12-03";

  it("a chip sets its filter, keeps the others and the dates, and goes back to page 1", () => {
    expect(
      listingLink(from(`${search}&fuelType=Petrol&page=3`), withFilter("category", "SUV")),
    ).toEqual({
      search: `?${search}&fuelType=Petrol&category=SUV`,
    });
  });

  it("pressed again (no value) it removes only its filter; the bare listing has no query", () => {
    expect(listingLink(from("category=SUV&page=2"), withFilter("category", undefined))).toEqual({
      search: "",
    });
    expect(listingLink(from("category=SUV&maxPrice=2000"), withFilter("category", ""))).toEqual({
      search: "?maxPrice=2000",
    });
  });

  it("Clear All keeps the dates; Show all cars keeps the filters", () => {
    expect(listingLink(from(`${search}&category=SUV&search=creta`), withoutFilters)).toEqual({
      search: `?${search}`,
    });
    expect(listingLink(from(`${search}&category=SUV&page=2`), withoutAvailability)).toEqual({
      search: "?category=SUV",
    });
  });

  it("page 1 has no parameter, another page has its number", () => {
    expect(listingLink(from("category=SUV&page=2"), withPage(1))).toEqual({
      search: "?category=SUV",
    });
    expect(listingLink(from("category=SUV"), withPage(3))).toEqual({
      search: "?category=SUV&page=3",
    });
  });
});
