/**
 * The client's check of a chosen photo before it is previewed or sent (owner document section
 * 5; customer document section 5 "Photo"; issue 25 defect 13): image files only ('Please
 * select an image file'), at most 5 MB ('Image size must be less than 5MB'), and JPEG, PNG or
 * WebP judged by the file's first bytes as the server judges them (server-rules.md section 3,
 * apps/server/src/lib/storage/images.ts), so a PDF renamed '.jpg' or a GIF is refused with
 * 'Please upload a valid image file (JPEG, PNG, or WebP)' before any preview. The server
 * decodes the file again. Used by the car photo picker and both profile photo dialogs.
 */
import { CAR_MSG, LIMITS } from "@gaadi/shared";
import { type ChangeEvent, useRef } from "react";
import { ApiError } from "@/lib/api-client";

/** What the pickers' file inputs accept. */
const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp";

const EXTENSIONS = /\.(jpe?g|png|webp)$/i;

/** The signatures of the accepted formats: bytes at an offset (RIFF....WEBP has two parts). */
const SIGNATURES: readonly (readonly [offset: number, bytes: readonly number[]])[][] = [
  [[0, [0xff, 0xd8, 0xff]]], // JPEG
  [[0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]]], // PNG
  [
    [0, [0x52, 0x49, 0x46, 0x46]], // 'RIFF'
    [8, [0x57, 0x45, 0x42, 0x50]], // 'WEBP'
  ],
];
const HEAD_BYTES = 12;

/** True when `head` (a file's first bytes) starts a JPEG, PNG or WebP. */
export function isAcceptedImageHead(head: Uint8Array): boolean {
  return SIGNATURES.some((parts) =>
    parts.every(([offset, bytes]) => bytes.every((b, i) => head[offset + i] === b)),
  );
}

/**
 * Why `file` cannot be uploaded as a photo, or null when it can: not an image by its type or
 * name (selectImageFile), above 5 MB (imageTooLarge), or bytes that are not JPEG, PNG or WebP
 * (imageType). Reads only the first 12 bytes.
 */
export async function imageFileProblem(file: Blob & { name: string }): Promise<string | null> {
  if (!file.type.startsWith("image/") && !EXTENSIONS.test(file.name))
    return CAR_MSG.selectImageFile;
  if (file.size > LIMITS.carImageMaxBytes) return CAR_MSG.imageTooLarge;
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  return isAcceptedImageHead(head) ? null : CAR_MSG.imageType;
}

const KB = 1024;
const MB = 1024 * KB;

/**
 * A file size for people: megabytes with two decimals from 0.1 MB up ('2.50 MB'), kilobytes
 * below, rounded and never 0 for a file with bytes in it ('20 KB', '1 KB'), '0 KB' for none.
 */
export function formatFileSize(bytes: number): string {
  if (bytes >= 0.1 * MB) return `${(bytes / MB).toFixed(2)} MB`;
  return `${bytes === 0 ? 0 : Math.max(1, Math.round(bytes / KB))} KB`;
}

/**
 * The props of a photo `<input type="file">`: what it accepts, its refusal tied to it
 * (aria-invalid, aria-describedby `errorId` while `problem` is set), and a change handler
 * that runs imageFileProblem before anything is previewed, clears a refused choice and hands
 * over the file (null when refused) with the refusal. A file chosen while an earlier one is
 * still being read wins.
 */
export function usePhotoInput(
  errorId: string,
  problem: string | null | undefined,
  onChecked: (file: File | null, problem: string | null) => void,
) {
  const latest = useRef(0);
  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.target;
    const chosen = input.files?.[0];
    if (!chosen) return;
    const turn = ++latest.current;
    const found = await imageFileProblem(chosen);
    if (turn !== latest.current) return;
    if (found) input.value = "";
    onChecked(found ? null : chosen, found);
  };
  return {
    type: "file",
    accept: IMAGE_ACCEPT,
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": problem ? errorId : undefined,
    onChange,
  } as const;
}

/** The server's refusals that are about the photo, not the rest of the form. */
const PHOTO_REFUSALS = new Set<string>([
  CAR_MSG.imageType,
  CAR_MSG.imageTooLarge,
  CAR_MSG.imageRequired,
  CAR_MSG.oneImageOnly,
]);

/**
 * The words of a failed upload that belong at the photo field (a 400 about the image in the
 * server's words, a 413 in its words or as uploadTooLarge), or null for any other failure.
 */
export function photoRefusal(err: unknown): string | null {
  if (!(err instanceof ApiError)) return null;
  if (err.status === 413) return err.fromServer ? err.message : CAR_MSG.uploadTooLarge;
  return err.fromServer && PHOTO_REFUSALS.has(err.message) ? err.message : null;
}
