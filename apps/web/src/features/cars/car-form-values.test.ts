import { CAR_MSG } from "@gaadi/shared";
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
