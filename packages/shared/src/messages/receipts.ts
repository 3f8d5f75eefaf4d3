/**
 * Texts of a booking's printable receipt and the owner's statement (issue 27 item 5): the
 * 403 of GET /api/bookings/{id}/receipt, the pages' headings and labels, and the lines the
 * confirmation mail adds. Amounts arrive formatted ('₹1,23,456').
 */

/** The platform as a receipt names it. */
export const PLATFORM_NAME = "Gaadi";

export const RECEIPT_MSG = {
  notYours: "You can only see receipts of your own bookings or of bookings of your cars",
  receiptTitle: "Receipt",
  statementTitle: "Owner's statement",
  reference: "Booking reference",
  issued: "Issued",
  status: "Status",
  renter: "Renter",
  owner: "Owner",
  car: "Car",
  trip: "Trip",
  pickup: "Pickup",
  returnDay: "Return",
  total: "Total",
  priceHeading: "What the renter pays",
  gstLine: (percent: number) => `GST included in the total (${percent}% of the trip fee)`,
  deposit: "Refundable security deposit (not part of the total)",
  policy: "Cancellation policy",
  freeUntil: (when: string) => `Free cancellation until ${when}`,
  refundHeading: "Refund",
  refunded: "Refunded to the renter",
  kept: "Kept",
  statementHeading: "What you are paid",
  statementRent: "Rent (after any discount)",
  earnings: "Your earnings",
  platform: (name: string) =>
    `Issued by ${name}, a marketplace that connects car owners and renters.`,
  gstin: (gstin: string) => `GSTIN ${gstin}`,
  print: "Print",
  /** How a booking paid online was paid (issue 28); offline ones say TRIP_TERMS_MSG.payment. */
  paidOnline: "Paid online through Razorpay, with the deposit.",
  /** 'Paid online through Razorpay · UPI · pay_XXXX on 2 Jul 2031'. */
  paidOnlineWith: (method: string | null, paymentId: string, day: string) =>
    ["Paid online through Razorpay", ...(method ? [method] : []), `${paymentId} on ${day}`].join(
      " · ",
    ),
  refundsHeading: "Refunds through Razorpay",
  awaitingPayment: "Awaiting payment online.",
  notPaid: "Not paid: the time to pay online ended.",
  back: "Back",
  loadError: "Could not load this receipt.",
  receiptLink: "Receipt",
  statementLink: "Statement",
  receiptLinkLabel: (ref: string) => `Receipt of booking ${ref}`,
  statementLinkLabel: (ref: string) => `Statement of booking ${ref}`,
} as const;
