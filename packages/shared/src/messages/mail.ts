/**
 * E-mail texts for the events that need someone to act (issue 10, build item 5): a new
 * request to the owner; a confirmation, a refusal, an expired request (issue 27) or a
 * withdrawn car to the renter. Each
 * takes the facts already formatted (car as 'Brand Model Year', days as '10 Dec 2026',
 * amount as '₹1,23,456') and returns the subject, the lines of the body and the label of the
 * link that acts on it. The server adds the greeting, the link and the signature.
 */

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
  /** The booking was confirmed at once by the car's instant book (issue 15); absent = no. */
  instant?: boolean;
}

export interface MailText {
  subject: string;
  lines: string[];
  linkLabel: string;
}

const trip = (f: MailFacts) => `from ${f.pickup} to ${f.returnDay} (${f.amount})`;

export const MAIL_MSG = {
  greeting: (name: string) => `Hello ${name},`,
  signature: "The Gaadi team",
  booking_created: (f: MailFacts): MailText =>
    f.instant
      ? {
          subject: `New instant booking of your ${f.car}`,
          lines: [
            `${f.renter} booked your ${f.car} ${trip(f)} with instant book.`,
            "The booking is confirmed; there is nothing to accept. Have the car ready at pickup.",
          ],
          linkLabel: "See the booking in Manage Bookings",
        }
      : {
          subject: `New booking request for your ${f.car}`,
          lines: [
            `${f.renter} wants to rent your ${f.car} ${trip(f)}.`,
            "The car stays held for these dates until you accept or decline the request.",
          ],
          linkLabel: "Accept or decline it in Manage Bookings",
        },
  booking_confirmed: (f: MailFacts): MailText => ({
    subject: `Your booking of the ${f.car} is confirmed`,
    lines: [
      f.instant
        ? `Your booking of the ${f.car} ${trip(f)} is confirmed: this car is instant book.`
        : `The owner accepted your booking of the ${f.car} ${trip(f)}.`,
    ],
    linkLabel: "See the trip in My Bookings",
  }),
  booking_rejected: (f: MailFacts): MailText => ({
    subject: `Your booking request for the ${f.car} was declined`,
    lines: [
      `The owner declined your booking of the ${f.car} ${trip(f)}.`,
      "Other cars may be free on these dates.",
    ],
    linkLabel: "See the booking in My Bookings",
  }),
  booking_expired: (f: MailFacts): MailText => ({
    subject: `Your booking request for the ${f.car} has expired`,
    lines: [
      `The owner did not respond in time to your booking request for the ${f.car} ${trip(f)}, so it has expired and is cancelled.`,
      "Other cars may be free on these dates.",
    ],
    linkLabel: "See the booking in My Bookings",
  }),
  car_unavailable: (f: MailFacts): MailText => ({
    subject: `The ${f.car} is no longer available`,
    lines: [
      f.pickup
        ? `The owner has withdrawn the ${f.car}, so your trip ${trip(f)} cannot go ahead.`
        : `The owner has withdrawn the ${f.car}, so your booking of it cannot go ahead.`,
      "Other cars may be free on your dates.",
    ],
    linkLabel: "Find another car",
  }),
} as const;
