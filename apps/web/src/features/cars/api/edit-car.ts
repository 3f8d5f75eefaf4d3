/**
 * POST /api/owner/edit-car, multipart: optional `image`, `carData` (JSON) and `carId` ->
 * {success, message, car} (owner document section 7). The list refreshes after an update. A
 * 401 says 'You need to be logged in to update a car' (section 8).
 */
import { CAR_MSG, type CarDataInput, type SavedCarResponse } from "@gaadi/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshAfter } from "@/lib/query-refresh";

export interface EditCarInput {
  carId: string;
  carData: CarDataInput;
  /** A new photo, or null to keep the current one. */
  image: File | null;
}

export function editCar({ carId, carData, image }: EditCarInput): Promise<SavedCarResponse> {
  const form = new FormData();
  if (image) form.append("image", image);
  form.append("carData", JSON.stringify(carData));
  form.append("carId", carId);
  return api<SavedCarResponse>("/owner/edit-car", {
    method: "POST",
    form,
    unauthorizedMessage: CAR_MSG.loginToUpdate,
  });
}

export function useEditCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editCar,
    onSuccess: () => refreshAfter(queryClient, "carChanged"),
  });
}
