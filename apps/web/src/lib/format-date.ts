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

import { format } from "date-fns";

/** A local Date at midnight of a 'YYYY-MM-DD' (or ISO date-time) value, built from its parts. */
export function parseDay(value: string): Date {
  const [y, m, d] = value.slice(0, 10).split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** '2026-12-07' -> 'Monday, 7 December 2026' (screen-reader labels). */
export function formatLongDay(value: string): string {
  return format(parseDay(value), "EEEE, d MMMM yyyy");
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
