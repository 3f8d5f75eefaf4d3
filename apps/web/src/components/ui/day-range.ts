/**
 * Held ranges of days for the date picker and its month grid, kept apart from calendar.tsx so
 * the picker can test days without loading react-day-picker (the grid loads when it opens).
 * The rule is the shared booking policy's (packages/shared bookings/policy.ts): ranges are
 * 'YYYY-MM-DD', both ends inclusive, and a day is held when it lies in one of them.
 */
export type { DayRange } from "@gaadi/shared";
export { dayInRanges as isBooked } from "@gaadi/shared";
