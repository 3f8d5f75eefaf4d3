import { DEFAULT_TRIP_RULES } from "@gaadi/shared";
import { describe, expect, it } from "vitest";
import { tripRuleLines } from "./trip-rule-lines";

describe("a car's trip rules in words (issue 15, item 4)", () => {
  it("says nothing for the default rules", () => {
    expect(tripRuleLines(DEFAULT_TRIP_RULES)).toEqual([]);
  });

  it("names the notice and both trip bounds", () => {
    expect(tripRuleLines({ advanceNoticeDays: 2, minTripDays: 3, maxTripDays: 14 })).toEqual([
      "Book at least 2 days before pickup",
      "Trips of 3 to 14 days",
    ]);
  });

  it("names a lone bound, a single day and an exact length", () => {
    expect(tripRuleLines({ advanceNoticeDays: 1, minTripDays: 2, maxTripDays: 90 })).toEqual([
      "Book at least 1 day before pickup",
      "Trips of at least 2 days",
    ]);
    expect(tripRuleLines({ advanceNoticeDays: 0, minTripDays: 1, maxTripDays: 7 })).toEqual([
      "Trips of 1 to 7 days",
    ]);
    expect(tripRuleLines({ advanceNoticeDays: 0, minTripDays: 5, maxTripDays: 5 })).toEqual([
      "Trips of exactly 5 days",
    ]);
  });
});
