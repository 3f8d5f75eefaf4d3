/** Messages between renter and owner (issue 31): bodies, answers, and the contact masking rule. */
export * from "./masking.js";
export * from "./requests.js";
export * from "./responses.js";
