/**
 * POST /api/owner/toggle-car {carId} -> {success, message, isAvaliable}: hides a shown car or shows a
 * hidden one (owner document sections 4 and 7); the list then reloads. A 401 says 'Please log
 * in to update car availability' (section 8).
 */
import { CAR_MSG, type CarIdBody, type ToggleCarResponse } from "@gaadi/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshAfter } from "@/lib/query-refresh";

export function toggleCar(carId: string): Promise<ToggleCarResponse> {
  const body: CarIdBody = { carId };
  return api<ToggleCarResponse>("/owner/toggle-car", {
    method: "POST",
    body,
    unauthorizedMessage: CAR_MSG.loginToToggle,
  });
}

export function useToggleCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleCar,
    onSuccess: () => refreshAfter(queryClient, "carChanged"),
  });
}
