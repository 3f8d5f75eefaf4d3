/**
 * The handover (issue 30 items 2-4, decision 029): the owner's check-in ('Car Picked Up') and
 * check-out ('Car Returned') record the odometer, the fuel, at least a photo of each side and
 * notes, and move the booking to on_rent or completed, in one transaction; at check-out the
 * trip charges (shared tripCharges) are decided and stored. The renter confirms each within the
 * day, or adds a note and photos. Photos are re-encoded to WebP under generated names in the
 * private folder and read only by the booking's renter, its owner and operators.
 */
import { randomUUID } from "node:crypto";
import {
  type BookingHandoverResponse,
  HANDOVER_FIELDS,
  HANDOVER_MSG,
  HANDOVER_PHOTO_SIDES,
  type Handover,
  type HandoverKind,
  type HandoverPhotoSide,
  handoverAnswerBy,
  handoverReadingsSchema,
  LIMITS,
  photoField,
  REQUIRED_SIDES,
  TripChargesError,
  tripChargeLines,
  tripCharges,
} from "@gaadi/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors.js";
import { isUuid } from "../../lib/ids.js";
import { encodeLicencePhoto } from "../../lib/storage/images.js";
import { createPrivateFiles, type PrivateFiles } from "../../lib/storage/private-files.js";
import { fuelUnitOf } from "../bookings/mapper.js";
import { moveByOwner } from "../bookings/service.js";
import { notify } from "../notifications/service.js";
import * as repo from "./repository.js";

/** A multipart form as sent: text fields by name, and every file with its field name. */
export interface HandoverForm {
  fields: Record<string, string>;
  files: { field: string; bytes: Buffer }[];
}

/** Who reads a handover: the caller's id and whether they are an operator. */
export interface Reader {
  id: string;
  isOperator: boolean;
}

/** The private folder handover photos live in (config.privateUploadsDir), under handovers/. */
function privateFiles(app: FastifyInstance): PrivateFiles {
  return createPrivateFiles(app.config.privateUploadsDir);
}

const SIDE_OF_FIELD = new Map<string, HandoverPhotoSide>(
  HANDOVER_PHOTO_SIDES.map((side) => [photoField(side), side]),
);

/** The photo's path under /api that its readers fetch it from. */
const photoUrl = (bookingId: string, photoId: string) =>
  `/api/bookings/${bookingId}/handover/photos/${photoId}`;

/**
 * The owner's check-in (kind 'check_in': booked -> on_rent) or check-out ('check_out':
 * on_rent -> completed) of booking `bookingId`: readings checked against the car's fuel unit,
 * at least one photo of each of the four sides and at most LIMITS.handoverPhotosMax in all, each
 * re-encoded; at check-out the trip charges from the check-in's reading, the booking's stored
 * rules and its days. One transaction moves the status, inserts the handover and its photos and
 * tells the renter (check_in_recorded / check_out_recorded, mailed). Errors: 404 unknown, 403
 * not the owner's car, 409 recorded twice, check-out before check-in, wrong status (and
 * moveByOwner's refusals), 400 per reading, missing side, too many photos, a file that is not an
 * image, an odometer below the check-in's.
 */
export async function recordHandover(
  app: FastifyInstance,
  ownerId: string,
  bookingId: string,
  kind: HandoverKind,
  form: HandoverForm,
): Promise<{ message: string; handover: Handover }> {
  const b = await ownedBooking(app.db, ownerId, bookingId);
  const checkIn = refuseState(b, kind, await repo.handoversOf(app.db, b.id));
  const unit = fuelUnitOf(b.fuelType);
  const parsed = handoverReadingsSchema(unit).safeParse(form.fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
  const readings = parsed.data;
  const photos = ownerPhotos(form.files);
  const charges =
    kind === "check_out" && checkIn
      ? chargesOf(b, checkIn, { odometerKm: readings.odometerKm, fuelLevel: readings.fuelLevel })
      : undefined;
  const stored = await storePhotos(app, photos);
  try {
    const row = await app.db.transaction(async (tx) => {
      // The state again, under the booking's lock: a concurrent check-in or check-out waits.
      const locked = (await repo.handoverBooking(tx, b.id, true))!;
      refuseState(locked, kind, await repo.handoversOf(tx, b.id));
      await moveByOwner(app, tx, ownerId, {
        bookingId: b.id,
        status: kind === "check_in" ? "on_rent" : "completed",
      });
      const now = app.now();
      const inserted = await repo.insertHandover(
        tx,
        {
          bookingId: b.id,
          kind,
          odometerKm: readings.odometerKm,
          fuelUnit: unit,
          fuelLevel: readings.fuelLevel,
          notes: readings.notes,
          recordedBy: ownerId,
          recordedAt: now,
          createdAt: now,
          updatedAt: now,
          ...(charges ?? {}),
        },
        kind === "check_in" ? HANDOVER_MSG.checkInTwice : HANDOVER_MSG.checkOutTwice,
      );
      await repo.insertPhotos(tx, inserted, "owner", stored);
      await notify(tx, [
        {
          userId: b.renterId,
          type: kind === "check_in" ? "check_in_recorded" : "check_out_recorded",
          car: { brand: b.brand, model: b.model },
          bookingId: b.id,
          carId: b.carId,
          detail: { ref: b.bookingRef, amount: charges?.tripCharges ?? 0 },
        },
      ]);
      return inserted;
    });
    const view = await handoverView(app.db, b, row);
    return {
      message: kind === "check_in" ? HANDOVER_MSG.checkedIn : HANDOVER_MSG.checkedOut,
      handover: view,
    };
  } catch (err) {
    await removeFiles(
      app,
      stored.map((p) => p.file),
    );
    throw err;
  }
}

/**
 * GET /api/bookings/:id/handover: the booking's check-in and check-out (null until recorded),
 * to its renter, its owner and operators; 404 to anyone else, as to an unknown booking (their
 * existence is not revealed).
 */
export async function bookingHandover(
  app: FastifyInstance,
  reader: Reader,
  bookingId: string,
): Promise<Omit<BookingHandoverResponse, "success">> {
  const b = await readableBooking(app.db, reader, bookingId);
  const rows = await repo.handoversOf(app.db, b.id);
  const photos = await repo.photosOf(app.db, b.id);
  const view = (kind: HandoverKind) => {
    const row = rows.find((r) => r.kind === kind);
    return row ? toHandover(b, row, photos) : null;
  };
  return { bookingRef: b.bookingRef, checkIn: view("check_in"), checkOut: view("check_out") };
}

/**
 * The bytes of photo `photoId` of booking `bookingId` (WebP), to the same readers as
 * bookingHandover; 404 to anyone else, for an unknown photo or a missing file.
 */
export async function handoverPhoto(
  app: FastifyInstance,
  reader: Reader,
  bookingId: string,
  photoId: string,
): Promise<Buffer> {
  const b = await readableBooking(app.db, reader, bookingId);
  const photo = isUuid(photoId) ? await repo.photoOf(app.db, b.id, photoId) : undefined;
  const bytes = photo ? await privateFiles(app).read(photo.file) : null;
  if (!bytes) throw notFound(HANDOVER_MSG.photoNotFound);
  return bytes;
}

/**
 * The renter's answer to the handover of `kind`: a confirmation (`note` undefined), or a note
 * and up to LIMITS.handoverPhotosMax photos of their own (a note or at least one photo). Once,
 * until handoverAnswerBy. Errors: 404 unknown booking or no such handover yet (and to anyone
 * but the renter and owner), 403 the owner (only the renter answers), 409 already answered or
 * the window has passed, 400 a note too long, nothing said, too many photos, not an image.
 */
export async function answerHandover(
  app: FastifyInstance,
  renterId: string,
  bookingId: string,
  kind: HandoverKind,
  answer: { confirm: true } | { form: HandoverForm },
): Promise<{ message: string; handover: Handover }> {
  const b = await readableBooking(app.db, { id: renterId, isOperator: false }, bookingId);
  if (b.renterId !== renterId) throw forbidden(HANDOVER_MSG.notYourBooking);
  const current = (await repo.handoversOf(app.db, b.id)).find((r) => r.kind === kind);
  if (!current) throw notFound(HANDOVER_MSG.handoverNotFound);
  refuseAnswered(current, b.pickupDate, app.now());
  let note = "";
  let photos: { side: HandoverPhotoSide; bytes: Buffer }[] = [];
  if ("form" in answer) {
    note = (answer.form.fields[HANDOVER_FIELDS.note] ?? "").trim();
    if (note.length > LIMITS.handoverNoteMax) throw badRequest(HANDOVER_MSG.notesTooLong);
    photos = answer.form.files.map((f) => ({ side: "other" as const, bytes: f.bytes }));
    if (photos.length > LIMITS.handoverPhotosMax) throw badRequest(HANDOVER_MSG.tooManyPhotos);
    if (!note && photos.length === 0) throw badRequest(HANDOVER_MSG.noteRequired);
  }
  const stored = await storePhotos(app, photos);
  try {
    const row = await app.db.transaction(async (tx) => {
      const now = app.now();
      const set =
        "confirm" in answer ? { renterConfirmedAt: now } : { renterNote: note, renterNotedAt: now };
      const updated = await repo.answerHandover(tx, b.id, kind, set, now);
      if (!updated) throw conflict(HANDOVER_MSG.alreadyAnswered);
      await repo.insertPhotos(tx, updated, "renter", stored);
      return updated;
    });
    return {
      message: "confirm" in answer ? HANDOVER_MSG.confirmed : HANDOVER_MSG.noted,
      handover: await handoverView(app.db, b, row),
    };
  } catch (err) {
    await removeFiles(
      app,
      stored.map((p) => p.file),
    );
    throw err;
  }
}

/** 404 unknown booking, 403 not the owner's car; else the booking. */
async function ownedBooking(db: Db, ownerId: string, bookingId: string) {
  const b = isUuid(bookingId) ? await repo.handoverBooking(db, bookingId) : undefined;
  if (!b) throw notFound(HANDOVER_MSG.bookingNotFound);
  if (b.ownerId !== ownerId) throw forbidden(HANDOVER_MSG.notYourCarsBooking);
  return b;
}

/** The booking when `reader` is its renter, its owner or an operator; else 404. */
async function readableBooking(db: Db, reader: Reader, bookingId: string) {
  const b = isUuid(bookingId) ? await repo.handoverBooking(db, bookingId) : undefined;
  if (!b || !(reader.isOperator || b.ownerId === reader.id || b.renterId === reader.id))
    throw notFound(HANDOVER_MSG.bookingNotFound);
  return b;
}

/**
 * 409 unless booking `b` may have its handover of `kind` recorded now, given its `existing`
 * ones: a check-in once, on a booked trip; a check-out once, after the check-in, on a trip on
 * rent. Returns the check-in (for a check-out's charges), if any.
 */
function refuseState(
  b: repo.HandoverBooking,
  kind: HandoverKind,
  existing: repo.HandoverRow[],
): repo.HandoverRow | undefined {
  const checkIn = existing.find((r) => r.kind === "check_in");
  if (kind === "check_in") {
    if (checkIn) throw conflict(HANDOVER_MSG.checkInTwice);
    if (b.status !== "booked") throw conflict(HANDOVER_MSG.checkInStatus);
    return undefined;
  }
  if (existing.some((r) => r.kind === "check_out")) throw conflict(HANDOVER_MSG.checkOutTwice);
  if (!checkIn) throw conflict(HANDOVER_MSG.checkOutBeforeCheckIn);
  if (b.status !== "on_rent") throw conflict(HANDOVER_MSG.checkOutStatus);
  return checkIn;
}

/** 409 when the handover is answered already, or its window (handoverAnswerBy) has passed. */
function refuseAnswered(row: repo.HandoverRow, pickupDate: string, now: Date): void {
  if (row.renterConfirmedAt || row.renterNotedAt) throw conflict(HANDOVER_MSG.alreadyAnswered);
  if (now >= handoverAnswerBy(row.kind, pickupDate, row.recordedAt))
    throw conflict(HANDOVER_MSG.windowClosed);
}

/**
 * The owner's photos by side from the form's files (fields photo_front ... photo_other; others
 * are ignored): 400 without one of each of the four sides or above LIMITS.handoverPhotosMax.
 */
function ownerPhotos(files: HandoverForm["files"]): { side: HandoverPhotoSide; bytes: Buffer }[] {
  const photos = files.flatMap((f) => {
    const side = SIDE_OF_FIELD.get(f.field);
    return side ? [{ side, bytes: f.bytes }] : [];
  });
  if (photos.length > LIMITS.handoverPhotosMax) throw badRequest(HANDOVER_MSG.tooManyPhotos);
  for (const side of REQUIRED_SIDES) {
    if (!photos.some((p) => p.side === side))
      throw badRequest(HANDOVER_MSG.sidePhotoMissing(HANDOVER_MSG.sideLabel[side].toLowerCase()));
  }
  return photos;
}

/** The trip charges of a check-out (shared tripCharges); 400 with its message when refused. */
function chargesOf(
  b: repo.HandoverBooking,
  checkIn: repo.HandoverRow,
  end: { odometerKm: number; fuelLevel: number },
) {
  try {
    return tripCharges(
      b,
      b.days,
      { odometerKm: checkIn.odometerKm, fuelUnit: checkIn.fuelUnit, fuelLevel: checkIn.fuelLevel },
      { ...end, fuelUnit: checkIn.fuelUnit },
    );
  } catch (err) {
    if (err instanceof TripChargesError) throw badRequest(err.message);
    throw err;
  }
}

/**
 * Every photo checked (400 CAR_MSG.imageType unless a decodable JPEG, PNG or WebP), re-encoded
 * to WebP and stored under handovers/<uuid>.webp in the private folder; their sides and names.
 * Nothing is stored unless every photo is an image.
 */
async function storePhotos(
  app: FastifyInstance,
  photos: { side: HandoverPhotoSide; bytes: Buffer }[],
): Promise<{ side: HandoverPhotoSide; file: string }[]> {
  const encoded: { side: HandoverPhotoSide; webp: Buffer }[] = [];
  // One at a time: sharp's work is bounded per request on a small machine.
  for (const p of photos) encoded.push({ side: p.side, webp: await encodeLicencePhoto(p.bytes) });
  const files = privateFiles(app);
  const stored: { side: HandoverPhotoSide; file: string }[] = [];
  try {
    for (const p of encoded) {
      const file = `handovers/${randomUUID()}.webp`;
      await files.put(file, p.webp);
      stored.push({ side: p.side, file });
    }
  } catch (err) {
    await removeFiles(
      app,
      stored.map((p) => p.file),
    );
    throw err;
  }
  return stored;
}

/** Removes stored photo files, best effort (a failed transaction's). */
async function removeFiles(app: FastifyInstance, keys: string[]): Promise<void> {
  const files = privateFiles(app);
  for (const key of keys) {
    await files
      .remove(key)
      .catch((err) => app.log.warn({ err }, "could not remove a handover photo file"));
  }
}

/** One handover row as answered, with its photos read from `db`. */
async function handoverView(
  db: Db,
  b: repo.HandoverBooking,
  row: repo.HandoverRow,
): Promise<Handover> {
  return toHandover(b, row, await repo.photosOf(db, b.id));
}

/** A handover as its readers see it: readings, the renter's answer and window, photos, charges. */
function toHandover(
  b: repo.HandoverBooking,
  row: repo.HandoverRow,
  photos: repo.HandoverPhotoRow[],
): Handover {
  const charges =
    row.kind === "check_out" && row.tripCharges !== null
      ? {
          extraKm: row.extraKm ?? 0,
          extraKmCharge: row.extraKmCharge ?? 0,
          fuelShort: row.fuelShort ?? 0,
          fuelShortCharge: row.fuelShortCharge ?? 0,
        }
      : null;
  return {
    kind: row.kind,
    odometerKm: row.odometerKm,
    fuelUnit: row.fuelUnit,
    fuelLevel: row.fuelLevel,
    notes: row.notes,
    recordedAt: row.recordedAt.toISOString(),
    renterConfirmedAt: row.renterConfirmedAt?.toISOString() ?? null,
    renterNote: row.renterNote,
    renterNotedAt: row.renterNotedAt?.toISOString() ?? null,
    answerBy: handoverAnswerBy(row.kind, b.pickupDate, row.recordedAt).toISOString(),
    photos: photos
      .filter((p) => p.handoverId === row.id)
      .map((p) => ({ id: p.id, side: p.side, addedBy: p.addedBy, url: photoUrl(b.id, p.id) })),
    charges: charges && {
      ...charges,
      total: row.tripCharges ?? 0,
      lines: tripChargeLines(charges, b, row.fuelUnit),
    },
  };
}
