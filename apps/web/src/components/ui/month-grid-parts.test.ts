import { addDaysTo } from "@gaadi/shared";
import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import { parseDay } from "@/lib/format-date";
import { gridDateLib } from "./month-grid-parts";

describe("the month grids' date library", () => {
  it("formats each day's ids and number as date-fns does, every day of 2024-2031", () => {
    const fast = gridDateLib.format!;
    let checked = 0;
    for (let day = "2024-01-01"; day < "2032-01-01"; day = addDaysTo(day, 1)) {
      const date = parseDay(day);
      for (const pattern of ["yyyy-MM-dd", "yyyy-MM", "d"]) {
        expect(fast(date, pattern)).toBe(format(date, pattern));
      }
      checked++;
    }
    expect(checked).toBe(2922);
  });

  it("hands any other pattern to date-fns", () => {
    const date = parseDay("2026-12-07");
    expect(gridDateLib.format!(date, "LLLL yyyy")).toBe("December 2026");
    expect(gridDateLib.format!(date, "cccccc")).toBe("Mo");
  });
});
