/**
 * Answers of the reviews endpoints (customer document sections 3 and 7, owner document
 * sections 3 and 7, server-rules.md sections 1 and 5). The routes declare them as response
 * schemas; the web types its fetchers with the inferred types. Failures are `errorResponse`.
 * Dates: pickupDate/returnDate are ISO date-time strings whose first 10 characters are the
 * calendar date; createdAt and repliedAt are ISO instants. `user.image` is '' when the
 * reviewer has no picture (the client shows a default one).
 */
import { z } from "zod";
import { messageResponse, okResponse } from "../envelope.js";

/** The owner's answer to a review, absent until the owner replies. */
export const ownerReplySchema = z.object({ text: z.string(), repliedAt: z.string() });
export type OwnerReply = z.infer<typeof ownerReplySchema>;

const reviewer = z.object({ name: z.string(), image: z.string() });

/** A review on the car page (GET /api/reviews/car/{id}), newest first. */
export const carReviewSchema = z.object({
  _id: z.string(),
  booking: z.object({ _id: z.string(), pickupDate: z.string() }),
  user: reviewer,
  rating: z.number().int(),
  reviewText: z.string(),
  createdAt: z.string(),
  ownerReply: ownerReplySchema.optional(),
});
export type CarReview = z.infer<typeof carReviewSchema>;

/** A review the signed-in renter wrote (GET /api/reviews/user), with its booking and car. */
export const userReviewSchema = carReviewSchema.extend({
  car: z.object({ _id: z.string(), brand: z.string(), model: z.string() }),
});
export type UserReview = z.infer<typeof userReviewSchema>;

/** A review of one of the owner's cars (GET /api/reviews/owner). */
export const ownerReviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int(),
  reviewText: z.string(),
  createdAt: z.string(),
  car: z.object({ _id: z.string(), image: z.string(), brand: z.string(), model: z.string() }),
  user: reviewer,
  booking: z.object({ _id: z.string(), pickupDate: z.string(), returnDate: z.string() }),
  ownerReply: ownerReplySchema.optional(),
});
export type OwnerReview = z.infer<typeof ownerReviewSchema>;

/** GET /api/reviews/car/{id}: avgRating has one decimal (0 when none). */
export const carReviewsResponse = okResponse({
  reviews: z.array(carReviewSchema),
  avgRating: z.number(),
  totalReviews: z.number().int(),
});
export type CarReviewsResponse = z.infer<typeof carReviewsResponse>;

/** GET /api/reviews/user: the renter's own reviews, newest first. */
export const userReviewsResponse = okResponse({ reviews: z.array(userReviewSchema) });
export type UserReviewsResponse = z.infer<typeof userReviewsResponse>;

/** GET /api/reviews/owner: reviews of the owner's cars, newest first, and a sentence. */
export const ownerReviewsResponse = okResponse({
  reviews: z.array(ownerReviewSchema),
  message: z.string(),
});
export type OwnerReviewsResponse = z.infer<typeof ownerReviewsResponse>;

/** POST /api/reviews/create: 'Review submitted successfully!'. */
export const createReviewResponse = messageResponse;

/** POST /api/reviews/reply/{id}: 'Reply submitted successfully!'; PUT: 'Reply updated successfully!'. */
export const replyResponse = messageResponse;
