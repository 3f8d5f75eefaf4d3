import { describe, expect, it } from "vitest";
import { isBooked, rangesOverlap } from "./day-range";

const r = (start: string, end: string) => ({ start, end });

describe("ranges of days, both ends inclusive", () => {
  it("overlap when they share a day, even only an end day", () => {
    expect(rangesOverlap(r("2026-12-01", "2026-12-03"), r("2026-12-03", "2026-12-05"))).toBe(true);
    expect(rangesOverlap(r("2026-12-04", "2026-12-04"), r("2026-12-01", "2026-12-09"))).toBe(true);
  });

  it("do not overlap when one ends the day before the other starts", () => {
    expect(rangesOverlap(r("2026-12-01", "2026-12-02"), r("2026-12-03", "2026-12-05"))).toBe(false);
    expect(rangesOverlap(r("2026-12-06", "2026-12-07"), r("2026-12-03", "2026-12-05"))).toBe(false);
  });

  it("hold a day at either end", () => {
    expect(isBooked("2026-12-05", [r("2026-12-03", "2026-12-05")])).toBe(true);
    expect(isBooked("2026-12-06", [r("2026-12-03", "2026-12-05")])).toBe(false);
  });
});
