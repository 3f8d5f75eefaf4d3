/**
 * Driving licences (issue 29 items 2 and 3): the number, age, status and booking rules
 * (rules.ts), the form's fields (requests.ts) and the answers (responses.ts). Texts in
 * messages/licences.ts.
 */
export * from "./requests.js";
export * from "./responses.js";
export * from "./rules.js";
