import { describe, expect, it } from "vitest";
import { averageRating } from "./rating.js";

describe("averageRating", () => {
  it("is 0 when the car has no reviews", () => {
    expect(averageRating(0, 0)).toBe(0);
  });
  it("rounds to one decimal, half up", () => {
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(89, 20)).toBe(4.5); // 4.45
    expect(averageRating(5, 1)).toBe(5);
  });
});
