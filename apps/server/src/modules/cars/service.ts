/**
 * The owner's car rules (owner document sections 5-9, server-rules.md section 3): who may
 * add, edit, hide/show and delete a car, and what happens to its images. Only a car's owner
 * may change it (403 CAR_MSG.updateOwn, CAR_MSG.deleteOwn); a deleted, unknown or non-UUID
 * car is 404 CAR_MSG.carNotFound; deleting is refused 409 while a booking holds the car's
 * dates. Queries live in repository.ts.
 */
import {
  CAR_DELETE_MSG,
  CAR_MSG,
  type Car,
  type CarData,
  carDataSchema,
  OPERATOR_MSG,
} from "@gaadi/shared";
import type { FastifyInstance } from "fastify";
import { badRequest, conflict } from "../../lib/errors.js";
import { removeStoredImage, type StoredImage, storeCarUpload } from "../../lib/storage/images.js";
import { notify } from "../notifications/service.js";
import { requirePayoutAccount } from "../payouts/service.js";
import { ownedCar } from "./access.js";
import { carDataValue } from "./form.js";
import { carColumns, toApiCar } from "./mapper.js";
import {
  type CarRow,
  hasAnyBooking,
  hasHoldingBookings,
  insertCar,
  listOwnerCars,
  updateCar,
  waitingRenterIds,
} from "./repository.js";

/**
 * The owner's cars in API shape: hidden ones included, deleted ones not, newest first. A car
 * Gaadi took off the listing (issue 29) carries `hiddenReason`, what the owner reads.
 */
export async function ownerCars(app: FastifyInstance, ownerId: string): Promise<Car[]> {
  return (await listOwnerCars(app.db, ownerId)).map((row) => ({
    ...toApiCar(row),
    ...(row.hiddenBy ? { hiddenReason: hiddenRefusal(row) } : {}),
  }));
}

/** Why the owner may not show car `row` while Gaadi hides it (issue 29). */
function hiddenRefusal(row: CarRow): string {
  return row.hiddenBy === "suspension"
    ? OPERATOR_MSG.carHiddenBySuspension
    : OPERATOR_MSG.carHiddenByOperator(row.hiddenReason);
}

/** Validated carData; 400 with the first rule's exact message. */
export function parseCarData(raw: unknown): CarData {
  const result = carDataSchema.safeParse(carDataValue(raw));
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? CAR_MSG.invalidDetails);
  return result.data;
}

/** Lists a new car with its re-encoded image. 400 no image / bad image / bad carData. */
export async function addCar(
  app: FastifyInstance,
  ownerId: string,
  form: { carData?: unknown; image?: Buffer },
): Promise<CarRow> {
  const data = parseCarData(form.carData);
  if (!form.image) throw badRequest(CAR_MSG.imageRequired);
  await requirePayoutAccount(app, ownerId);
  const stored = await storeCarUpload(app.storage, form.image);
  try {
    return await insertCar(app.db, { ...carColumns(data), ...stored, ownerId });
  } catch (err) {
    await discard(app, stored);
    throw err;
  }
}

/**
 * Replaces the car's fields, and its image when one is sent (the old files are then removed).
 * The image is encoded before the row is locked, so the lock is held only for the update.
 */
export async function editCar(
  app: FastifyInstance,
  ownerId: string,
  form: { carData?: unknown; carId?: string; image?: Buffer },
): Promise<CarRow> {
  if (form.carId === undefined) throw badRequest(CAR_MSG.carIdRequired);
  const data = parseCarData(form.carData);
  const current = await ownedCar(app.db, form.carId, ownerId, "update");
  if (data.instantBook && !current.instantBook) await requirePayoutAccount(app, ownerId);
  const stored = form.image ? await storeCarUpload(app.storage, form.image) : undefined;
  try {
    const { before, after } = await app.db.transaction(async (tx) => {
      const car = await ownedCar(tx, form.carId, ownerId, "update", { lock: true });
      return {
        before: car,
        after: await updateCar(tx, car.id, { ...carColumns(data), ...stored }),
      };
    });
    if (stored) await discard(app, before);
    return after;
  } catch (err) {
    if (stored) await discard(app, stored);
    throw err;
  }
}

/**
 * Shows or hides the car: sets it to `wanted` when given (issue 25: a repeated 'hide' never
 * shows it; no write when it is already so), else flips it; returns the resulting row.
 * Hiding a shown car tells each renter holding a pending or booked booking of it, once per
 * renter, with car_unavailable (carId set) in the same transaction (server-rules.md section
 * 6); their bookings stand. The row lock keeps a concurrent booking (FOR SHARE) from
 * slipping past the list. While Gaadi hides the car (issue 29, hidden_by set), showing it
 * is refused 409 with the reason; hiding it again is harmless.
 */
export async function toggleCar(
  app: FastifyInstance,
  ownerId: string,
  carId: unknown,
  wanted?: boolean,
): Promise<CarRow> {
  if (wanted !== false) {
    const current = await ownedCar(app.db, carId, ownerId, "update");
    if (!current.isAvailable) await requirePayoutAccount(app, ownerId);
  }
  return app.db.transaction(async (tx) => {
    const car = await ownedCar(tx, carId, ownerId, "update", { lock: true });
    const isAvailable = wanted ?? !car.isAvailable;
    if (isAvailable === car.isAvailable) return car;
    if (isAvailable && car.hiddenBy) throw conflict(hiddenRefusal(car));
    const updated = await updateCar(tx, car.id, { isAvailable });
    if (!updated.isAvailable) {
      const renters = await waitingRenterIds(tx, car.id);
      await notify(
        tx,
        renters.map((userId) => ({ userId, type: "car_unavailable" as const, car, carId: car.id })),
      );
    }
    return updated;
  });
}

/**
 * Soft-deletes the car (deleted_at), refused 409 while a pending, booked or on_rent booking
 * holds it (CAR_DELETE_MSG.hasTrips: what the owner can do, issue 25 defect 14); so no
 * renter holds a pending or booked booking of a car that is deleted, and deletion writes no
 * car_unavailable notification (server-rules.md sections 3 and 6). The
 * row lock serialises this with booking creation, which locks the car FOR SHARE. The image
 * files go too unless past bookings still show the car.
 */
export async function deleteCar(
  app: FastifyInstance,
  ownerId: string,
  carId: unknown,
): Promise<void> {
  const { car, keepImage } = await app.db.transaction(async (tx) => {
    const row = await ownedCar(tx, carId, ownerId, "delete", { lock: true });
    if (await hasHoldingBookings(tx, row.id)) throw conflict(CAR_DELETE_MSG.hasTrips);
    await updateCar(tx, row.id, { deletedAt: new Date() });
    return { car: row, keepImage: await hasAnyBooking(tx, row.id) };
  });
  if (!keepImage) await discard(app, car);
}

/** Best-effort removal of image files; a failure is logged, never surfaced. */
function discard(app: FastifyInstance, stored: StoredImage): Promise<void> {
  return removeStoredImage(app.storage, stored, (err) =>
    app.log.warn({ err }, "could not remove a car image file"),
  );
}
