/**
 * What the web says while a renter pays online (issue 28 items 2 and 7): the 'Pay ₹X' button,
 * the payment window's countdown, and each way a payment attempt ends. Amounts in whole rupees.
 */
import type { PaymentStatus, RefundKind, RefundStatus } from "../enums.js";
import { formatRupees } from "../money.js";

export const PAYMENT_MSG = {
  /** The create answer's message while the booking awaits its payment. */
  awaiting: (minutes: number) =>
    `Your dates are held for ${minutes} minutes: complete the payment to book`,
  /** Verify's message once paid: a request goes to the owner, an instant-book car is booked. */
  paidRequest: "Payment received. Your request has been sent to the owner",
  paidInstant: "Payment received. Booking confirmed instantly",
  badSignature: "Payment signature is invalid",
  badWebhookSignature: "Webhook signature is invalid",
  badWebhook: "Webhook body is not a Razorpay event",
  lateRefund: "Your payment arrived after the time to pay had ended: it will be refunded in full",
  otherOrder: "This payment is not for this booking",
  notPaid: "This payment has not been completed",
  mismatch: "The payment does not match this booking",
  noPayment: "This booking is not paid online",
  /** GET .../order for a booking no longer awaiting its payment (paid, cancelled or timed out). */
  notAwaiting: "This booking is no longer waiting for a payment",
  /** The cancel dialog of a booking still awaiting its payment. */
  nothingPaid: "Nothing has been paid for this booking yet, so there is nothing to refund.",
  /** My Bookings, above that button: `at` is the window's end, formatted. */
  heldUntil: (at: string) => `Your dates are held until ${at} while you pay.`,
  /** My Bookings' button on a booking still awaiting its payment. */
  completePayment: (rupees: number) => `Complete payment: ${formatRupees(rupees)}`,
  unavailable: "Payments are unavailable right now. Please try again in a few minutes",
  awaitingOwner: "This booking is awaiting the renter's payment",
  /** The reason stored on a booking whose payment window ended unpaid. */
  windowEndedReason: "Payment not completed in time",
  /** The booking form's button with online payments on: total + deposit. */
  payButton: (rupees: number) => `Pay ${formatRupees(rupees)}`,
  paying: "Opening payment...",
  /** Under the button: what the amount is made of. */
  payNowNote: (deposit: number) =>
    deposit > 0
      ? `Paid now by UPI or card: the total and the ${formatRupees(deposit)} refundable deposit.`
      : "Paid now by UPI or card.",
  stepTitle: "Complete your payment",
  /** The countdown of the payment window, 'mm:ss' left. */
  payWithin: (left: string) => `Pay within ${left} to keep these dates`,
  held: "Your dates are held while you pay.",
  retry: (rupees: number) => `Try again: pay ${formatRupees(rupees)}`,
  dismissed: "Payment not completed. You can try again before the time runs out.",
  /** A failed attempt, with Razorpay's reason unless it only says that it failed. */
  failed: (reason: string) =>
    /^payment failed\.?$/i.test(reason.trim())
      ? "Payment failed. You can try again."
      : `Payment failed: ${reason.trim().replace(/\.$/, "")}. You can try again.`,
  failedUnknown: "Payment failed. You can try again.",
  verifying: "Confirming your payment...",
  verifyFailed:
    "We could not confirm your payment yet. If money left your account, it is not lost: we check with Razorpay and update My Bookings.",
  paid: "Payment received",
  windowEnded: "Payment not completed in time",
  windowEndedNote: "The dates are released. You can book again if they are still free.",
  checkoutUnavailable: "The payment page could not be opened. Check your connection and try again.",
} as const;

/** 'mm:ss' for `ms` milliseconds left (0 and below: '00:00'). */
export function minutesSecondsLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}

/**
 * How a booking's payment status reads (issue 28 item 7): Manage Bookings' Payment column and
 * My Bookings. 'offline' is the owner document's own word for a booking paid at pickup.
 */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  offline: "offline",
  awaiting: "Awaiting payment",
  paid: "Paid online",
  unpaid: "Not paid",
  refund_pending: "Refund pending",
  partially_refunded: "Partially refunded",
  refunded: "Refunded",
};

/** How long a bank usually takes to show a refund Razorpay has sent. */
const REFUND_DELAY = "usually 5-7 working days";

/**
 * A refund through Razorpay as My Bookings and the receipt say it (issue 28 items 4 and 7):
 * 'Refund ₹12,300 · Refunded on 2 Jul 2031', 'Deposit ₹3,000 · Pending, usually 5-7 working
 * days'. `day` is the processed instant's India date, already formatted ('2 Jul 2031').
 */
export const REFUND_MSG = {
  heading: "Refunds to your account",
  kind: {
    cancellation: "Refund",
    late_payment: "Refund",
    deposit: "Deposit",
  } satisfies Record<RefundKind, string>,
  status: (status: RefundStatus, day: string | null): string =>
    status === "processed" && day
      ? `Refunded on ${day}`
      : status === "failed"
        ? "Delayed: our support team is on it and will see it through, nothing is needed from you"
        : `Pending, ${REFUND_DELAY}`,
  line: (kind: RefundKind, rupees: number, status: RefundStatus, day: string | null): string =>
    `${REFUND_MSG.kind[kind]} ${formatRupees(rupees)} · ${REFUND_MSG.status(status, day)}`,
  /** The refund mail's second line. */
  mailDelay: "Banks usually show it in your account within 5-7 working days.",
} as const;

/** Razorpay's payment methods as people read them; others are shown as Razorpay names them. */
const METHOD_LABELS: Record<string, string> = {
  upi: "UPI",
  card: "Card",
  netbanking: "Netbanking",
  wallet: "Wallet",
  emi: "EMI",
  paylater: "Pay later",
};

/** 'upi' -> 'UPI'; an unknown method as Razorpay writes it. */
export function paymentMethodLabel(method: string): string {
  return METHOD_LABELS[method] ?? method;
}
