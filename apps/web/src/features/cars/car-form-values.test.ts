import { CAR_MSG, type Car, DEFAULT_TRIP_RULES, PRICE_MSG, TRIP_RULE_MSG } from "@gaadi/shared";
import { describe, expect, it } from "vitest";
import { carToFormValues, checkCarForm, EMPTY_CAR_FORM } from "./car-form-values";

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

describe("the car form's terms (issue 27 item 5)", () => {
  it("starts flexible with no discount and no deposit, and sends them", () => {
    const result = checkCarForm(filled);
    expect(result.ok && result.carData).toMatchObject({
      weeklyDiscountPercent: 0,
      monthlyDiscountPercent: 0,
      securityDeposit: 0,
      cancellationPolicy: "flexible",
    });
  });

  it("sends the owner's terms as numbers and the policy chosen", () => {
    const result = checkCarForm({
      ...filled,
      weeklyDiscountPercent: "10",
      monthlyDiscountPercent: "25",
      securityDeposit: "5000",
      cancellationPolicy: "strict",
    });
    expect(result.ok && result.carData).toMatchObject({
      weeklyDiscountPercent: 10,
      monthlyDiscountPercent: 25,
      securityDeposit: 5000,
      cancellationPolicy: "strict",
    });
  });

  it("names each term out of range, fractional or blank with the server's message", () => {
    const out = checkCarForm({
      ...filled,
      weeklyDiscountPercent: "60",
      monthlyDiscountPercent: "12.5",
      securityDeposit: "50001",
    });
    expect(out.ok || out.errors).toEqual({
      weeklyDiscountPercent: PRICE_MSG.weeklyDiscount,
      monthlyDiscountPercent: PRICE_MSG.monthlyDiscount,
      securityDeposit: PRICE_MSG.securityDeposit,
    });
    const blank = checkCarForm({ ...filled, securityDeposit: "", weeklyDiscountPercent: " " });
    expect(blank.ok || blank.errors).toEqual({
      securityDeposit: PRICE_MSG.securityDeposit,
      weeklyDiscountPercent: PRICE_MSG.weeklyDiscount,
    });
    const edges = checkCarForm({
      ...filled,
      weeklyDiscountPercent: "50",
      monthlyDiscountPercent: "0",
      securityDeposit: "50000",
    });
    expect(edges.ok).toBe(true);
  });

  it("loads a car's current terms for the edit dialog", () => {
    const car = {
      brand: "Tata",
      model: "Harrier",
      year: 2024,
      pricePerDay: 2750,
      category: "SUV",
      transmission: "Automatic",
      fuel_type: "Diesel",
      seating_capacity: 5,
      description: "Dark edition",
      address: { state: "Maharashtra", city: "Pune", street: "", landmark: "", zipCode: "" },
      advanceNoticeDays: 1,
      minTripDays: 2,
      maxTripDays: 30,
      instantBook: true,
      weeklyDiscountPercent: 15,
      monthlyDiscountPercent: 30,
      securityDeposit: 7500,
      cancellationPolicy: "moderate",
    } as unknown as Car;
    expect(carToFormValues(car)).toMatchObject({
      weeklyDiscountPercent: "15",
      monthlyDiscountPercent: "30",
      securityDeposit: "7500",
      cancellationPolicy: "moderate",
    });
  });
});
