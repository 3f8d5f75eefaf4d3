/**
 * Request bodies of the reviews endpoints (customer document sections 5 and 7, owner document
 * sections 5 and 7, server-rules.md section 5). The routes use them as body schemas and the
 * review and reply dialogs validate with the same ones. Texts are trimmed before their length
 * is checked; a rating of 0 means "none chosen" ('Please select a rating').
 */
import { z } from "zod";
import { LIMITS } from "../limits.js";
import { BOOKING_MSG } from "../messages/bookings.js";
import { REVIEW_MSG } from "../messages/reviews.js";

/** A whole number of stars, 1 to 5. */
export const ratingField = z
  .number({ error: REVIEW_MSG.selectRating })
  .int(REVIEW_MSG.ratingInvalid)
  .min(1, REVIEW_MSG.selectRating)
  .max(5, REVIEW_MSG.ratingInvalid);

/** The review text: 10 to 500 characters after trimming. */
export const reviewTextField = z
  .string({ error: REVIEW_MSG.reviewTooShort })
  .trim()
  .min(LIMITS.reviewMin, REVIEW_MSG.reviewTooShort)
  .max(LIMITS.reviewMax, REVIEW_MSG.reviewTooLong);

/** The owner's reply: 10 to 400 characters after trimming. */
export const replyTextField = z
  .string({ error: REVIEW_MSG.replyTooShort })
  .trim()
  .min(LIMITS.replyMin, REVIEW_MSG.replyTooShort)
  .max(LIMITS.replyMax, REVIEW_MSG.replyTooLong);

/** POST /api/reviews/create: the renter reviews one completed booking. */
export const createReviewBody = z.object({
  bookingId: z
    .string({ error: BOOKING_MSG.bookingIdRequired })
    .trim()
    .min(1, BOOKING_MSG.bookingIdRequired),
  rating: ratingField,
  reviewText: reviewTextField,
});
export type CreateReviewBody = z.input<typeof createReviewBody>;

/** POST and PUT /api/reviews/reply/{reviewId}: the owner's reply (new or edited). */
export const replyBody = z.object({ replyText: replyTextField });
export type ReplyBody = z.input<typeof replyBody>;
