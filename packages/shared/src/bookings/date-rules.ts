/**
 * The date rules of a booking (server-rules.md section 2, customer document section 5), on
 * calendar dates 'YYYY-MM-DD', both ends inclusive, against India's "today".
 */
import { addDaysTo, daysBetween, rentalDays } from "../dates.js";
import { LIMITS } from "../limits.js";
import { BOOKING_MSG } from "../messages/bookings.js";

/**
 * Pickup not before `today`, at most 365 days ahead; return not before pickup; at most 90
 * rental days. Returns the first broken rule's message, or null when the dates are fine.
 */
export function validateBookingDates(
  pickupDate: string,
  returnDate: string,
  today: string,
): string | null {
  if (pickupDate < today) return BOOKING_MSG.pickupInPast;
  if (daysBetween(today, pickupDate) > LIMITS.maxAdvanceDays) return BOOKING_MSG.tooFarAhead;
  if (returnDate < pickupDate) return BOOKING_MSG.returnBeforePickup;
  if (rentalDays(pickupDate, returnDate) > LIMITS.maxRentalDays) return BOOKING_MSG.tooLong;
  return null;
}

/** The last pickup date a booking made `today` may have (for date pickers). */
export function latestPickupDate(today: string): string {
  return addDaysTo(today, LIMITS.maxAdvanceDays);
}
