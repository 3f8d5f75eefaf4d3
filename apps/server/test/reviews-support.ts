/**
 * Shortcuts for the reviews tests (not imported by the app): calls under /api/reviews, a
 * completed trip to review, and the notifications a user holds, read straight from the table.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { notifications } from "../src/db/schema.js";
import { callApi, day, ownerCarRenter, seedBooking } from "./bookings-support.js";
import type { TestUser } from "./helpers.js";

/** Calls /api/reviews`url` as `user` (or a visitor when null). */
export const reviewsCall = (
  app: FastifyInstance,
  method: "GET" | "POST" | "PUT",
  url: string,
  user: TestUser | null,
  payload?: object,
) => callApi(app, method, `/reviews${url}`, user, payload);

/** An owner, a renter, the owner's car and a completed trip of the renter in it. */
export async function completedTrip(app: FastifyInstance) {
  const parties = await ownerCarRenter(app);
  const booking = await seedBooking(app, {
    car: parties.car,
    renterId: parties.renter.id,
    from: day(-6),
    to: day(-4),
    status: "completed",
  });
  return { ...parties, booking };
}

/** The notifications `userId` holds, oldest first. */
export function notificationsOf(app: FastifyInstance, userId: string) {
  return app.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.createdAt);
}
