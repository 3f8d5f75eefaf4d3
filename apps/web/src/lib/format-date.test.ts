import { addDaysTo, formatDay } from "@gaadi/shared";
import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import {
  formatInstant,
  formatInstantDay,
  formatLongDay,
  longDayLabel,
  parseDay,
  ymdOf,
} from "./format-date";

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

  it("write a month grid's days as date-fns does, every day of 2024-2031", () => {
    let checked = 0;
    for (let day = "2024-01-01"; day < "2032-01-01"; day = addDaysTo(day, 1)) {
      const date = parseDay(day);
      expect(longDayLabel(date)).toBe(format(date, "EEEE, d MMMM yyyy"));
      expect(ymdOf(date)).toBe(day);
      checked++;
    }
    expect(checked).toBe(2922);
    expect(formatLongDay("2026-12-07")).toBe("Monday, 7 December 2026");
  });
});
