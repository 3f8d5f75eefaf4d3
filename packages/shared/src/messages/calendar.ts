/**
 * Owner calendar texts (issue 15): blocking and unblocking a car's dates, and the refusals of
 * a booking that breaks a car's trip rules. Dates in sentences read as formatDay writes them
 * ('7 Dec 2026').
 */

import { daysLabel, formatDay } from "../dates.js";
import type { BookingStatus } from "../enums.js";
import { LIMITS } from "../limits.js";
import { BOOKING_STATUS_LABELS } from "./bookings.js";

/** A range of days in a sentence: 'on 7 Dec 2026' or 'from 7 Dec 2026 to 9 Dec 2026'. */
export const daySpanWords = (start: string, end: string) =>
  start.slice(0, 10) === end.slice(0, 10)
    ? `on ${formatDay(start)}`
    : `from ${formatDay(start)} to ${formatDay(end)}`;

export const CALENDAR_MSG = {
  // Blocking dates (POST /api/owner/cars/{id}/blocks)
  datesRequired: "Please select the dates to block",
  startInPast: "Blocked dates cannot be in the past",
  endBeforeStart: "The last blocked day cannot be before the first",
  tooFarAhead: `Blocked dates must start within ${LIMITS.maxAdvanceDays} days from today`,
  tooLong: `You can block at most ${LIMITS.maxRentalDays} days at a time`,
  noteTooLong: `Note must be at most ${LIMITS.blockNoteMax} characters`,
  blocked: "Dates blocked",
  unblocked: "Dates unblocked",
  // Refusals
  blockNotFound: "Blocked dates not found",
  /** 409 when the dates were taken meanwhile and what took them is gone again (a rare race). */
  datesTaken: "These dates are no longer free. Please refresh the calendar.",
  notYourCar: "You can only manage the calendar of your own cars",
  loadFailed: "Failed to load the calendar. Please refresh the page.",
  blockFailed: "Failed to block dates. Please try again.",
  unblockFailed: "Failed to unblock dates. Please try again.",
} as const;

/**
 * The trip-rule and instant-book texts of the add/edit car form (issue 15), kept apart from
 * CAR_MSG, which the first-load JavaScript carries whole.
 */
export const TRIP_RULE_MSG = {
  advanceNotice: "Advance notice must be a whole number of days from 0 to 7",
  minTrip: "Minimum trip must be a whole number of days from 1 to 30",
  maxTrip: "Maximum trip must be a whole number of days from 1 to 90",
  tripRange: "Minimum trip cannot be longer than the maximum trip",
  instantBook: "Instant book must be on or off",
  instantBookBadge: "Instant book",
} as const;

/** 409 when a block would overlap a holding booking: names its status and dates. */
export function blockOverlapsBooking(status: BookingStatus, start: string, end: string): string {
  const label = BOOKING_STATUS_LABELS[status].toLowerCase();
  const article = /^[aeiou]/.test(label) ? "an" : "a";
  return `These dates overlap ${article} ${label} booking ${daySpanWords(start, end)}`;
}

/** 409 when a block would overlap dates the car already has blocked. */
export function blockOverlapsBlock(start: string, end: string): string {
  return `These dates overlap dates already blocked ${daySpanWords(start, end)}`;
}

/** 400 of a booking whose pickup is inside the car's notice window: 'This car needs 2 days' notice'. */
export function noticeRefusal(days: number): string {
  return `This car needs ${days} ${days === 1 ? "day's" : "days'"} notice`;
}

/** 400 of a booking shorter than the car's minimum trip: 'Minimum trip is 3 days'. */
export function minTripRefusal(days: number): string {
  return `Minimum trip is ${daysLabel(days)}`;
}

/** 400 of a booking longer than the car's maximum trip: 'Maximum trip is 14 days'. */
export function maxTripRefusal(days: number): string {
  return `Maximum trip is ${daysLabel(days)}`;
}
