/**
 * Calendar-date rules (server-rules.md section 2, customer document section 9, STYLE 8).
 * Calendar dates travel as 'YYYY-MM-DD' strings; they are never parsed in local time.
 * "Today" is the date in India (Asia/Kolkata).
 */
import { format, isValid, parse } from "date-fns";

export const INDIA_TZ = "Asia/Kolkata";
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * India keeps UTC+05:30 all year (no daylight saving since 1945), so its wall clock is the UTC
 * clock moved by this much. Worked out by hand rather than through a time-zone library: its
 * first lookup builds an `Intl.DateTimeFormat` for the zone, 31 ms of the main thread on the
 * bench machine (124 ms under a phone's 4x slowdown) on every page that shows a date (issue
 * 26). dates.test.ts checks the results equal @date-fns/tz's for Asia/Kolkata.
 */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A Date whose UTC fields are India's wall clock at `instant`; RangeError when invalid. */
function indiaClock(instant: string | number | Date): Date {
  const ms = new Date(instant).getTime();
  if (Number.isNaN(ms)) throw new RangeError("Invalid time value");
  return new Date(ms + INDIA_OFFSET_MS);
}
export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date as people read it: '2026-12-07' (or an ISO date-time, whose first 10
 * characters are the date) -> '7 Dec 2026'. Built from the string's parts, so no time zone
 * can shift the day. Screens and e-mail use this one format.
 */
export function formatDay(value: string): string {
  const [y, m, d] = value.slice(0, 10).split("-").map(Number) as [number, number, number];
  return format(new Date(y, m - 1, d), "d MMM yyyy");
}

/** A count of days in words: '1 day', '3 days'. */
export function daysLabel(days: number): string {
  return `${days} ${days === 1 ? "day" : "days"}`;
}

/**
 * Today's calendar date in India, as 'YYYY-MM-DD'. `now` is for tests. Servers ask this on
 * hot paths: it is one addition and one toISOString.
 */
export function indiaToday(now: Date = new Date()): string {
  return indiaClock(now).toISOString().slice(0, 10);
}

/** The India date of an instant (ISO string or Date), e.g. '7 Dec 2026'. */
export function formatIndiaInstantDay(instant: string | Date): string {
  const d = indiaClock(instant);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** An instant (ISO string or Date) as India time, e.g. '7 Dec 2026, 3:45 pm' (as the web shows it). */
export function formatIndiaInstant(instant: string | Date): string {
  const d = indiaClock(instant);
  const hours = d.getUTCHours();
  const minutes = String(d.getUTCMinutes()).padStart(2, "0");
  return `${formatIndiaInstantDay(instant)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? "am" : "pm"}`;
}

/** True when `value` is a real calendar date written 'YYYY-MM-DD' (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_RE.test(value)) return false;
  const d = parse(value, "yyyy-MM-dd", new Date(Date.UTC(2000, 0, 1)));
  return isValid(d) && format(d, "yyyy-MM-dd") === value;
}

/** Milliseconds of a 'YYYY-MM-DD' date at 00:00 UTC; pure, timezone-free arithmetic. */
function utcMs(date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/** Whole days from `a` to `b` ('YYYY-MM-DD'); negative when b is before a. */
export function daysBetween(a: string, b: string): number {
  return Math.round((utcMs(b) - utcMs(a)) / DAY_MS);
}

/** `date` moved by `days` (may be negative), as 'YYYY-MM-DD'. */
export function addDaysTo(date: string, days: number): string {
  return new Date(utcMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Rental days, both ends inclusive: (return - pickup) + 1; a same-day rental is 1 day.
 * Equals the customer document's ceil((return - pickup) / one day) + 1 for calendar dates.
 */
export function rentalDays(pickupDate: string, returnDate: string): number {
  return daysBetween(pickupDate, returnDate) + 1;
}

/** 'YYYY-MM-DD' as the API's ISO date-time string ('2026-12-01T00:00:00.000Z'). */
export function toApiDate(date: string): string {
  return `${date}T00:00:00.000Z`;
}

/** The instant India's day `date` ('YYYY-MM-DD') ends: the next day's 00:00 IST (UTC+05:30). */
export function endOfIndiaDay(date: string): Date {
  return new Date(`${addDaysTo(date, 1)}T00:00:00+05:30`);
}
