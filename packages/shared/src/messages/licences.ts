/**
 * Texts of driving licences (issue 29 items 2 and 3): each way a licence number can be wrong,
 * the form's date rules, the booking refusals, the status words the renter and the owner read.
 */
export const LICENCE_MSG = {
  numberRequired: "Enter your driving licence number",
  numberLength:
    "A driving licence number has 15 characters: state code, 2-digit RTO code, year of issue and 7 digits (e.g. MH12 2015 0012345)",
  numberCharacters:
    "A driving licence number has only letters and digits (spaces and dashes are fine)",
  unknownState: (code: string) =>
    `'${code}' is not an Indian state or union territory code (the licence number starts with one, e.g. MH or KA)`,
  rtoDigits: "The two characters after the state code must be the RTO code's 2 digits",
  yearDigits: "Characters 5 to 8 must be the 4-digit year the licence was issued",
  yearTooEarly: "The year of issue in the licence number cannot be before 1950",
  yearInFuture: "The year of issue in the licence number cannot be in the future",
  serialDigits: "The licence number must end with 7 digits",
  dateOfBirthInvalid: "Enter your date of birth as a date (YYYY-MM-DD)",
  dateOfBirthFuture: "Your date of birth cannot be in the future",
  validUntilInvalid: "Enter the date your licence is valid until (YYYY-MM-DD)",
  validUntilPast: "This licence has expired: enter a licence that is still valid",
  photoRequired: "Add a photo of the front of your driving licence",
  duplicate: "This driving licence is already on another account",
  saved: "Driving licence saved: we will review it shortly",
  /** Booking refusals (issue 29 item 3). */
  bookingNone: "Add your driving licence before booking",
  bookingExpires: "Your licence expires before this trip ends",
  bookingUnderAge: "Renters must be at least 21",
  bookingRejected:
    "Your driving licence was not accepted: update it in your profile before booking",
  bookingInstantUnverified: "This car is instant book: your driving licence must be verified first",
  /** The link shown with a booking refusal. */
  addLink: "Add your driving licence",
} as const;

/** Every booking refusal about the licence (the booking form shows them with a link to the profile). */
export const LICENCE_BOOKING_MESSAGES: readonly string[] = [
  LICENCE_MSG.bookingNone,
  LICENCE_MSG.bookingExpires,
  LICENCE_MSG.bookingUnderAge,
  LICENCE_MSG.bookingRejected,
  LICENCE_MSG.bookingInstantUnverified,
];

/** The renter's status badge on their profile (LICENCE_VIEW_STATUSES). */
export const LICENCE_STATUS_TEXT = {
  not_provided: "Not provided",
  pending: "Under review",
  verified: "Verified",
  rejected: "Not accepted",
  expired: "Expired",
} as const;

/** What the owner reads on each request about the renter's licence (never the document). */
export const RENTER_LICENCE_TEXT = {
  not_provided: "No licence",
  pending: "Licence under review",
  verified: "Licence verified",
  rejected: "Licence not accepted",
  expired: "Licence expired",
} as const;
