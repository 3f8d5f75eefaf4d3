/**
 * The profile photo picker's checks before sending (owner document section 2, server-rules.md
 * section 3): at most 5 MB, refused with the server's own 413 text; the server judges the
 * bytes again. The size in MB the picker shows is lib/image-file.ts's formatMegabytes.
 */
import { CAR_MSG, LIMITS } from "@gaadi/shared";

/** Why a file of `bytes` bytes cannot be sent, or null when it can. */
export function photoSizeProblem(bytes: number): string | null {
  return bytes > LIMITS.carImageMaxBytes ? CAR_MSG.imageTooLarge : null;
}
