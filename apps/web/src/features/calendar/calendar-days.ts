/**
 * What each day of a car's calendar holds (issue 15 item 5), as plain data for the month grid,
 * its accessible day names and the block panel. Days are 'YYYY-MM-DD', ranges both ends
 * inclusive; booking and block dates arrive as ISO date-times whose first 10 characters are the
 * date. Cancelled bookings are not drawn: they hold nothing. Which statuses hold days and when
 * two ranges share one are the shared booking policy's (holdsDates, rangesOverlap, dayInRanges).
 */
import {
  blockOverlapsBlock,
  blockOverlapsBooking,
  blockRangeRefusal,
  CALENDAR_MSG,
  type CarBlock,
  type CarCalendar,
  type DayRange,
  dayInRanges,
  daysLabel,
  formatDay,
  holdsDates,
  rangesOverlap,
  rentalDays,
} from "@gaadi/shared";
import { ApiError } from "@/lib/api-client";

/** How a day is drawn: a booking's status, or blocked by the owner. */
export type DayKind = "pending" | "booked" | "on_rent" | "completed" | "blocked";

/** The kinds in the legend's order, each with its words. */
export const DAY_KINDS: readonly { kind: DayKind; label: string }[] = [
  { kind: "pending", label: "Pending request" },
  { kind: "booked", label: "Confirmed booking" },
  { kind: "on_rent", label: "On rent" },
  { kind: "completed", label: "Completed" },
  { kind: "blocked", label: "Blocked by you" },
];

const day = (iso: string) => iso.slice(0, 10);
const range = (r: { start: string; end: string }): DayRange => ({
  start: day(r.start),
  end: day(r.end),
});

/** The day ranges of each kind, for the grid's modifiers. */
export function rangesByKind(calendar: CarCalendar): Record<DayKind, DayRange[]> {
  const out: Record<DayKind, DayRange[]> = {
    pending: [],
    booked: [],
    on_rent: [],
    completed: [],
    blocked: calendar.blocks.map(range),
  };
  for (const b of calendar.bookings) {
    if (b.status !== "cancelled") out[b.status].push(range(b));
  }
  return out;
}

/** The bookings the Upcoming bookings list shows: every one not cancelled, earliest first. */
export function upcomingBookings(calendar: CarCalendar): CarCalendar["bookings"] {
  return calendar.bookings.filter((b) => b.status !== "cancelled");
}

/** Days no new block may take: those of pending, booked and on_rent bookings. */
export function heldByBookings(calendar: CarCalendar): DayRange[] {
  return calendar.bookings.filter((b) => holdsDates(b.status)).map(range);
}

/** The block covering `ymd`, if any. */
export function blockOn(ymd: string, calendar: CarCalendar): CarBlock | undefined {
  return calendar.blocks.find((b) => dayInRanges(ymd, [range(b)]));
}

/**
 * What `ymd` holds in words, for the day's accessible name and tooltip: 'Blocked: Service',
 * 'Blocked', 'Confirmed booking by Ananya Rao', ''. A block wins over a booking (they never
 * overlap a holding one), a holding booking over a completed one.
 */
export function dayNote(ymd: string, calendar: CarCalendar): string {
  const block = blockOn(ymd, calendar);
  if (block) return block.note ? `Blocked: ${block.note}` : "Blocked";
  const on = calendar.bookings
    .filter((b) => b.status !== "cancelled" && dayInRanges(ymd, [range(b)]))
    .sort((a, b) => Number(holdsDates(b.status)) - Number(holdsDates(a.status)))[0];
  if (!on) return "";
  const label = DAY_KINDS.find((k) => k.kind === on.status)?.label ?? "";
  return `${label} by ${on.renterName}`;
}

/**
 * Why the days `start` to `end` cannot be blocked, or null: the server's own rules first
 * (blockRangeRefusal: not in the past, in order, within a year, at most 90 days), then an
 * overlap with a pending, booked or on_rent booking or with another block, named as the
 * server's 409 names it.
 */
export function selectionRefusal(
  start: string,
  end: string,
  calendar: CarCalendar,
  today: string,
): string | null {
  const rule = blockRangeRefusal(start, end, today);
  if (rule) return rule;
  const wanted = { start, end };
  const booking = calendar.bookings.find(
    (b) => holdsDates(b.status) && rangesOverlap(wanted, range(b)),
  );
  if (booking) return blockOverlapsBooking(booking.status, booking.start, booking.end);
  const block = calendar.blocks.find((b) => rangesOverlap(wanted, range(b)));
  if (block) return blockOverlapsBlock(block.start, block.end);
  return null;
}

/** '12 Dec 2026' for one day, '12 Dec 2026 to 14 Dec 2026' for more. */
export function spanText(start: string, end: string): string {
  return day(start) === day(end) ? formatDay(start) : `${formatDay(start)} to ${formatDay(end)}`;
}

/** '1 day', '3 days': the days from `start` to `end`, both inclusive. */
export function daysText(start: string, end: string): string {
  return daysLabel(rentalDays(day(start), day(end)));
}

/** True when a range from `start` to `end` would cross a held or blocked day. */
export function crossesTakenDay(start: string, end: string, calendar: CarCalendar): boolean {
  const wanted = { start, end };
  return [...heldByBookings(calendar), ...calendar.blocks.map(range)].some((r) =>
    rangesOverlap(wanted, r),
  );
}

const status = (err: unknown) => (err instanceof ApiError ? err.status : -1);
const serverSaid = (err: unknown) => (err instanceof ApiError && err.fromServer ? err.message : "");

/** The calendar failed to load: 403 and 404 say why (the server's words), else loadFailed. */
export function loadCalendarError(err: unknown): string {
  if ((status(err) === 403 || status(err) === 404) && serverSaid(err)) return serverSaid(err);
  return CALENDAR_MSG.loadFailed;
}

/**
 * The refusal a block request earned that belongs beside the form (a 400 rule or a 409
 * overlap, in the server's words), or null for failures a toast reports.
 */
export function inlineRefusal(err: unknown): string | null {
  return (status(err) === 400 || status(err) === 409) && serverSaid(err) ? serverSaid(err) : null;
}
