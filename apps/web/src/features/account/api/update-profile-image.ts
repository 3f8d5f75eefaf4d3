/**
 * POST /api/user/update-profile-image {imageType: 'default' | 'avatar', imageUrl} ->
 * {success, message, imageUrl} (customer document section 7): a preset avatar, or no photo.
 * The session user is fetched again, so the navigation bar shows the new photo.
 */
import type { UpdateProfileImageBody, UpdateProfileImageResponse } from "@gaadi/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshAfter } from "@/lib/query-refresh";

export function updateProfileImage(
  body: UpdateProfileImageBody,
): Promise<UpdateProfileImageResponse> {
  return api<UpdateProfileImageResponse>("/user/update-profile-image", { method: "POST", body });
}

export function useUpdateProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfileImage,
    onSuccess: () => refreshAfter(queryClient, "profileChanged"),
  });
}
