/**
 * What every page says about money (issue 25, item 16), written once so the home page, About
 * Us, the Help Center, the terms and the booking form agree. Today's behaviour: Gaadi takes no
 * payment; the renter pays the owner at pickup. A renter may cancel a pending or confirmed
 * booking at any time until the owner marks the car picked up (server-rules.md section 4,
 * RENTER_CANCELLABLE), and nothing has been paid to lose.
 */
export const TRIP_TERMS_MSG = {
  payment: "You pay the owner at pickup; Gaadi takes no payment online.",
  cancellation: "Free cancellation of a pending or confirmed booking until you pick up the car.",
} as const;
