/** TEMP until the shared catalogue lands. */
export const NOTIFICATION_UI_MSG = {
  toManageBookings: "Redirecting to manage bookings...",
  toMyBookings: "Redirecting to my bookings...",
  toManageReviews: "Redirecting to manage reviews...",
  toCarDetails: "Viewing car details...",
  redirecting: "Redirecting...",
  navigationFailed: "Unable to navigate. Please try again.",
} as const;
