/**
 * Review texts: the customer document's section 5 review rules and section 8 rows (review
 * fails, 'Review submitted successfully!'), the owner document's section 5 reply rule and
 * section 8 "Reviews", the server's refusals (server-rules.md section 5), and the
 * review_received / review_replied notification texts (server-rules.md section 6). Quoted
 * texts are to the letter.
 */

import type { BookingStatus } from "../enums.js";
import { LIMITS } from "../limits.js";
import { bookingStatusLabel } from "./bookings.js";

export const REVIEW_MSG = {
  // Writing a review (customer document sections 5 and 8)
  selectRating: "Please select a rating",
  ratingInvalid: "Rating must be a whole number from 1 to 5",
  reviewTooShort: `Review must be at least ${LIMITS.reviewMin} characters long`,
  reviewTooLong: `Review must be at most ${LIMITS.reviewMax} characters long`,
  submitted: "Review submitted successfully!",
  submitFailed: "Failed to submit review. Please try again.",
  // Manage Reviews and the reply dialog (owner document sections 5 and 8)
  loadFailed: "Failed to load reviews. Please refresh the page.",
  replyTooShort: `Reply must be at least ${LIMITS.replyMin} characters long`,
  replyTooLong: `Reply must be at most ${LIMITS.replyMax} characters long`,
  replyFailed: "Failed to submit reply. Please try again.",
  replySubmitted: "Reply submitted successfully!",
  replyUpdated: "Reply updated successfully!",
  // GET /api/reviews/owner's message
  ownerLoaded: "Reviews loaded successfully",
  // Server refusals (server-rules.md sections 1 and 5)
  notYourBooking: "You can only review your own bookings",
  alreadyReviewed: "You have already reviewed this booking",
  reviewNotFound: "Review not found",
  notYourCarsReview: "You can only reply to reviews of your own cars",
  alreadyReplied: "You have already replied to this review; edit your reply instead",
  noReplyYet: "This review has no reply yet",
} as const;

/** 409 text for reviewing a booking that is not completed, naming its status. */
export function reviewRefusal(status: BookingStatus): string {
  return `Only completed trips can be reviewed; this booking is ${bookingStatusLabel(status).toLowerCase()}`;
}
