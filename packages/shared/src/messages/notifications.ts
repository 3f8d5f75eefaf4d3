/**
 * Notification texts (customer document sections 2, 4 and 8; server-rules.md section 6): the
 * title and message each event writes (every message names the car, "Brand Model"), the
 * notifications routes' answers, and what the bell shows. Quoted spec texts are to the letter.
 */
import type { NotificationType } from "../enums.js";
import { formatRupees } from "../money.js";

export const NOTIFICATION_MSG = {
  // Server answers (server-rules.md sections 1 and 6)
  notFound: "Notification not found",
  markedRead: "Notification marked as read",
  allMarkedRead: "All notifications marked as read",
  // The bell and its dropdown (customer document sections 2 and 8)
  title: "Notifications",
  markAllRead: "Mark all read",
  emptyTitle: "No notifications yet",
  emptyHint: "You'll see booking updates and reviews here",
  justNow: "Just now",
  navigateFailed: "Unable to navigate. Please try again.",
  toManageBookings: "Redirecting to manage bookings...",
  toMyBookings: "Redirecting to my bookings...",
  toManageReviews: "Redirecting to manage reviews...",
  toCarDetails: "Viewing car details...",
  /** Issue 31: a message_received notification opens its conversation. */
  toConversation: "Opening the conversation...",
  redirecting: "Redirecting...",
} as const;

/** The car a notification names. */
export interface NotifiedCar {
  brand: string;
  model: string;
}

/** The title and message a notification of `type` about `car` carries. */
export interface NotificationText {
  title: string;
  message: string;
}

/**
 * What some events add to their text: the stars of a review, whether a reply was an edit,
 * whether the car left the marketplace with the renter's booking cancelled (its owner closed
 * their account) rather than left standing (the owner hid it), whether a booking was confirmed
 * at once by the car's instant book (issue 15), whether a notice about an expired request
 * goes to the car's owner rather than the renter (issue 27), and a processed refund's amount
 * (whole rupees), booking reference and whether it is the deposit (issue 28).
 */
export interface NotificationDetail {
  rating?: number;
  edited?: boolean;
  bookingCancelled?: boolean;
  instant?: boolean;
  toOwner?: boolean;
  amount?: number;
  ref?: string;
  deposit?: boolean;
  /** Issue 29: the operator's reason (a rejected licence, a suspension, a hidden listing). */
  reason?: string;
  /** Issue 30: a claim the renter disputed (claim_answered); rupees kept of a deposit. */
  disputed?: boolean;
  kept?: number;
  /** Issue 31: who sent the unread message (message_received). */
  sender?: string;
  /** Issue 31: the unread message's first characters, as stored (message_received). */
  excerpt?: string;
}

const TEXTS: Record<
  NotificationType,
  (car: string, detail: NotificationDetail) => NotificationText
> = {
  booking_created: (car, { instant }) =>
    instant
      ? {
          title: "New instant booking",
          message: `Your ${car} was booked with instant book. The booking is confirmed.`,
        }
      : {
          title: "New booking request",
          message: `You have a new booking request for your ${car}.`,
        },
  booking_confirmed: (car, { instant }) => ({
    title: "Booking confirmed",
    message: instant
      ? `Your booking for the ${car} is confirmed: this car is instant book.`
      : `Your booking for the ${car} has been confirmed by the owner.`,
  }),
  booking_rejected: (car) => ({
    title: "Booking declined",
    message: `The owner declined your booking request for the ${car}.`,
  }),
  booking_cancelled: (car) => ({
    title: "Booking cancelled",
    message: `The renter cancelled their booking for your ${car}.`,
  }),
  booking_on_rent: (car) => ({
    title: "Trip started",
    message: `You have picked up the ${car}. Have a safe trip!`,
  }),
  booking_completed: (car) => ({
    title: "Trip completed",
    message: `Your trip in the ${car} is complete. Share how it went with a review.`,
  }),
  booking_expired: (car, { toOwner }) =>
    toOwner
      ? {
          title: "Booking request expired",
          message: `A booking request for your ${car} expired because you did not respond in time.`,
        }
      : {
          title: "Booking request expired",
          message: `Your booking request for the ${car} expired because the owner did not respond in time.`,
        },
  review_received: (car, { rating }) => ({
    title: "New review received",
    message: rating
      ? `Your ${car} received a ${rating}-star review.`
      : `A renter reviewed your ${car}.`,
  }),
  review_replied: (car, { edited }) =>
    edited
      ? {
          title: "Owner updated their reply",
          message: `The owner of the ${car} updated their reply to your review.`,
        }
      : {
          title: "Owner replied to your review",
          message: `The owner of the ${car} replied to your review.`,
        },
  car_unavailable: (car, { bookingCancelled }) => ({
    title: "Car no longer listed",
    message: bookingCancelled
      ? `The ${car} you booked is no longer listed: its owner closed their account, so your booking has been cancelled.`
      : `The owner has stopped listing the ${car} you booked. Your booking is unchanged.`,
  }),
  refund_processed: (car, { amount = 0, ref = "", deposit }) => ({
    title: deposit ? "Deposit refunded" : "Refund processed",
    message: `${deposit ? "Your deposit" : "Your refund"} of ${formatRupees(amount)} for booking ${ref} (the ${car}) has been sent to your account.`,
  }),
  // Issue 29: an operator's decisions. The licence and account notices name no car.
  licence_approved: () => ({
    title: "Driving licence verified",
    message: "Your driving licence has been verified. You can book any car on Gaadi.",
  }),
  licence_rejected: (_car, { reason = "" }) => ({
    title: "Driving licence not accepted",
    message: `We could not verify your driving licence: ${reason} Please update it in your profile.`,
  }),
  account_suspended: (_car, { reason = "" }) => ({
    title: "Account suspended",
    message: `Your Gaadi account has been suspended: ${reason}`,
  }),
  listing_hidden: (car, { reason = "" }) => ({
    title: "Listing hidden",
    message: `Your ${car} has been taken off the listing by Gaadi: ${reason}`,
  }),
  // Issue 30: the handover, claims and the deposit. `amount` is in whole rupees.
  check_in_recorded: (car, { ref = "" }) => ({
    title: "Check-in recorded",
    message: `The owner recorded the ${car}'s odometer, fuel and photos at pickup for booking ${ref}. Please look at them and confirm today.`,
  }),
  check_out_recorded: (car, { ref = "", amount = 0 }) => ({
    title: "Check-out recorded",
    message: `The owner recorded the ${car}'s odometer, fuel and photos at return for booking ${ref}. ${amount > 0 ? `Trip charges: ${formatRupees(amount)}.` : "No trip charges."}`,
  }),
  claim_made: (car, { ref = "", amount = 0 }) => ({
    title: "Claim made on your trip",
    message: `The owner of the ${car} claims ${formatRupees(amount)} for booking ${ref}. Accept or dispute it within 48 hours; a claim not answered by then is accepted.`,
  }),
  claim_answered: (car, { ref = "", amount = 0, disputed }) =>
    disputed
      ? {
          title: "Claim disputed",
          message: `The renter disputed your claim of ${formatRupees(amount)} for booking ${ref} (the ${car}). Gaadi will decide it.`,
        }
      : {
          title: "Claim accepted",
          message: `Your claim of ${formatRupees(amount)} for booking ${ref} (the ${car}) has been accepted.`,
        },
  claim_decided: (car, { ref = "", amount = 0, reason = "" }) => ({
    title: "Claim decided",
    message: `Gaadi decided the claim for booking ${ref} (the ${car}) at ${formatRupees(amount)}: ${reason}`,
  }),
  deposit_released: (car, { ref = "", amount = 0, kept = 0 }) => ({
    title: "Deposit released",
    message: `The deposit for booking ${ref} (the ${car}) has been released: ${formatRupees(amount)} back to you${kept > 0 ? `, ${formatRupees(kept)} kept for trip charges and claims` : ""}.`,
  }),
  message_received: (car, { sender = "", excerpt = "" }) => ({
    title: "New message",
    message: `${sender || "Someone"} sent you a message about the ${car}${excerpt ? `: "${excerpt}"` : "."}`,
  }),
};

/**
 * The title and message of a `type` notification about `car`; the message names the car as
 * "Brand Model" (server-rules.md section 6). `detail` adds a review's stars, marks a reply
 * as edited or a booking as confirmed by instant book.
 */
export function notificationText(
  type: NotificationType,
  car: NotifiedCar,
  detail: NotificationDetail = {},
): NotificationText {
  return TEXTS[type](`${car.brand} ${car.model}`, detail);
}
