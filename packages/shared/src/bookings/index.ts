/**
 * Bookings, one file per job: the status machine (status.ts), the date rules
 * (date-rules.ts), cancellation reasons (reasons.ts), request bodies (requests.ts) and
 * answers (responses.ts). Texts are in messages/bookings.ts.
 */
export * from "./date-rules.js";
export * from "./reasons.js";
export * from "./requests.js";
export * from "./responses.js";
export * from "./status.js";
