/**
 * GET /api/user/cars/:id -> {success, car}: one visible car for the details page (customer
 * document section 2). Hidden, deleted and unknown cars answer 404, which the query keeps as
 * `null` (a known answer, not a failure: the server render shows 'Car not found' with status
 * 404 and the browser hydrates the same state, decision 015).
 */
import type { CarDetailResponse } from "@gaadi/shared";
import { type QueryClient, type QueryFunctionContext, useQuery } from "@tanstack/react-query";
import { ApiError, api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/**
 * The car, or null when the server answers 404. Throws ApiError otherwise. `client`: the query
 * client asking (its transport, on the server: api-client.ts).
 */
export async function getCar(
  id: string,
  signal?: AbortSignal,
  client?: QueryClient,
): Promise<CarDetailResponse | null> {
  try {
    return await api<CarDetailResponse>(`/user/cars/${encodeURIComponent(id)}`, {
      signal,
      client,
    });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

const carQuery = (id: string) => ({
  queryKey: queryKeys.cars.detail(id),
  queryFn: ({ signal, client }: QueryFunctionContext) => getCar(id, signal, client),
});

/** The car (null: not found; undefined: loading or failed). */
export function useCar(id: string) {
  return useQuery({ ...carQuery(id), select: (data) => data?.car ?? null });
}

/**
 * The car's owner's reply time (issue 31 item 4), from the same answer: null until they have
 * answered enough conversations, or while the car loads.
 */
export function useOwnerReplyTime(id: string) {
  return useQuery({ ...carQuery(id), select: (data) => data?.ownerReplyTime ?? null }).data ?? null;
}

/**
 * Loads car `id` into `client` (the details route's loader): in the browser beside the page's
 * JavaScript instead of after it (docs/PERFORMANCE.md, LCP), on the server before the render.
 * Resolves to 404 when the car does not exist. A failure is left for useCar to show; fresh
 * data is not refetched.
 */
export async function prefetchCar(client: QueryClient, id: string): Promise<number | undefined> {
  await client.prefetchQuery(carQuery(id));
  return client.getQueryData(queryKeys.cars.detail(id)) === null ? 404 : undefined;
}
