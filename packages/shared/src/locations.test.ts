import { describe, expect, it } from "vitest";
import { citiesOf, INDIA_LOCATIONS, INDIAN_STATES } from "./locations.js";

const byName = (a: string, b: string) => a.localeCompare(b, "en");

describe("INDIA_LOCATIONS", () => {
  it("has the 28 states and 8 union territories", () => {
    expect(Object.keys(INDIA_LOCATIONS)).toHaveLength(36);
    for (const ut of [
      "Andaman and Nicobar Islands",
      "Chandigarh",
      "Dadra and Nagar Haveli and Daman and Diu",
      "Delhi",
      "Jammu and Kashmir",
      "Ladakh",
      "Lakshadweep",
      "Puducherry",
    ]) {
      expect(INDIA_LOCATIONS).toHaveProperty([ut]);
    }
  });

  it("gives every state a non-empty, sorted list without duplicates", () => {
    for (const [state, cities] of Object.entries(INDIA_LOCATIONS)) {
      expect(cities.length, state).toBeGreaterThan(0);
      expect([...cities].sort(byName), state).toEqual(cities);
      expect(new Set(cities).size, state).toBe(cities.length);
    }
  });

  it("lists the states sorted", () => {
    expect(INDIAN_STATES).toEqual([...INDIAN_STATES].sort(byName));
    expect(INDIAN_STATES).toHaveLength(36);
  });
});

describe("citiesOf", () => {
  it("answers the cities of a state and nothing for an unknown one", () => {
    expect(citiesOf("Maharashtra")).toContain("Pune");
    expect(citiesOf("Atlantis")).toEqual([]);
    expect(citiesOf("constructor")).toEqual([]);
  });
});
