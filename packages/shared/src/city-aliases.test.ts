import { describe, expect, it } from "vitest";
import { checkAvailabilityBody } from "./bookings/requests.js";
import { carFiltersSchema } from "./car-filters.js";
import {
  CITY_ALIASES,
  cityFromAnyState,
  currentCityName,
  currentStateName,
  nameKey,
  STATE_ALIASES,
} from "./city-aliases.js";
import { addDaysTo, indiaToday } from "./dates.js";
import { citiesOf, INDIAN_STATES } from "./locations.js";

/** The owner document's 'List Your Car' city options (section 2, "Static pages"). */
const LIST_YOUR_CAR_CITIES = [
  "Mumbai",
  "Delhi",
  "Bangalore",
  "Chennai",
  "Kolkata",
  "Hyderabad",
  "Pune",
  "Jaipur",
];

describe("the alias tables", () => {
  it("name only listed states, and no alias is a listed state", () => {
    const listed = new Set(INDIAN_STATES.map(nameKey));
    for (const [alias, state] of Object.entries(STATE_ALIASES)) {
      expect(INDIAN_STATES, alias).toContain(state);
      expect(listed.has(nameKey(alias)), alias).toBe(false);
    }
  });

  it("map each state's aliases to that state's listed cities, never over a listed name", () => {
    for (const [state, aliases] of Object.entries(CITY_ALIASES)) {
      expect(INDIAN_STATES, state).toContain(state);
      const cities = citiesOf(state);
      const listed = new Set(cities.map(nameKey));
      for (const [alias, city] of Object.entries(aliases)) {
        expect(cities, `${state}: ${alias}`).toContain(city);
        expect(listed.has(nameKey(alias)), `${state}: ${alias}`).toBe(false);
      }
    }
  });

  it("accept every 'List Your Car' city of the owner document", () => {
    for (const name of LIST_YOUR_CAR_CITIES) expect(cityFromAnyState(name), name).toBeDefined();
    expect(cityFromAnyState("Bangalore")).toBe("Bengaluru");
  });
});

describe("nameKey", () => {
  it("ignores case, accents, spaces, dots and hyphens, and reads '&' as 'and'", () => {
    expect(nameKey(" Navi-Mumbai ")).toBe(nameKey("navi mumbai"));
    expect(nameKey("Bengalūru")).toBe(nameKey("Bengaluru"));
    expect(nameKey("Mt. Abu")).toBe(nameKey("Mt Abu"));
    expect(nameKey("Jammu & Kashmir")).toBe(nameKey("Jammu and Kashmir"));
    expect(nameKey("Pune")).not.toBe(nameKey("Puri"));
  });
});

describe("currentStateName", () => {
  it.each([
    ["  tamil nadu ", "Tamil Nadu"],
    ["Tamilnadu", "Tamil Nadu"],
    ["Orissa", "Odisha"],
    ["pondicherry", "Puducherry"],
    ["Uttaranchal", "Uttarakhand"],
    ["Jammu & Kashmir", "Jammu and Kashmir"],
    ["Daman and Diu", "Dadra and Nagar Haveli and Daman and Diu"],
  ])("reads %j as %j", (given, listed) => {
    expect(currentStateName(given)).toBe(listed);
  });

  it("knows no other state", () => {
    expect(currentStateName("Atlantis")).toBeUndefined();
    expect(currentStateName("constructor")).toBeUndefined();
    expect(currentStateName("")).toBeUndefined();
  });
});

describe("currentCityName", () => {
  it.each([
    ["Karnataka", "bengaluru", "Bengaluru"],
    ["Karnataka", "Bangalore", "Bengaluru"],
    ["Karnataka", "Mysore", "Mysuru"],
    ["Haryana", "Gurgaon", "Gurugram"],
    ["Maharashtra", "Bombay", "Mumbai"],
    ["Maharashtra", "New Bombay", "Navi Mumbai"],
    ["Maharashtra", "Aurangabad", "Chhatrapati Sambhajinagar"],
    ["Bihar", "Aurangabad", "Aurangabad"],
    ["Tamil Nadu", "Madras", "Chennai"],
    ["West Bengal", "Calcutta", "Kolkata"],
    ["Kerala", "Trivandrum", "Thiruvananthapuram"],
    ["Gujarat", "Baroda", "Vadodara"],
    ["Uttar Pradesh", "Benares", "Varanasi"],
    ["Andhra Pradesh", "Vizag", "Visakhapatnam"],
    ["Puducherry", "Pondicherry", "Puducherry"],
    ["Pondicherry", "Pondicherry", "Puducherry"],
    ["Orissa", "Bhubaneshwar", "Bhubaneswar"],
    ["Maharashtra", "vasai virar", "Vasai-Virar"],
  ])("in %s reads %j as %j", (state, given, listed) => {
    expect(currentCityName(state, given)).toBe(listed);
  });

  it("refuses a city of another state, and an unknown state", () => {
    expect(currentCityName("Karnataka", "Pune")).toBeUndefined();
    expect(currentCityName("Karnataka", "Bombay")).toBeUndefined();
    expect(currentCityName("Atlantis", "Bangalore")).toBeUndefined();
    expect(currentCityName("Karnataka", "constructor")).toBeUndefined();
  });
});

describe("cityFromAnyState", () => {
  it.each([
    ["Bangalore", "Bengaluru"],
    ["gurgaon", "Gurugram"],
    ["Bombay", "Mumbai"],
    ["Poona", "Pune"],
    ["Calcutta", "Kolkata"],
    ["Cochin", "Kochi"],
    ["Allahabad", "Prayagraj"],
    ["Simla", "Shimla"],
    ["Gauhati", "Guwahati"],
    ["Trichy", "Tiruchirappalli"],
    ["Mumbai", "Mumbai"],
    ["navi-mumbai", "Navi Mumbai"],
  ])("reads %j as %j", (given, listed) => {
    expect(cityFromAnyState(given)).toBe(listed);
  });

  it("keeps a name some state lists as its own city", () => {
    // Bihar lists Aurangabad; only in Maharashtra is it Chhatrapati Sambhajinagar.
    expect(cityFromAnyState("Aurangabad")).toBe("Aurangabad");
  });

  it("knows no other city", () => {
    expect(cityFromAnyState("Atlantis")).toBeUndefined();
    expect(cityFromAnyState("toString")).toBeUndefined();
  });
});

describe("the request schemas", () => {
  it("read check-availability's location and the listing's pickupLocation as listed", () => {
    const pickupDate = addDaysTo(indiaToday(), 2);
    const dates = { pickupDate, returnDate: addDaysTo(pickupDate, 1) };
    expect(checkAvailabilityBody.parse({ location: " Bombay ", ...dates }).location).toBe("Mumbai");
    expect(checkAvailabilityBody.parse({ location: "Atlantis", ...dates }).location).toBe(
      "Atlantis",
    );
    expect(carFiltersSchema.parse({ pickupLocation: "Gurgaon" }).pickupLocation).toBe("Gurugram");
  });

  it("give a search naming a city by another name its listed name as searchCity", () => {
    expect(carFiltersSchema.parse({ search: "Bangalore" })).toMatchObject({
      search: "Bangalore",
      searchCity: "Bengaluru",
    });
    expect(carFiltersSchema.parse({ search: "bengaluru" }).searchCity).toBeUndefined();
    expect(carFiltersSchema.parse({ search: "Swift" }).searchCity).toBeUndefined();
    expect(carFiltersSchema.parse({ state: "Orissa" }).state).toBe("Odisha");
  });
});
