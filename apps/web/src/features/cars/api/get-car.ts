/**
 * GET /api/user/cars/:id -> {success, car}: one visible car for the details page (customer
 * document section 2). Hidden, deleted and unknown cars answer 404.
 */
import type { CarDetailResponse } from "@gaadi/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryClient } from "../../../lib/query-client";
import { carKeys } from "./keys";

export function getCar(id: string, signal?: AbortSignal): Promise<CarDetailResponse> {
  return api<CarDetailResponse>(`/user/cars/${encodeURIComponent(id)}`, { signal });
}

const carQuery = (id: string) => ({
  queryKey: carKeys.detail(id),
  queryFn: ({ signal }: { signal?: AbortSignal }) => getCar(id, signal),
});

export function useCar(id: string) {
  return useQuery({ ...carQuery(id), select: (data) => data.car });
}

/**
 * Starts loading car `id` into the query cache without waiting (the details route's loader), so
 * the car, and then its photo, come in parallel with the page's JavaScript instead of after it
 * (docs/PERFORMANCE.md, LCP). A failure is left for useCar to show; fresh data is not refetched.
 */
export function prefetchCar(id: string): void {
  void queryClient.prefetchQuery(carQuery(id));
}
