import { describe, expect, it } from "vitest";
import { tooShortBefore } from "./pickup-days";

describe("pickup days a minimum trip rules out (issue 15, item 4)", () => {
  const held = [
    { start: "2026-12-10", end: "2026-12-12" },
    { start: "2026-12-20", end: "2026-12-20" },
  ];

  it("are none for a one-day minimum", () => {
    expect(tooShortBefore(held, 1)).toEqual([]);
  });

  it("are the minTripDays - 1 days before each held range", () => {
    expect(tooShortBefore(held, 3)).toEqual([
      { start: "2026-12-08", end: "2026-12-09" },
      { start: "2026-12-18", end: "2026-12-19" },
    ]);
  });
});
