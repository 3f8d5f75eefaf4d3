/**
 * Booking texts: the customer document's section 5 booking and cancellation rules and section
 * 8 rows (booking, booking 401, cancel, bookings load), the owner document's section 8
 * "Bookings", and the server's refusals, each naming what is wrong (server-rules.md sections
 * 1, 2 and 4). Quoted texts are to the letter. Also how each status reads, and the sentences
 * that name a booking's current status.
 */
import {
  type BookingStatus,
  type CancelledBy,
  OWNER_TARGET_STATUSES,
  type OwnerTargetStatus,
} from "../enums.js";
import { LIMITS } from "../limits.js";

export const BOOKING_MSG = {
  // Booking a car (customer document sections 5 and 8)
  loginToBook: "Please login to book this car",
  datesRequired: "Please select pickup and return dates",
  ownCar: "You cannot book your own car",
  bookFailed: "Failed to book car. Please try again.",
  created: "Booking created successfully",
  /** The create answer when the car books instantly (issue 15): status booked at once. */
  instantBooked: "Booking confirmed instantly",
  // Cancelling (customer document sections 5 and 8, owner document section 8)
  reasonRequired: "Please provide a cancellation reason",
  cancelFailed: "Failed to cancel booking. Please try again.",
  cancelled: "Booking cancelled successfully",
  // Loading and managing (customer document section 8, owner document section 8)
  loadUserFailed: "Failed to load your bookings. Please refresh the page.",
  loadOwnerFailed: "Failed to load bookings. Please refresh the page.",
  statusFailed: "Failed to update booking status. Please try again.",
  // Server refusals (server-rules.md sections 1, 2 and 4)
  notAvailable: "Car is not available for the selected dates",
  carRequired: "Please choose a car to book",
  carNotFound: "Car not found",
  bookingIdRequired: "bookingId is required",
  bookingNotFound: "Booking not found",
  notYourBooking: "You can only cancel your own bookings",
  notYourCarsBooking: "You can only manage bookings of your own cars",
  locationRequired: "Please select a pickup location",
  pickupInPast: "Pickup date cannot be in the past",
  returnBeforePickup: "Return date cannot be before the pickup date",
  tooFarAhead: `Pickup date must be within ${LIMITS.maxAdvanceDays} days from today`,
  tooLong: `A booking can last at most ${LIMITS.maxRentalDays} days`,
  reasonTooLong: `Cancellation reason must be at most ${LIMITS.cancellationReasonMax} characters`,
  invalidStatus: `Status must be one of: ${OWNER_TARGET_STATUSES.join(", ")}`,
  // Requests expire (issue 27 item 4): the 409 of any change to an expired request, and the
  // reason the system stores when it cancels one.
  requestExpired: "This request has expired",
  expiredReason: "Request expired: the owner did not respond in time",
} as const;

/** change-status success texts by target (owner document section 8 quotes the cancel one). */
export const STATUS_CHANGED_MSG = {
  booked: "Booking confirmed successfully",
  cancelled: BOOKING_MSG.cancelled,
  on_rent: "Car marked as picked up",
  completed: "Booking marked as completed",
} as const satisfies Record<OwnerTargetStatus, string>;

/** How each status is shown (customer document section 4: booked reads 'Confirmed'). */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: "Pending",
  booked: "Confirmed",
  on_rent: "On Rent",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** How a request cancelled by the system because it expired reads (issue 27 item 4). */
export const EXPIRED_LABEL = "Expired";

/**
 * The time an owner has left to answer a request that expires at `expiresAt` (ISO instant,
 * the server's requestExpiresAt), at `now`, whole minutes rounded down: 'Expires in 5 h 20 min',
 * 'Expires in 3 h', 'Expires in 45 min', 'Expires in less than a minute', then 'Expired'.
 */
export function requestTimeLeft(expiresAt: string, now: Date): string {
  const leftMs = Date.parse(expiresAt) - now.getTime();
  if (leftMs <= 0) return EXPIRED_LABEL;
  const minutes = Math.floor(leftMs / 60_000);
  if (minutes < 1) return "Expires in less than a minute";
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts = [h > 0 ? `${h} h` : "", m > 0 ? `${m} min` : ""].filter(Boolean);
  return `Expires in ${parts.join(" ")}`;
}

/**
 * 'Confirmed', 'On Rent', ... for a status; a request the system cancelled (`cancelledBy`
 * 'system': it expired unanswered, issue 27) reads 'Expired'. The one wording of a status for
 * the badge, the receipt and the statement.
 */
export function bookingStatusLabel(
  status: BookingStatus,
  cancelledBy?: CancelledBy | null,
): string {
  return status === "cancelled" && cancelledBy === "system"
    ? EXPIRED_LABEL
    : BOOKING_STATUS_LABELS[status];
}

const inWords = (s: BookingStatus) => BOOKING_STATUS_LABELS[s].toLowerCase();

/** 409 text for a refused owner transition, naming the current status. */
export function transitionRefusal(from: BookingStatus, to: BookingStatus): string {
  if (from === to) return `This booking is already ${inWords(from)}`;
  return `Cannot change a booking that is ${inWords(from)} to ${inWords(to)}`;
}

/** 409 text for a refused renter cancel, naming the current status. */
export function cancelRefusal(status: BookingStatus): string {
  return status === "cancelled"
    ? "This booking is already cancelled"
    : `Cannot cancel a booking that is ${inWords(status)}`;
}

/**
 * Car Picked Up before the trip's pickup date asks first (issue 10, item 6), naming the date
 * as the owner's table shows it ('10 Dec 2026').
 */
export const EARLY_PICKUP_MSG = {
  title: "Start Trip Early",
  question: (day: string) => `This trip starts on ${day}. Mark the car picked up now?`,
  confirm: "Mark Picked Up",
} as const;
