/** The handover, trip charges, claims and the deposit (issue 30). */
export * from "./trip-charges.js";
