/**
 * Bookings: request bodies, response shapes and pure rules (server-rules.md sections 2 and 4,
 * customer document sections 4, 5 and 9, owner document sections 2, 4 and 5). The routes use
 * these schemas as their body and response schemas and the web forms validate with the same
 * ones, so each rule and message is written once.
 *
 * Dates are calendar dates, 'YYYY-MM-DD', both ends inclusive; "today" is India's date.
 * Money is whole rupees.
 */
import { z } from "zod";
import { addDaysTo, daysBetween, indiaToday, isCalendarDate, rentalDays } from "./dates.js";
import { BOOKING_STATUSES, type BookingStatus } from "./enums.js";
import { LIMITS } from "./limits.js";

/**
 * Booking texts. Those the specification quotes are to the letter; the others are the
 * server's refusals, each naming what is wrong (server-rules.md section 1). Kept here rather
 * than in MSG so that the bookings feature owns its sentences.
 */
export const BOOKING_MSG = {
  datesRequired: "Please select pickup and return dates",
  ownCar: "You cannot book your own car",
  reasonRequired: "Please provide a cancellation reason",
  notAvailable: "Car is not available for the selected dates",
  cancelled: "Booking cancelled successfully",
  created: "Booking created successfully",
  carRequired: "Please choose a car to book",
  carNotFound: "Car not found",
  bookingIdRequired: "bookingId is required",
  bookingNotFound: "Booking not found",
  notYourBooking: "You can only cancel your own bookings",
  notYourCarsBooking: "You can only manage bookings of your own cars",
  locationRequired: "Please select a pickup location",
  pickupInPast: "Pickup date cannot be in the past",
  returnBeforePickup: "Return date cannot be before the pickup date",
  tooFarAhead: `Pickup date must be within ${LIMITS.maxAdvanceDays} days from today`,
  tooLong: `A booking can last at most ${LIMITS.maxRentalDays} days`,
  reasonTooLong: `Cancellation reason must be at most ${LIMITS.cancellationReasonMax} characters`,
  invalidStatus: "Status must be one of: booked, on_rent, completed, cancelled",
} as const;

/** change-status success texts by target (owner document section 8 quotes the cancel one). */
export const STATUS_CHANGED_MSG = {
  booked: "Booking confirmed successfully",
  cancelled: "Booking cancelled successfully",
  on_rent: "Car marked as picked up",
  completed: "Booking marked as completed",
} as const satisfies Record<OwnerTargetStatus, string>;

/** How each status is shown (customer document section 4: booked reads 'Confirmed'). */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: "Pending",
  booked: "Confirmed",
  on_rent: "On Rent",
  completed: "Completed",
  cancelled: "Cancelled",
};

/**
 * The owner's transitions, exactly (server-rules.md section 4, owner document section 4).
 * A renter's cancel is separate: see RENTER_CANCELLABLE.
 */
export const ALLOWED_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ["booked", "cancelled"],
  booked: ["on_rent"],
  on_rent: ["completed"],
  completed: [],
  cancelled: [],
};

/** Statuses an owner may ask change-status for (owner document section 7). */
export const OWNER_TARGET_STATUSES = ["booked", "on_rent", "completed", "cancelled"] as const;
export type OwnerTargetStatus = (typeof OWNER_TARGET_STATUSES)[number];

/** Statuses from which a renter may cancel (customer document section 4). */
export const RENTER_CANCELLABLE = ["pending", "booked"] as const satisfies readonly BookingStatus[];

/** True when an owner may move a booking from `from` to `to`. */
export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return ALLOWED_TRANSITIONS[from].includes(to);
}

/** The statuses from which `to` may be reached (for an atomic `WHERE status IN (...)`). */
export function sourcesOf(to: BookingStatus): BookingStatus[] {
  return BOOKING_STATUSES.filter((from) => canTransition(from, to));
}

/** 'Confirmed', 'On Rent', ... for a status. */
export function bookingStatusLabel(status: BookingStatus): string {
  return BOOKING_STATUS_LABELS[status];
}

const inWords = (s: BookingStatus) => BOOKING_STATUS_LABELS[s].toLowerCase();

/** 409 text for a refused owner transition, naming the current status. */
export function transitionRefusal(from: BookingStatus, to: BookingStatus): string {
  if (from === to) return `This booking is already ${inWords(from)}`;
  return `Cannot change a booking that is ${inWords(from)} to ${inWords(to)}`;
}

/** 409 text for a refused renter cancel, naming the current status. */
export function cancelRefusal(status: BookingStatus): string {
  return status === "cancelled"
    ? "This booking is already cancelled"
    : `Cannot cancel a booking that is ${inWords(status)}`;
}

/** Owner Manage Bookings shows the reason cut at 40 characters plus '...' when longer. */
export function truncateReason(reason: string, max: number = LIMITS.reasonDisplayCut): string {
  return reason.length > max ? `${reason.slice(0, max)}...` : reason;
}

/**
 * The reason the cancel dialogs send: the free text for 'Other', otherwise the listed reason
 * with the optional details appended after a dash (server-rules.md section 4).
 */
export function composeCancellationReason(reason: string, details = ""): string {
  const extra = details.trim();
  if (reason === "Other") return extra;
  return extra ? `${reason} - ${extra}` : reason;
}

/**
 * The date rules of a booking request (server-rules.md section 2), all 'YYYY-MM-DD':
 * pickup not before `today`, at most 365 days ahead; return not before pickup; at most 90
 * rental days. Returns the first broken rule's message, or null when the dates are fine.
 */
export function validateBookingDates(
  pickupDate: string,
  returnDate: string,
  today: string,
): string | null {
  if (pickupDate < today) return BOOKING_MSG.pickupInPast;
  if (daysBetween(today, pickupDate) > LIMITS.maxAdvanceDays) return BOOKING_MSG.tooFarAhead;
  if (returnDate < pickupDate) return BOOKING_MSG.returnBeforePickup;
  if (rentalDays(pickupDate, returnDate) > LIMITS.maxRentalDays) return BOOKING_MSG.tooLong;
  return null;
}

/** The last pickup date a booking made `today` may have (for date pickers). */
export function latestPickupDate(today: string): string {
  return addDaysTo(today, LIMITS.maxAdvanceDays);
}

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

/** pickupDate and returnDate, checked together against India's today at parse time. */
const bookingDates = {
  pickupDate: dateField("Pickup date"),
  returnDate: dateField("Return date"),
};
function checkDates(v: { pickupDate: string; returnDate: string }, ctx: z.RefinementCtx) {
  // Zod runs this even after a field failed; the field's own message is the one to show.
  if (!isCalendarDate(v.pickupDate) || !isCalendarDate(v.returnDate)) return;
  const message = validateBookingDates(v.pickupDate, v.returnDate, indiaToday());
  if (message) ctx.addIssue({ code: "custom", message });
}

/** POST /api/bookings/create. Any price the client sends is dropped: the server decides. */
export const createBookingBody = z
  .object({
    car: z.string({ error: BOOKING_MSG.carRequired }).trim().min(1, BOOKING_MSG.carRequired),
    ...bookingDates,
  })
  .superRefine(checkDates);
export type CreateBookingBody = z.input<typeof createBookingBody>;

/** POST /api/bookings/check-availability: the city and the dates wanted. */
export const checkAvailabilityBody = z
  .object({
    location: z
      .string({ error: BOOKING_MSG.locationRequired })
      .trim()
      .min(1, BOOKING_MSG.locationRequired)
      .max(100, "Location must be at most 100 characters"),
    ...bookingDates,
  })
  .superRefine(checkDates);
export type CheckAvailabilityBody = z.input<typeof checkAvailabilityBody>;

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

const isoString = z.string();

/**
 * The car as a booking shows it (customer document section 3). `image` is the full rendition,
 * `imageCard` the smaller one lists may prefer (as on Car).
 */
export const bookingCarSchema = z.object({
  _id: z.string(),
  brand: z.string(),
  model: z.string(),
  image: z.string(),
  imageCard: z.string(),
  year: z.number().int(),
  category: z.string(),
  location: z.string(),
});

/**
 * A booking as GET /api/bookings/user and create answer it. pickupDate and returnDate are ISO
 * date-time strings whose first 10 characters are the calendar date; price is whole rupees
 * (pricePerDay x days, decided by the server); timestamps are ISO strings or null.
 */
export const bookingSchema = z.object({
  _id: z.string(),
  car: bookingCarSchema,
  /** The car owner's user id. */
  owner: z.string(),
  pickupDate: isoString,
  returnDate: isoString,
  price: z.number().int(),
  pricePerDay: z.number().int(),
  days: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  cancellationReason: z.string().nullable(),
  cancelledBy: z.enum(["renter", "owner"]).nullable(),
  createdAt: isoString,
  updatedAt: isoString,
  confirmedAt: isoString.nullable(),
  pickedUpAt: isoString.nullable(),
  completedAt: isoString.nullable(),
  cancelledAt: isoString.nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** A booking as GET /api/bookings/owner answers it: adds the renter. */
export const ownerBookingSchema = bookingSchema.extend({
  user: z.object({ _id: z.string(), name: z.string() }),
});
export type OwnerBooking = z.infer<typeof ownerBookingSchema>;

/** One held range of GET /api/bookings/car/{id}/dates, both ends inclusive. */
export const bookedDateRangeSchema = z.object({ start: isoString, end: isoString });
export type BookedDateRange = z.infer<typeof bookedDateRangeSchema>;
