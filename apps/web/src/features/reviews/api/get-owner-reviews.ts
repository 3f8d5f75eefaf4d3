/**
 * GET /api/reviews/owner -> {success, reviews, message} (owner document section 7): reviews of
 * the signed-in owner's cars, newest first.
 */
import type { OwnerReviewsResponse } from "@gaadi/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getOwnerReviews(): Promise<OwnerReviewsResponse> {
  return api<OwnerReviewsResponse>("/reviews/owner");
}

export function useOwnerReviews() {
  return useQuery({
    queryKey: queryKeys.reviews.owner,
    queryFn: getOwnerReviews,
    select: (data) => data.reviews,
  });
}
