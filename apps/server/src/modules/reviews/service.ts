/**
 * Review rules (server-rules.md sections 5 and 6): who may review, who may reply, and what
 * each event writes in its own transaction. Bodies arrive checked and trimmed by the shared
 * schemas (rating a whole 1 to 5, text 10 to 500, reply 10 to 400). Errors are AppErrors:
 * 404 unknown booking, review or car (and any id that is not a UUID), 403 not yours, 409 a
 * conflict with the current state (booking not completed, already reviewed, already replied).
 */
import {
  averageRating,
  BOOKING_MSG,
  CAR_MSG,
  type CarReview,
  type CreateReviewBody,
  type OwnerReview,
  REVIEW_MSG,
  reviewRefusal,
  type UserReview,
} from "@gaadi/shared";
import type { FastifyInstance } from "fastify";
import { conflict, forbidden, notFound } from "../../lib/errors.js";
import { isUuid } from "../../lib/ids.js";
import { notify } from "../notifications/service.js";
import { toCarReview, toOwnerReview, toUserReview } from "./mapper.js";
import * as repo from "./repository.js";

/**
 * The renter reviews their completed booking, once. In one transaction: the review row, the
 * car's review_count and rating_sum, and review_received to the car's owner. 404 unknown
 * booking, 403 someone else's, 409 not completed (naming its status) or already reviewed
 * (the unique index decides, so a racing second review is 409 too, never a second row).
 */
export async function createReview(
  app: FastifyInstance,
  renterId: string,
  input: Required<CreateReviewBody>,
): Promise<void> {
  if (!isUuid(input.bookingId)) throw notFound(BOOKING_MSG.bookingNotFound);
  await app.db.transaction(async (tx) => {
    const booking = await repo.findBookingToReview(tx, input.bookingId);
    if (!booking) throw notFound(BOOKING_MSG.bookingNotFound);
    if (booking.renterId !== renterId) throw forbidden(REVIEW_MSG.notYourBooking);
    if (booking.status !== "completed") throw conflict(reviewRefusal(booking.status));
    const review = await repo.insertReview(tx, {
      bookingId: booking.id,
      carId: booking.carId,
      renterId,
      ownerId: booking.ownerId,
      rating: input.rating,
      reviewText: input.reviewText,
    });
    await repo.addToCarRating(tx, booking.carId, input.rating);
    await notify(tx, [
      {
        userId: booking.ownerId,
        type: "review_received",
        car: booking.car,
        detail: { rating: input.rating },
        bookingId: booking.id,
        reviewId: review.id,
        carId: booking.carId,
      },
    ]);
  });
}

/**
 * The car's owner replies to a review (`mode` 'create', POST: only while it has no reply) or
 * edits the reply (`mode` 'edit', PUT: only when it has one); `text` is trimmed, 10 to 400
 * characters. Writes review_replied to the renter in the same transaction. 404 unknown review,
 * 403 not a review of the owner's car, 409 a second POST, 404 a PUT with no reply yet.
 */
export async function reply(
  app: FastifyInstance,
  ownerId: string,
  reviewId: string,
  mode: "create" | "edit",
  text: string,
): Promise<void> {
  if (!isUuid(reviewId)) throw notFound(REVIEW_MSG.reviewNotFound);
  await app.db.transaction(async (tx) => {
    const row = await repo.setReplyIf(tx, reviewId, ownerId, mode, text, new Date());
    const found = await repo.findReview(tx, reviewId);
    if (!found) throw notFound(REVIEW_MSG.reviewNotFound);
    if (!row) {
      if (found.review.ownerId !== ownerId) throw forbidden(REVIEW_MSG.notYourCarsReview);
      throw mode === "create"
        ? conflict(REVIEW_MSG.alreadyReplied)
        : notFound(REVIEW_MSG.noReplyYet);
    }
    await notify(tx, [
      {
        userId: row.renterId,
        type: "review_replied",
        car: found.car,
        detail: { edited: mode === "edit" },
        bookingId: row.bookingId,
        reviewId: row.id,
        carId: row.carId,
      },
    ]);
  });
}

/**
 * The reviews of a car the public may see, newest first, with the average (one decimal, 0
 * when none) and count from the car's maintained aggregates. 404 unknown, hidden or deleted
 * car, as its page is.
 */
export async function carReviews(
  app: FastifyInstance,
  carId: string,
): Promise<{ reviews: CarReview[]; avgRating: number; totalReviews: number }> {
  const car = isUuid(carId) ? await repo.findPublicCarRating(app.db, carId) : undefined;
  if (!car) throw notFound(CAR_MSG.carNotFound);
  const rows = await repo.carReviews(app.db, carId);
  return {
    reviews: rows.map(toCarReview),
    avgRating: averageRating(car.ratingSum, car.reviewCount),
    totalReviews: car.reviewCount,
  };
}

/** The reviews the renter wrote, newest first, each with its booking and car. */
export async function userReviews(app: FastifyInstance, renterId: string): Promise<UserReview[]> {
  return (await repo.renterReviews(app.db, renterId)).map(toUserReview);
}

/** The reviews of the owner's cars, newest first (Manage Reviews). */
export async function ownerReviews(app: FastifyInstance, ownerId: string): Promise<OwnerReview[]> {
  return (await repo.ownerReviews(app.db, ownerId)).map(toOwnerReview);
}
