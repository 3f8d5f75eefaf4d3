/**
 * Request bodies of the bookings endpoints (customer document sections 5 and 7, owner document
 * section 7, server-rules.md sections 2 and 4). The routes use them as body schemas and the
 * web forms validate with the same ones, so each field rule and message is written once.
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
import { cityFromAnyState } from "../city-aliases.js";
import { isCalendarDate } from "../dates.js";
import { OWNER_TARGET_STATUSES } from "../enums.js";
import { LIMITS } from "../limits.js";
import { BOOKING_MSG } from "../messages/bookings.js";

// 'YYYY-MM-DD', optionally followed by an ISO time (whose first 10 characters are the date).
const DATE_OR_DATETIME =
  /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A calendar date field: required, 'YYYY-MM-DD' (or an ISO date-time, cut to its date). */
function dateField(label: string) {
  const invalid = `${label} must be a valid date (YYYY-MM-DD)`;
  return z
    .string({ error: BOOKING_MSG.datesRequired })
    .trim()
    .min(1, BOOKING_MSG.datesRequired)
    .regex(DATE_OR_DATETIME, invalid)
    .transform((v) => v.slice(0, 10))
    .refine(isCalendarDate, invalid);
}

/** pickupDate and returnDate: real calendar dates; their rules need today (date-rules.ts). */
const bookingDates = {
  pickupDate: dateField("Pickup date"),
  returnDate: dateField("Return date"),
};

/**
 * POST /api/bookings/create. Any price the client sends is dropped: the server decides. The
 * date and car rules are bookingRefusal's (policy.ts), applied by the service.
 */
export const createBookingBody = z.object({
  car: z.string({ error: BOOKING_MSG.carRequired }).trim().min(1, BOOKING_MSG.carRequired),
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
  location: z
    .string({ error: BOOKING_MSG.locationRequired })
    .trim()
    .min(1, BOOKING_MSG.locationRequired)
    .max(100, "Location must be at most 100 characters")
    .transform((v) => cityFromAnyState(v) ?? v),
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
