/**
 * GET /api/user/cars/:id -> {success, car}: one visible car for the details page (customer
 * document section 2). Hidden, deleted and unknown cars answer 404.
 */
import type { CarDetailResponse } from "@gaadi/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { carKeys } from "./keys";

export function getCar(id: string, signal?: AbortSignal): Promise<CarDetailResponse> {
  return api<CarDetailResponse>(`/user/cars/${encodeURIComponent(id)}`, { signal });
}

export function useCar(id: string) {
  return useQuery({
    queryKey: carKeys.detail(id),
    queryFn: ({ signal }) => getCar(id, signal),
    select: (data) => data.car,
  });
}
