/**
 * GET /api/user/cars/facets -> {success, brands, states}: the brands and states that visible
 * cars have, for the listing's advanced filter panel (customer document section 2).
 */
import type { CarFacetsResponse } from "@gaadi/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getCarFacets(signal?: AbortSignal): Promise<CarFacetsResponse> {
  return api<CarFacetsResponse>("/user/cars/facets", { signal });
}

export function useCarFacets() {
  return useQuery({
    queryKey: queryKeys.cars.facets,
    queryFn: ({ signal }) => getCarFacets(signal),
    staleTime: 5 * 60_000,
  });
}
