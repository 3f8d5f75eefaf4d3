/**
 * Held ranges of days for the date picker and its month grid, kept apart from calendar.tsx so
 * the picker can test days without loading react-day-picker (the grid loads when it opens).
 */

/** A held range of days, 'YYYY-MM-DD', both ends inclusive. */
export interface DayRange {
  start: string;
  end: string;
}

/** True when ranges `a` and `b` share at least one day (both ends inclusive). */
export function rangesOverlap(a: DayRange, b: DayRange): boolean {
  return a.start <= b.end && b.start <= a.end;
}

/** True when `day` lies in one of `ranges` (both ends inclusive). */
export function isBooked(day: string, ranges: DayRange[] = []): boolean {
  return ranges.some((r) => day >= r.start && day <= r.end);
}
