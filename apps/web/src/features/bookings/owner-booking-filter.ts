/**
 * The Manage Bookings filters reached from the owner dashboard's "needs your attention" links
 * (issue 11; GET /api/owner/tasks counts the same sets): `?status=pending` the requests waiting
 * for an answer, `?due=pickup` booked trips whose pickup date is India's today or earlier (Car
 * Picked Up), `?due=return` trips on rent whose return date is today or earlier (Car Returned).
 * Applied to the list the page already loads; any other URL shows every booking.
 */
import { indiaToday, type OwnerBooking } from "@gaadi/shared";

export type OwnerBookingFilter = "requests" | "pickups" | "returns";

/** The 'Showing: ...' line of each filter. */
export const OWNER_BOOKING_FILTER_LABEL: Record<OwnerBookingFilter, string> = {
  requests: "Requests waiting for an answer",
  pickups: "Pickups due today or earlier",
  returns: "Returns due today or earlier",
};

/** The filter the URL asks for, or null for none (unknown values count as none). */
export function ownerBookingFilterOf(params: URLSearchParams): OwnerBookingFilter | null {
  if (params.get("status") === "pending") return "requests";
  const due = params.get("due");
  if (due === "pickup") return "pickups";
  if (due === "return") return "returns";
  return null;
}

/**
 * The bookings `filter` keeps, in their order. Dates compare as their first 10 characters
 * ('YYYY-MM-DD') against `today` (India's today by default).
 */
export function filterOwnerBookings(
  bookings: readonly OwnerBooking[],
  filter: OwnerBookingFilter | null,
  today: string = indiaToday(),
): OwnerBooking[] {
  switch (filter) {
    case "requests":
      return bookings.filter((b) => b.status === "pending");
    case "pickups":
      return bookings.filter((b) => b.status === "booked" && b.pickupDate.slice(0, 10) <= today);
    case "returns":
      return bookings.filter((b) => b.status === "on_rent" && b.returnDate.slice(0, 10) <= today);
    default:
      return [...bookings];
  }
}
