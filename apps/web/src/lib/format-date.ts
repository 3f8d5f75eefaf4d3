/**
 * Display of calendar dates and instants (STYLE 8). A calendar date travels as 'YYYY-MM-DD'
 * (or an ISO date-time whose first 10 characters are the date, owner document section 9);
 * it is never handed to `new Date(string)`, which would read it in the browser's zone.
 * Instants (createdAt, confirmedAt, ...) are shown in India time, where the marketplace runs
 * (server-rules.md section 2).
 */
import { formatIndiaInstant, formatIndiaInstantDay } from "@gaadi/shared";

/** '2026-12-07' or '2026-12-07T00:00:00.000Z' -> '7 Dec 2026' (shared with the e-mails). */
export { formatDay } from "@gaadi/shared";

/** A local Date at midnight of a 'YYYY-MM-DD' (or ISO date-time) value, built from its parts. */
export function parseDay(value: string): Date {
  const [y, m, d] = value.slice(0, 10).split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * A local Date -> 'Monday, 7 December 2026', what date-fns's `format(date, "EEEE, d MMMM
 * yyyy")` writes (format-date.test.ts compares them day by day), from the Date's own fields:
 * a month grid labels its 42 day buttons with it every time it renders, and date-fns's
 * format reads its pattern anew on each call, about a fifth of opening the date picker on a
 * slow phone (issue 26, interaction to next paint).
 */
export function longDayLabel(date: Date): string {
  return `${WEEKDAYS[date.getDay()]}, ${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** A local Date -> 'YYYY-MM-DD' from its own fields (date-fns's "yyyy-MM-dd"). */
export function ymdOf(date: Date): string {
  const m = date.getMonth() + 1;
  const d = date.getDate();
  return `${String(date.getFullYear()).padStart(4, "0")}-${m < 10 ? "0" : ""}${m}-${d < 10 ? "0" : ""}${d}`;
}

/** '2026-12-07' -> 'Monday, 7 December 2026' (screen-reader labels). */
export function formatLongDay(value: string): string {
  return longDayLabel(parseDay(value));
}

/**
 * An ISO instant as India time, e.g. '7 Dec 2026, 3:45 pm', in date-fns's English months like
 * every other date on screen ('Sep', where Intl's en-IN writes 'Sept': issue 25, item 14).
 */
export function formatInstant(iso: string): string {
  return formatIndiaInstant(iso);
}

/** The India date of an ISO instant, e.g. '7 Dec 2026'. */
export function formatInstantDay(iso: string): string {
  return formatIndiaInstantDay(iso);
}
