import { describe, expect, it } from "vitest";
import { cpuSlowdownFor } from "../bench/cpu-slowdown.js";

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
