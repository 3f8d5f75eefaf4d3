import { describe, expect, it } from "vitest";
import { minutesSecondsLeft, PAYMENT_MSG } from "./payments.js";

describe("payment texts (issue 28)", () => {
  it("words a failed attempt once, with Razorpay's reason when it has one", () => {
    expect(PAYMENT_MSG.failed("Payment failed")).toBe("Payment failed. You can try again.");
    expect(PAYMENT_MSG.failed("Declined by the bank.")).toBe(
      "Payment failed: Declined by the bank. You can try again.",
    );
    expect(PAYMENT_MSG.payButton(8708)).toBe("Pay ₹8,708");
  });

  it("counts the window down in minutes and seconds, never below zero", () => {
    expect(minutesSecondsLeft(14 * 60_000 + 59_001)).toBe("15:00");
    expect(minutesSecondsLeft(61_000)).toBe("01:01");
    expect(minutesSecondsLeft(-5)).toBe("00:00");
  });
});
