/**
 * The handover's SQL (issue 30 items 2 and 3): a booking's facts for the handover, its
 * handovers and their photos, the inserts of a check-in or check-out with its photos, and the
 * renter's answer as one guarded update.
 */
import type { HandoverKind, PhotoAddedBy } from "@gaadi/shared";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { refuseViolations } from "../../db/errors.js";
import {
  bookings,
  cars,
  type HandoverPhotoRow,
  type HandoverRow,
  handoverPhotos,
  handovers,
} from "../../db/schema.js";
import { conflict } from "../../lib/errors.js";

export type { HandoverPhotoRow, HandoverRow };
export type HandoverInsert = typeof handovers.$inferInsert;

/**
 * Booking `id` with what the handover needs: its parties, status, dates and days, the trip
 * charges' rules it stored, its reference and its car's name and fuel type; undefined when
 * unknown. With `lock`, the booking row FOR UPDATE to the end of the transaction.
 */
export async function handoverBooking(db: Db, id: string, lock = false) {
  const query = db
    .select({
      id: bookings.id,
      bookingRef: bookings.bookingRef,
      ownerId: bookings.ownerId,
      renterId: bookings.renterId,
      carId: bookings.carId,
      status: bookings.status,
      pickupDate: bookings.pickupDate,
      days: bookings.days,
      kmPerDay: bookings.kmPerDay,
      extraKmRate: bookings.extraKmRate,
      fuelCharge: bookings.fuelCharge,
      brand: cars.brand,
      model: cars.model,
      fuelType: cars.fuelType,
    })
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .where(eq(bookings.id, id));
  const [row] = lock ? await query.for("update", { of: bookings }) : await query;
  return row;
}
export type HandoverBooking = NonNullable<Awaited<ReturnType<typeof handoverBooking>>>;

/** The handovers of booking `bookingId` (none, a check-in, or both). */
export function handoversOf(db: Db, bookingId: string): Promise<HandoverRow[]> {
  return db.select().from(handovers).where(eq(handovers.bookingId, bookingId));
}

/** The photos of booking `bookingId`'s handovers, oldest first. */
export function photosOf(db: Db, bookingId: string): Promise<HandoverPhotoRow[]> {
  return db
    .select()
    .from(handoverPhotos)
    .where(eq(handoverPhotos.bookingId, bookingId))
    .orderBy(asc(handoverPhotos.createdAt), asc(handoverPhotos.id));
}

/** Photo `photoId` of booking `bookingId`, or undefined. */
export async function photoOf(
  db: Db,
  bookingId: string,
  photoId: string,
): Promise<HandoverPhotoRow | undefined> {
  const [row] = await db
    .select()
    .from(handoverPhotos)
    .where(and(eq(handoverPhotos.id, photoId), eq(handoverPhotos.bookingId, bookingId)));
  return row;
}

/**
 * Inserts a handover; 409 `twice` when the booking already has one of its kind
 * (handovers_booking_kind_key decides a race).
 */
export async function insertHandover(
  tx: Db,
  values: HandoverInsert,
  twice: string,
): Promise<HandoverRow> {
  const [row] = await refuseViolations(() => tx.insert(handovers).values(values).returning(), {
    unique: { handovers_booking_kind_key: () => conflict(twice) },
  });
  return row!;
}

/** Inserts photos of handover `handover` added by `addedBy`: each its side and file name. */
export async function insertPhotos(
  tx: Db,
  handover: Pick<HandoverRow, "id" | "bookingId">,
  addedBy: PhotoAddedBy,
  photos: { side: HandoverPhotoRow["side"]; file: string }[],
): Promise<void> {
  if (photos.length === 0) return;
  await tx.insert(handoverPhotos).values(
    photos.map((p) => ({
      handoverId: handover.id,
      bookingId: handover.bookingId,
      side: p.side,
      addedBy,
      file: p.file,
    })),
  );
}

/**
 * The renter's answer to booking `bookingId`'s handover of `kind`, applied only while it has
 * none (no confirmation, no note) in one statement: a confirmation stamps renterConfirmedAt,
 * a note sets renterNote and renterNotedAt. The updated row, or undefined when it was already
 * answered (or does not exist).
 */
export async function answerHandover(
  tx: Db,
  bookingId: string,
  kind: HandoverKind,
  set: { renterConfirmedAt: Date } | { renterNote: string; renterNotedAt: Date },
  now: Date,
): Promise<HandoverRow | undefined> {
  const [row] = await tx
    .update(handovers)
    .set({ ...set, updatedAt: now })
    .where(
      and(
        eq(handovers.bookingId, bookingId),
        eq(handovers.kind, kind),
        isNull(handovers.renterConfirmedAt),
        isNull(handovers.renterNotedAt),
      ),
    )
    .returning();
  return row;
}
