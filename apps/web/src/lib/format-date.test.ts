import { formatDay } from "@gaadi/shared";
import { describe, expect, it } from "vitest";
import { formatInstant, formatInstantDay } from "./format-date";

describe("dates on screen", () => {
  it("write September 'Sep' in every format (issue 25, item 14)", () => {
    expect(formatDay("2026-09-07")).toBe("7 Sep 2026");
    expect(formatInstantDay("2026-09-07T10:15:00.000Z")).toBe("7 Sep 2026");
    expect(formatInstant("2026-09-07T10:15:00.000Z")).toBe("7 Sep 2026, 3:45 pm");
  });

  it("read an instant in India time", () => {
    // 20:00 UTC on the 30th is 01:30 on the 1st in India.
    expect(formatInstantDay("2026-09-30T20:00:00.000Z")).toBe("1 Oct 2026");
    expect(formatInstant("2026-09-30T20:00:00.000Z")).toBe("1 Oct 2026, 1:30 am");
    expect(formatInstant("2026-12-07T06:30:00.000Z")).toBe("7 Dec 2026, 12:00 pm");
  });
});
