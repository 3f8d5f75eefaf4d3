import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDaysTo } from "../dates.js";
import {
  cancellationLedger,
  captureLedger,
  depositKeptLedger,
  depositRefundLedger,
  paymentAmountPaise,
  refundPaidLedger,
  returnableLedger,
  reversalLedger,
  transferLedger,
} from "./ledger.js";
import { quoteTrip } from "./quote.js";
import { CANCELLATION_POLICIES, ownerShareOfKept, refundFor } from "./refund.js";

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

describe("the ledger of a paid booking's cancellation (issue 28 item 4)", () => {
  it("balances for any quote, policy, moment and canceller, and leaves each account what is kept", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 28 }),
        fc.integer({ min: 0, max: 40 }),
        fc.constantFrom(...CANCELLATION_POLICIES),
        fc.constantFrom("pending" as const, "booked" as const),
        fc.constantFrom("renter" as const, "owner" as const, "system" as const),
        fc.integer({ min: 0, max: 24 * 10 }),
        (perDay, days, deposit, gst, commission, policy, status, by, hoursBefore) => {
          const rates = { tripFeePercent: 10, gstPercent: gst, hostCommissionPercent: commission };
          const pickupDate = "2031-07-10";
          const q = quoteTrip(
            {
              pricePerDay: perDay,
              weeklyDiscountPercent: 0,
              monthlyDiscountPercent: 0,
              securityDeposit: deposit,
            },
            pickupDate,
            addDaysTo(pickupDate, days - 1),
            rates,
          );
          const at = new Date(Date.parse("2031-07-09T18:30:00Z") - hoursBefore * 3_600_000);
          const r = refundFor(q, { status, by, policy, pickupDate, at });
          const keptRent = r.lines.find((l) => l.code === "rent")!.kept;
          const booking = { ...q, price: q.total };
          const lines = cancellationLedger(booking, {
            amount: r.amount,
            lines: r.lines,
            ownerEarnings: ownerShareOfKept(keptRent, rates),
            commissionPercent: commission,
            gstPercent: gst,
          });
          expect(sum(lines)).toBe(0);
          // Capture, then cancel: each account holds what is kept, the renter is owed the rest.
          const net = (account: string) =>
            sum([...captureLedger(booking), ...lines].filter((l) => l.account === account));
          expect(net("renter")).toBe(0 - r.amount * 100);
          expect(net("platform_cash")).toBe((q.total + deposit) * 100);
          expect(net("owner_payable")).toBe(0 - ownerShareOfKept(keptRent, rates) * 100);
          expect(net("deposits_held")).toBe(0);
          // Once refunded, cash keeps what was kept, and the renter is square.
          const all = [...captureLedger(booking), ...lines, ...refundPaidLedger(r.amount * 100)];
          expect(sum(all.filter((l) => l.account === "renter"))).toBe(0);
          expect(sum(all.filter((l) => l.account === "platform_cash"))).toBe(r.kept * 100);
          // The owner's transfer: sent on hold before the cancellation and the rest reversed,
          // or sent after it for the kept share only; either way the owner is square and cash
          // keeps the platform's part of what was kept.
          const ownerKept = ownerShareOfKept(keptRent, rates) * 100;
          const earnings = q.ownerEarnings * 100;
          const takenBack = earnings - ownerKept;
          const sentFirst = [
            ...all,
            ...transferLedger(earnings),
            ...(takenBack > 0 ? reversalLedger(takenBack) : []),
          ];
          const sentAfter = [...all, ...(ownerKept > 0 ? transferLedger(ownerKept) : [])];
          for (const run of [sentFirst, sentAfter]) {
            expect(sum(run)).toBe(0);
            expect(sum(run.filter((l) => l.account === "owner_payable"))).toBe(0);
            expect(sum(run.filter((l) => l.account === "platform_cash"))).toBe(
              r.kept * 100 - ownerKept,
            );
          }
        },
      ),
    );
  });
});

describe("the ledger of a completed trip (issue 28 items 4 and 5)", () => {
  it("pays the owner and returns the deposit, leaving the platform its fees and GST", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 28 }),
        fc.integer({ min: 0, max: 40 }),
        (perDay, days, deposit, gst, commission) => {
          const q = quoteTrip(
            {
              pricePerDay: perDay,
              weeklyDiscountPercent: 0,
              monthlyDiscountPercent: 0,
              securityDeposit: deposit,
            },
            "2031-07-10",
            addDaysTo("2031-07-10", days - 1),
            { tripFeePercent: 10, gstPercent: gst, hostCommissionPercent: commission },
          );
          const booking = { ...q, price: q.total };
          const parts = [
            captureLedger(booking),
            transferLedger(q.ownerEarnings * 100),
            depositRefundLedger(deposit),
            refundPaidLedger(deposit * 100),
          ];
          for (const part of parts) expect(sum(part)).toBe(0);
          const all = parts.flat();
          const net = (account: string) => sum(all.filter((l) => l.account === account));
          expect(net("renter")).toBe(0);
          expect(net("owner_payable")).toBe(0);
          expect(net("deposits_held")).toBe(0);
          const fees = q.tripFee + q.commission;
          const gstOwed = q.tripFeeGst + q.commissionGst;
          expect(net("platform_cash")).toBe((fees + gstOwed) * 100);
          expect(net("platform_fee")).toBe(0 - fees * 100);
          expect(net("gst_payable")).toBe(0 - gstOwed * 100);
        },
      ),
    );
  });
});

describe("the ledger of a deposit settled against a claim (issue 30 item 5)", () => {
  it("returns the rest, pays the kept part to the owner whole, leaves nothing held or owed", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 30_000 }),
        (deposit, claim) => {
          const kept = Math.min(deposit, claim);
          const returned = deposit - kept;
          const parts = [
            [
              { account: "platform_cash" as const, amountPaise: deposit * 100 },
              { account: "deposits_held" as const, amountPaise: -deposit * 100 },
            ],
            depositRefundLedger(returned),
            refundPaidLedger(returned * 100),
            depositKeptLedger(kept),
            transferLedger(kept * 100),
          ];
          for (const part of parts) expect(sum(part)).toBe(0);
          const all = parts.flat();
          const net = (account: string) => sum(all.filter((l) => l.account === account));
          expect(net("deposits_held")).toBe(0);
          expect(net("owner_payable")).toBe(0);
          expect(net("renter")).toBe(0);
          expect(net("platform_cash")).toBe(0);
        },
      ),
    );
  });
});
