import { describe, expect, it } from "vitest";
import { budgetSlowdown, cpuSlowdownFor } from "../bench/cpu-slowdown.js";

describe("Lighthouse's CPU throttling calculator and the budgets' slowdown (decision 031)", () => {
  it.each([
    [150, 1, 1],
    [800, 2, 2],
    [1050, 2.5, 2.5],
    [1191, 2.8, 2.8],
    [1300, 3, 3],
    [1533, 4, 4],
    [2000, 6, 4],
    [2167, 6.7, 4],
    [100, 1, 1],
    [5000, 10, 4],
  ])(
    "benchmarkIndex %d -> calculator %dx, budgets %dx (at most Lighthouse's default)",
    (index, calculator, budget) => {
      expect(cpuSlowdownFor(index)).toBe(calculator);
      expect(budgetSlowdown(index)).toBe(budget);
    },
  );

  it("refuses what is not a measurement", () => {
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow("not a measurement");
    expect(() => budgetSlowdown(0)).toThrow("not a measurement");
  });
});
