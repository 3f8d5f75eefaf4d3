import { describe, expect, it } from "vitest";
import { handoverAnswerBy } from "./answer-window.js";

describe("handoverAnswerBy (issue 30 item 2)", () => {
  it.each([
    // [case, kind, pickup date, recorded at (UTC), answer by (UTC)]
    [
      "a check-in on the pickup day",
      "check_in",
      "2026-12-10",
      "2026-12-10T04:00:00Z",
      "2026-12-10T18:30:00.000Z",
    ],
    [
      "a check-in late at night in India",
      "check_in",
      "2026-12-10",
      "2026-12-10T18:29:00Z",
      "2026-12-10T18:30:00.000Z",
    ],
    [
      "an early check-in keeps the pickup day",
      "check_in",
      "2026-12-12",
      "2026-12-10T04:00:00Z",
      "2026-12-12T18:30:00.000Z",
    ],
    [
      "a late check-in leaves its own day",
      "check_in",
      "2026-12-08",
      "2026-12-10T04:00:00Z",
      "2026-12-10T18:30:00.000Z",
    ],
    [
      "a check-out: its own day",
      "check_out",
      "2026-12-01",
      "2026-12-10T19:00:00Z",
      "2026-12-11T18:30:00.000Z",
    ],
  ] as const)("%s", (_, kind, pickup, at, by) => {
    expect(handoverAnswerBy(kind, pickup, new Date(at)).toISOString()).toBe(by);
  });
});
