/**
 * GET /api/reviews/user -> {success, reviews} (customer document section 7): the signed-in
 * renter's reviews, each with booking._id, so My Bookings can show 'Review Submitted' and the
 * rating. Failures stay silent (section 8).
 */
import type { UserReviewsResponse } from "@gaadi/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getUserReviews(): Promise<UserReviewsResponse> {
  return api<UserReviewsResponse>("/reviews/user");
}

export function useUserReviews() {
  return useQuery({
    queryKey: queryKeys.reviews.user,
    queryFn: getUserReviews,
    select: (data) => data.reviews,
  });
}
