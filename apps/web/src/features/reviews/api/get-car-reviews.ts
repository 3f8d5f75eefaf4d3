/**
 * GET /api/reviews/car/{id} -> {success, reviews, avgRating, totalReviews} (customer document
 * section 7), public. Failures stay silent (section 8): the page shows no reviews instead.
 */
import type { CarReviewsResponse } from "@gaadi/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getCarReviews(carId: string): Promise<CarReviewsResponse> {
  return api<CarReviewsResponse>(`/reviews/car/${encodeURIComponent(carId)}`);
}

export function useCarReviews(carId: string) {
  return useQuery({
    queryKey: queryKeys.reviews.car(carId),
    queryFn: () => getCarReviews(carId),
    enabled: carId !== "",
  });
}
