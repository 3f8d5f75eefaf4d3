/**
 * POST /api/owner/toggle-car {carId, isAvaliable} -> {success, message, isAvaliable}: hides a
 * shown car or shows a hidden one (owner document sections 4 and 7); the list then reloads.
 * The state wanted is sent (issue 25), so a second press or a retry of 'Hide' keeps the car
 * hidden instead of showing it again. A 401 says 'Please log in to update car availability'
 * (section 8).
 */
import { CAR_MSG, type ToggleCarBody, type ToggleCarResponse } from "@gaadi/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshAfter } from "@/lib/query-refresh";

export function toggleCar(body: ToggleCarBody): Promise<ToggleCarResponse> {
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
