/**
 * What every page says about money (issue 25, item 16), written once so the home page, About
 * Us, the Help Center, the terms and the booking form agree. How the renter pays depends on the
 * server (issue 28): with PAYMENTS=offline they pay the owner at pickup (`payment`); with
 * payments on they pay online at booking through Razorpay (`paymentOnline`); paymentTerms
 * picks one. A renter may cancel a pending or confirmed
 * booking until the owner marks the car picked up (server-rules.md section 4,
 * RENTER_CANCELLABLE); what a confirmed trip's cancellation costs is the car's policy
 * (issue 27, pricing/refund.ts), shown with the price before booking.
 */
export const TRIP_TERMS_MSG = {
  payment: "You pay the owner at pickup; Gaadi takes no payment online.",
  paymentOnline:
    "You pay online when you book, through Razorpay (UPI or card); a cancellation is refunded by the car's policy, and the deposit comes back 48 hours after the trip.",
  cancellation:
    "Free cancellation of a request until the owner accepts it, and of a confirmed trip until its policy's deadline (24 hours, 72 hours or 7 days before the pickup date), shown before you book.",
} as const;

/** How the renter pays: online through Razorpay when `online` (payments on), else at pickup. */
export function paymentTerms(online: boolean): string {
  return online ? TRIP_TERMS_MSG.paymentOnline : TRIP_TERMS_MSG.payment;
}
