import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { daysLabel, formatIndiaInstant, formatIndiaInstantDay, indiaToday } from "./dates.js";

describe("India time by its fixed offset (issue 26)", () => {
  it("equals @date-fns/tz's Asia/Kolkata for any instant from 1950 to 2100", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const kolkata = new TZDate(ms, "Asia/Kolkata");
        expect(indiaToday(new Date(ms))).toBe(format(kolkata, "yyyy-MM-dd"));
        expect(formatIndiaInstant(new Date(ms))).toBe(format(kolkata, "d MMM yyyy, h:mm aaa"));
        expect(formatIndiaInstantDay(new Date(ms).toISOString())).toBe(
          format(kolkata, "d MMM yyyy"),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it("reads noon and midnight as 12 pm and 12 am, and refuses an invalid instant", () => {
    expect(formatIndiaInstant("2026-12-07T06:30:00Z")).toBe("7 Dec 2026, 12:00 pm");
    expect(formatIndiaInstant("2026-12-06T18:30:00Z")).toBe("7 Dec 2026, 12:00 am");
    expect(() => formatIndiaInstant("not a date")).toThrow(RangeError);
  });
});

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
