/**
 * GET /api/user/cars (public, customer document section 7). With any filter or page/limit the
 * server answers one page {cars, total, page, limit} (decision 006); filters follow customer
 * document section 5 and are the URL's query parameters as given. With pickupLocation,
 * pickupDate and returnDate the page holds only that city's cars free on those dates
 * (availability mode, decision 006's amendment).
 */
import type { CarFilters, CarListResponse } from "@gaadi/shared";
import {
  keepPreviousData,
  type QueryClient,
  type QueryFunctionContext,
  useQuery,
} from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Filter, availability and paging parameters; unset ones are left out of the call. */
export type CarListParams = Partial<
  Record<keyof CarFilters | "pickupLocation" | "pickupDate" | "returnDate", string | number>
>;

/** `client`: the query client asking (its transport, on the server: api-client.ts). */
export function getCars(
  params: CarListParams,
  signal?: AbortSignal,
  client?: QueryClient,
): Promise<CarListResponse> {
  return api<CarListResponse>("/user/cars", { query: params, signal, client });
}

const carsQuery = (params: CarListParams) => ({
  queryKey: queryKeys.cars.list(params),
  queryFn: ({ signal, client }: QueryFunctionContext) => getCars(params, signal, client),
  // The route's loader asked first (prefetch); its failure, already retried or not by the
  // app's rule (a 4xx never), shows as it is instead of being asked again by the page's mount.
  retryOnMount: false,
});

/** One page of the catalogue; the previous page stays on screen while the next loads. */
export function useCars(params: CarListParams, opts: { enabled?: boolean } = {}) {
  return useQuery({
    ...carsQuery(params),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
  });
}

/** Loads one page of the catalogue into `client` under useCars' key (the server render). */
export async function prefetchCars(client: QueryClient, params: CarListParams): Promise<void> {
  await client.prefetchQuery(carsQuery(params));
}
