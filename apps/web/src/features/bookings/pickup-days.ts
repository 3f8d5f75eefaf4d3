/**
 * Pickup days a car's minimum trip rules out (issue 15, item 4): a pickup fewer than
 * `minTripDays` days before a held range leaves no return day the car allows, so the booking
 * form disables it rather than open an empty return picker.
 */
import { addDaysTo } from "@gaadi/shared";
import type { DayRange } from "@/components/ui/day-range";

/**
 * For each held range (bookings and blocks, 'YYYY-MM-DD', both ends inclusive), the
 * `minTripDays - 1` days before it; none when the minimum trip is one day.
 */
export function tooShortBefore(held: DayRange[], minTripDays: number): DayRange[] {
  if (minTripDays <= 1) return [];
  return held.map((r) => ({
    start: addDaysTo(r.start, -(minTripDays - 1)),
    end: addDaysTo(r.start, -1),
  }));
}
