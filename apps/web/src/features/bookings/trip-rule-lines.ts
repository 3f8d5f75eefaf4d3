/**
 * A car's trip rules in words for the booking form (issue 15, item 4), so a renter reads a rule
 * before meeting it.
 */
import { DEFAULT_TRIP_RULES, daysLabel, type TripRules } from "@gaadi/shared";

/**
 * The rules a car sets beyond the defaults, one sentence each: the notice ('Book at least 2
 * days before pickup'), then the trip length ('Trips of 3 to 14 days', 'Trips of at least 2
 * days', 'Trips of exactly 5 days'). Empty for DEFAULT_TRIP_RULES.
 */
export function tripRuleLines(car: TripRules): string[] {
  const lines: string[] = [];
  if (car.advanceNoticeDays > 0) {
    lines.push(`Book at least ${daysLabel(car.advanceNoticeDays)} before pickup`);
  }
  const { minTripDays: min, maxTripDays: max } = car;
  if (min > 1 || max < DEFAULT_TRIP_RULES.maxTripDays) {
    lines.push(
      min === max
        ? `Trips of exactly ${daysLabel(min)}`
        : max < DEFAULT_TRIP_RULES.maxTripDays
          ? `Trips of ${min} to ${daysLabel(max)}`
          : `Trips of at least ${daysLabel(min)}`,
    );
  }
  return lines;
}
