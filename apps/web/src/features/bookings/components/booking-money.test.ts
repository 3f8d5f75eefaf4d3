import { describe, expect, it } from "vitest";
import { freeCancellationText } from "./booking-money";

describe("freeCancellationText", () => {
  // 6 Dec 2026, 00:00 IST.
  const until = "2026-12-05T18:30:00.000Z";

  it("reads 'until' while the instant is ahead, in India time", () => {
    expect(freeCancellationText(until, new Date("2026-12-05T18:29:00.000Z"))).toBe(
      "Free cancellation until 6 Dec 2026, 12:00 am",
    );
  });

  it("reads 'ended' from the instant on", () => {
    expect(freeCancellationText(until, new Date(until))).toBe(
      "Free cancellation ended 6 Dec 2026, 12:00 am",
    );
  });
});
