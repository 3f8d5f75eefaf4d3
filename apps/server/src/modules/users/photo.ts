/**
 * The profile photo (customer document sections 2 and 7, owner document section 2 "Profile
 * photo for owners", server-rules.md sections 3 and 7): an upload stored as a square 256x256
 * WebP (POST /api/owner/update-image, POST /api/user/upload-profile-image), or one of the 12
 * preset avatars, or none (POST /api/user/update-profile-image). Whatever replaces a photo, the
 * file of the one it replaces goes (best effort, logged) when it was an upload of ours; a
 * preset avatar or '' is never a file. The queries live in repository.ts.
 */
import { ACCOUNT_MSG, OWNER_IMAGE_MSG, type ProfileImageType } from "@gaadi/shared";
import type { FastifyInstance } from "fastify";
import { badRequest, notFound } from "../../lib/errors.js";
import { removeStoredAvatar, storeAvatarUpload } from "../../lib/storage/images.js";
import { isPresetAvatarUrl } from "./avatars.js";
import * as repo from "./repository.js";

/**
 * Stores `image` (the uploaded bytes) as the user's photo and returns its URL. Errors: 400
 * OWNER_IMAGE_MSG.imageRequired without bytes, 400 CAR_MSG.imageType for anything that is not a
 * JPEG, PNG or WebP, 404 ACCOUNT_MSG.noAccount once erased (the stored file is then removed again).
 */
export async function uploadProfileImage(
  app: FastifyInstance,
  userId: string,
  image: Buffer | undefined,
): Promise<string> {
  if (!image) throw badRequest(OWNER_IMAGE_MSG.imageRequired);
  const url = await storeAvatarUpload(app.storage, image);
  try {
    await replacePhoto(app, userId, url);
  } catch (err) {
    await removeStoredAvatar(app.storage, url, logFailure(app));
    throw err;
  }
  return url;
}

/**
 * Sets a preset avatar or clears the photo: 'default' clears it, 'avatar' sets `imageUrl`,
 * which must be one of the 12 presets (400 ACCOUNT_MSG.avatarNotOffered otherwise). Returns the
 * message to show ('Profile photo updated successfully' or 'Profile photo removed
 * successfully') and the new photo URL ('' for none). 404 ACCOUNT_MSG.noAccount once erased.
 */
export async function updateProfileImage(
  app: FastifyInstance,
  userId: string,
  input: { imageType: ProfileImageType; imageUrl: string },
): Promise<{ message: string; imageUrl: string }> {
  const imageUrl = input.imageType === "default" ? "" : input.imageUrl;
  if (input.imageType === "avatar" && !isPresetAvatarUrl(imageUrl)) {
    throw badRequest(ACCOUNT_MSG.avatarNotOffered);
  }
  await replacePhoto(app, userId, imageUrl);
  return { message: imageUrl ? ACCOUNT_MSG.photoUpdated : ACCOUNT_MSG.photoRemoved, imageUrl };
}

/**
 * Saves `url` as the photo of live user `userId` (its row locked, so two replacements take
 * turns and each old file is removed once), then removes the replaced upload's file.
 * 404 ACCOUNT_MSG.noAccount once erased.
 */
async function replacePhoto(app: FastifyInstance, userId: string, url: string): Promise<void> {
  const previous = await app.db.transaction(async (tx) => {
    const old = await repo.lockImage(tx, userId);
    if (old === undefined) throw notFound(ACCOUNT_MSG.noAccount);
    await repo.setImage(tx, userId, url);
    return old;
  });
  if (previous !== url) await removeStoredAvatar(app.storage, previous, logFailure(app));
}

/** Logs a file removal that failed; the database is the truth, so it is not thrown. */
export const logFailure = (app: FastifyInstance) => (err: unknown) =>
  app.log.warn({ err }, "could not remove a profile photo file");
