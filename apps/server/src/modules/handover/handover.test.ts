/**
 * The handover (issue 30 items 2-4, decision 029): the owner's check-in and check-out with
 * readings and photos moving the booking, the trip charges stored at check-out, who reads the
 * readings and photos (the two parties and operators; 404 to anyone else, 401 to visitors), the
 * renter's confirmation or note within the day, and every refusal.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { CAR_MSG, HANDOVER_MSG, LIMITS } from "@gaadi/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, callApi, day, ownerCarRenter, seedBooking } from "../../../test/bookings-support.js";
import { imageBytes } from "../../../test/cars-support.js";
import {
  checkIn,
  checkOut,
  fourSides,
  postForm,
  sidePhoto,
} from "../../../test/handover-support.js";
import {
  createCar,
  createTestDatabase,
  createUser,
  type TestApp,
  type TestUser,
  testConfig,
} from "../../../test/helpers.js";
import { notificationRowsOf } from "../../../test/notifications-support.js";
import { createOperator } from "../../../test/operator-support.js";
import { buildApp } from "../../app.js";
import { bookings, handoverPhotos, handovers, mailOutbox, notifications } from "../../db/schema.js";

let t: TestApp;
let privateDir: string;
let s: Awaited<ReturnType<typeof ownerCarRenter>>;
let otherOwner: TestUser;
let stranger: TestUser;
let operator: TestUser;
let offset = 0;

beforeAll(async () => {
  const database = await createTestDatabase();
  const config = testConfig();
  privateDir = config.privateUploadsDir;
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  t = {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
  s = await ownerCarRenter(t.app);
  otherOwner = await createUser(t.app, { role: "owner" });
  stranger = await createUser(t.app);
  operator = await createOperator(t.app);
});
afterAll(() => t.close());

/** A booking of the setup car (or `car`) in `status` on days no other test uses, 2 days long. */
async function trip(
  status: "pending" | "booked" | "on_rent" | "completed" = "booked",
  car: { id: string; ownerId: string; pricePerDay: number } = s.car,
) {
  offset += 3;
  return seedBooking(t.app, {
    car,
    renterId: s.renter.id,
    from: day(offset - 60),
    to: day(offset - 59),
    status,
  });
}
const rowOf = async (id: string) =>
  (await t.app.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const handoverRows = (id: string) =>
  t.app.db.select().from(handovers).where(eq(handovers.bookingId, id));
const photoRows = (id: string) =>
  t.app.db.select().from(handoverPhotos).where(eq(handoverPhotos.bookingId, id));
const readHandover = (id: string, user: TestUser | null) =>
  call(t.app, "GET", `/${id}/handover`, user);

describe("POST /api/owner/bookings/:id/check-in", () => {
  it("records the readings and four photos and moves the booking to on_rent, telling the renter", async () => {
    const b = await trip();
    const res = await checkIn(t.app, s.owner, b.id, { notes: "Scratch on the rear bumper" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(HANDOVER_MSG.checkedIn);
    expect(res.body.handover).toMatchObject({
      kind: "check_in",
      odometerKm: 10_000,
      fuelUnit: "eighths",
      fuelLevel: 8,
      notes: "Scratch on the rear bumper",
      renterConfirmedAt: null,
      charges: null,
    });
    expect(res.body.handover.photos.map((p: { side: string }) => p.side).sort()).toEqual([
      "back",
      "front",
      "left",
      "right",
    ]);
    const row = await rowOf(b.id);
    expect(row.status).toBe("on_rent");
    expect(row.pickedUpAt).not.toBeNull();
    // Re-encoded to WebP under generated names in the private folder.
    for (const p of await photoRows(b.id)) {
      expect(p.file).toMatch(/^handovers\/[0-9a-f-]{36}\.webp$/);
      expect(p.addedBy).toBe("owner");
      expect(existsSync(path.join(privateDir, p.file))).toBe(true);
    }
    const notes = await notificationRowsOf(t.app, s.renter.id);
    const notice = notes.find((n) => n.bookingId === b.id)!;
    expect(notice.type).toBe("check_in_recorded");
    expect(notice.message).toContain(b.bookingRef);
    const mails = await t.app.db
      .select()
      .from(mailOutbox)
      .innerJoin(notifications, eq(notifications.id, mailOutbox.notificationId))
      .where(eq(notifications.id, notice.id));
    expect(mails).toHaveLength(1);
    // Both lists say the check-in is recorded.
    const mine = await call(t.app, "GET", "/user", s.renter);
    const listed = mine.body.bookings.find((x: { _id: string }) => x._id === b.id);
    expect(listed.handover).toEqual({ checkIn: true, checkOut: false });
  });

  it("reads an electric car's battery in percent", async () => {
    const ev = await createCar(t.app, s.owner.id, { fuelType: "Electric", model: "Nexon EV" });
    const b = await trip("booked", ev);
    const res = await checkIn(t.app, s.owner, b.id, { fuelLevel: "80" });
    expect(res.status).toBe(200);
    expect(res.body.handover).toMatchObject({ fuelUnit: "percent", fuelLevel: 80 });
    const over = await trip("booked", ev);
    expect((await checkIn(t.app, s.owner, over.id, { fuelLevel: "101" })).body.message).toBe(
      HANDOVER_MSG.fuelLevelPercent,
    );
  });

  it.each([
    ["a fuel level above full", { fuelLevel: "9" }, HANDOVER_MSG.fuelLevelEighths],
    ["a fuel level in words", { fuelLevel: "full" }, HANDOVER_MSG.fuelLevelEighths],
    ["a negative odometer", { odometerKm: "-5" }, HANDOVER_MSG.odometer],
    ["a decimal odometer", { odometerKm: "12.5" }, HANDOVER_MSG.odometer],
    [
      "an odometer above the limit",
      { odometerKm: String(LIMITS.odometerMax + 1) },
      HANDOVER_MSG.odometer,
    ],
    [
      "notes too long",
      { notes: "x".repeat(LIMITS.handoverNoteMax + 1) },
      HANDOVER_MSG.notesTooLong,
    ],
  ])("refuses %s with 400 and changes nothing", async (_, fields, message) => {
    const b = await trip();
    const res = await checkIn(t.app, s.owner, b.id, fields);
    expect(res).toMatchObject({ status: 400, body: { success: false, message } });
    expect((await rowOf(b.id)).status).toBe("booked");
    expect(await handoverRows(b.id)).toEqual([]);
  });

  it("refuses a missing side photo, too many photos and a file that is not an image with 400", async () => {
    const b = await trip();
    const three = (await fourSides()).slice(0, 3); // no right side
    expect((await checkIn(t.app, s.owner, b.id, {}, three)).body.message).toBe(
      HANDOVER_MSG.sidePhotoMissing("right side"),
    );
    const thirteen = [
      ...(await fourSides()),
      ...(await Promise.all(Array.from({ length: 9 }, () => sidePhoto("other")))),
    ];
    const many = await checkIn(t.app, s.owner, b.id, {}, thirteen);
    expect(many).toMatchObject({ status: 400, body: { message: HANDOVER_MSG.tooManyPhotos } });
    const fake = [
      ...(await fourSides()).slice(1),
      {
        field: "photo_front",
        filename: "front.jpg",
        type: "image/jpeg",
        bytes: Buffer.from("not an image"),
      },
    ];
    const notImage = await checkIn(t.app, s.owner, b.id, {}, fake);
    expect(notImage).toMatchObject({ status: 400, body: { message: CAR_MSG.imageType } });
    expect((await rowOf(b.id)).status).toBe("booked");
    expect(await photoRows(b.id)).toEqual([]);
  });

  it("takes twelve photos in all", async () => {
    const b = await trip();
    const twelve = [
      ...(await fourSides()),
      ...(await Promise.all(Array.from({ length: 8 }, () => sidePhoto("other")))),
    ];
    const res = await checkIn(t.app, s.owner, b.id, {}, twelve);
    expect(res.status).toBe(200);
    expect(await photoRows(b.id)).toHaveLength(12);
  });

  it("answers 401 to a visitor, 403 to a renter and to another owner, 404 to an unknown booking", async () => {
    const b = await trip();
    expect((await checkIn(t.app, null, b.id)).status).toBe(401);
    expect((await checkIn(t.app, s.renter, b.id)).status).toBe(403);
    const other = await checkIn(t.app, otherOwner, b.id);
    expect(other).toMatchObject({
      status: 403,
      body: { message: HANDOVER_MSG.notYourCarsBooking },
    });
    expect((await checkIn(t.app, s.owner, "0b6e2d4c-0000-4000-8000-000000000000")).status).toBe(
      404,
    );
    expect((await checkIn(t.app, s.owner, "not-an-id")).status).toBe(404);
    expect((await rowOf(b.id)).status).toBe("booked");
  });

  it("refuses a second check-in and a booking not confirmed with 409", async () => {
    const b = await trip();
    expect((await checkIn(t.app, s.owner, b.id)).status).toBe(200);
    expect(await checkIn(t.app, s.owner, b.id)).toMatchObject({
      status: 409,
      body: { message: HANDOVER_MSG.checkInTwice },
    });
    const pending = await trip("pending");
    expect(await checkIn(t.app, s.owner, pending.id)).toMatchObject({
      status: 409,
      body: { message: HANDOVER_MSG.checkInStatus },
    });
    expect(await handoverRows(b.id)).toHaveLength(1);
  });

  it("change-status no longer moves a booking to on_rent: the check-in does (409)", async () => {
    const b = await trip();
    const res = await call(t.app, "POST", "/change-status", s.owner, {
      bookingId: b.id,
      status: "on_rent",
    });
    expect(res).toMatchObject({ status: 409, body: { message: HANDOVER_MSG.useCheckIn } });
    expect((await rowOf(b.id)).status).toBe("booked");
  });
});

describe("POST /api/owner/bookings/:id/check-out", () => {
  async function onRentWithRules() {
    const b = await trip();
    await t.app.db
      .update(bookings)
      .set({ kmPerDay: 200, extraKmRate: 12, fuelCharge: 400 })
      .where(eq(bookings.id, b.id));
    expect(
      (await checkIn(t.app, s.owner, b.id, { odometerKm: "10000", fuelLevel: "8" })).status,
    ).toBe(200);
    return b;
  }

  it("stores the trip charges from the two readings and the booking's rules and completes the trip", async () => {
    const b = await onRentWithRules();
    // 2 days x 200 km included; 600 driven = 200 over at ₹12; two eighths short at ₹400.
    const res = await checkOut(t.app, s.owner, b.id, { odometerKm: "10600", fuelLevel: "6" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(HANDOVER_MSG.checkedOut);
    expect(res.body.handover.charges).toEqual({
      extraKm: 200,
      extraKmCharge: 2_400,
      fuelShort: 2,
      fuelShortCharge: 800,
      total: 3_200,
      lines: [
        { label: HANDOVER_MSG.extraKmLine(200, 12), amount: 2_400 },
        { label: HANDOVER_MSG.fuelShortLine(2, "eighths", 400), amount: 800 },
      ],
    });
    const [row] = await t.app.db
      .select()
      .from(handovers)
      .where(and(eq(handovers.bookingId, b.id), eq(handovers.kind, "check_out")));
    expect(row).toMatchObject({ extraKm: 200, extraKmCharge: 2_400, tripCharges: 3_200 });
    expect((await rowOf(b.id)).status).toBe("completed");
    const notice = (await notificationRowsOf(t.app, s.renter.id)).find(
      (n) => n.bookingId === b.id && n.type === "check_out_recorded",
    )!;
    expect(notice.message).toContain("₹3,200");
    // Both sides read the start and the end.
    for (const who of [s.renter, s.owner, operator]) {
      const view = await readHandover(b.id, who);
      expect(view.status).toBe(200);
      expect(view.body.checkIn.odometerKm).toBe(10_000);
      expect(view.body.checkOut.charges.total).toBe(3_200);
    }
  });

  it("refuses an odometer below the check-in's with 400 and stores nothing", async () => {
    const b = await onRentWithRules();
    const res = await checkOut(t.app, s.owner, b.id, { odometerKm: "9999" });
    expect(res).toMatchObject({
      status: 400,
      body: { message: HANDOVER_MSG.odometerBelowStart(10_000) },
    });
    expect((await rowOf(b.id)).status).toBe("on_rent");
    expect(await handoverRows(b.id)).toHaveLength(1);
    expect(await photoRows(b.id)).toHaveLength(4);
  });

  it("refuses a check-out before the check-in, twice, and change-status to completed after a check-in (409)", async () => {
    const booked = await trip();
    expect(await checkOut(t.app, s.owner, booked.id)).toMatchObject({
      status: 409,
      body: { message: HANDOVER_MSG.checkOutBeforeCheckIn },
    });
    const b = await onRentWithRules();
    const changed = await call(t.app, "POST", "/change-status", s.owner, {
      bookingId: b.id,
      status: "completed",
    });
    expect(changed).toMatchObject({ status: 409, body: { message: HANDOVER_MSG.useCheckOut } });
    expect((await checkOut(t.app, s.owner, b.id)).status).toBe(200);
    expect(await checkOut(t.app, s.owner, b.id)).toMatchObject({
      status: 409,
      body: { message: HANDOVER_MSG.checkOutTwice },
    });
  });

  it("lets change-status complete a trip picked up before handovers existed (no check-in)", async () => {
    const legacy = await trip("on_rent");
    const res = await call(t.app, "POST", "/change-status", s.owner, {
      bookingId: legacy.id,
      status: "completed",
    });
    expect(res.status).toBe(200);
    expect(await checkOut(t.app, s.owner, (await trip("on_rent")).id)).toMatchObject({
      status: 409,
      body: { message: HANDOVER_MSG.checkOutBeforeCheckIn },
    });
  });
});

describe("reading a handover and its photos", () => {
  it("answers the two parties and operators; 404 to anyone else, 401 to a visitor", async () => {
    const b = await trip();
    const saved = await checkIn(t.app, s.owner, b.id);
    const photo = saved.body.handover.photos[0];
    for (const who of [s.renter, s.owner, operator]) {
      const res = await t.app.inject({ method: "GET", url: photo.url, headers: who.auth });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/webp");
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(res.rawPayload.subarray(8, 12).toString()).toBe("WEBP");
    }
    for (const who of [stranger, otherOwner]) {
      expect(
        (await t.app.inject({ method: "GET", url: photo.url, headers: who.auth })).statusCode,
      ).toBe(404);
      expect((await readHandover(b.id, who)).status).toBe(404);
    }
    expect((await t.app.inject({ method: "GET", url: photo.url })).statusCode).toBe(401);
    expect((await readHandover(b.id, null)).status).toBe(401);
    const unknownPhoto = photo.url.replace(/[^/]+$/, "0b6e2d4c-0000-4000-8000-000000000000");
    expect(
      (await t.app.inject({ method: "GET", url: unknownPhoto, headers: s.renter.auth })).statusCode,
    ).toBe(404);
    const view = await readHandover(b.id, s.renter);
    expect(view.body).toMatchObject({ bookingRef: b.bookingRef, checkOut: null });
  });
});

describe("the renter's answer", () => {
  const confirm = (id: string, user: TestUser | null, kind = "check_in") =>
    callApi(t.app, "POST", `/bookings/${id}/handover/${kind}/confirm`, user);
  const note = (
    id: string,
    user: TestUser | null,
    fields: Record<string, string>,
    files = [] as Awaited<ReturnType<typeof sidePhoto>>[],
  ) => postForm(t.app, `/bookings/${id}/handover/check_in/note`, user, fields, files);

  it("confirms the check-in once", async () => {
    const b = await trip();
    await checkIn(t.app, s.owner, b.id);
    const res = await confirm(b.id, s.renter);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(HANDOVER_MSG.confirmed);
    expect(res.body.handover.renterConfirmedAt).not.toBeNull();
    expect(await confirm(b.id, s.renter)).toMatchObject({
      status: 409,
      body: { message: HANDOVER_MSG.alreadyAnswered },
    });
    expect((await note(b.id, s.renter, { note: "Late" })).status).toBe(409);
  });

  it("takes a note with photos of the renter's own instead", async () => {
    const b = await trip();
    await checkIn(t.app, s.owner, b.id);
    const photos = [await sidePhoto("other"), await sidePhoto("other")];
    const res = await note(
      b.id,
      s.renter,
      { note: "A dent on the left door, not in the photos" },
      photos,
    );
    expect(res.status).toBe(200);
    expect(res.body.handover.renterNote).toBe("A dent on the left door, not in the photos");
    expect(
      res.body.handover.photos.filter((p: { addedBy: string }) => p.addedBy === "renter"),
    ).toHaveLength(2);
    expect((await confirm(b.id, s.renter)).status).toBe(409);
  });

  it("refuses an empty note, a note too long and too many photos with 400", async () => {
    const b = await trip();
    await checkIn(t.app, s.owner, b.id);
    expect((await note(b.id, s.renter, { note: "  " })).body.message).toBe(
      HANDOVER_MSG.noteRequired,
    );
    expect(
      (await note(b.id, s.renter, { note: "x".repeat(LIMITS.handoverNoteMax + 1) })).body.message,
    ).toBe(HANDOVER_MSG.notesTooLong);
    const thirteen = await Promise.all(Array.from({ length: 13 }, () => sidePhoto("other")));
    expect(await note(b.id, s.renter, { note: "x" }, thirteen)).toMatchObject({
      status: 400,
      body: { message: HANDOVER_MSG.tooManyPhotos },
    });
  });

  it("only the renter answers: 403 the owner, 404 anyone else or no check-in yet, 401 a visitor", async () => {
    const b = await trip();
    expect((await confirm(b.id, s.renter)).status).toBe(404);
    await checkIn(t.app, s.owner, b.id);
    expect((await confirm(b.id, s.owner)).status).toBe(403);
    expect((await confirm(b.id, stranger)).status).toBe(404);
    expect((await confirm(b.id, operator)).status).toBe(404);
    expect((await confirm(b.id, null)).status).toBe(401);
    expect((await confirm(b.id, s.renter, "check_out")).status).toBe(404);
  });

  it("refuses an answer after the day has ended in India (409)", async () => {
    const b = await trip();
    await checkIn(t.app, s.owner, b.id);
    // Recorded three days ago, for a pickup three days ago: its day is over.
    const past = new Date(Date.now() - 3 * 24 * 3_600_000);
    await t.app.db.update(handovers).set({ recordedAt: past }).where(eq(handovers.bookingId, b.id));
    await t.app.db
      .update(bookings)
      .set({ pickupDate: day(-3), returnDate: day(-2) })
      .where(eq(bookings.id, b.id));
    expect(await confirm(b.id, s.renter)).toMatchObject({
      status: 409,
      body: { message: HANDOVER_MSG.windowClosed },
    });
    expect((await note(b.id, s.renter, { note: "Too late?" })).status).toBe(409);
  });
});

it("a new booking copies its car's trip charges' rules", async () => {
  const car = await createCar(t.app, s.owner.id, {
    kmPerDay: 250,
    extraKmRate: 10,
    fuelCharge: 400,
  });
  const res = await call(t.app, "POST", "/create", s.renter, {
    car: car.id,
    pickupDate: day(30),
    returnDate: day(31),
  });
  expect(res.status).toBe(200);
  expect(res.body.booking.tripRules).toEqual({
    kmPerDay: 250,
    extraKmRate: 10,
    fuelCharge: 400,
    fuelUnit: "eighths",
  });
  const row = await rowOf(res.body.booking._id);
  expect(row).toMatchObject({ kmPerDay: 250, extraKmRate: 10, fuelCharge: 400 });
  void imageBytes;
});
