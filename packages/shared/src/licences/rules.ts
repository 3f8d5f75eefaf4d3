/**
 * Driving licence rules (issue 29 items 2 and 3), pure and shared by the server, the profile
 * form and the booking form: the Indian licence number's format, age in whole years, the status
 * a person sees, and the booking refusals. Dates are 'YYYY-MM-DD' strings compared as text
 * (same-length ISO dates sort as dates); "today" is India's (dates.ts indiaToday).
 */
import { indiaToday } from "../dates.js";
import type { LicenceStatus, LicenceViewStatus } from "../enums.js";
import { LICENCE_MSG } from "../messages/licences.js";

/**
 * The two-letter codes an Indian licence number can start with: every state and union
 * territory's RTO code, plus the older codes still on valid licences (DN Dadra and Nagar
 * Haveli before its 2020 merger into DD, OR Odisha before OD, UA Uttarakhand before UK, TS
 * Telangana before TG in 2024).
 */
export const LICENCE_STATE_CODES = [
  "AN",
  "AP",
  "AR",
  "AS",
  "BR",
  "CG",
  "CH",
  "DD",
  "DL",
  "DN",
  "GA",
  "GJ",
  "HP",
  "HR",
  "JH",
  "JK",
  "KA",
  "KL",
  "LA",
  "LD",
  "MH",
  "ML",
  "MN",
  "MP",
  "MZ",
  "NL",
  "OD",
  "OR",
  "PB",
  "PY",
  "RJ",
  "SK",
  "TG",
  "TN",
  "TR",
  "TS",
  "UA",
  "UK",
  "UP",
  "WB",
] as const;
const STATE_CODES: ReadonlySet<string> = new Set(LICENCE_STATE_CODES);

/** The earliest year of issue accepted in a licence number. */
export const LICENCE_MIN_YEAR = 1950;
/** A normalised licence number's length: state 2 + RTO 2 + year 4 + serial 7. */
export const LICENCE_NUMBER_LENGTH = 15;
/** The youngest a renter may be on the pickup date, in whole years. */
export const MIN_RENTER_AGE = 21;

export type ParsedLicenceNumber =
  | { ok: true; normalised: string; stateCode: string; last4: string }
  | { ok: false; message: string };

/**
 * An Indian driving licence number checked: spaces and dashes ignored, case-insensitive, e.g.
 * 'mh-12 2015 0012345' -> { ok, normalised: 'MH1220150012345', stateCode: 'MH', last4: '2345' }.
 * `currentYear` (default: this year in India) bounds the year of issue (1950 .. currentYear). Otherwise { ok: false, message }
 * with the first rule broken (LICENCE_MSG: empty, characters, length, state code, RTO digits,
 * year digits, year before 1950 or in the future, last seven not digits).
 */
export function parseLicenceNumber(
  input: string,
  currentYear: number = Number(indiaToday().slice(0, 4)),
): ParsedLicenceNumber {
  const value = input.replace(/[\s-]+/g, "").toUpperCase();
  const fail = (message: string) => ({ ok: false as const, message });
  if (value === "") return fail(LICENCE_MSG.numberRequired);
  if (!/^[A-Z0-9]+$/.test(value)) return fail(LICENCE_MSG.numberCharacters);
  if (value.length !== LICENCE_NUMBER_LENGTH) return fail(LICENCE_MSG.numberLength);
  const stateCode = value.slice(0, 2);
  if (!STATE_CODES.has(stateCode)) return fail(LICENCE_MSG.unknownState(stateCode));
  if (!/^[0-9]{2}$/.test(value.slice(2, 4))) return fail(LICENCE_MSG.rtoDigits);
  const year = value.slice(4, 8);
  if (!/^[0-9]{4}$/.test(year)) return fail(LICENCE_MSG.yearDigits);
  if (Number(year) < LICENCE_MIN_YEAR) return fail(LICENCE_MSG.yearTooEarly);
  if (Number(year) > currentYear) return fail(LICENCE_MSG.yearInFuture);
  if (!/^[0-9]{7}$/.test(value.slice(8))) return fail(LICENCE_MSG.serialDigits);
  return { ok: true, normalised: value, stateCode, last4: value.slice(-4) };
}

/** 'MH•••••••••2345': a licence shown from its state code and last four, at its length of 15. */
export function maskLicenceNumber(stateCode: string, last4: string): string {
  return `${stateCode}${"•".repeat(LICENCE_NUMBER_LENGTH - 6)}${last4}`;
}

/**
 * Age in whole years on `date` of someone born on `dateOfBirth` (both 'YYYY-MM-DD'). A birthday
 * counts from its day: 21 on the 21st birthday itself. Someone born on 29 February has their
 * birthday on 1 March in a common year (28 February is still the day before it).
 */
export function ageOn(dateOfBirth: string, date: string): number {
  const years = Number(date.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return date.slice(5, 10) >= dateOfBirth.slice(5, 10) ? years : years - 1;
}

/** What licenceViewStatus reads of a stored licence. */
export interface LicenceStatusFacts {
  status: LicenceStatus;
  /** 'YYYY-MM-DD', the last day it is valid. */
  validUntil: string;
}

/**
 * The status a person sees: 'not_provided' without a licence, 'expired' once `today` (India's
 * 'YYYY-MM-DD') is after its valid-until date (whatever the review said), else the stored one.
 */
export function licenceViewStatus(
  licence: LicenceStatusFacts | null | undefined,
  today: string,
): LicenceViewStatus {
  if (!licence) return "not_provided";
  if (licence.validUntil < today) return "expired";
  return licence.status;
}

/** What the booking rules read of the renter's licence. */
export interface LicenceBookingFacts extends LicenceStatusFacts {
  /** 'YYYY-MM-DD'. */
  dateOfBirth: string;
}

export interface LicenceBookingInput {
  /** The renter's licence, or null when they have none. */
  licence: LicenceBookingFacts | null | undefined;
  pickupDate: string;
  returnDate: string;
  instantBook: boolean;
}

export interface LicenceRefusal {
  status: 400 | 403;
  message: string;
}

/**
 * Why this renter may not book this trip (issue 29 item 3), or null. In order: 400 no licence
 * (LICENCE_MSG.bookingNone); 403 rejected by an operator (bookingRejected); 400 valid until
 * before the return date (bookingExpires; valid until ON the return date is fine, and an
 * expired licence is refused here too since a trip never ends before today); 400 younger than
 * 21 on the pickup date (bookingUnderAge; the 21st birthday ON the pickup date is fine);
 * 403 an instant-book car and a licence not yet verified (bookingInstantUnverified). A pending
 * licence is enough for a request.
 */
export function licenceBookingRefusal(input: LicenceBookingInput): LicenceRefusal | null {
  const { licence } = input;
  if (!licence) return { status: 400, message: LICENCE_MSG.bookingNone };
  if (licence.status === "rejected") return { status: 403, message: LICENCE_MSG.bookingRejected };
  if (licence.validUntil < input.returnDate)
    return { status: 400, message: LICENCE_MSG.bookingExpires };
  if (ageOn(licence.dateOfBirth, input.pickupDate) < MIN_RENTER_AGE)
    return { status: 400, message: LICENCE_MSG.bookingUnderAge };
  if (input.instantBook && licence.status !== "verified")
    return { status: 403, message: LICENCE_MSG.bookingInstantUnverified };
  return null;
}

/**
 * The form's date rules against India's `today`: the date of birth not after today, the
 * valid-until date not before it. Returns the first message broken, or null. The dates must
 * already be real calendar dates (the request schema checks that).
 */
export function licenceDatesRefusal(
  dates: { dateOfBirth: string; validUntil: string },
  today: string,
): string | null {
  if (dates.dateOfBirth > today) return LICENCE_MSG.dateOfBirthFuture;
  if (dates.validUntil < today) return LICENCE_MSG.validUntilPast;
  return null;
}
