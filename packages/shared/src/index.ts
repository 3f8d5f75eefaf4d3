/**
 * What client and server must agree on. One folder per API area (accounts/, cars/,
 * bookings/, notifications/), each with requests.ts (zod bodies the routes and forms share;
 * notifications has none) and responses.ts (zod answers the routes declare and the web's
 * fetchers infer); every user-facing text in messages/; closed lists in enums.ts; limits,
 * dates, money and locations as pure rules.
 */
export * from "./accounts/index.js";
export * from "./analytics/index.js";
export * from "./bookings/index.js";
export * from "./calendar/index.js";
export * from "./car-filters.js";
export * from "./car-filters-parse.js";
export * from "./cars/index.js";
export * from "./claims/index.js";
export * from "./conversations/index.js";
export * from "./dates.js";
export * from "./enums.js";
export * from "./envelope.js";
export * from "./handover/index.js";
export * from "./licences/index.js";
export * from "./limits.js";
export * from "./locations.js";
export * from "./messages/index.js";
export * from "./money.js";
export * from "./notifications/index.js";
export * from "./operator/index.js";
export * from "./payouts/index.js";
export * from "./pricing/index.js";
export * from "./reviews/index.js";
