/** The handover, trip charges, claims and the deposit (issue 30). */

export * from "./answer-window.js";
export * from "./schemas.js";
export * from "./trip-charges.js";
