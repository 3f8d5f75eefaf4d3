/** Owner dashboard: the analytics filters (requests.ts) and answers (responses.ts). */
export * from "./requests.js";
export * from "./responses.js";
