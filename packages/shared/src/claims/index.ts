/** Claims and the deposit (issue 30 items 4 and 5). */
export * from "./deposit.js";
export * from "./requests.js";
export * from "./responses.js";
