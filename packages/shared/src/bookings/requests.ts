/**
 * Request bodies of the bookings endpoints (customer document sections 5 and 7, owner document
 * section 7, server-rules.md sections 2 and 4). The routes use them as body schemas and the
 * web forms validate with the same rules, so each field rule and message is written once:
 * the booking and check-availability fields are booking-fields.ts's plain parsers, which
 * these schemas wrap (issue 26) and the public pages use without zod.
 * Dates are calendar dates, 'YYYY-MM-DD' (an ISO date-time is cut to its date).
 *
 * One clock (issue 25 Build item 1): these schemas check shape only and read no clock. The
 * rules that depend on "today" (validateBookingDates, tripRuleRefusal, bookingRefusal) take
 * today from their caller: the server's services pass indiaToday(app.now()), so a test that
 * pins the app's clock moves every date rule; the web passes the browser's India today.
 * Route schemas stay static values (one per endpoint, built at import) because the OpenAPI
 * document and the zod type provider read them at registration, before any request exists;
 * a schema factory per request could not be documented and would hide the rule from it.
 */
import { z } from "zod";
import { OWNER_TARGET_STATUSES } from "../enums.js";
import { LIMITS } from "../limits.js";
import { BOOKING_MSG } from "../messages/bookings.js";
import {
  DATE_OR_DATETIME,
  type FieldParser,
  parseCarId,
  parseLocation,
  parsePickupDate,
  parseReturnDate,
} from "./booking-fields.js";

/**
 * A zod field that applies a plain parser of booking-fields.ts (issue 26: the rule and its
 * message live there once, so the web's public pages check without zod). `missing` is the
 * parser's own message for a value that is no string, so the schema says `string` in the
 * OpenAPI document and types; `doc` is what the OpenAPI document says of the parser's bounds
 * (JSON Schema keywords), since it cannot read them from a function.
 */
export function parsedString<T>(
  parse: FieldParser<T>,
  missing: string,
  doc: Record<string, unknown> = {},
) {
  return z
    .string({ error: missing })
    .transform((value, ctx) => {
      const result = parse(value);
      if (result.ok) return result.value;
      ctx.addIssue({ code: "custom", message: result.message, input: value });
      return z.NEVER;
    })
    .meta({ type: "string", ...doc });
}

/** What the OpenAPI document says of a date field. */
const DATE_DOC = { minLength: 1, pattern: DATE_OR_DATETIME.source };

/** pickupDate and returnDate: real calendar dates; their rules need today (date-rules.ts). */
const bookingDates = {
  pickupDate: parsedString(parsePickupDate, BOOKING_MSG.datesRequired, DATE_DOC),
  returnDate: parsedString(parseReturnDate, BOOKING_MSG.datesRequired, DATE_DOC),
};

/**
 * POST /api/bookings/create. Any price the client sends is dropped: the server decides. The
 * date and car rules are bookingRefusal's (policy.ts), applied by the service.
 */
export const createBookingBody = z.object({
  car: parsedString(parseCarId, BOOKING_MSG.carRequired, { minLength: 1 }),
  ...bookingDates,
});
export type CreateBookingBody = z.input<typeof createBookingBody>;

/**
 * GET /api/bookings/quote?car=&pickupDate=&returnDate= (issue 27): the same fields and
 * messages as a booking, since the quote refuses what creation would.
 */
export const bookingQuoteQuery = createBookingBody;
export type BookingQuoteQuery = z.input<typeof bookingQuoteQuery>;

/**
 * POST /api/bookings/check-availability: the city and the dates wanted. A city given by an
 * older or common name is read as the listed one ('Bombay' -> 'Mumbai', city-aliases.ts); any
 * other name stays as given (and matches no car). The date rules (validateBookingDates against
 * today) are applied by the service.
 */
export const checkAvailabilityBody = z.object({
  location: parsedString(parseLocation, BOOKING_MSG.locationRequired, {
    minLength: 1,
    maxLength: 100,
  }),
  ...bookingDates,
});

const bookingIdField = z
  .string({ error: BOOKING_MSG.bookingIdRequired })
  .trim()
  .min(1, BOOKING_MSG.bookingIdRequired);

/** A cancellation reason: 1 to 200 characters after trimming. */
export const cancellationReasonField = z
  .string({ error: BOOKING_MSG.reasonRequired })
  .trim()
  .min(1, BOOKING_MSG.reasonRequired)
  .max(LIMITS.cancellationReasonMax, BOOKING_MSG.reasonTooLong);

/** POST /api/bookings/cancel (the renter). */
export const cancelBookingBody = z.object({
  bookingId: bookingIdField,
  cancellationReason: cancellationReasonField,
});
export type CancelBookingBody = z.input<typeof cancelBookingBody>;

/** POST /api/bookings/change-status (the owner); a reason is required to decline. */
export const changeStatusBody = z
  .object({
    bookingId: bookingIdField,
    status: z.enum(OWNER_TARGET_STATUSES, { error: BOOKING_MSG.invalidStatus }),
    cancellationReason: cancellationReasonField.optional(),
  })
  .superRefine((v, ctx) => {
    // A blank reason already failed its own field; only an absent one is reported here.
    if (v.status === "cancelled" && v.cancellationReason === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["cancellationReason"],
        message: BOOKING_MSG.reasonRequired,
      });
    }
  });
export type ChangeStatusBody = z.input<typeof changeStatusBody>;
