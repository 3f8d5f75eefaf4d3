/**
 * POST /api/owner/toggle-car {carId, isAvaliable} -> {success, message, isAvaliable}: hides a
 * shown car or shows a hidden one (owner document sections 4 and 7); the list then reloads.
 * The state wanted is sent (issue 25), so a second press or a retry of 'Hide' keeps the car
 * hidden instead of showing it again.
 */
import type { ToggleCarBody, ToggleCarResponse } from "@gaadi/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshAfterCarChange } from "./keys";

export function toggleCar(body: ToggleCarBody): Promise<ToggleCarResponse> {
  return api<ToggleCarResponse>("/owner/toggle-car", { method: "POST", body });
}

export function useToggleCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleCar,
    onSuccess: () => refreshAfterCarChange(queryClient),
  });
}
