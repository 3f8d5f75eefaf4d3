/**
 * POST /api/owner/delete-car {carId} -> {success, message} (owner document section 7). The
 * server refuses another owner's car (403) and a car with open bookings (409).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { refreshAfterCarChange } from "./keys";

export function deleteCar(carId: string): Promise<{ success: boolean; message: string }> {
  return api("/owner/delete-car", { method: "POST", body: { carId } });
}

export function useDeleteCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCar,
    onSuccess: () => refreshAfterCarChange(queryClient),
  });
}
