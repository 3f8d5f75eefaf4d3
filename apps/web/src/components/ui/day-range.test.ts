import { dayInRanges } from "@gaadi/shared";
import { describe, expect, it } from "vitest";
import { isBooked } from "./day-range";

const r = (start: string, end: string) => ({ start, end });

describe("the date picker's held days", () => {
  it("are the booking policy's: a day at either end of a range is held", () => {
    expect(isBooked).toBe(dayInRanges);
    expect(isBooked("2026-12-03", [r("2026-12-03", "2026-12-05")])).toBe(true);
    expect(isBooked("2026-12-05", [r("2026-12-03", "2026-12-05")])).toBe(true);
    expect(isBooked("2026-12-06", [r("2026-12-03", "2026-12-05")])).toBe(false);
    expect(isBooked("2026-12-06")).toBe(false);
  });
});
