import { CAR_MSG } from "@gaadi/shared";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { formatFileSize, imageFileProblem, isAcceptedImageHead, photoRefusal } from "./image-file";

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const WEBP = [...Buffer.from("RIFF"), 0x24, 0, 0, 0, ...Buffer.from("WEBPVP8 ")];
const GIF = [...Buffer.from("GIF89a"), 1, 0, 1, 0, 0x80, 0];
const PDF = [...Buffer.from("%PDF-1.4\n%âãÏÓ")];
const RIFF_WAVE = [...Buffer.from("RIFF"), 0x24, 0, 0, 0, ...Buffer.from("WAVEfmt ")];

const file = (bytes: number[], name: string, type: string, size?: number) => {
  const content = new Uint8Array(size ?? bytes.length);
  content.set(bytes.slice(0, content.length));
  return new File([content], name, { type });
};

describe("imageFileProblem", () => {
  it("accepts JPEG, PNG and WebP bytes up to 5 MB, whatever the type says", async () => {
    expect(await imageFileProblem(file(JPEG, "a.jpg", "image/jpeg"))).toBeNull();
    expect(await imageFileProblem(file(PNG, "a.png", "image/png", 5 * 1024 * 1024))).toBeNull();
    expect(await imageFileProblem(file(WEBP, "a.webp", ""))).toBeNull();
    // A PNG named .jpg is still a PNG: the server takes it.
    expect(await imageFileProblem(file(PNG, "a.jpg", "image/jpeg"))).toBeNull();
  });

  it("refuses other bytes behind an image name or type", async () => {
    expect(await imageFileProblem(file(PDF, "car.jpg", "image/jpeg"))).toBe(CAR_MSG.imageType);
    expect(await imageFileProblem(file(PDF, "me.png", "application/pdf"))).toBe(CAR_MSG.imageType);
    expect(await imageFileProblem(file(GIF, "a.gif", "image/gif"))).toBe(CAR_MSG.imageType);
    expect(await imageFileProblem(file(RIFF_WAVE, "a.webp", "image/webp"))).toBe(CAR_MSG.imageType);
    expect(await imageFileProblem(file([], "empty.jpg", "image/jpeg"))).toBe(CAR_MSG.imageType);
  });

  it("refuses a file that is no image by name or type, and one above 5 MB", async () => {
    expect(await imageFileProblem(file(PDF, "a.pdf", "application/pdf"))).toBe(
      CAR_MSG.selectImageFile,
    );
    expect(await imageFileProblem(file(JPEG, "a.txt", "text/plain"))).toBe(CAR_MSG.selectImageFile);
    expect(await imageFileProblem(file(PNG, "a.png", "image/png", 5 * 1024 * 1024 + 1))).toBe(
      CAR_MSG.imageTooLarge,
    );
  });
});

describe("isAcceptedImageHead", () => {
  it("needs the whole signature", () => {
    expect(isAcceptedImageHead(new Uint8Array(JPEG.slice(0, 2)))).toBe(false);
    expect(isAcceptedImageHead(new Uint8Array(WEBP.slice(0, 8)))).toBe(false);
    expect(isAcceptedImageHead(new Uint8Array(WEBP))).toBe(true);
  });
});

describe("formatFileSize", () => {
  it("shows megabytes with two decimals from 0.1 MB up", () => {
    expect(formatFileSize(2_621_440)).toBe("2.50 MB");
    expect(formatFileSize(6 * 1024 * 1024)).toBe("6.00 MB");
    expect(formatFileSize(0.1 * 1024 * 1024)).toBe("0.10 MB");
  });
  it("shows kilobytes below 0.1 MB, never 0 KB for a file with bytes", () => {
    expect(formatFileSize(20_480)).toBe("20 KB");
    expect(formatFileSize(0.1 * 1024 * 1024 - 1)).toBe("102 KB");
    expect(formatFileSize(300)).toBe("1 KB");
    expect(formatFileSize(0)).toBe("0 KB");
  });
});

describe("photoRefusal", () => {
  it("keeps the server's words about the photo for the field", () => {
    const said = (status: number, message: string) => new ApiError(message, status, false, true);
    expect(photoRefusal(said(400, CAR_MSG.imageType))).toBe(CAR_MSG.imageType);
    expect(photoRefusal(said(413, CAR_MSG.imageTooLarge))).toBe(CAR_MSG.imageTooLarge);
    expect(photoRefusal(new ApiError("Payload Too Large", 413))).toBe(CAR_MSG.uploadTooLarge);
  });
  it("leaves every other failure to the toast", () => {
    expect(photoRefusal(new ApiError(CAR_MSG.modelYear, 400, false, true))).toBeNull();
    expect(photoRefusal(new ApiError("offline", 0, true))).toBeNull();
    expect(photoRefusal(new Error(CAR_MSG.imageType))).toBeNull();
    expect(photoRefusal(null)).toBeNull();
  });
});
