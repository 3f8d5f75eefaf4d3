/**
 * Reviews and owner replies: request bodies (requests.ts) and answers (responses.ts), the average
 * rating a car shows (rating.ts). Texts are in messages/reviews.ts.
 */
export * from "./rating.js";
export * from "./requests.js";
export * from "./responses.js";
