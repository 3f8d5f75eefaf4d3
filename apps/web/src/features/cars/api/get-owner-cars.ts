/**
 * GET /api/owner/cars -> {success, cars}: every car of the signed-in owner, hidden ones
 * included (owner document section 7, Manage Cars). A 401 says 'Please log in to view your
 * cars' (section 8).
 */
import { CAR_MSG, type OwnerCarsResponse } from "@gaadi/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getOwnerCars(signal?: AbortSignal): Promise<OwnerCarsResponse> {
  return api<OwnerCarsResponse>("/owner/cars", {
    signal,
    unauthorizedMessage: CAR_MSG.loginToView,
  });
}

export function useOwnerCars() {
  return useQuery({
    queryKey: queryKeys.owner.cars,
    queryFn: ({ signal }) => getOwnerCars(signal),
    select: (data) => data.cars,
  });
}
