import { CAR_MSG, LIMITS } from "@gaadi/shared";
import { describe, expect, it } from "vitest";
import { photoSizeProblem } from "./owner-image-file";

describe("photoSizeProblem", () => {
  it("accepts up to 5 MB and refuses one byte more with the server's 413 text", () => {
    expect(photoSizeProblem(LIMITS.carImageMaxBytes)).toBeNull();
    expect(photoSizeProblem(LIMITS.carImageMaxBytes + 1)).toBe(CAR_MSG.imageTooLarge);
  });
});
