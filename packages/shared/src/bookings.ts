/** Booking request bodies and pure booking rules: filled in by the bookings issue. */
export {};
