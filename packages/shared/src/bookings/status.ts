/**
 * The booking status machine (server-rules.md section 4, owner document section 4, customer
 * document section 4): which owner transitions exist, which statuses an owner may ask for,
 * and from which a renter may cancel. How a status reads is in messages/bookings.ts.
 */
import { BOOKING_STATUSES, type BookingStatus } from "../enums.js";

/**
 * The owner's transitions, exactly (server-rules.md section 4, owner document section 4).
 * A renter's cancel is separate: see RENTER_CANCELLABLE.
 */
export const ALLOWED_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ["booked", "cancelled"],
  booked: ["on_rent"],
  on_rent: ["completed"],
  completed: [],
  cancelled: [],
};

/** Statuses an owner may ask change-status for (owner document section 7). */
export const OWNER_TARGET_STATUSES = [
  "booked",
  "on_rent",
  "completed",
  "cancelled",
] as const satisfies readonly BookingStatus[];
export type OwnerTargetStatus = (typeof OWNER_TARGET_STATUSES)[number];

/** Statuses from which a renter may cancel (customer document section 4). */
export const RENTER_CANCELLABLE = ["pending", "booked"] as const satisfies readonly BookingStatus[];

/** True when an owner may move a booking from `from` to `to`. */
export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return ALLOWED_TRANSITIONS[from].includes(to);
}

/** The statuses from which `to` may be reached (for an atomic `WHERE status IN (...)`). */
export function sourcesOf(to: BookingStatus): BookingStatus[] {
  return BOOKING_STATUSES.filter((from) => canTransition(from, to));
}
