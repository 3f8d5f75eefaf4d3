import { describe, expect, it } from "vitest";
import { budgetSlowdown, cpuSlowdownFor } from "../bench/cpu-slowdown.js";

describe("cpuSlowdownFor (Lighthouse's CPU throttling calculator)", () => {
  it.each([
    [150, 1],
    [800, 2],
    [1050, 2.5],
    [1300, 3],
    [1533, 4],
    [2000, 6],
    [100, 1],
    [5000, 10],
  ])("benchmarkIndex %d -> %dx", (index, multiplier) => {
    expect(cpuSlowdownFor(index)).toBe(multiplier);
  });

  it("refuses what is not a measurement", () => {
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow("not a measurement");
  });
});

describe("budgetSlowdown (decision 031, amendment of 2026-11-28)", () => {
  it.each([
    [800, 2],
    [1191, 2.8],
    [1533, 4],
    [2167, 4],
    [5000, 4],
  ])("benchmarkIndex %d -> %dx: the calculator's, at most Lighthouse's default", (index, x) => {
    expect(budgetSlowdown(index)).toBe(x);
  });

  it("refuses what is not a measurement", () => {
    expect(() => budgetSlowdown(0)).toThrow("not a measurement");
  });
});
