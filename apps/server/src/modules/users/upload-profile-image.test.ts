/**
 * POST /api/user/upload-profile-image (customer document section 7; server-rules.md sections 3
 * and 7): any signed-in person's photo, stored as a 256x256 WebP by the same path as the
 * owners' update-image; the catalogue's image rules (bytes judged, 5 MB); the file of a
 * replaced upload goes, and so does the photo of an account that is deleted.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { ACCOUNT_MSG, CAR_MSG, OWNER_IMAGE_MSG } from "@gaadi/shared";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi } from "../../../test/bookings-support.js";
import {
  type FilePart,
  imageBytes,
  multipartBody,
  oversizePng,
} from "../../../test/cars-support.js";
import { buildTestApp, createUser, type TestApp, type TestUser } from "../../../test/helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const fileOf = (url: string) => path.join(t.app.config.dataDir, ...url.split("/").filter(Boolean));
const png = async (): Promise<FilePart> => ({
  filename: "me.png",
  type: "image/png",
  bytes: await imageBytes("png", 640, 960),
});

async function upload(user: TestUser | null, files: FilePart[]) {
  const body = await multipartBody({}, files);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/user/upload-profile-image",
    headers: { ...(user?.auth ?? {}), ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

const imageOf = async (user: TestUser) =>
  (await callApi(t.app, "GET", "/user/data", user)).body.user.image as string;

describe("POST /api/user/upload-profile-image", () => {
  it("stores a renter's photo as a 256x256 WebP and answers its URL", async () => {
    const renter = await createUser(t.app);
    const res = await upload(renter, [await png()]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: ACCOUNT_MSG.photoUploaded,
      imageUrl: expect.stringMatching(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/),
    });
    expect(await imageOf(renter)).toBe(res.body.imageUrl);
    const served = await t.app.inject({ method: "GET", url: res.body.imageUrl });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 256]);
  });

  it("removes the replaced upload, whether a new upload or an avatar replaces it", async () => {
    const renter = await createUser(t.app);
    const first = (await upload(renter, [await png()])).body.imageUrl as string;
    const second = (await upload(renter, [await png()])).body.imageUrl as string;
    expect(existsSync(fileOf(first))).toBe(false);
    expect(existsSync(fileOf(second))).toBe(true);
    const avatars = (await callApi(t.app, "GET", "/user/avatars", null)).body.avatars;
    const res = await callApi(t.app, "POST", "/user/update-profile-image", renter, {
      imageType: "avatar",
      imageUrl: avatars[5].url,
    });
    expect(res.status).toBe(200);
    expect(existsSync(fileOf(second))).toBe(false);
  });

  it("removes the photo of an account that is deleted", async () => {
    const renter = await createUser(t.app);
    const url = (await upload(renter, [await png()])).body.imageUrl as string;
    const res = await callApi(t.app, "DELETE", "/user/delete-account", renter, {
      password: renter.password,
    });
    expect(res.status).toBe(200);
    expect(existsSync(fileOf(url))).toBe(false);
  });

  it("answers 400 for bytes that are not an image, whatever the file is called", async () => {
    const renter = await createUser(t.app);
    const res = await upload(renter, [
      { filename: "me.png", type: "image/png", bytes: Buffer.from("just some text, honestly") },
    ]);
    expect(res).toEqual({ status: 400, body: { success: false, message: CAR_MSG.imageType } });
    expect(await imageOf(renter)).toBe("");
  });

  it("answers 413 above 5 MB", async () => {
    const renter = await createUser(t.app);
    const res = await upload(renter, [
      { filename: "big.png", type: "image/png", bytes: await oversizePng() },
    ]);
    expect(res).toEqual({ status: 413, body: { success: false, message: CAR_MSG.imageTooLarge } });
  });

  it("answers 400 without a file", async () => {
    const renter = await createUser(t.app);
    const res = await upload(renter, []);
    expect(res).toEqual({
      status: 400,
      body: { success: false, message: OWNER_IMAGE_MSG.imageRequired },
    });
  });

  it("answers 401 to a visitor", async () => {
    const res = await upload(null, [await png()]);
    expect(res).toEqual({
      status: 401,
      body: { success: false, message: ACCOUNT_MSG.notSignedIn },
    });
  });
});
