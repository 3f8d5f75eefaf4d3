/**
 * Review rows in the API's spelling (shapes in @gaadi/shared `carReviewSchema`,
 * `userReviewSchema`, `ownerReviewSchema`): `_id`s, calendar dates as ISO date-time strings
 * (server-rules.md section 1), instants as ISO strings, `ownerReply` only when there is one.
 */
import {
  type CarReview,
  type OwnerReply,
  type OwnerReview,
  toApiDate,
  type UserReview,
} from "@gaadi/shared";
import type { ReviewRow, ReviewWith } from "./repository.js";

function ownerReply(r: ReviewRow): { ownerReply?: OwnerReply } {
  return r.replyText !== null && r.repliedAt !== null
    ? { ownerReply: { text: r.replyText, repliedAt: r.repliedAt.toISOString() } }
    : {};
}

/** A review as the car page lists it. */
export function toCarReview({ review, booking, user }: ReviewWith): CarReview {
  return {
    _id: review.id,
    booking: { _id: booking.id, pickupDate: toApiDate(booking.pickupDate) },
    user: { name: user.name, image: user.image },
    rating: review.rating,
    reviewText: review.reviewText,
    createdAt: review.createdAt.toISOString(),
    ...ownerReply(review),
  };
}

/** A review as its renter lists it: adds the car. */
export function toUserReview(row: ReviewWith): UserReview {
  const { car } = row;
  return { ...toCarReview(row), car: { _id: car.id, brand: car.brand, model: car.model } };
}

/** A review as the car's owner lists it (Manage Reviews). */
export function toOwnerReview({ review, booking, user, car }: ReviewWith): OwnerReview {
  return {
    _id: review.id,
    rating: review.rating,
    reviewText: review.reviewText,
    createdAt: review.createdAt.toISOString(),
    car: { _id: car.id, image: car.image, brand: car.brand, model: car.model },
    user: { name: user.name, image: user.image },
    booking: {
      _id: booking.id,
      pickupDate: toApiDate(booking.pickupDate),
      returnDate: toApiDate(booking.returnDate),
    },
    ...ownerReply(review),
  };
}
