/**
 * A car's trip rules (issue 15), on calendar dates 'YYYY-MM-DD' against India's today, both
 * ends inclusive as every rental: advance notice (days between today and pickup, 0 to 7),
 * minimum and maximum trip (rental days, 1 to 30 and 1 to 90). The server refuses a booking
 * with the first broken rule's text; the booking form uses the same functions to disable the
 * days a rule forbids, so a renter meets the rule before the refusal.
 */
import { addDaysTo, daysBetween, rentalDays } from "../dates.js";
import { maxTripRefusal, minTripRefusal, noticeRefusal } from "../messages/calendar.js";

export interface TripRules {
  /** Days of notice before pickup: pickup on or after today + this. */
  advanceNoticeDays: number;
  /** Shortest trip, in rental days. */
  minTripDays: number;
  /** Longest trip, in rental days. */
  maxTripDays: number;
}

/** What a car has unless its owner says otherwise: today's behaviour (issue 15). */
export const DEFAULT_TRIP_RULES: TripRules = {
  advanceNoticeDays: 0,
  minTripDays: 1,
  maxTripDays: 90,
};

/** The first broken rule's 400 text (notice, then minimum, then maximum), or null. */
export function tripRuleRefusal(
  rules: TripRules,
  pickupDate: string,
  returnDate: string,
  today: string,
): string | null {
  if (daysBetween(today, pickupDate) < rules.advanceNoticeDays) {
    return noticeRefusal(rules.advanceNoticeDays);
  }
  const days = rentalDays(pickupDate, returnDate);
  if (days < rules.minTripDays) return minTripRefusal(rules.minTripDays);
  if (days > rules.maxTripDays) return maxTripRefusal(rules.maxTripDays);
  return null;
}

/** The earliest pickup date the notice allows. */
export function earliestPickup(rules: TripRules, today: string): string {
  return addDaysTo(today, rules.advanceNoticeDays);
}

/** The first and last return dates a pickup on `pickupDate` allows. */
export function returnWindow(
  rules: TripRules,
  pickupDate: string,
): { first: string; last: string } {
  return {
    first: addDaysTo(pickupDate, rules.minTripDays - 1),
    last: addDaysTo(pickupDate, rules.maxTripDays - 1),
  };
}
