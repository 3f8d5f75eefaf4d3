import { existsSync } from "node:fs";
import path from "node:path";
import { CAR_MSG } from "@gaadi/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addCarViaApi,
  carData,
  imageBytes,
  oversizePng,
  postCarForm,
} from "../../../test/cars-support.js";
import { buildTestApp, createUser, type TestApp, type TestUser } from "../../../test/helpers.js";

let t: TestApp;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app, { role: "owner" });
  other = await createUser(t.app, { role: "owner" });
});
afterAll(() => t.close());

const edit = (
  fields: Record<string, string>,
  files: Parameters<typeof postCarForm>[4] = [],
  auth: Record<string, string> = owner.auth,
) => postCarForm(t.app, "/api/owner/edit-car", auth, fields, files);
const fileOf = (url: string) => path.join(t.app.config.dataDir, url.replace(/^\//, ""));
const publicCar = async (id: string) =>
  (await t.app.inject({ method: "GET", url: `/api/user/cars/${id}` })).json().car;

describe("POST /api/owner/edit-car", () => {
  it("updates the fields and keeps the image when none is sent", async () => {
    const id = await addCarViaApi(t.app, owner.auth);
    const before = await publicCar(id);
    const res = await edit({
      carId: id,
      carData: JSON.stringify(
        carData({ pricePerDay: "3500", address: { state: "Karnataka", city: "Bengaluru" } }),
      ),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(CAR_MSG.carUpdated);
    expect(res.json().car).toMatchObject({
      pricePerDay: 3500,
      location: "Bengaluru",
      image: before.image,
      address: { state: "Karnataka", city: "Bengaluru", street: "", landmark: "", zipCode: "" },
    });
  });

  it("replaces the image and removes the old files", async () => {
    const id = await addCarViaApi(t.app, owner.auth);
    const before = await publicCar(id);
    expect(existsSync(fileOf(before.image))).toBe(true);
    const png = await imageBytes("png");
    const res = await edit({ carId: id, carData: JSON.stringify(carData()) }, [
      { filename: "new.png", type: "image/png", bytes: png },
    ]);
    expect(res.statusCode).toBe(200);
    const after = res.json().car;
    expect(after.image).not.toBe(before.image);
    expect(existsSync(fileOf(after.image))).toBe(true);
    expect(existsSync(fileOf(before.image))).toBe(false);
    expect(existsSync(fileOf(before.imageCard))).toBe(false);
  });

  it("accepts a JSON edit without an image", async () => {
    const id = await addCarViaApi(t.app, owner.auth);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/owner/edit-car",
      headers: owner.auth,
      payload: { carId: id, carData: carData({ seating_capacity: 7 }) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().car.seating_capacity).toBe(7);
  });

  it("refuses another owner's car with 403", async () => {
    const id = await addCarViaApi(t.app, owner.auth);
    const res = await edit({ carId: id, carData: JSON.stringify(carData()) }, [], other.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: CAR_MSG.updateOwn });
  });

  it("answers 404 for unknown, non-UUID and deleted cars, 400 without carId", async () => {
    const fields = { carData: JSON.stringify(carData()) };
    for (const carId of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const res = await edit({ ...fields, carId });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(CAR_MSG.carNotFound);
    }
    const id = await addCarViaApi(t.app, owner.auth);
    await t.app.inject({
      method: "POST",
      url: "/api/owner/delete-car",
      headers: owner.auth,
      payload: { carId: id },
    });
    expect((await edit({ ...fields, carId: id })).statusCode).toBe(404);
    const missing = await edit(fields);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(CAR_MSG.carIdRequired);
  });

  it("validates carData and the image like add-car", async () => {
    const id = await addCarViaApi(t.app, owner.auth);
    const bad = await edit({ carId: id, carData: JSON.stringify(carData({ year: 3000 })) });
    expect(bad.json()).toEqual({ success: false, message: CAR_MSG.modelYear });
    const text = await edit({ carId: id, carData: JSON.stringify(carData()) }, [
      { filename: "car.jpg", type: "image/jpeg", bytes: Buffer.from("hello") },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(CAR_MSG.imageType);
    const big = await edit({ carId: id, carData: JSON.stringify(carData()) }, [
      { filename: "big.png", type: "image/png", bytes: await oversizePng() },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(CAR_MSG.imageTooLarge);
  });

  it("answers 401 without a session and 403 for a non-owner", async () => {
    expect((await edit({}, [], {})).statusCode).toBe(401);
    const renter = await createUser(t.app);
    const res = await edit({}, [], renter.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Owner access required for this page");
  });
});
