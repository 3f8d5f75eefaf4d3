/**
 * Idempotency-Key on the real write routes (issue 25, decision 018): retries of create and
 * cancel answer the first answer and change nothing; a reused key with another body is 409;
 * twins at once make one booking; keys are per account and free again after 24 hours of the
 * app's clock; a multipart add-car retried with a new boundary lists one car; a malformed key
 * is 400; the OpenAPI description names the header.
 */
import { randomUUID } from "node:crypto";
import { BOOKING_MSG, CAR_MSG, IDEMPOTENCY_MSG } from "@gaadi/shared";
import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { day, ownerCarRenter, seedBooking } from "../../../test/bookings-support.js";
import { carData, imageBytes, multipartBody } from "../../../test/cars-support.js";
import { buildTestApp, createUser, type TestApp, type TestUser } from "../../../test/helpers.js";
import { bookings, cars, idempotencyKeys } from "../../db/schema.js";
import { RAW_BODY_LIMIT } from "./idempotency.js";

let t: TestApp;
let app: FastifyInstance;
/** The app's clock: tests move it forward to expire keys. */
let clockShift = 0;
beforeAll(async () => {
  t = await buildTestApp({}, { now: () => new Date(Date.now() + clockShift) });
  app = t.app;
});
afterAll(() => t.close());

/** A JSON write as `user`, with `key` as Idempotency-Key when given. */
async function send(
  user: TestUser,
  url: string,
  payload: object,
  key?: string,
  method: "POST" | "PUT" | "DELETE" = "POST",
) {
  const headers: Record<string, string> = { ...user.auth };
  if (key !== undefined) headers["idempotency-key"] = key;
  const res = await app.inject({ method, url: `/api${url}`, headers, payload });
  return { status: res.statusCode, body: res.body, replayed: res.headers["idempotent-replayed"] };
}

/** bookings/create of `carId` for the days `from`..`to` from today, as `user`. */
const book = (user: TestUser, carId: string, from: number, to: number, key?: string) =>
  send(user, "/bookings/create", { car: carId, pickupDate: day(from), returnDate: day(to) }, key);

const bookingsOf = async (carId: string) =>
  (await app.db.select({ n: count() }).from(bookings).where(eq(bookings.carId, carId)))[0]!.n;

describe("bookings/create with an Idempotency-Key", () => {
  it("answers a retry with the first answer and leaves one booking", async () => {
    const { car, renter } = await ownerCarRenter(app);
    const key = randomUUID();
    const body = { car: car.id, pickupDate: day(10), returnDate: day(12) };
    const first = await send(renter, "/bookings/create", body, key);
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body).message).toBe(BOOKING_MSG.created);
    const retry = await send(renter, "/bookings/create", body, key);
    expect(retry).toEqual({ status: 200, body: first.body, replayed: "true" });
    expect(await bookingsOf(car.id)).toBe(1);
    // Without a key the same request runs again and is refused: the key made the difference.
    expect((await send(renter, "/bookings/create", body)).status).toBe(409);
  });

  it("answers 409 to the key reused for another body, and books nothing", async () => {
    const { car, renter } = await ownerCarRenter(app);
    const key = randomUUID();
    const first = await book(renter, car.id, 20, 21, key);
    expect(first.status).toBe(200);
    const other = await book(renter, car.id, 30, 31, key);
    expect(other.status).toBe(409);
    expect(JSON.parse(other.body).message).toBe(IDEMPOTENCY_MSG.keyReused);
    // The same key on another route is another request too.
    const elsewhere = await send(
      renter,
      "/bookings/cancel",
      { bookingId: randomUUID(), cancellationReason: "Plans changed" },
      key,
    );
    expect(elsewhere.status).toBe(409);
    expect(await bookingsOf(car.id)).toBe(1);
  });

  it("gives two requests sent at once with one key one booking and one answer", async () => {
    const { car, renter } = await ownerCarRenter(app);
    const key = randomUUID();
    const body = { car: car.id, pickupDate: day(40), returnDate: day(42) };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => send(renter, "/bookings/create", body, key)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.replayed === "true")).toHaveLength(3);
    expect(await bookingsOf(car.id)).toBe(1);
  });

  it("keeps keys per account: another renter's same key is a key of their own", async () => {
    const { car, renter } = await ownerCarRenter(app);
    const someoneElse = await createUser(app);
    const key = `shared-${randomUUID()}`;
    const mine = await book(renter, car.id, 50, 51, key);
    const theirs = await book(someoneElse, car.id, 52, 53, key);
    expect([mine.status, theirs.status]).toEqual([200, 200]);
    expect(theirs.replayed).toBeUndefined();
    expect(JSON.parse(theirs.body).booking._id).not.toBe(JSON.parse(mine.body).booking._id);
    expect(await bookingsOf(car.id)).toBe(2);
  });

  it("frees a key after 24 hours of the app's clock, and purges expired keys", async () => {
    const { car, renter } = await ownerCarRenter(app);
    const key = randomUUID();
    const first = { car: car.id, pickupDate: day(60), returnDate: day(61) };
    expect((await send(renter, "/bookings/create", first, key)).status).toBe(200);
    clockShift = 23 * 3600_000;
    try {
      const later = { car: car.id, pickupDate: day(62), returnDate: day(63) };
      expect((await send(renter, "/bookings/create", later, key)).status).toBe(409);
      clockShift = 24 * 3600_000 + 60_000;
      const next = await send(renter, "/bookings/create", later, key);
      expect(next.status).toBe(200);
      expect(next.replayed).toBeUndefined();
      expect(await bookingsOf(car.id)).toBe(2);
      // The key's row now holds the new answer; keys older than a day go with the next fresh key.
      const old = await createUser(app);
      await app.db.insert(idempotencyKeys).values({
        userId: old.id,
        key: "old-key",
        fingerprint: "x",
        claim: randomUUID(),
        createdAt: new Date(Date.now() - 1000),
      });
      await send(
        renter,
        "/bookings/cancel",
        { bookingId: randomUUID(), cancellationReason: "Plans changed" },
        randomUUID(),
      );
      await expect.poll(() => keyCount(old.id), { timeout: 2000 }).toBe(0);
    } finally {
      clockShift = 0;
    }
  });
});

const keyCount = async (userId: string) =>
  (
    await app.db
      .select({ n: count() })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, userId))
  )[0]!.n;

describe("bookings/cancel with an Idempotency-Key", () => {
  it("answers a retry with the first success, not 'already cancelled'", async () => {
    const { car, renter } = await ownerCarRenter(app);
    const booking = await seedBooking(app, { car, renterId: renter.id, from: day(5), to: day(6) });
    const key = randomUUID();
    const body = { bookingId: booking.id, cancellationReason: "Plans changed" };
    const first = await send(renter, "/bookings/cancel", body, key);
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body).message).toBe(BOOKING_MSG.cancelled);
    const retry = await send(renter, "/bookings/cancel", body, key);
    expect(retry).toEqual({ status: 200, body: first.body, replayed: "true" });
    const row = await app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row[0]!.status).toBe("cancelled");
  });
});

describe("the Idempotency-Key header itself", () => {
  it("refuses a malformed key with 400 and changes nothing", async () => {
    const { car, renter } = await ownerCarRenter(app);
    const body = { car: car.id, pickupDate: day(70), returnDate: day(71) };
    for (const key of ["has space", "x".repeat(256), "ключ", "tab\there"]) {
      const res = await send(renter, "/bookings/create", body, key);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body).message).toBe(IDEMPOTENCY_MSG.invalidKey);
    }
    expect(await bookingsOf(car.id)).toBe(0);
    // The IETF draft's quoted form and a 255-character key are keys.
    expect((await send(renter, "/bookings/create", body, `"${randomUUID()}"`)).status).toBe(200);
    const long = await send(
      renter,
      "/bookings/cancel",
      { bookingId: randomUUID(), cancellationReason: "Plans changed" },
      "k".repeat(255),
    );
    expect(long.status).toBe(404);
  });

  it("leaves requests without the header as they were, storing nothing", async () => {
    const { car, renter } = await ownerCarRenter(app);
    const body = { car: car.id, pickupDate: day(80), returnDate: day(81) };
    expect((await send(renter, "/bookings/create", body)).status).toBe(200);
    expect((await send(renter, "/bookings/create", body)).status).toBe(409);
    expect(await keyCount(renter.id)).toBe(0);
  });
});

describe("owner add-car (multipart) with an Idempotency-Key", () => {
  it("lists one car when the same form is sent again with a new boundary", async () => {
    const owner = await createUser(app, { role: "owner" });
    const jpeg = await imageBytes("jpeg");
    const key = randomUUID();
    const post = async (data: object, useKey = key) => {
      const form = await multipartBody({ carData: JSON.stringify(data) }, [
        { filename: "car.jpg", type: "image/jpeg", bytes: jpeg },
      ]);
      const res = await app.inject({
        method: "POST",
        url: "/api/owner/add-car",
        headers: { ...owner.auth, ...form.headers, "idempotency-key": useKey },
        payload: form.payload,
      });
      return { res, boundary: form.headers["content-type"] };
    };
    const first = await post(carData());
    expect(first.res.statusCode).toBe(200);
    expect(first.res.json().message).toBe(CAR_MSG.carAdded);
    const retry = await post(carData());
    expect(retry.boundary).not.toBe(first.boundary);
    expect(retry.res.statusCode).toBe(200);
    expect(retry.res.headers["idempotent-replayed"]).toBe("true");
    expect(retry.res.body).toBe(first.res.body);
    const other = await post(carData({ pricePerDay: 4100 }));
    expect(other.res.statusCode).toBe(409);
    expect(other.res.json().message).toBe(IDEMPOTENCY_MSG.keyReused);
    const listed = await app.db.select().from(cars).where(eq(cars.ownerId, owner.id));
    expect(listed).toHaveLength(1);
    // A fresh key still reads the replayed body the route parses.
    expect((await post(carData(), randomUUID())).res.statusCode).toBe(200);
  });
});

describe("a profile photo upload (multipart) with an Idempotency-Key", () => {
  it("answers a resend with the first photo's URL; a larger photo than allowed is 413", async () => {
    const user = await createUser(app);
    const key = randomUUID();
    const upload = async (bytes: Buffer) => {
      const form = await multipartBody({}, [{ filename: "me.png", type: "image/png", bytes }]);
      return app.inject({
        method: "POST",
        url: "/api/user/upload-profile-image",
        headers: { ...user.auth, ...form.headers, "idempotency-key": key },
        payload: form.payload,
      });
    };
    const png = await imageBytes("png", 320, 320);
    const first = await upload(png);
    expect(first.statusCode).toBe(200);
    const again = await upload(png);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json().imageUrl).toBe(first.json().imageUrl);
    const big = await app.inject({
      method: "POST",
      url: "/api/user/upload-profile-image",
      headers: {
        ...user.auth,
        "content-type": "multipart/form-data; boundary=x",
        "idempotency-key": randomUUID(),
      },
      payload: Buffer.alloc(RAW_BODY_LIMIT + 1, 97),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(CAR_MSG.imageTooLarge);
  });
});

describe("the OpenAPI description", () => {
  it("names the optional header on signed-in writes only", async () => {
    const doc = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const names = (op: { parameters?: { $ref?: string }[] }) =>
      (op.parameters ?? []).map((p) => p.$ref);
    const ref = "#/components/parameters/IdempotencyKey";
    expect(doc.components.parameters.IdempotencyKey.name).toBe("Idempotency-Key");
    expect(names(doc.paths["/api/bookings/create"].post)).toContain(ref);
    expect(names(doc.paths["/api/owner/add-car"].post)).toContain(ref);
    expect(names(doc.paths["/api/user/login"].post)).not.toContain(ref);
    expect(names(doc.paths["/api/user/data"].get)).not.toContain(ref);
  });
});

describe("change-password", () => {
  it("takes no key: its answer, a session token, is never kept", async () => {
    const user = await createUser(app);
    const res = await send(
      user,
      "/user/change-password",
      { currentPassword: user.password, newPassword: "another-horse-10" },
      randomUUID(),
    );
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).token).toEqual(expect.any(String));
    const kept = await app.db
      .select({ n: count() })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, user.id));
    expect(kept[0]!.n).toBe(0);
  });
});
