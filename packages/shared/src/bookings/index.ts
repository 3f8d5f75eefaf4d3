/**
 * Bookings, one file per job: the policy (policy.ts: overlap, status machine,
 * own car, the ordered refusals), the date rules
 * (date-rules.ts), cancellation reasons (reasons.ts), request bodies (requests.ts),
 * answers (responses.ts) and the receipt (receipts.ts). Texts are in messages/bookings.ts.
 */
export * from "./booking-fields.js";
export * from "./date-rules.js";
export * from "./policy.js";
export * from "./reasons.js";
export * from "./receipts.js";
export * from "./requests.js";
export * from "./responses.js";
