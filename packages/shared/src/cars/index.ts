/**
 * Cars: the add/edit form's schema and the carId body (requests.ts), every car answer, and how
 * a pickup landmark reads (landmark.ts).
 */
export * from "./landmark.js";
export * from "./requests.js";
export * from "./responses.js";
