/**
 * POST /api/owner/update-image, multipart: `image` (the file) -> {success, message} (owner
 * document sections 2 and 7). On success the session's user is fetched again, so every
 * avatar shows the new photo.
 */
import type { MessageResponse } from "@gaadi/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshAfter } from "@/lib/query-refresh";

/** Sends the photo. Throws ApiError (413 above 5 MB, 400 for a file that is not an image). */
export function updateOwnerImage(image: File): Promise<MessageResponse> {
  const form = new FormData();
  form.append("image", image);
  return api<MessageResponse>("/owner/update-image", { method: "POST", form });
}

export function useUpdateOwnerImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnerImage,
    onSuccess: () => refreshAfter(queryClient, "profileChanged"),
  });
}
