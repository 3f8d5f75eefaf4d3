/**
 * One mis-click must not start a trip days early (issue 10, item 6): Car Picked Up asks first
 * while India's today is before the booking's pickup date; on or after that date it stays one
 * click (owner document section 4, "booked to on_rent (Car Picked Up, no confirmation)").
 */
import { indiaToday } from "@gaadi/shared";

/**
 * True when `pickupDate` ('YYYY-MM-DD' or an ISO date-time whose first 10 characters are the
 * date) is after `today` ('YYYY-MM-DD', India's today by default).
 */
export function pickupNeedsConfirmation(pickupDate: string, today: string = indiaToday()): boolean {
  return pickupDate.slice(0, 10) > today;
}
