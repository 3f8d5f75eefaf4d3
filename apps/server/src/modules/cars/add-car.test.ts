import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { CAR_MSG } from "@gaadi/shared";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carData, imageBytes, oversizePng, postCarForm } from "../../../test/cars-support.js";
import { buildTestApp, createUser, type TestApp, type TestUser } from "../../../test/helpers.js";

let t: TestApp;
let owner: TestUser;
let jpeg: Buffer;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app, { role: "owner" });
  jpeg = await imageBytes("jpeg", 2400, 1500);
});
afterAll(() => t.close());

const uploadsDir = () => path.join(t.app.config.uploadsDir, "cars");
const storedFiles = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : []);
const jpegPart = () => ({ filename: "car.jpg", type: "image/jpeg", bytes: jpeg });
const add = (
  fields: Record<string, string>,
  files = [jpegPart()],
  auth: Record<string, string> = owner.auth,
) => postCarForm(t.app, "/api/owner/add-car", auth, fields, files);

describe("POST /api/owner/add-car", () => {
  it("lists the car with re-encoded WebP renditions served from /uploads/", async () => {
    const res = await add({
      carData: JSON.stringify(carData({ year: "2022", pricePerDay: "2800" })),
    });
    expect(res.statusCode).toBe(200);
    const { car, message, success } = res.json();
    expect({ success, message }).toEqual({ success: true, message: CAR_MSG.carAdded });
    expect(car).toMatchObject({
      brand: "Hyundai",
      year: 2022,
      pricePerDay: 2800,
      isAvaliable: true,
      owner: owner.id,
      location: "Pune",
      address: { state: "Maharashtra", city: "Pune", zipCode: "411045" },
    });
    expect(car.image).toMatch(/^\/uploads\/cars\/[0-9a-f-]{36}\.webp$/);
    expect(car.imageCard).toMatch(/^\/uploads\/cars\/[0-9a-f-]{36}-card\.webp$/);

    const full = await t.app.inject({ method: "GET", url: car.image });
    expect(full.statusCode).toBe(200);
    expect(full.headers["content-type"]).toBe("image/webp");
    expect(full.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await sharp(full.rawPayload).metadata()).width).toBe(1600);
    const card = await t.app.inject({ method: "GET", url: car.imageCard });
    expect((await sharp(card.rawPayload).metadata()).width).toBe(640);
  });

  it("accepts PNG and WebP and judges by bytes, not the name", async () => {
    for (const format of ["png", "webp"] as const) {
      const bytes = await imageBytes(format);
      const res = await add({ carData: JSON.stringify(carData()) }, [
        { filename: "photo.bin", type: "application/octet-stream", bytes },
      ]);
      expect(res.statusCode, format).toBe(200);
    }
  });

  it("refuses a text file named .jpg with 400 and stores nothing", async () => {
    const before = storedFiles().length;
    const res = await add({ carData: JSON.stringify(carData()) }, [
      {
        filename: "car.jpg",
        type: "image/jpeg",
        bytes: Buffer.from("just some text, not a photo"),
      },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: CAR_MSG.imageType });
    expect(storedFiles().length).toBe(before);
  });

  it("refuses an image over 5 MB with 413 and stores nothing", async () => {
    const big = await oversizePng();
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024 - 1024 * 256);
    const before = storedFiles().length;
    const res = await add({ carData: JSON.stringify(carData()) }, [
      { filename: "big.png", type: "image/png", bytes: big },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: CAR_MSG.imageTooLarge });
    expect(storedFiles().length).toBe(before);
  });

  it("refuses a second file", async () => {
    const res = await add({ carData: JSON.stringify(carData()) }, [jpegPart(), jpegPart()]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CAR_MSG.oneImageOnly);
  });

  it("requires an image", async () => {
    const res = await add({ carData: JSON.stringify(carData()) }, []);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: CAR_MSG.imageRequired });
  });

  it("refuses carData that is not a JSON object", async () => {
    for (const value of ["{broken", "[1,2]", "42"]) {
      const res = await add({ carData: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CAR_MSG.invalidDetails);
    }
    expect((await add({})).json().message).toBe(CAR_MSG.invalidDetails);
  });

  it.each([
    ["brand", { brand: "" }, CAR_MSG.brandRequired],
    ["model", { model: " " }, CAR_MSG.modelRequired],
    ["description", { description: "" }, CAR_MSG.descriptionRequired],
    ["year", { year: 1899 }, CAR_MSG.modelYear],
    ["price", { pricePerDay: 0 }, CAR_MSG.priceAboveZero],
    ["seating", { seating_capacity: 51 }, CAR_MSG.seating],
    ["category", { category: "" }, CAR_MSG.selectCategory],
    ["transmission", { transmission: "" }, CAR_MSG.selectTransmission],
    ["fuel type", { fuel_type: "" }, CAR_MSG.selectFuelType],
    ["state and city", { address: { state: "Goa", city: "" } }, CAR_MSG.stateAndCity],
    ["city of the state", { address: { state: "Goa", city: "Pune" } }, CAR_MSG.placeFromList],
    ["PIN", { address: { state: "Goa", city: "Panaji", zipCode: "12" } }, CAR_MSG.zipCode],
  ])("answers 400 with the exact message for %s", async (_name, change, message) => {
    const res = await add({ carData: JSON.stringify(carData(change)) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  it("answers 401 without a session and 403 for a non-owner", async () => {
    const anonymous = await add({ carData: JSON.stringify(carData()) }, [jpegPart()], {});
    expect(anonymous.statusCode).toBe(401);
    const renter = await createUser(t.app);
    const res = await add({ carData: JSON.stringify(carData()) }, [jpegPart()], renter.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Owner access required for this page");
  });

  it("answers 404 for a missing upload file, not the web app", async () => {
    const res = await t.app.inject({ method: "GET", url: "/uploads/cars/nope.webp" });
    expect(res.statusCode).toBe(404);
  });
});
