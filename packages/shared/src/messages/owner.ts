/**
 * Owner texts added by issue 25 (defect 14), kept apart from CAR_MSG and BOOKING_MSG, which
 * the first-load JavaScript carries whole: what deleting a car with trips takes, the stale
 * bookings list, and the add/edit car form's seating rule.
 */
import type { BookingStatus } from "../enums.js";

/** Deleting a car that still has pending, booked or on_rent bookings. */
export const CAR_DELETE_MSG = {
  /**
   * 409 of POST /api/owner/delete-car (server-rules.md section 3): what the owner can do. An
   * owner declines a request, but a confirmed trip only ends by being completed (or by the
   * renter's cancel).
   */
  hasTrips:
    "This car has upcoming trips. Decline its pending requests and complete its confirmed trips in Manage Bookings, then delete it. Hide the car meanwhile to stop new bookings.",
} as const;

const counted = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/**
 * The Delete Car? dialog's warning when the car has trips, or '' when it has none:
 * 'It has 1 pending request and 2 confirmed trips. Decline the requests and complete the
 * trips in Manage Bookings first: until then the car cannot be deleted.' `confirmed` counts
 * booked and on_rent bookings.
 */
export function carTripsWarning(trips: { pending: number; confirmed: number }): string {
  const parts = [
    trips.pending > 0 ? counted(trips.pending, "pending request") : "",
    trips.confirmed > 0 ? counted(trips.confirmed, "confirmed trip") : "",
  ].filter(Boolean);
  if (parts.length === 0) return "";
  const todo = [
    trips.pending > 0 ? "decline the requests" : "",
    trips.confirmed > 0 ? "complete the trips" : "",
  ]
    .filter(Boolean)
    .join(" and ");
  const first = `${todo.charAt(0).toUpperCase()}${todo.slice(1)}`;
  return `It has ${parts.join(" and ")}. ${first} in Manage Bookings first: until then the car cannot be deleted.`;
}

/** How a status reads after 'This booking was already ...'. */
const ALREADY: Record<BookingStatus, string> = {
  pending: "pending",
  booked: "confirmed",
  on_rent: "picked up",
  completed: "completed",
  cancelled: "cancelled",
};

/**
 * Manage Bookings after change-status answered 409 because the booking moved on elsewhere
 * (another tab, another device): 'This booking was already confirmed elsewhere. Nothing was
 * changed; the list now shows it as it is.'
 */
export function staleBookingMessage(status: BookingStatus): string {
  return `This booking was already ${ALREADY[status]} elsewhere. Nothing was changed; the list now shows it as it is.`;
}

/** The add/edit car form's rules that CAR_MSG's spec texts do not say. */
export const CAR_FORM_MSG = {
  /** Seating given as a fraction ('2.5'): the spec's range text would mislead. */
  seatingWhole: "Seating capacity must be a whole number of seats from 1 to 50",
} as const;
