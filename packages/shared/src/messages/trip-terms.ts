/**
 * What every page says about money (issue 25, item 16), written once so the home page, About
 * Us, the Help Center, the terms and the booking form agree. Today's behaviour: Gaadi takes no
 * payment; the renter pays the owner at pickup. A renter may cancel a pending or confirmed
 * booking until the owner marks the car picked up (server-rules.md section 4,
 * RENTER_CANCELLABLE); what a confirmed trip's cancellation costs is the car's policy
 * (issue 27, pricing/refund.ts), shown with the price before booking.
 */
export const TRIP_TERMS_MSG = {
  payment: "You pay the owner at pickup; Gaadi takes no payment online.",
  cancellation:
    "Free cancellation of a request until the owner accepts it, and of a confirmed trip until its policy's deadline (24 hours, 72 hours or 7 days before the pickup date), shown before you book.",
} as const;
