/**
 * GET and PUT /api/user/licence (issue 29 item 2): the renter's own licence, each refusal
 * (400 per rule, 401, 409 the same licence on a second account), the photo kept privately as
 * one WebP, a change back to pending, and the whole number in no answer, no log line and no
 * column. Account deletion removes the licence and its photo.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import { CAR_MSG, LICENCE_MSG } from "@gaadi/shared";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageBytes, oversizePng } from "../../../test/cars-support.js";
import {
  createTestDatabase,
  createUser,
  type TestUser,
  testConfig,
} from "../../../test/helpers.js";
import {
  getLicence,
  LICENCE_FIELDS,
  licencePhoto,
  putLicence,
} from "../../../test/licences-support.js";
import { buildApp } from "../../app.js";
import type { Database } from "../../db/client.js";
import { drivingLicences } from "../../db/schema.js";
import { licenceNumberHash } from "./service.js";

const NORMALISED = "MH1220150012345";
let app: FastifyInstance;
let database: Database;
let privateDir: string;
const logs: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig({ logLevel: "trace", requestLog: true });
  privateDir = config.privateUploadsDir;
  const sink = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  app = await buildApp({ config, database, logger: { level: "trace", stream: sink } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const photoFiles = () => readdirSync(path.join(privateDir, "licences"));
const rowOf = async (userId: string) =>
  (await app.db.select().from(drivingLicences).where(eq(drivingLicences.userId, userId)))[0];

describe("GET /api/user/licence", () => {
  it("answers 401 to a visitor", async () => {
    expect((await getLicence(app, null)).status).toBe(401);
  });

  it("answers not_provided to an account without one", async () => {
    const user = await createUser(app);
    const res = await getLicence(app, user);
    expect(res.status).toBe(200);
    expect(res.body.licence).toEqual({
      status: "not_provided",
      last4: null,
      stateCode: null,
      dateOfBirth: null,
      validUntil: null,
      rejectionReason: "",
      submittedAt: null,
    });
  });
});

describe("PUT /api/user/licence", () => {
  let renter: TestUser;
  beforeAll(async () => {
    renter = await createUser(app);
  });

  it("answers 401 to a visitor", async () => {
    const res = await putLicence(app, null, LICENCE_FIELDS, [await licencePhoto()]);
    expect(res.status).toBe(401);
  });

  it("stores a first licence as pending, with its photo as one private WebP", async () => {
    const res = await putLicence(app, renter, LICENCE_FIELDS, [await licencePhoto()]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: LICENCE_MSG.saved,
      licence: {
        status: "pending",
        last4: "2345",
        stateCode: "MH",
        dateOfBirth: "1990-05-20",
        validUntil: "2040-05-19",
        rejectionReason: "",
      },
    });
    const row = (await rowOf(renter.id))!;
    expect(row.numberHash).toBe(licenceNumberHash(app.config.jwtSecret, NORMALISED));
    expect(row.numberHash).not.toContain(NORMALISED);
    expect(row.photo).toMatch(/^licences\/[0-9a-f-]{36}\.webp$/);
    const stored = await sharp(path.join(privateDir, row.photo)).metadata();
    expect(stored.format).toBe("webp");
    expect(stored.exif).toBeUndefined();
    // Not under the public uploads folder.
    expect(existsSync(path.join(app.config.uploadsDir, row.photo))).toBe(false);
    const again = await getLicence(app, renter);
    expect(again.body.licence).toMatchObject({ status: "pending", last4: "2345" });
    expect(again.text).not.toContain(row.photo);
  });

  it("shrinks a large photo to at most 1600 px", async () => {
    const user = await createUser(app);
    const big = { ...(await licencePhoto()), bytes: await imageBytes("png", 3000, 2000) };
    const res = await putLicence(app, user, { ...LICENCE_FIELDS, number: "KA01 2019 7654321" }, [
      big,
    ]);
    expect(res.status).toBe(200);
    const meta = await sharp(path.join(privateDir, (await rowOf(user.id))!.photo)).metadata();
    expect(meta.width).toBe(1600);
    expect(meta.height).toBeLessThanOrEqual(1600);
  });

  it("refuses the same licence on a second account: 409, whatever its spelling", async () => {
    const other = await createUser(app);
    const before = photoFiles().length;
    const res = await putLicence(app, other, { ...LICENCE_FIELDS, number: "mh12-2015-0012345" }, [
      await licencePhoto(),
    ]);
    expect(res).toMatchObject({
      status: 409,
      body: { success: false, message: LICENCE_MSG.duplicate },
    });
    expect(await rowOf(other.id)).toBeUndefined();
    // The photo written for the refused submission is gone again.
    expect(photoFiles().length).toBe(before);
  });

  it("goes back to pending with a changed date, keeping the photo; an unchanged one keeps its review", async () => {
    const user = await createUser(app);
    const fields = { ...LICENCE_FIELDS, number: "DL04 2010 1111111" };
    expect((await putLicence(app, user, fields, [await licencePhoto()])).status).toBe(200);
    const first = (await rowOf(user.id))!;
    await app.db.execute(
      sql`update driving_licences set status = 'verified', reviewed_at = now() where user_id = ${user.id}`,
    );
    const same = await putLicence(app, user, fields);
    expect(same.body.licence.status).toBe("verified");

    const changed = await putLicence(app, user, { ...fields, validUntil: "2041-01-01" });
    expect(changed.status).toBe(200);
    expect(changed.body.licence).toMatchObject({ status: "pending", validUntil: "2041-01-01" });
    const row = (await rowOf(user.id))!;
    expect(row.photo).toBe(first.photo);
    expect(row.reviewedAt).toBeNull();
    expect(row.submittedAt.getTime()).toBeGreaterThan(first.submittedAt.getTime());
  });

  it("clears a rejection on a new photo and removes the old photo", async () => {
    const user = await createUser(app);
    const fields = { ...LICENCE_FIELDS, number: "TN09 2012 2222222" };
    expect((await putLicence(app, user, fields, [await licencePhoto()])).status).toBe(200);
    const first = (await rowOf(user.id))!;
    await app.db.execute(
      sql`update driving_licences set status = 'rejected', rejection_reason = 'Blurred' where user_id = ${user.id}`,
    );
    expect((await getLicence(app, user)).body.licence).toMatchObject({
      status: "rejected",
      rejectionReason: "Blurred",
    });
    const res = await putLicence(app, user, fields, [await licencePhoto()]);
    expect(res.body.licence).toMatchObject({ status: "pending", rejectionReason: "" });
    const row = (await rowOf(user.id))!;
    expect(row.photo).not.toBe(first.photo);
    expect(existsSync(path.join(privateDir, first.photo))).toBe(false);
    expect(existsSync(path.join(privateDir, row.photo))).toBe(true);
  });

  it.each([
    ["no number", { number: "" }, LICENCE_MSG.numberRequired],
    ["a short number", { number: "MH12 2015 001234" }, LICENCE_MSG.numberLength],
    ["odd characters", { number: "MH12/2015/0012345" }, LICENCE_MSG.numberCharacters],
    ["an unknown state", { number: "ZZ12 2015 0012345" }, LICENCE_MSG.unknownState("ZZ")],
    ["a letter in the RTO code", { number: "MH1A 2015 0012345" }, LICENCE_MSG.rtoDigits],
    ["a year with a letter", { number: "MH12 20X5 0012345" }, LICENCE_MSG.yearDigits],
    ["a year before 1950", { number: "MH12 1949 0012345" }, LICENCE_MSG.yearTooEarly],
    ["a year in the future", { number: "MH12 2999 0012345" }, LICENCE_MSG.yearInFuture],
    ["a letter in the last seven", { number: "MH12 2015 001234X" }, LICENCE_MSG.serialDigits],
    [
      "a date of birth that is no date",
      { dateOfBirth: "1990-02-30" },
      LICENCE_MSG.dateOfBirthInvalid,
    ],
    ["a date of birth in the future", { dateOfBirth: "2999-01-01" }, LICENCE_MSG.dateOfBirthFuture],
    ["a valid-until that is no date", { validUntil: "later" }, LICENCE_MSG.validUntilInvalid],
    ["a valid-until in the past", { validUntil: "2001-01-01" }, LICENCE_MSG.validUntilPast],
  ])("answers 400 to %s", async (_name, change, message) => {
    const user = await createUser(app);
    const res = await putLicence(app, user, { ...LICENCE_FIELDS, ...change }, [
      await licencePhoto(),
    ]);
    expect(res).toMatchObject({ status: 400, body: { success: false, message } });
    expect(await rowOf(user.id)).toBeUndefined();
  });

  it("answers 400 to a first licence without a photo", async () => {
    const user = await createUser(app);
    const res = await putLicence(app, user, { ...LICENCE_FIELDS, number: "GJ01 2011 3333333" });
    expect(res).toMatchObject({ status: 400, body: { message: LICENCE_MSG.photoRequired } });
  });

  it("answers 400 to a photo that is not an image, 413 to one above 5 MB", async () => {
    const user = await createUser(app);
    const fields = { ...LICENCE_FIELDS, number: "GJ01 2011 4444444" };
    const text = {
      field: "photo",
      filename: "l.jpg",
      type: "image/jpeg",
      bytes: Buffer.from("no"),
    };
    expect(await putLicence(app, user, fields, [text])).toMatchObject({
      status: 400,
      body: { message: CAR_MSG.imageType },
    });
    const huge = {
      field: "photo",
      filename: "l.png",
      type: "image/png",
      bytes: await oversizePng(),
    };
    expect((await putLicence(app, user, fields, [huge])).status).toBe(413);
    expect(await rowOf(user.id)).toBeUndefined();
  });

  it("never writes the whole number in a log line or an answer", async () => {
    const user = await createUser(app);
    const number = "WB20 2018 5555555";
    const res = await putLicence(app, user, { ...LICENCE_FIELDS, number }, [await licencePhoto()]);
    expect(res.status).toBe(200);
    // A JSON body too (a change that keeps the photo).
    const json = await app.inject({
      method: "PUT",
      url: "/api/user/licence",
      headers: user.auth,
      payload: { ...LICENCE_FIELDS, number, validUntil: "2042-01-01" },
    });
    expect(json.statusCode).toBe(200);
    const dup = await putLicence(app, await createUser(app), { ...LICENCE_FIELDS, number }, [
      await licencePhoto(),
    ]);
    expect(dup.status).toBe(409);
    const all = [res.text, json.body, dup.text, (await getLicence(app, user)).text, ...logs].join(
      "\n",
    );
    expect(logs.length).toBeGreaterThan(0);
    for (const spelling of ["WB2020185555555", "WB20 2018 5555555", "5555555"]) {
      expect(all).not.toContain(spelling);
    }
  });
});

describe("DELETE /api/user/delete-account", () => {
  it("deletes the licence and its photo", async () => {
    const user = await createUser(app);
    const fields = { ...LICENCE_FIELDS, number: "KL07 2016 6666666" };
    expect((await putLicence(app, user, fields, [await licencePhoto()])).status).toBe(200);
    const { photo } = (await rowOf(user.id))!;
    const res = await app.inject({
      method: "DELETE",
      url: "/api/user/delete-account",
      headers: user.auth,
      payload: { password: user.password },
    });
    expect(res.statusCode).toBe(200);
    expect(await rowOf(user.id)).toBeUndefined();
    expect(existsSync(path.join(privateDir, photo))).toBe(false);
    // The number is free for another account again.
    const next = await putLicence(app, await createUser(app), fields, [await licencePhoto()]);
    expect(next.status).toBe(200);
  });
});
