/**
 * The profile photo picker's checks before sending (owner document section 2, server-rules.md
 * section 3): at most 5 MB, refused with the server's own 413 text; the server judges the
 * bytes again.
 */
import { CAR_MSG, LIMITS } from "@gaadi/shared";

/** Why a file of `bytes` bytes cannot be sent, or null when it can. */
export function photoSizeProblem(bytes: number): string | null {
  return bytes > LIMITS.carImageMaxBytes ? CAR_MSG.imageTooLarge : null;
}

/** A file size in megabytes with two decimals: 1_572_864 -> '1.50 MB'. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
