import { describe, expect, it } from "vitest";
import { z } from "zod";
import { carFiltersSchema } from "./car-filters.js";
import { CAR_FILTER_PARSERS, parseCarFilters } from "./car-filters-parse.js";
import { BOOKING_MSG } from "./messages/bookings.js";

describe("parseCarFilters (no zod)", () => {
  it("treats blank parameters as absent, trims, coerces numbers and spells listed values as listed", () => {
    const r = parseCarFilters({
      search: " bangalore ",
      minPrice: "",
      maxPrice: " 2000 ",
      category: "suv",
      state: "orissa",
      instantBook: "true",
      pickupLocation: "Bombay",
      pickupDate: "2026-03-10T10:00:00Z",
      returnDate: "2026-03-12",
    });
    expect(r).toEqual({
      success: true,
      data: {
        search: "bangalore",
        searchCity: "Bengaluru",
        maxPrice: 2000,
        category: "SUV",
        state: "Odisha",
        instantBook: true,
        pickupLocation: "Mumbai",
        pickupDate: "2026-03-10",
        returnDate: "2026-03-12",
      },
    });
    expect(parseCarFilters({ instantBook: "false", state: "other" })).toEqual({
      success: true,
      data: { state: "Other", searchCity: undefined },
    });
  });

  it("refuses each bad parameter with its message and path, in parameter order", () => {
    const r = parseCarFilters({ limit: "101", search: "a".repeat(101), minPrice: "1.5" });
    expect(r).toEqual({
      success: false,
      issues: [
        { path: ["search"], message: "search must be at most 100 characters" },
        { path: ["minPrice"], message: "minPrice must be a whole number of rupees, 0 or more" },
        { path: ["limit"], message: "limit must be a whole number from 1 to 100" },
      ],
    });
  });

  it("wants both search dates or neither; a malformed date keeps its own message", () => {
    expect(parseCarFilters({ returnDate: "2026-03-10" })).toEqual({
      success: false,
      issues: [{ path: [], message: BOOKING_MSG.datesRequired }],
    });
    expect(parseCarFilters({ pickupDate: "2026-02-30" })).toEqual({
      success: false,
      issues: [{ path: ["pickupDate"], message: "Pickup date must be a valid date (YYYY-MM-DD)" }],
    });
  });
});

// Values a query string, a hand-edited URL or a JSON caller can send.
const VALUES: unknown[] = [
  undefined,
  null,
  "",
  "  ",
  "x",
  " abc ",
  0,
  5,
  -1,
  1.5,
  true,
  ["a"],
  {},
  "true",
  "false",
  "TRUE",
  "0",
  "1",
  "-1",
  "1.5",
  "1e2",
  "0x10",
  "Infinity",
  "NaN",
  "50",
  "51",
  "100",
  "101",
  "10000000",
  "10000001",
  "2026-03-10",
  " 2026-03-10 ",
  "2026-02-30",
  "2026-03-10T10:00:00Z",
  "2026-03-10T25:00",
  "12/10/2026",
  "suv",
  "petrol",
  "automatic",
  "other",
  "orissa",
  "Bombay",
  "bangalore",
  "a".repeat(61),
  "a".repeat(81),
  "a".repeat(101),
];

/** The answer the API's 400 is made of: success and data, or the first issue's path and message. */
function outcome(
  r:
    | { success: true; data: unknown }
    | { success: false; issues: { path: PropertyKey[]; message: string }[] },
) {
  return r.success ? { data: r.data } : { path: r.issues[0]?.path, message: r.issues[0]?.message };
}

describe("carFiltersSchema and parseCarFilters agree (one rule)", () => {
  const inputs: Record<string, unknown>[] = [{}];
  for (const key of Object.keys(CAR_FILTER_PARSERS)) {
    for (const value of VALUES) inputs.push({ [key]: value });
  }
  for (const a of VALUES) {
    for (const b of VALUES) inputs.push({ pickupDate: a, returnDate: b, maxPrice: b, search: a });
  }

  it(`on ${inputs.length} queries`, () => {
    for (const input of inputs) {
      const z = carFiltersSchema.safeParse(input);
      const viaZod = outcome(z.success ? z : { success: false, issues: z.error.issues });
      expect(outcome(parseCarFilters(input)), JSON.stringify(input)).toEqual(viaZod);
    }
  });
});

describe("the OpenAPI document of the listing query", () => {
  it("states the parsers' bounds (JSON Schema cannot read a function)", () => {
    const doc = z.toJSONSchema(carFiltersSchema, { io: "input", unrepresentable: "any" });
    expect(doc.properties).toMatchObject({
      search: { type: "string", maxLength: 100 },
      minPrice: { type: "integer", minimum: 0, maximum: 10_000_000 },
      limit: { type: "integer", minimum: 1, maximum: 100 },
      instantBook: { type: "string", enum: ["true", "false"] },
      pickupDate: { type: "string", minLength: 1 },
    });
  });
});
