/**
 * POST /api/user/update-profile-image {imageType: 'default' | 'avatar', imageUrl} ->
 * {success, message, imageUrl} (customer document section 7): a preset avatar, or no photo.
 * The session user is fetched again, so the navigation bar shows the new photo.
 */
import type { UpdateProfileImageBody, UpdateProfileImageResponse } from "@gaadi/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useSession } from "@/lib/session";

export function updateProfileImage(
  body: UpdateProfileImageBody,
): Promise<UpdateProfileImageResponse> {
  return api<UpdateProfileImageResponse>("/user/update-profile-image", { method: "POST", body });
}

export function useUpdateProfileImage() {
  const { refreshUser } = useSession();
  return useMutation({ mutationFn: updateProfileImage, onSuccess: () => refreshUser() });
}
