/**
 * POST /api/user/upload-profile-image, multipart with the file as `image` -> {success,
 * message, imageUrl} (customer document section 7). The session user is fetched again, so the
 * navigation bar shows the new photo.
 */
import type { UploadProfileImageResponse } from "@gaadi/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshAfter } from "@/lib/query-refresh";

export function uploadProfileImage(image: File): Promise<UploadProfileImageResponse> {
  const form = new FormData();
  form.append("image", image);
  return api<UploadProfileImageResponse>("/user/upload-profile-image", { method: "POST", form });
}

export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfileImage,
    onSuccess: () => refreshAfter(queryClient, "profileChanged"),
  });
}
