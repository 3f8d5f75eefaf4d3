import { describe, expect, it } from "vitest";
import { composeCancellationReason, truncateReason } from "./reasons.js";

describe("cancellation reasons", () => {
  it("composes a listed reason with details after a dash, or the free text for Other", () => {
    expect(composeCancellationReason("Schedule conflict")).toBe("Schedule conflict");
    expect(composeCancellationReason("Schedule conflict", " double shift ")).toBe(
      "Schedule conflict - double shift",
    );
    expect(composeCancellationReason("Other", " my own words ")).toBe("my own words");
  });

  it("cuts the shown reason at 40 characters with an ellipsis", () => {
    expect(truncateReason("short")).toBe("short");
    expect(truncateReason("x".repeat(40))).toBe("x".repeat(40));
    expect(truncateReason("y".repeat(41))).toBe(`${"y".repeat(40)}...`);
  });
});
