/**
 * Times of messages as people read them, in India time where the marketplace runs (issue 31
 * item 5): the conversation list's time ('3:45 pm' today, 'Yesterday', '7 Dec' this year,
 * '7 Dec 2025' before), the day headings of a conversation ('Today', 'Yesterday', '7 Dec 2026')
 * and a message's own time ('3:45 pm'). Pure; `now` is for tests.
 */
import {
  addDaysTo,
  type ChatMessage,
  formatDay,
  formatIndiaInstant,
  formatIndiaInstantDay,
  indiaToday,
} from "@gaadi/shared";

/** The India calendar date of an instant, 'YYYY-MM-DD'. */
export const indiaDayOf = (iso: string) => indiaToday(new Date(iso));

/** The India time of day of an instant: '3:45 pm'. */
export function timeOfDay(iso: string): string {
  return formatIndiaInstant(iso).split(", ").pop() ?? "";
}

/** 'Today', 'Yesterday' or '7 Dec 2026' for India date `day` ('YYYY-MM-DD'). */
export function dayHeading(day: string, now: Date = new Date()): string {
  const today = indiaToday(now);
  if (day === today) return "Today";
  if (day === addDaysTo(today, -1)) return "Yesterday";
  return formatDay(day);
}

/** The conversation list's time: '3:45 pm' today, 'Yesterday', '7 Dec', '7 Dec 2025'. */
export function listTime(iso: string, now: Date = new Date()): string {
  const day = indiaDayOf(iso);
  const today = indiaToday(now);
  if (day === today) return timeOfDay(iso);
  if (day === addDaysTo(today, -1)) return "Yesterday";
  const full = formatIndiaInstantDay(iso);
  return day.slice(0, 4) === today.slice(0, 4) ? full.replace(/ \d{4}$/, "") : full;
}

/** Messages oldest first, grouped by their India day, in order. */
export interface DayGroup {
  day: string;
  messages: ChatMessage[];
}

/** `messages` (oldest first) in runs of one India day each. */
export function groupByDay(messages: readonly ChatMessage[]): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const m of messages) {
    const day = indiaDayOf(m.createdAt);
    const last = groups[groups.length - 1];
    if (last?.day === day) last.messages.push(m);
    else groups.push({ day, messages: [m] });
  }
  return groups;
}

/** A trip's dates, short: '7 Dec – 9 Dec 2026', or with both years across a new year. */
export function tripDates(pickupDate: string, returnDate: string): string {
  const from = formatDay(pickupDate);
  const to = formatDay(returnDate);
  if (pickupDate === returnDate.slice(0, 10)) return to;
  return pickupDate.slice(0, 4) === returnDate.slice(0, 4)
    ? `${from.replace(/ \d{4}$/, "")} – ${to}`
    : `${from} – ${to}`;
}
