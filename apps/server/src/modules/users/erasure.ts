/**
 * DELETE /api/user/delete-account (customer document sections 5 and 7; server-rules.md
 * sections 6 and 7; decision 011). The password confirms; then, in ONE transaction:
 * - refused 409 ACCOUNT_MSG.deleteWhileOnRent while a booking of theirs, as renter or owner, is on_rent;
 * - their pending and booked bookings as renter are cancelled (reason ACCOUNT_MSG.renterClosedAccount)
 *   and each car's owner is told booking_cancelled;
 * - the pending and booked bookings of their cars are cancelled (ACCOUNT_MSG.ownerClosedAccount) and
 *   each renter is told car_unavailable, saying the booking is cancelled;
 * - their cars leave the marketplace (soft delete, as delete-car);
 * - their name, e-mail and photo are erased, every session ends, unsent mail to them is dropped;
 * - their driving licence row is deleted (issue 29), its photo removed after the commit.
 * Finished and cancelled trips stay, readable to the other party under 'Deleted user'.
 * After the commit, files no one can see any more (their uploaded photo, the images of cars no
 * booking names) are removed, best effort.
 */
import { ACCOUNT_MSG } from "@gaadi/shared";
import { verify } from "@node-rs/argon2";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import { badRequest, conflict, unauthorized } from "../../lib/errors.js";
import { removeStoredAvatar, removeStoredImage } from "../../lib/storage/images.js";
import * as licences from "../licences/repository.js";
import { removeLicencePhoto } from "../licences/service.js";
import { type NotifyInput, notify } from "../notifications/service.js";
import { logFailure } from "./photo.js";
import * as repo from "./repository.js";

/**
 * Deletes the account `userId` after checking `password`. 400 ACCOUNT_MSG.deletePasswordWrong for a
 * wrong password, 401 ACCOUNT_MSG.sessionInvalid when the account is already gone, 409
 * ACCOUNT_MSG.deleteWhileOnRent while a trip is on rent.
 */
export async function deleteAccount(
  app: FastifyInstance,
  userId: string,
  password: string,
): Promise<void> {
  const user = await repo.findLiveUser(app.db, { id: userId });
  if (!user) throw unauthorized(ACCOUNT_MSG.sessionInvalid);
  if (!(await verify(user.passwordHash, password).catch(() => false))) {
    throw badRequest(ACCOUNT_MSG.deletePasswordWrong);
  }
  const left = await app.db.transaction(async (tx) => {
    const locked = await repo.lockLiveUser(tx, userId);
    // Gone, or the password changed since it was checked: the caller's session is over.
    if (!locked || locked.passwordHash !== user.passwordHash) {
      throw unauthorized(ACCOUNT_MSG.sessionInvalid);
    }
    const cars = await repo.lockLiveCars(tx, userId);
    const held = await repo.lockHoldingBookings(tx, userId);
    if (held.some((b) => b.status === "on_rent")) throw conflict(ACCOUNT_MSG.deleteWhileOnRent);

    const now = new Date();
    await cancelTheirTrips(tx, userId, held, cars, now);
    const carIds = cars.map((c) => c.id);
    await repo.softDeleteCars(tx, carIds, now);
    const withHistory = await repo.carsWithHistory(tx, carIds);
    await repo.dropUnsentMail(tx, userId);
    await repo.eraseUser(tx, userId, ACCOUNT_MSG.deletedUserName, now);
    const licencePhoto = await licences.deleteLicence(tx, userId);
    return {
      image: locked.image,
      licencePhoto,
      unseenCars: cars.filter((c) => !withHistory.has(c.id)),
    };
  });

  await removeStoredAvatar(app.storage, left.image, logFailure(app));
  if (left.licencePhoto) await removeLicencePhoto(app, left.licencePhoto);
  for (const car of left.unseenCars) {
    await removeStoredImage(app.storage, car, (err) =>
      app.log.warn({ err }, "could not remove a car image file"),
    );
  }
}

/**
 * Cancels the held (pending or booked) bookings, telling the other side of each: the owner
 * booking_cancelled for the user's own trips, the renter car_unavailable for trips on the
 * user's cars (car names from `cars`, the user's own cars, or read for others' cars).
 */
async function cancelTheirTrips(
  tx: Db,
  userId: string,
  held: Awaited<ReturnType<typeof repo.lockHoldingBookings>>,
  cars: Awaited<ReturnType<typeof repo.lockLiveCars>>,
  now: Date,
): Promise<void> {
  const asRenter = held.filter((b) => b.renterId === userId).map((b) => b.id);
  const asOwner = held.filter((b) => b.ownerId === userId).map((b) => b.id);
  const renterSide = await repo.cancelBookings(
    tx,
    asRenter,
    "renter",
    ACCOUNT_MSG.renterClosedAccount,
    now,
  );
  const ownerSide = await repo.cancelBookings(
    tx,
    asOwner,
    "owner",
    ACCOUNT_MSG.ownerClosedAccount,
    now,
  );

  const names = new Map(cars.map((c) => [c.id, { brand: c.brand, model: c.model }]));
  const otherCars = await repo.carNames(
    tx,
    renterSide.map((b) => b.carId).filter((id) => !names.has(id)),
  );
  for (const c of otherCars) names.set(c.id, { brand: c.brand, model: c.model });

  const notices: NotifyInput[] = [
    ...renterSide.map((b) => ({
      userId: b.ownerId,
      type: "booking_cancelled" as const,
      car: names.get(b.carId)!,
      bookingId: b.id,
      carId: b.carId,
    })),
    ...ownerSide.map((b) => ({
      userId: b.renterId,
      type: "car_unavailable" as const,
      car: names.get(b.carId)!,
      detail: { bookingCancelled: true },
      bookingId: b.id,
      carId: b.carId,
    })),
  ];
  await notify(tx, notices);
}
