/**
 * The client's check of a chosen photo before it is sent (owner document section 5; customer
 * document section 5 "Photo"): image files only ('Please select an image file'), at most 5 MB
 * ('Image size must be less than 5MB'), JPEG, PNG or WebP by type or extension ('Please
 * upload a valid image file (JPEG, PNG, or WebP)'). The server judges the bytes again. Used by
 * the car form and the profile photo manager.
 */
import { CAR_MSG, LIMITS } from "@gaadi/shared";

/** What the pickers' file inputs accept. */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp";

const TYPES = ["image/jpeg", "image/jpg", "image/png", "image/webp"];
const EXTENSIONS = /\.(jpe?g|png|webp)$/i;

/** Why `file` cannot be uploaded as a photo, or null when it can. */
export function imageFileProblem(file: {
  name: string;
  type: string;
  size: number;
}): string | null {
  if (!file.type.startsWith("image/") && !EXTENSIONS.test(file.name))
    return CAR_MSG.selectImageFile;
  if (file.size > LIMITS.carImageMaxBytes) return CAR_MSG.imageTooLarge;
  if (!TYPES.includes(file.type) && !EXTENSIONS.test(file.name)) return CAR_MSG.imageType;
  return null;
}

/** A size in bytes as megabytes with two decimals: 2621440 -> '2.50 MB'. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
