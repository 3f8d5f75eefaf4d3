/**
 * Car images (server-rules.md section 3, owner document section 5, decision 005): an upload
 * is judged by its bytes (JPEG, PNG or WebP), decoded with a pixel cap, turned upright per
 * EXIF, stripped of metadata and re-encoded to two WebP renditions; only those are stored.
 * - full: at most 1600 px wide, quality 80 (`image` in the API);
 * - card: at most 640 px wide, quality 75 (`imageCard`).
 * Profile photos (owner document section 2 "Profile photo for owners") go the same way to one
 * square rendition: 256x256 px WebP, cropped to cover around the centre (`users.image`).
 * Errors: AppError 400 CAR_MSG.imageType for anything that is not a decodable JPEG/PNG/WebP.
 */
import { randomUUID } from "node:crypto";
import { CAR_MSG } from "@gaadi/shared";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type Sharp } from "sharp";
import { badRequest } from "../errors.js";
import type { Storage } from "./storage.js";

const ACCEPTED = new Set(["image/jpeg", "image/png", "image/webp"]);
/** Decompression-bomb guard: 50 megapixels is far above any phone photo. */
const MAX_INPUT_PIXELS = 50_000_000;
export const FULL_WIDTH = 1600;
export const CARD_WIDTH = 640;
/** Side of the square avatar rendition, in pixels. */
export const AVATAR_SIZE = 256;

export interface Renditions {
  full: Buffer;
  card: Buffer;
}

/** The stored renditions' public URLs, as kept in cars.image and cars.image_card. */
export interface StoredImage {
  image: string;
  imageCard: string;
}

/** 400 CAR_MSG.imageType unless the bytes are JPEG, PNG or WebP (the file name is ignored). */
export async function assertAcceptedImage(bytes: Buffer): Promise<void> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw badRequest(CAR_MSG.imageType);
}

/**
 * Both WebP renditions of any image sharp can read (uploads after assertAcceptedImage, and
 * the demo's SVG artwork). 400 CAR_MSG.imageType when it cannot be decoded.
 */
export async function encodeRenditions(input: Buffer): Promise<Renditions> {
  try {
    const base = decode(input);
    const [full, card] = await Promise.all([
      base
        .clone()
        .resize({ width: FULL_WIDTH, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
      base
        .clone()
        .resize({ width: CARD_WIDTH, withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer(),
    ]);
    return { full, card };
  } catch {
    throw badRequest(CAR_MSG.imageType);
  }
}

/** sharp reading `input` under the pixel cap, turned upright per EXIF (metadata is dropped). */
function decode(input: Buffer): Sharp {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
}

/**
 * A profile photo checked, re-encoded to a square AVATAR_SIZE px WebP (cover, centred) and
 * stored under `avatars/<uuid>.webp`; returns its public URL (as kept in users.image).
 * 400 CAR_MSG.imageType unless the bytes are a decodable JPEG, PNG or WebP.
 */
export async function storeAvatarUpload(storage: Storage, bytes: Buffer): Promise<string> {
  await assertAcceptedImage(bytes);
  let avatar: Buffer;
  try {
    avatar = await decode(bytes)
      .resize({ width: AVATAR_SIZE, height: AVATAR_SIZE, fit: "cover", position: "centre" })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw badRequest(CAR_MSG.imageType);
  }
  const key = `avatars/${randomUUID()}.webp`;
  await storage.put(key, avatar, "image/webp");
  return storage.publicUrl(key);
}

/** The longest side of a stored driving licence photo, in pixels (issue 29 item 2). */
export const LICENCE_PHOTO_MAX = 1600;

/**
 * A driving licence photo (issue 29 item 2) checked and re-encoded to one WebP: upright per
 * EXIF, at most LICENCE_PHOTO_MAX px on its longer side, metadata stripped, quality 80. Only
 * these bytes are stored (in the private folder, by the licences module). 400 CAR_MSG.imageType
 * unless the bytes are a decodable JPEG, PNG or WebP.
 */
export async function encodeLicencePhoto(bytes: Buffer): Promise<Buffer> {
  await assertAcceptedImage(bytes);
  return licencePhotoWebp(bytes);
}

/**
 * encodeLicencePhoto's re-encoding of any image sharp can read (an upload after
 * assertAcceptedImage, or the demo's SVG cards). 400 CAR_MSG.imageType when it cannot be decoded.
 */
export async function licencePhotoWebp(input: Buffer): Promise<Buffer> {
  try {
    return await decode(input)
      .resize({
        width: LICENCE_PHOTO_MAX,
        height: LICENCE_PHOTO_MAX,
        fit: "inside",
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw badRequest(CAR_MSG.imageType);
  }
}

/**
 * Removes the profile photo behind `url`, best effort, when it is one storeAvatarUpload gave
 * out (under avatars/); any other value (a preset avatar, '', a car image) is left alone.
 * Failures go to `onError`, never thrown.
 */
export async function removeStoredAvatar(
  storage: Storage,
  url: string,
  onError: (err: unknown) => void = () => {},
): Promise<void> {
  const key = storage.keyOf(url);
  if (key?.startsWith("avatars/")) await storage.remove(key).catch(onError);
}

/** Stores both renditions under fresh random names in cars/ and returns their URLs. */
export async function storeRenditions(storage: Storage, r: Renditions): Promise<StoredImage> {
  const name = randomUUID();
  const fullKey = `cars/${name}.webp`;
  const cardKey = `cars/${name}-card.webp`;
  await storage.put(fullKey, r.full, "image/webp");
  try {
    await storage.put(cardKey, r.card, "image/webp");
  } catch (err) {
    await storage.remove(fullKey).catch(() => {});
    throw err;
  }
  return { image: storage.publicUrl(fullKey), imageCard: storage.publicUrl(cardKey) };
}

/** An upload checked, re-encoded and stored: the one path from raw bytes to stored URLs. */
export async function storeCarUpload(storage: Storage, bytes: Buffer): Promise<StoredImage> {
  await assertAcceptedImage(bytes);
  return storeRenditions(storage, await encodeRenditions(bytes));
}

/**
 * Removes the files behind these URLs, best effort: URLs this storage did not give out are
 * skipped and failures are reported to `onError`, never thrown (the database is the truth).
 */
export async function removeStoredImage(
  storage: Storage,
  stored: StoredImage,
  onError: (err: unknown) => void = () => {},
): Promise<void> {
  for (const url of [stored.image, stored.imageCard]) {
    const key = storage.keyOf(url);
    if (key) await storage.remove(key).catch(onError);
  }
}
