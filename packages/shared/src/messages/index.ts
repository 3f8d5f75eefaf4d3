/**
 * Every user-facing text of the specification, in one place, one table per catalogue area:
 * accounts (ACCOUNT_MSG), cars (CAR_MSG), bookings (BOOKING_MSG, STATUS_CHANGED_MSG and the status
 * labels), notifications (NOTIFICATION_MSG, notificationText), reviews (REVIEW_MSG and the
 * review notification texts), mail (MAIL_MSG), the Idempotency-Key answers (IDEMPOTENCY_MSG)
 * and the few that belong to no area (COMMON_MSG).
 * Client and server import from here, so a text is written once whichever side shows it.
 */
export * from "./accounts.js";
export * from "./analytics.js";
export * from "./booking-money.js";
export * from "./bookings.js";
export * from "./calendar.js";
export * from "./car-terms.js";
export * from "./cars.js";
export * from "./claims.js";
export * from "./common.js";
export * from "./conversation-screens.js";
export * from "./conversations.js";
export * from "./handover.js";
export * from "./idempotency.js";
export * from "./licences.js";
export * from "./live.js";
export * from "./mail.js";
export * from "./notifications.js";
export * from "./operator.js";
export * from "./owner.js";
export * from "./payments.js";
export * from "./payouts.js";
export * from "./pricing.js";
export * from "./receipts.js";
export * from "./reviews.js";
export * from "./trip-terms.js";
