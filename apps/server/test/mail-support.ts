/**
 * Shortcuts for the mail tests (not imported by the app): a booking with known facts (the
 * Maruti Suzuki Swift 2023 at ₹1,25,000 a day, 10 to 12 Dec 2027, ₹3,75,000), notifications
 * written through insertNotifications inside a transaction as the events do, and a read of
 * the outbox.
 */
import type { NotificationType } from "@gaadi/shared";
import { asc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { mailOutbox } from "../src/db/schema.js";
import { insertNotifications } from "../src/modules/notifications/repository.js";
import { ownerCarRenter, seedBooking } from "./bookings-support.js";
import { createCar } from "./helpers.js";

export const TRIP = { from: "2027-12-10", to: "2027-12-12", amount: "₹3,75,000" } as const;

/** An owner, a renter and a pending booking of the owner's car by the renter. */
export async function bookedTrip(app: FastifyInstance) {
  const { owner, renter } = await ownerCarRenter(app);
  const dearCar = await createCar(app, owner.id, { pricePerDay: 125_000 });
  const booking = await seedBooking(app, {
    car: dearCar,
    renterId: renter.id,
    from: TRIP.from,
    to: TRIP.to,
  });
  return { owner, renter, car: dearCar, booking };
}

/** Writes one notification of `type` to `userId` about `booking`, as an event would. */
export async function notify(
  app: FastifyInstance,
  type: NotificationType,
  userId: string,
  booking: { id: string; carId: string },
) {
  const [row] = await app.db.transaction((tx) =>
    insertNotifications(tx, [
      {
        userId,
        type,
        title: type,
        message: `${type} happened`,
        bookingId: booking.id,
        carId: booking.carId,
      },
    ]),
  );
  return row!;
}

/** Every outbox row, oldest first. */
export function outbox(app: FastifyInstance) {
  return app.db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt));
}
