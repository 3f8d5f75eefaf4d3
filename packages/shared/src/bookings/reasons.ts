/**
 * Cancellation reasons (server-rules.md section 4, owner document sections 2 and 9): what the
 * cancel dialogs send and how Manage Bookings shows it. The lists are in enums.ts.
 */
import { LIMITS } from "../limits.js";

/**
 * The reason the cancel dialogs send: the free text for 'Other', otherwise the listed reason
 * with the optional details appended after a dash.
 */
export function composeCancellationReason(reason: string, details = ""): string {
  const extra = details.trim();
  if (reason === "Other") return extra;
  return extra ? `${reason} - ${extra}` : reason;
}

/** Owner Manage Bookings shows the reason cut at 40 characters plus '...' when longer. */
export function truncateReason(reason: string, max: number = LIMITS.reasonDisplayCut): string {
  return reason.length > max ? `${reason.slice(0, max)}...` : reason;
}
