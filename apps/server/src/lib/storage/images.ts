/**
 * Car images (server-rules.md section 3, owner document section 5, decision 005): an upload
 * is judged by its bytes (JPEG, PNG or WebP), decoded with a pixel cap, turned upright per
 * EXIF, stripped of metadata and re-encoded to two WebP renditions; only those are stored.
 * - full: at most 1600 px wide, quality 80 (`image` in the API);
 * - card: at most 640 px wide, quality 75 (`imageCard`).
 * Errors: AppError 400 CAR_MSG.imageType for anything that is not a decodable JPEG/PNG/WebP.
 */
import { randomUUID } from "node:crypto";
import { CAR_MSG } from "@gaadi/shared";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { badRequest } from "../errors.js";
import type { Storage } from "./storage.js";

const ACCEPTED = new Set(["image/jpeg", "image/png", "image/webp"]);
/** Decompression-bomb guard: 50 megapixels is far above any phone photo. */
const MAX_INPUT_PIXELS = 50_000_000;
export const FULL_WIDTH = 1600;
export const CARD_WIDTH = 640;

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
    const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
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
