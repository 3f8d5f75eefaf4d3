/**
 * Bookings, one file per job: the policy (policy.ts: overlap, status machine,
 * own car, the ordered refusals), the date rules
 * (date-rules.ts), cancellation reasons (reasons.ts), request bodies (requests.ts),
 * answers (responses.ts), the receipt (receipts.ts) and paying online (payments.ts). Texts are in messages/bookings.ts.
 */
export * from "./booking-fields.js";
export * from "./date-rules.js";
export * from "./payments.js";
export * from "./policy.js";
export * from "./reasons.js";
export * from "./receipts.js";
export * from "./requests.js";
export * from "./responses.js";
