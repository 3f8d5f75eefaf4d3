import { describe, expect, it } from "vitest";
import { CAR_TERMS_MSG, carDiscountTexts } from "./car-terms.js";

describe("a car's terms in words (issue 27 items 3 and 5)", () => {
  it("lists the discounts a car gives, weekly first, and none when it gives none", () => {
    const cases: [number, number, string[]][] = [
      [0, 0, []],
      [10, 0, ["10% off trips of 7 days or more"]],
      [0, 25, ["25% off trips of 28 days or more"]],
      [
        10,
        25,
        [
          "10% off trips of 7 days or more",
          "25% off trips of 28 days or more, in place of the weekly discount",
        ],
      ],
    ];
    for (const [weeklyDiscountPercent, monthlyDiscountPercent, texts] of cases) {
      expect(carDiscountTexts({ weeklyDiscountPercent, monthlyDiscountPercent })).toEqual(texts);
    }
  });

  it("states the deposit in rupees with Indian grouping, or that there is none", () => {
    expect(CAR_TERMS_MSG.deposit(5000)).toBe("₹5,000 refundable security deposit");
    expect(CAR_TERMS_MSG.deposit(50_000)).toBe("₹50,000 refundable security deposit");
    expect(CAR_TERMS_MSG.deposit(0)).toBe("No security deposit");
  });

  it("names the policy", () => {
    expect(CAR_TERMS_MSG.policy("strict")).toBe("Strict cancellation policy");
    expect(CAR_TERMS_MSG.policy("flexible")).toBe("Flexible cancellation policy");
  });

  it("gives the form's hints from the limits", () => {
    expect(CAR_TERMS_MSG.weeklyDiscountHint).toBe("Off trips of 7 days or more (0 to 50%)");
    expect(CAR_TERMS_MSG.depositHint).toBe("Refundable, not in the trip total (₹0 to ₹50,000)");
  });
});
