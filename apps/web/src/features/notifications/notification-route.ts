/**
 * Where a notification leads when clicked (customer document section 7, "Notification routing
 * on click", and section 8, "Navigation from notification fails"). Pure: the bell marks the
 * notification read, shows `toast` and navigates to `path`.
 */
import { NOTIFICATION_MSG as TEXT } from "@gaadi/shared";

/** The parts of a notification (GET /api/notifications) that decide where it leads. */
export interface RoutableNotification {
  type: string;
  booking?: { car?: { _id?: string } | null } | null;
  review?: { car?: { _id?: string } | null } | null;
  carId?: string | null;
  /** Issue 31: the conversation of a message_received. */
  conversationId?: string | null;
}

export interface NotificationTarget {
  /** The in-app path to open; null to stay where one is (account_suspended, issue 29). */
  path: string | null;
  /** The toast that accompanies the move. */
  toast: string;
}

/**
 * refund_* (a refund of the renter's own booking, issue 28) -> /my-bookings, whoever's role;
 * booking_* -> /owner/manage-bookings (owners) or /my-bookings (renters); review_* ->
 * /owner/manage-reviews (owners) or, for renters, /car-details/{id} with the review's car id,
 * else the booking's car id, else carId, falling back to /my-bookings; types containing 'car_'
 * -> /owner/manage-cars (owners) or /cars (renters); issue 29: licence_* -> /profile (where the
 * licence is), listing_hidden -> /owner/manage-cars (which shows why), account_suspended ->
 * nowhere; issue 30: check_in_recorded, check_out_recorded, claim_made and deposit_released ->
 * /my-bookings (they tell the renter), claim_answered -> /owner/manage-bookings, claim_decided
 * -> either by role; issue 31: message_received -> /messages/{conversationId} (/messages
 * without one); anything else -> /owner (owners) or /my-bookings (renters).
 */
export function notificationTarget(n: RoutableNotification, isOwner: boolean): NotificationTarget {
  if (n.type === "message_received") {
    const path = n.conversationId
      ? `/messages/${encodeURIComponent(n.conversationId)}`
      : "/messages";
    return { path, toast: TEXT.toConversation };
  }
  if (n.type.startsWith("licence_")) return { path: "/profile", toast: TEXT.redirecting };
  if (n.type === "listing_hidden") return { path: "/owner/manage-cars", toast: TEXT.redirecting };
  if (n.type === "account_suspended") return { path: null, toast: "" };
  if (n.type.startsWith("refund_")) return { path: "/my-bookings", toast: TEXT.toMyBookings };
  // Issue 30: a claim made and the deposit are the renter's; an answer is the owner's; a
  // decision goes to both, each to their own list.
  if (n.type === "claim_made" || n.type === "deposit_released")
    return { path: "/my-bookings", toast: TEXT.toMyBookings };
  if (n.type === "claim_answered")
    return { path: "/owner/manage-bookings", toast: TEXT.toManageBookings };
  if (n.type === "claim_decided") {
    return isOwner
      ? { path: "/owner/manage-bookings", toast: TEXT.toManageBookings }
      : { path: "/my-bookings", toast: TEXT.toMyBookings };
  }
  // Issue 30: a check-in or check-out recorded, told to the renter, whose account may be an owner's.
  if (n.type === "check_in_recorded" || n.type === "check_out_recorded")
    return { path: "/my-bookings", toast: TEXT.toMyBookings };
  if (n.type.startsWith("booking_")) {
    return isOwner
      ? { path: "/owner/manage-bookings", toast: TEXT.toManageBookings }
      : { path: "/my-bookings", toast: TEXT.toMyBookings };
  }
  if (n.type.startsWith("review_")) {
    if (isOwner) return { path: "/owner/manage-reviews", toast: TEXT.toManageReviews };
    const carId = n.review?.car?._id || n.booking?.car?._id || n.carId;
    return {
      path: carId ? `/car-details/${encodeURIComponent(carId)}` : "/my-bookings",
      toast: TEXT.toCarDetails,
    };
  }
  if (n.type.includes("car_")) {
    return { path: isOwner ? "/owner/manage-cars" : "/cars", toast: TEXT.redirecting };
  }
  return { path: isOwner ? "/owner" : "/my-bookings", toast: TEXT.redirecting };
}

/** Where to go when navigating to a notification's target failed: /owner for owners, / else. */
export function navigationFallback(isOwner: boolean): string {
  return isOwner ? "/owner" : "/";
}
