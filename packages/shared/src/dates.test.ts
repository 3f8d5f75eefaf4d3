import { describe, expect, it } from "vitest";
import { daysLabel, indiaToday } from "./dates.js";

describe("indiaToday", () => {
  it("turns at midnight in India (18:30 UTC), whichever day it last worked out", () => {
    const lastMs = Date.parse("2026-11-23T18:29:59.999Z");
    expect(indiaToday(new Date(lastMs))).toBe("2026-11-23");
    expect(indiaToday(new Date(lastMs + 1))).toBe("2026-11-24");
    expect(indiaToday(new Date(lastMs + 86_400_000))).toBe("2026-11-24");
    expect(indiaToday(new Date(lastMs + 86_400_001))).toBe("2026-11-25");
    // Back in time (a test's pinned clock, a clock stepped back): worked out again.
    expect(indiaToday(new Date(lastMs))).toBe("2026-11-23");
    expect(indiaToday(new Date("2024-02-29T00:00:00Z"))).toBe("2024-02-29");
    expect(indiaToday(new Date("2024-02-28T18:30:00Z"))).toBe("2024-02-29");
    expect(indiaToday(new Date("2024-02-28T18:29:59Z"))).toBe("2024-02-28");
  });
});

describe("daysLabel", () => {
  it("says one day in the singular and any other count in the plural", () => {
    expect(daysLabel(1)).toBe("1 day");
    expect(daysLabel(3)).toBe("3 days");
    expect(daysLabel(0)).toBe("0 days");
  });
});
