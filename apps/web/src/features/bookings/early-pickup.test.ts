import { describe, expect, it } from "vitest";
import { pickupNeedsConfirmation } from "./early-pickup";

describe("pickupNeedsConfirmation (Car Picked Up before the trip starts)", () => {
  const today = "2026-12-07";

  it("asks first for a trip starting tomorrow or later", () => {
    expect(pickupNeedsConfirmation("2026-12-08", today)).toBe(true);
    expect(pickupNeedsConfirmation("2027-01-01T00:00:00.000Z", today)).toBe(true);
  });

  it("stays one click on the pickup date and after it", () => {
    expect(pickupNeedsConfirmation("2026-12-07", today)).toBe(false);
    expect(pickupNeedsConfirmation("2026-12-07T00:00:00.000Z", today)).toBe(false);
    expect(pickupNeedsConfirmation("2026-12-01", today)).toBe(false);
  });
});
