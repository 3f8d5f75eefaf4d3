/**
 * GET /api/reviews/car/{id} -> {success, reviews, avgRating, totalReviews} (customer document
 * section 7), public. Failures stay silent (section 8): the page shows no reviews instead.
 */
import type { CarReviewsResponse } from "@gaadi/shared";
import { type QueryClient, type QueryFunctionContext, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Car `carId`'s reviews. `client`: the query client asking (its transport on the server). */
export function getCarReviews(
  carId: string,
  signal?: AbortSignal,
  client?: QueryClient,
): Promise<CarReviewsResponse> {
  return api<CarReviewsResponse>(`/reviews/car/${encodeURIComponent(carId)}`, { signal, client });
}

const carReviewsQuery = (carId: string) => ({
  queryKey: queryKeys.reviews.car(carId),
  queryFn: ({ signal, client }: QueryFunctionContext) => getCarReviews(carId, signal, client),
});

export function useCarReviews(carId: string) {
  return useQuery({ ...carReviewsQuery(carId), enabled: carId !== "" });
}

/**
 * Loads car `carId`'s reviews into `client` (the details route's loader, beside the car): on
 * the server before the render, so the page's HTML holds them and the browser hydrates the
 * list instead of building it after a request of its own (issue 26); fresh data is not
 * refetched. A failure (a missing car's reviews answer 404) is not kept: the server renders
 * only pages whose queries all succeeded, and the page asks again itself and shows none if that
 * fails too (section 8).
 */
export async function prefetchCarReviews(client: QueryClient, carId: string): Promise<void> {
  const query = carReviewsQuery(carId);
  await client.prefetchQuery(query);
  if (client.getQueryState(query.queryKey)?.status === "error")
    client.removeQueries({ queryKey: query.queryKey, exact: true });
}
