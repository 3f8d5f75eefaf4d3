import { describe, expect, it } from "vitest";
import { minutesSecondsLeft, PAYMENT_MSG, paymentMethodLabel, REFUND_MSG } from "./payments.js";

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

  it("says each refund's amount and where it stands; a processed one with its day", () => {
    expect(REFUND_MSG.line("cancellation", 12300, "processed", "2 Jul 2031")).toBe(
      "Refund ₹12,300 · Refunded on 2 Jul 2031",
    );
    expect(REFUND_MSG.line("cancellation", 12300, "queued", null)).toBe(
      "Refund ₹12,300 · Pending, usually 5-7 working days",
    );
    expect(REFUND_MSG.line("deposit", 3000, "pending", null)).toBe(
      "Deposit ₹3,000 · Pending, usually 5-7 working days",
    );
    expect(REFUND_MSG.line("late_payment", 8708, "failed", null)).toMatch(
      /^Refund ₹8,708 · Delayed: our support team is on it/,
    );
    expect(paymentMethodLabel("upi")).toBe("UPI");
    expect(paymentMethodLabel("bank_transfer")).toBe("bank_transfer");
  });
});
