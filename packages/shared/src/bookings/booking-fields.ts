/**
 * The booking request fields as plain parsers, without zod (issue 26: the public pages'
 * chunks carry no zod). Each field rule and message is written here once: the zod route
 * schemas (requests.ts createBookingBody and checkAvailabilityBody, car-filters.ts) wrap these
 * same parsers, and the web's booking form checks its body with parseCreateBooking.
 * A parser takes any value (a query or JSON value) and answers `{ ok: true, value }` or
 * `{ ok: false, message }` with the field's one message. Dates are calendar dates,
 * 'YYYY-MM-DD' (an ISO date-time is cut to its date); no parser reads a clock (the date rules
 * against today are date-rules.ts's, one clock, issue 25).
 */
import { cityFromAnyState } from "../city-aliases.js";
import { isCalendarDate } from "../dates.js";
import { BOOKING_MSG } from "../messages/bookings.js";

/** One field's answer: its parsed value, or the message that refuses it. */
export type FieldResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** A plain field parser: any value in, a FieldResult out. */
export type FieldParser<T> = (value: unknown) => FieldResult<T>;

/** One refusal of a whole request: the field's path (empty for the request) and its message. */
export interface ParseIssue {
  path: (string | number)[];
  message: string;
}

/** A whole request's answer, shaped as zod's safeParse answers (issues in field order). */
export type ParseResult<T> = { success: true; data: T } | { success: false; issues: ParseIssue[] };

const ok = <T>(value: T): FieldResult<T> => ({ ok: true, value });
const refuse = (message: string): FieldResult<never> => ({ ok: false, message });

/** 'YYYY-MM-DD', optionally followed by an ISO time (whose first 10 characters are the date). */
export const DATE_OR_DATETIME =
  /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A required text: a string, trimmed, not empty (else `message`), at most `max` characters
 * (else `tooLong`, or `message`). Answers the trimmed text.
 */
export function requiredText(
  message: string,
  max?: number,
  tooLong = message,
): FieldParser<string> {
  return (value) => {
    if (typeof value !== "string") return refuse(message);
    const text = value.trim();
    if (text === "") return refuse(message);
    if (max !== undefined && text.length > max) return refuse(tooLong);
    return ok(text);
  };
}

/**
 * A calendar date field, required: 'YYYY-MM-DD' or an ISO date-time (cut to its date).
 * Missing or blank -> 'Please select pickup and return dates'; anything else that is not a
 * real calendar date -> '<label> must be a valid date (YYYY-MM-DD)'.
 */
export function dateField(label: string): FieldParser<string> {
  const invalid = `${label} must be a valid date (YYYY-MM-DD)`;
  const given = requiredText(BOOKING_MSG.datesRequired);
  return (value) => {
    const text = given(value);
    if (!text.ok) return text;
    if (!DATE_OR_DATETIME.test(text.value)) return refuse(invalid);
    const date = text.value.slice(0, 10);
    return isCalendarDate(date) ? ok(date) : refuse(invalid);
  };
}

/** pickupDate and returnDate of a booking, a quote and check-availability. */
export const parsePickupDate = dateField("Pickup date");
export const parseReturnDate = dateField("Return date");

/**
 * check-availability's city: required, at most 100 characters; a city given by an older or
 * common name is read as the listed one ('Bombay' -> 'Mumbai', city-aliases.ts), any other
 * name stays as given (and matches no car).
 */
export const parseLocation: FieldParser<string> = (value) => {
  const text = requiredText(
    BOOKING_MSG.locationRequired,
    100,
    "Location must be at most 100 characters",
  )(value);
  return text.ok ? ok(cityFromAnyState(text.value) ?? text.value) : text;
};

/** A booking's car id: required. */
export const parseCarId = requiredText(BOOKING_MSG.carRequired);

/**
 * Runs `parsers` over `body`'s fields in their order: the parsed fields, or every refusal
 * (each with its field's path) in field order. Fields not named are dropped.
 */
export function parseFields<T extends Record<string, unknown>>(
  body: unknown,
  parsers: { [K in keyof T]: FieldParser<T[K]> },
): ParseResult<T> {
  const raw = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const data: Record<string, unknown> = {};
  const issues: ParseIssue[] = [];
  for (const key of Object.keys(parsers)) {
    const result = (parsers as Record<string, FieldParser<unknown>>)[key]?.(raw[key]);
    if (!result) continue;
    if (!result.ok) issues.push({ path: [key], message: result.message });
    else if (result.value !== undefined) data[key] = result.value;
  }
  return issues.length ? { success: false, issues } : { success: true, data: data as T };
}

/** The fields of POST /api/bookings/create (and GET /api/bookings/quote) once parsed. */
export type BookingFields = {
  car: string;
  pickupDate: string;
  returnDate: string;
};

/** The parsers of a booking's fields, in the order they are checked. */
export const BOOKING_FIELD_PARSERS = {
  car: parseCarId,
  pickupDate: parsePickupDate,
  returnDate: parseReturnDate,
} as const;

/**
 * A booking body checked as POST /api/bookings/create checks it (same rules, same messages,
 * same order), without zod: for the booking form on the public car page.
 */
export function parseCreateBooking(body: unknown): ParseResult<BookingFields> {
  return parseFields<BookingFields>(body, BOOKING_FIELD_PARSERS);
}
