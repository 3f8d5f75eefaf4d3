import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CAR_MSG, OWNER_IMAGE_MSG } from "@gaadi/shared";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FilePart,
  imageBytes,
  multipartBody,
  oversizePng,
} from "../../../test/cars-support.js";
import { buildTestApp, createUser, type TestApp, type TestUser } from "../../../test/helpers.js";
import { users } from "../../db/schema.js";

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app, { role: "owner", name: "Asha Rao" });
});
afterAll(() => t.close());

const fileOf = (url: string) => path.join(t.app.config.dataDir, ...url.split("/").filter(Boolean));
const png = async (width = 900, height = 600): Promise<FilePart> => ({
  filename: "me.png",
  type: "image/png",
  bytes: await imageBytes("png", width, height),
});

async function upload(files: FilePart[], auth: Record<string, string> = owner.auth) {
  const body = await multipartBody({}, files);
  return t.app.inject({
    method: "POST",
    url: "/api/owner/update-image",
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

async function imageOf(user: TestUser): Promise<string> {
  const res = await t.app.inject({ method: "GET", url: "/api/user/data", headers: user.auth });
  return res.json().user.image;
}

describe("POST /api/owner/update-image", () => {
  it("stores a 256x256 WebP, user/data returns its URL, and a second upload removes the first", async () => {
    const res = await upload([await png(900, 600)]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: OWNER_IMAGE_MSG.imageUpdated });

    const first = await imageOf(owner);
    expect(first).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);
    const served = await t.app.inject({ method: "GET", url: first });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(served.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: "webp",
      width: 256,
      height: 256,
    });
    expect(meta.exif).toBeUndefined();

    const again = await upload([
      { filename: "me.jpg", type: "image/jpeg", bytes: await imageBytes("jpeg", 300, 800) },
    ]);
    expect(again.statusCode).toBe(200);
    const second = await imageOf(owner);
    expect(second).not.toBe(first);
    expect(existsSync(fileOf(second))).toBe(true);
    expect(existsSync(fileOf(first))).toBe(false);
  });

  it("leaves a previous image that is not an uploaded avatar alone", async () => {
    const other = await createUser(t.app, { role: "owner" });
    const carFile = "/uploads/cars/kept-by-a-car.webp";
    mkdirSync(path.dirname(fileOf(carFile)), { recursive: true });
    writeFileSync(fileOf(carFile), "not touched");
    await t.app.db.update(users).set({ image: carFile }).where(eq(users.id, other.id));

    const res = await upload([await png()], other.auth);
    expect(res.statusCode).toBe(200);
    expect(await imageOf(other)).toMatch(/^\/uploads\/avatars\//);
    expect(existsSync(fileOf(carFile))).toBe(true);
  });

  it("answers 400 without a file", async () => {
    const res = await upload([]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: OWNER_IMAGE_MSG.imageRequired });
    const empty = await upload([{ filename: "me.png", type: "image/png", bytes: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(OWNER_IMAGE_MSG.imageRequired);
  });

  it("answers 400 for a text file named .png and keeps the current image", async () => {
    const before = await imageOf(owner);
    const res = await upload([
      { filename: "me.png", type: "image/png", bytes: Buffer.from("plain text, not a photo") },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: CAR_MSG.imageType });
    expect(await imageOf(owner)).toBe(before);
  });

  it("answers 400 for a second file", async () => {
    const res = await upload([await png(), await png()]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: CAR_MSG.oneImageOnly });
  });

  it("answers 413 above 5 MB", async () => {
    const res = await upload([
      { filename: "big.png", type: "image/png", bytes: await oversizePng() },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: CAR_MSG.imageTooLarge });
  });

  it("answers 401 without a session and 403 for a renter", async () => {
    const anonymous = await upload([await png()], {});
    expect(anonymous.statusCode).toBe(401);
    const renter = await createUser(t.app);
    const res = await upload([await png()], renter.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: "Owner access required for this page" });
    expect(await imageOf(renter)).toBe("");
  });
});
