import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDaysTo } from "../dates.js";
import { captureLedger, paymentAmountPaise, returnableLedger } from "./ledger.js";
import { quoteTrip } from "./quote.js";

const sum = (lines: { amountPaise: number }[]) => lines.reduce((s, l) => s + l.amountPaise, 0);

describe("the ledger of a captured payment (issue 28 item 6)", () => {
  it("splits a week's ₹14,087 + ₹3,000 deposit to the paisa", () => {
    const q = quoteTrip(
      {
        pricePerDay: 2000,
        weeklyDiscountPercent: 10,
        monthlyDiscountPercent: 20,
        securityDeposit: 3000,
      },
      "2031-07-01",
      "2031-07-07",
      { tripFeePercent: 10, gstPercent: 18, hostCommissionPercent: 20 },
    );
    const booking = { ...q, price: q.total };
    expect(paymentAmountPaise(booking)).toBe(1_708_700);
    // Rent ₹12,600: commission ₹2,520 and its GST ₹454, earnings ₹9,626; trip fee ₹1,260, GST ₹227.
    expect(captureLedger(booking)).toEqual([
      { account: "platform_cash", amountPaise: 1_708_700 },
      { account: "owner_payable", amountPaise: -962_600 },
      { account: "platform_fee", amountPaise: -378_000 },
      { account: "gst_payable", amountPaise: -68_100 },
      { account: "deposits_held", amountPaise: -300_000 },
    ]);
  });

  it("balances for any quote, every line whole paise and none zero", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 90 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 28 }),
        fc.integer({ min: 0, max: 50 }),
        (perDay, days, weekly, deposit, fee, gst, commission) => {
          const q = quoteTrip(
            {
              pricePerDay: perDay,
              weeklyDiscountPercent: weekly,
              monthlyDiscountPercent: 0,
              securityDeposit: deposit,
            },
            "2031-07-01",
            addDaysTo("2031-07-01", days - 1),
            { tripFeePercent: fee, gstPercent: gst, hostCommissionPercent: commission },
          );
          const lines = captureLedger({ ...q, price: q.total });
          expect(sum(lines)).toBe(0);
          expect(lines[0]).toEqual({
            account: "platform_cash",
            amountPaise: (q.total + deposit) * 100,
          });
          for (const l of lines) {
            expect(Number.isSafeInteger(l.amountPaise)).toBe(true);
            expect(l.amountPaise).not.toBe(0);
          }
        },
      ),
    );
  });

  it("owes a late payment back to the renter whole", () => {
    expect(returnableLedger(500_000)).toEqual([
      { account: "platform_cash", amountPaise: 500_000 },
      { account: "renter", amountPaise: -500_000 },
    ]);
  });
});
