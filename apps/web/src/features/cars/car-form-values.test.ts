import { CAR_MSG, DEFAULT_TRIP_RULES, TRIP_RULE_MSG } from "@gaadi/shared";
import { describe, expect, it } from "vitest";
import { checkCarForm, EMPTY_CAR_FORM } from "./car-form-values";

const filled = {
  ...EMPTY_CAR_FORM,
  brand: "Tata",
  model: "Harrier",
  year: "2024",
  pricePerDay: "2750",
  category: "SUV",
  transmission: "Automatic",
  fuel_type: "Diesel",
  seating_capacity: "5",
  description: "Dark edition",
  state: "Maharashtra",
  city: "Pune",
};

describe("the car form's check (owner document section 5)", () => {
  it("gives carData with numbers and the city as location", () => {
    const result = checkCarForm(filled);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.carData).toMatchObject({ year: 2024, pricePerDay: 2750, location: "Pune" });
    }
  });

  it("names each failing field with the spec's message", () => {
    const result = checkCarForm({ ...EMPTY_CAR_FORM, year: "1800", seating_capacity: "60" });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toMatchObject({
        year: CAR_MSG.modelYear,
        pricePerDay: CAR_MSG.priceAboveZero,
        category: CAR_MSG.selectCategory,
        transmission: CAR_MSG.selectTransmission,
        fuel_type: CAR_MSG.selectFuelType,
        seating_capacity: CAR_MSG.seating,
        city: CAR_MSG.stateAndCity,
      });
    }
  });

  it("reports a city outside the chosen state under the city", () => {
    const result = checkCarForm({ ...filled, city: "Chennai" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.city).toBe(CAR_MSG.placeFromList);
  });
});

describe("the car form's booking rules (issue 15)", () => {
  it("starts at the default rules with instant book off and sends them", () => {
    const result = checkCarForm(filled);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.carData).toMatchObject({
        advanceNoticeDays: DEFAULT_TRIP_RULES.advanceNoticeDays,
        minTripDays: DEFAULT_TRIP_RULES.minTripDays,
        maxTripDays: DEFAULT_TRIP_RULES.maxTripDays,
        instantBook: false,
      });
    }
  });

  it("sends the owner's rules as numbers", () => {
    const result = checkCarForm({
      ...filled,
      advanceNoticeDays: "2",
      minTripDays: "3",
      maxTripDays: "14",
      instantBook: true,
    });
    expect(result.ok && result.carData).toMatchObject({
      advanceNoticeDays: 2,
      minTripDays: 3,
      maxTripDays: 14,
      instantBook: true,
    });
  });

  it("names a rule out of range, a blank rule and a minimum above the maximum", () => {
    const out = checkCarForm({ ...filled, advanceNoticeDays: "8", maxTripDays: "91" });
    expect(out.ok || out.errors).toEqual({
      advanceNoticeDays: TRIP_RULE_MSG.advanceNotice,
      maxTripDays: TRIP_RULE_MSG.maxTrip,
    });
    const blank = checkCarForm({ ...filled, minTripDays: " " });
    expect(blank.ok || blank.errors).toEqual({ minTripDays: TRIP_RULE_MSG.minTrip });
    const crossed = checkCarForm({ ...filled, minTripDays: "10", maxTripDays: "5" });
    expect(crossed.ok || crossed.errors).toEqual({ minTripDays: TRIP_RULE_MSG.tripRange });
  });
});
