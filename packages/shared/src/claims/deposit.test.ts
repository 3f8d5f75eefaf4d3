import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { settleDeposit } from "./deposit.js";

describe("settleDeposit (issue 30 item 5)", () => {
  it.each([
    // [case, deposit, charges, claim, kept, returned, owed]
    ["nothing due: all back", 5_000, 0, 0, 0, 5_000, 0],
    ["charges and a claim inside the deposit", 5_000, 300, 500, 800, 4_200, 0],
    ["exactly the deposit", 5_000, 1_000, 4_000, 5_000, 0, 0],
    ["more than the deposit: the rest owed", 5_000, 1_000, 6_000, 5_000, 0, 2_000],
    ["no deposit", 0, 200, 100, 0, 0, 300],
  ] as const)("%s", (_, deposit, charges, claim, kept, returned, owed) => {
    expect(settleDeposit(deposit, charges, claim)).toEqual({
      deposit,
      tripCharges: charges,
      claimAmount: claim,
      kept,
      returned,
      owed,
    });
  });

  it("adds up and never goes negative", () => {
    fc.assert(
      fc.property(fc.nat(50_000), fc.nat(100_000), fc.nat(500_000), (d, c, a) => {
        const s = settleDeposit(d, c, a);
        expect(s.kept + s.returned).toBe(d);
        expect(s.kept + s.owed).toBe(c + a);
        expect(Math.min(s.kept, s.returned, s.owed)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
