import { describe, expect, it } from "vitest";
import { CAR_FORM_MSG, CAR_MSG, carDataSchema, maxModelYear } from "../index.js";

const valid = {
  brand: " Hyundai ",
  model: "Creta",
  year: "2023",
  pricePerDay: "3200",
  category: "SUV",
  transmission: "Automatic",
  fuel_type: "Diesel",
  seating_capacity: "5",
  description: "Top variant with sunroof.",
  address: {
    state: "maharashtra",
    city: "pune",
    street: "FC Road",
    landmark: "",
    zipCode: "411004",
  },
};

/** The message of the first issue for `data`, or 'ok'. */
function firstMessage(data: unknown): string {
  const r = carDataSchema.safeParse(data);
  return r.success ? "ok" : (r.error.issues[0]?.message ?? "");
}

describe("carDataSchema", () => {
  it("trims, coerces numeric strings and spells the place as listed", () => {
    const car = carDataSchema.parse(valid);
    expect(car).toMatchObject({
      brand: "Hyundai",
      year: 2023,
      pricePerDay: 3200,
      seating_capacity: 5,
      location: "Pune",
      address: {
        state: "Maharashtra",
        city: "Pune",
        street: "FC Road",
        landmark: "",
        zipCode: "411004",
      },
    });
  });

  it("fills absent optional address parts with ''", () => {
    const car = carDataSchema.parse({ ...valid, address: { state: "Goa", city: "Panaji" } });
    expect(car.address).toEqual({
      state: "Goa",
      city: "Panaji",
      street: "",
      landmark: "",
      zipCode: "",
    });
  });

  it.each([
    ["brand", { brand: "  " }, CAR_MSG.brandRequired],
    ["model", { model: undefined }, CAR_MSG.modelRequired],
    ["description", { description: "" }, CAR_MSG.descriptionRequired],
    ["year missing", { year: "" }, CAR_MSG.modelYear],
    ["year 1899", { year: 1899 }, CAR_MSG.modelYear],
    ["year too new", { year: maxModelYear() + 1 }, CAR_MSG.modelYear],
    ["year not a number", { year: "new" }, CAR_MSG.modelYear],
    ["price 0", { pricePerDay: 0 }, CAR_MSG.priceAboveZero],
    ["price missing", { pricePerDay: null }, CAR_MSG.priceAboveZero],
    ["price fraction", { pricePerDay: "1500.5" }, CAR_MSG.priceWhole],
    ["price too high", { pricePerDay: 1_000_001 }, CAR_MSG.priceTooHigh],
    ["seating 0", { seating_capacity: 0 }, CAR_MSG.seating],
    ["seating 51", { seating_capacity: "51" }, CAR_MSG.seating],
    ["seating 2.5", { seating_capacity: "2.5" }, CAR_FORM_MSG.seatingWhole],
    ["category", { category: "" }, CAR_MSG.selectCategory],
    ["category unknown", { category: "Tank" }, CAR_MSG.selectCategory],
    ["transmission", { transmission: "CVT" }, CAR_MSG.selectTransmission],
    ["fuel type", { fuel_type: undefined }, CAR_MSG.selectFuelType],
    ["address missing", { address: undefined }, CAR_MSG.stateAndCity],
    ["city missing", { address: { state: "Goa", city: "" } }, CAR_MSG.stateAndCity],
    ["state missing", { address: { city: "Panaji" } }, CAR_MSG.stateAndCity],
    ["unknown state", { address: { state: "Atlantis", city: "Panaji" } }, CAR_MSG.placeFromList],
    ["city of another state", { address: { state: "Goa", city: "Pune" } }, CAR_MSG.placeFromList],
    ["bad PIN", { address: { state: "Goa", city: "Panaji", zipCode: "40300" } }, CAR_MSG.zipCode],
    [
      "PIN from 0",
      { address: { state: "Goa", city: "Panaji", zipCode: "012345" } },
      CAR_MSG.zipCode,
    ],
    ["long brand", { brand: "x".repeat(61) }, CAR_MSG.brandTooLong],
    ["long model", { model: "x".repeat(61) }, CAR_MSG.modelTooLong],
    ["long description", { description: "x".repeat(2001) }, CAR_MSG.descriptionTooLong],
    [
      "long street",
      { address: { state: "Goa", city: "Panaji", street: "x".repeat(201) } },
      CAR_MSG.streetTooLong,
    ],
    [
      "long landmark",
      { address: { state: "Goa", city: "Panaji", landmark: "x".repeat(201) } },
      CAR_MSG.landmarkTooLong,
    ],
  ])("refuses %s", (_name, change, message) => {
    expect(firstMessage({ ...valid, ...change })).toBe(message);
  });

  it("accepts the edges: year 1900 and next year, price 1 and 10 lakh, seats 1 and 50", () => {
    for (const change of [
      { year: 1900 },
      { year: maxModelYear() },
      { pricePerDay: 1 },
      { pricePerDay: 1_000_000 },
      { seating_capacity: 1 },
      { seating_capacity: 50 },
      { address: { state: "Goa", city: "Panaji", zipCode: 403001 } },
    ]) {
      expect(firstMessage({ ...valid, ...change })).toBe("ok");
    }
  });

  it("uses the owner document's exact texts", () => {
    expect(CAR_MSG.stateAndCity).toBe("Please select both state and city for pickup location");
    expect(CAR_MSG.imageType).toBe("Please upload a valid image file (JPEG, PNG, or WebP)");
    expect(CAR_MSG.imageTooLarge).toBe("Image size must be less than 5MB");
  });
});
