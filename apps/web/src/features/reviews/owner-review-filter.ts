/**
 * The Manage Reviews filter reached from the owner dashboard's "needs your attention" link
 * (issue 11): `?reply=none` keeps the reviews without an owner reply (the ones GET
 * /api/owner/tasks counts as unansweredReviews). Applied to the list the page already loads.
 */
import type { OwnerReview } from "@gaadi/shared";

export type OwnerReviewFilter = "unanswered";

/** The 'Showing: ...' line of the filter. */
export const OWNER_REVIEW_FILTER_LABEL: Record<OwnerReviewFilter, string> = {
  unanswered: "Reviews waiting for your reply",
};

/** The filter the URL asks for, or null for none (unknown values count as none). */
export function ownerReviewFilterOf(params: URLSearchParams): OwnerReviewFilter | null {
  return params.get("reply") === "none" ? "unanswered" : null;
}

/** The reviews `filter` keeps, in their order. */
export function filterOwnerReviews(
  reviews: readonly OwnerReview[],
  filter: OwnerReviewFilter | null,
): OwnerReview[] {
  return filter === "unanswered" ? reviews.filter((r) => !r.ownerReply) : [...reviews];
}
