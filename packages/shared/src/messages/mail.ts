/**
 * E-mail texts for the events that need someone to act (issue 10, build item 5): a new
 * request to the owner; a confirmation, a refusal, an expired request (issue 27) or a
 * withdrawn car or a processed refund (issue 28) to the renter. Each
 * takes the facts already formatted (car as 'Brand Model Year', days as '10 Dec 2026',
 * amount as '₹1,23,456') and returns the subject, the lines of the body and the label of the
 * link that acts on it. The server adds the greeting, the link and the signature. A mail that
 * names a booking names it by its reference (issue 27 item 2): in the subject and as the
 * first line; the confirmation carries the receipt (MAIL_MSG.receipt, issue 27 item 5).
 */

import { REFUND_MSG } from "./payments.js";
import { PLATFORM_NAME, RECEIPT_MSG } from "./receipts.js";
import { paymentTerms } from "./trip-terms.js";

/** Formatted facts of one booking, as a mail shows them. */
export interface MailFacts {
  /** The recipient's name, for the greeting. */
  name: string;
  /** 'Maruti Suzuki Swift 2022'. */
  car: string;
  /** '10 Dec 2026'; empty when the event names no trip. */
  pickup: string;
  returnDay: string;
  /** '₹4,500'; empty when the event names no trip. */
  amount: string;
  /** The renter's name (owner mail only). */
  renter: string;
  /** The booking's reference, 'GD-7K4P2Q'; empty when the event names no booking. */
  ref?: string;
  /** The booking was confirmed at once by the car's instant book (issue 15); absent = no. */
  instant?: boolean;
  /** The notification's own message (a processed refund's amount and reference, issue 28). */
  notice?: string;
}

/**
 * The receipt a confirmation carries (issue 27 item 5), formatted: the stored lines and
 * total, the GST on the trip fee apart, the deposit apart, the policy with its last instant
 * of a full refund and the platform's GSTIN when set.
 */
export interface MailReceipt {
  lines: { label: string; amount: string }[];
  total: string;
  gstPercent: number;
  tripFeeGst: string;
  deposit: string;
  policy: string;
  freeUntil: string;
  gstin: string | null;
  /** The booking is paid online (issue 28), not to the owner at pickup. */
  paidOnline: boolean;
}

export interface MailText {
  subject: string;
  lines: string[];
  linkLabel: string;
}

/** A subject naming its booking: 'Your booking ... is confirmed (GD-7K4P2Q)'. */
const named = (subject: string, f: MailFacts) => (f.ref ? `${subject} (${f.ref})` : subject);

const trip = (f: MailFacts) => `from ${f.pickup} to ${f.returnDay} (${f.amount})`;

export const MAIL_MSG = {
  greeting: (name: string) => `Hello ${name},`,
  /** The first line of every mail that names a booking. */
  reference: (ref: string) => `Booking reference: ${ref}`,
  /** The receipt block of the confirmation mail, one string per line. */
  receipt: (r: MailReceipt): string[] => [
    `${RECEIPT_MSG.receiptTitle}:`,
    ...r.lines.map((l) => `${l.label}: ${l.amount}`),
    `${RECEIPT_MSG.total}: ${r.total}`,
    `${RECEIPT_MSG.gstLine(r.gstPercent)}: ${r.tripFeeGst}`,
    `${RECEIPT_MSG.deposit}: ${r.deposit}`,
    `${RECEIPT_MSG.policy}: ${r.policy}. ${RECEIPT_MSG.freeUntil(r.freeUntil)} (India time).`,
    paymentTerms(r.paidOnline),
    ...(r.gstin ? [`${RECEIPT_MSG.platform(PLATFORM_NAME)} ${RECEIPT_MSG.gstin(r.gstin)}.`] : []),
  ],
  receiptLinkLabel: "See and print the receipt",
  signature: "The Gaadi team",
  booking_created: (f: MailFacts): MailText =>
    f.instant
      ? {
          subject: named(`New instant booking of your ${f.car}`, f),
          lines: [
            `${f.renter} booked your ${f.car} ${trip(f)} with instant book.`,
            "The booking is confirmed; there is nothing to accept. Have the car ready at pickup.",
          ],
          linkLabel: "See the booking in Manage Bookings",
        }
      : {
          subject: named(`New booking request for your ${f.car}`, f),
          lines: [
            `${f.renter} wants to rent your ${f.car} ${trip(f)}.`,
            "The car stays held for these dates until you accept or decline the request.",
          ],
          linkLabel: "Accept or decline it in Manage Bookings",
        },
  booking_confirmed: (f: MailFacts): MailText => ({
    subject: named(`Your booking of the ${f.car} is confirmed`, f),
    lines: [
      f.instant
        ? `Your booking of the ${f.car} ${trip(f)} is confirmed: this car is instant book.`
        : `The owner accepted your booking of the ${f.car} ${trip(f)}.`,
    ],
    linkLabel: "See the trip in My Bookings",
  }),
  booking_rejected: (f: MailFacts): MailText => ({
    subject: named(`Your booking request for the ${f.car} was declined`, f),
    lines: [
      `The owner declined your booking of the ${f.car} ${trip(f)}.`,
      "Other cars may be free on these dates.",
    ],
    linkLabel: "See the booking in My Bookings",
  }),
  booking_expired: (f: MailFacts): MailText => ({
    subject: named(`Your booking request for the ${f.car} has expired`, f),
    lines: [
      `The owner did not respond in time to your booking request for the ${f.car} ${trip(f)}, so it has expired and is cancelled.`,
      "Other cars may be free on these dates.",
    ],
    linkLabel: "See the booking in My Bookings",
  }),
  car_unavailable: (f: MailFacts): MailText => ({
    subject: named(`The ${f.car} is no longer available`, f),
    lines: [
      f.pickup
        ? `The owner has withdrawn the ${f.car}, so your trip ${trip(f)} cannot go ahead.`
        : `The owner has withdrawn the ${f.car}, so your booking of it cannot go ahead.`,
      "Other cars may be free on your dates.",
    ],
    linkLabel: "Find another car",
  }),
  refund_processed: (f: MailFacts): MailText => ({
    subject: named(`Your refund for the ${f.car} is on its way`, f),
    lines: [...(f.notice ? [f.notice] : []), REFUND_MSG.mailDelay],
    linkLabel: "See it in My Bookings",
  }),
  // Issue 29: an operator's decisions; `notice` is the notification's message, with the reason.
  licence_approved: (f: MailFacts): MailText => ({
    subject: "Your driving licence is verified",
    lines: [...(f.notice ? [f.notice] : [])],
    linkLabel: "See your profile",
  }),
  licence_rejected: (f: MailFacts): MailText => ({
    subject: "We could not verify your driving licence",
    lines: [...(f.notice ? [f.notice] : [])],
    linkLabel: "Update your licence",
  }),
  account_suspended: (f: MailFacts): MailText => ({
    subject: "Your Gaadi account has been suspended",
    lines: [
      ...(f.notice ? [f.notice] : []),
      "Write to support@gaadi.in if you think this is a mistake.",
    ],
    linkLabel: "Gaadi",
  }),
  listing_hidden: (f: MailFacts): MailText => ({
    subject: `Your ${f.car} has been taken off the listing`,
    lines: [...(f.notice ? [f.notice] : [])],
    linkLabel: "See your cars",
  }),
  // Issue 30: claims and the deposit; `notice` is the notification's message.
  claim_made: (f: MailFacts): MailText => ({
    subject: named(`A claim was made on your trip in the ${f.car}`, f),
    lines: [...(f.notice ? [f.notice] : [])],
    linkLabel: "Answer it in My Bookings",
  }),
  claim_answered: (f: MailFacts): MailText => ({
    subject: named(`The renter answered your claim on the ${f.car}`, f),
    lines: [...(f.notice ? [f.notice] : [])],
    linkLabel: "See it in Manage Bookings",
  }),
  claim_decided: (f: MailFacts): MailText => ({
    subject: named(`Gaadi decided the claim on the ${f.car}`, f),
    lines: [...(f.notice ? [f.notice] : [])],
    linkLabel: "See the booking",
  }),
  deposit_released: (f: MailFacts): MailText => ({
    subject: named(`Your deposit for the ${f.car} has been released`, f),
    lines: [...(f.notice ? [f.notice] : [])],
    linkLabel: "See it in My Bookings",
  }),
  // Issue 30: the handover; `notice` is the notification's message (with any trip charges).
  check_in_recorded: (f: MailFacts): MailText => ({
    subject: named(`Check-in recorded for the ${f.car}`, f),
    lines: [...(f.notice ? [f.notice] : [])],
    linkLabel: "See it in My Bookings",
  }),
  check_out_recorded: (f: MailFacts): MailText => ({
    subject: named(`Check-out recorded for the ${f.car}`, f),
    lines: [...(f.notice ? [f.notice] : [])],
    linkLabel: "See it in My Bookings",
  }),
  // Issue 31 item 4: a message unread for 15 minutes (at most one mail an hour per conversation);
  // `notice` is the notification's message: the sender, the car and the message's first 200
  // characters as stored (contact details already hidden outside the trip's window).
  message_received: (f: MailFacts): MailText => ({
    subject: `New message about the ${f.car}`,
    lines: [
      ...(f.notice ? [f.notice] : []),
      "Reply on Gaadi to keep the conversation in one place.",
    ],
    linkLabel: "Read and reply",
  }),
} as const;
