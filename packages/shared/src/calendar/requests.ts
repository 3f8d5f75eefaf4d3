/**
 * Request bodies of the owner calendar (issue 15): POST /api/owner/cars/{id}/blocks. Dates are
 * calendar dates 'YYYY-MM-DD' (an ISO date-time is cut to its date), both ends inclusive.
 * The schema checks shape only and reads no clock; blockRangeRefusal takes today from its
 * caller (the calendar service's indiaToday(app.now()), the owner calendar's browser today),
 * so one clock moves every date rule (issue 25; why route schemas stay static:
 * bookings/requests.ts).
 */
import { z } from "zod";
import { daysBetween, isCalendarDate, rentalDays } from "../dates.js";
import { LIMITS } from "../limits.js";
import { CALENDAR_MSG } from "../messages/calendar.js";

const DATE_OR_DATETIME = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

function dateField(label: string) {
  const invalid = `${label} must be a valid date (YYYY-MM-DD)`;
  return z
    .string({ error: CALENDAR_MSG.datesRequired })
    .trim()
    .min(1, CALENDAR_MSG.datesRequired)
    .regex(DATE_OR_DATETIME, invalid)
    .transform((v) => v.slice(0, 10))
    .refine(isCalendarDate, invalid);
}

/**
 * The first broken rule of a blocked range [start, end] for `today`, or null: not in the past,
 * end not before start, start within LIMITS.maxAdvanceDays, at most LIMITS.maxRentalDays days.
 */
export function blockRangeRefusal(start: string, end: string, today: string): string | null {
  if (start < today) return CALENDAR_MSG.startInPast;
  if (end < start) return CALENDAR_MSG.endBeforeStart;
  if (daysBetween(today, start) > LIMITS.maxAdvanceDays) return CALENDAR_MSG.tooFarAhead;
  if (rentalDays(start, end) > LIMITS.maxRentalDays) return CALENDAR_MSG.tooLong;
  return null;
}

/**
 * POST /api/owner/cars/{id}/blocks: the days to block and an optional note ('' when blank).
 * The range's rules are blockRangeRefusal's, applied by the service with its clock.
 */
export const blockBody = z.object({
  start: dateField("Start date"),
  end: dateField("End date"),
  note: z
    .string({ error: CALENDAR_MSG.noteTooLong })
    .trim()
    .max(LIMITS.blockNoteMax, CALENDAR_MSG.noteTooLong)
    .nullish()
    .transform((v) => v ?? ""),
});
export type BlockBodyInput = z.input<typeof blockBody>;
export type BlockBody = z.output<typeof blockBody>;
