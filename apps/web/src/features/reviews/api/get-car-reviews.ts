/**
 * GET /api/reviews/car/{id} -> {success, reviews, avgRating, totalReviews} (customer document
 * section 7), public. Failures stay silent (section 8): the page shows no reviews instead.
 */
import type { CarReviewsResponse } from "@gaadi/shared";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { reviewKeys } from "./keys";

export function getCarReviews(carId: string): Promise<CarReviewsResponse> {
  return api<CarReviewsResponse>(`/reviews/car/${encodeURIComponent(carId)}`);
}

const carReviewsQuery = (carId: string) => ({
  queryKey: reviewKeys.car(carId),
  queryFn: () => getCarReviews(carId),
});

export function useCarReviews(carId: string) {
  return useQuery({ ...carReviewsQuery(carId), enabled: carId !== "" });
}

/** Loads the car's reviews into `client` (the server render of the details page). */
export async function prefetchCarReviews(client: QueryClient, carId: string): Promise<void> {
  if (carId) await client.prefetchQuery(carReviewsQuery(carId));
}
