/** Cars: the add/edit form's schema and the carId body (requests.ts), and every car answer. */
export * from "./requests.js";
export * from "./responses.js";
