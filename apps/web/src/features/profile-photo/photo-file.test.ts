import { CAR_MSG, LIMITS } from "@gaadi/shared";
import { describe, expect, it } from "vitest";
import { formatMegabytes, photoSizeProblem } from "./photo-file";

describe("photoSizeProblem", () => {
  it("accepts up to 5 MB and refuses one byte more with the server's 413 text", () => {
    expect(photoSizeProblem(LIMITS.carImageMaxBytes)).toBeNull();
    expect(photoSizeProblem(LIMITS.carImageMaxBytes + 1)).toBe(CAR_MSG.imageTooLarge);
  });
});

describe("formatMegabytes", () => {
  it("shows megabytes with two decimals", () => {
    expect(formatMegabytes(1_572_864)).toBe("1.50 MB");
    expect(formatMegabytes(6 * 1024 * 1024)).toBe("6.00 MB");
    expect(formatMegabytes(20_480)).toBe("0.02 MB");
  });
});
