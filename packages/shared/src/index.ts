/** What client and server must agree on: schemas, enums, limits, messages, pure rules. */
export * from "./auth.js";
export * from "./bookings.js";
export * from "./cars.js";
export * from "./dates.js";
export * from "./enums.js";
export * from "./landmark.js";
export * from "./limits.js";
export * from "./locations.js";
export * from "./messages.js";
export * from "./money.js";
