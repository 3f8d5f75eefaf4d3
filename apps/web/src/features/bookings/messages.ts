/**
 * Texts only the web shows for bookings, to the letter (customer document sections 5 and 8,
 * owner document section 8). The texts the server also sends live in @gaadi/shared BOOKING_MSG.
 */
export const BOOKING_UI_MSG = {
  loginToBook: "Please login to book this car",
  bookFailed: "Failed to book car. Please try again.",
  cancelFailed: "Failed to cancel booking. Please try again.",
  loadUserFailed: "Failed to load your bookings. Please refresh the page.",
  loadOwnerFailed: "Failed to load bookings. Please refresh the page.",
  statusFailed: "Failed to update booking status. Please try again.",
} as const;
