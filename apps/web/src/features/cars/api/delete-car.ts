/**
 * POST /api/owner/delete-car {carId} -> {success, message} (owner document section 7). The
 * server refuses another owner's car (403) and a car with open bookings (409). A 401 says
 * 'Please log in to delete cars' (section 8).
 */
import { CAR_MSG, type CarIdBody, type MessageResponse } from "@gaadi/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshAfter } from "@/lib/query-refresh";

export function deleteCar(carId: string): Promise<MessageResponse> {
  const body: CarIdBody = { carId };
  return api<MessageResponse>("/owner/delete-car", {
    method: "POST",
    body,
    unauthorizedMessage: CAR_MSG.loginToDelete,
  });
}

export function useDeleteCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCar,
    onSuccess: () => refreshAfter(queryClient, "carChanged"),
  });
}
