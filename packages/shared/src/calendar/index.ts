/**
 * The owner calendar (issue 15): blocked ranges (requests.ts, responses.ts) and the trip rules
 * a booking must keep (trip-rules.ts). Texts are in messages/calendar.ts.
 */
export * from "./requests.js";
export * from "./responses.js";
export * from "./trip-rules.js";
