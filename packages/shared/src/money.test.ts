/** formatRupees groups digits the Indian way, exactly as Intl's en-IN formatter does. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatRupees } from "./money.js";

const intl = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

describe("formatRupees", () => {
  it.each([
    [0, "₹0"],
    [999, "₹999"],
    [1000, "₹1,000"],
    [99999, "₹99,999"],
    [100000, "₹1,00,000"],
    [12345678, "₹1,23,45,678"],
    [-4500, "₹-4,500"],
    [2.5, "₹3"],
  ])("%s -> %s", (amount, text) => {
    expect(formatRupees(amount)).toBe(text);
  });

  it("equals Intl's en-IN format for any amount", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1e12, max: 1e12 }),
          fc.maxSafeInteger(),
          fc.double({ min: -1e9, max: 1e9, noNaN: true }),
          fc.constantFrom(-0, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60),
        ),
        (amount) => formatRupees(amount) === `₹${intl.format(amount)}`,
      ),
      { numRuns: 5000 },
    );
  });
});
