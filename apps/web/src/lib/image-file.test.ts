import { CAR_MSG } from "@gaadi/shared";
import { describe, expect, it } from "vitest";
import { formatMegabytes, imageFileProblem } from "./image-file";

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe("imageFileProblem", () => {
  it("accepts JPEG, PNG and WebP up to 5 MB", () => {
    expect(imageFileProblem(file("a.jpg", "image/jpeg"))).toBeNull();
    expect(imageFileProblem(file("a.png", "image/png", 5 * 1024 * 1024))).toBeNull();
    expect(imageFileProblem(file("a.webp", ""))).toBeNull();
  });
  it("refuses other files, larger files and other image types", () => {
    expect(imageFileProblem(file("a.txt", "text/plain"))).toBe(CAR_MSG.selectImageFile);
    expect(imageFileProblem(file("a.png", "image/png", 5 * 1024 * 1024 + 1))).toBe(
      CAR_MSG.imageTooLarge,
    );
    expect(imageFileProblem(file("a.gif", "image/gif"))).toBe(CAR_MSG.imageType);
  });
});

describe("formatMegabytes", () => {
  it("shows megabytes with two decimals", () => {
    expect(formatMegabytes(2_621_440)).toBe("2.50 MB");
    expect(formatMegabytes(6 * 1024 * 1024)).toBe("6.00 MB");
    expect(formatMegabytes(20_480)).toBe("0.02 MB");
    expect(formatMegabytes(0)).toBe("0.00 MB");
  });
});
