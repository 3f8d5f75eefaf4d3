/**
 * POST /api/owner/add-car, multipart: `image` (the file) and `carData` (JSON of the form's
 * fields) -> {success, message, car} (owner document section 7). Refreshes the public lists and
 * the owner's cars. A 401 says 'You need to be logged in to add a car' (owner document section 8).
 */
import { CAR_MSG, type CarDataInput, type SavedCarResponse } from "@gaadi/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshAfter } from "@/lib/query-refresh";

export interface AddCarInput {
  carData: CarDataInput;
  image: File;
}

export function addCar({ carData, image }: AddCarInput): Promise<SavedCarResponse> {
  const form = new FormData();
  form.append("image", image);
  form.append("carData", JSON.stringify(carData));
  return api<SavedCarResponse>("/owner/add-car", {
    method: "POST",
    form,
    unauthorizedMessage: CAR_MSG.loginToAdd,
  });
}

export function useAddCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCar,
    onSuccess: () => refreshAfter(queryClient, "carChanged"),
  });
}
