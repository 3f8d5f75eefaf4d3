/**
 * Answers of the bookings endpoints (customer document sections 3 and 7, owner document
 * section 7, server-rules.md sections 1 and 4). The routes declare them as response schemas;
 * the web types its fetchers with the inferred types. Failures are `errorResponse`.
 */
import { z } from "zod";
import { carSchema } from "../cars/responses.js";
import { BOOKING_STATUSES, CANCELLED_BY } from "../enums.js";
import { messageResponse, okResponse } from "../envelope.js";

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
  cancelledBy: z.enum(CANCELLED_BY).nullable(),
  createdAt: isoString,
  updatedAt: isoString,
  confirmedAt: isoString.nullable(),
  pickedUpAt: isoString.nullable(),
  completedAt: isoString.nullable(),
  cancelledAt: isoString.nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

/**
 * A booking as GET /api/bookings/owner answers it: adds the renter and, for a pending request,
 * `expiresAt` (ISO instant, policy.ts requestExpiresAt: after it the request can no longer
 * be accepted and the server cancels it); null in any other status.
 */
export const ownerBookingSchema = bookingSchema.extend({
  user: z.object({ _id: z.string(), name: z.string() }),
  expiresAt: isoString.nullable(),
});
export type OwnerBooking = z.infer<typeof ownerBookingSchema>;

/** One held range of GET /api/bookings/car/{id}/dates, both ends inclusive. */
export const bookedDateRangeSchema = z.object({ start: isoString, end: isoString });
export type BookedDateRange = z.infer<typeof bookedDateRangeSchema>;

/** POST /api/bookings/create: the new booking, status pending. */
export const createBookingResponse = okResponse({ message: z.string(), booking: bookingSchema });
export type CreateBookingResponse = z.infer<typeof createBookingResponse>;

/** GET /api/bookings/car/{id}/dates: the ranges holding bookings keep, ending today or later. */
export const bookedDatesResponse = okResponse({ bookedDates: z.array(bookedDateRangeSchema) });
export type BookedDatesResponse = z.infer<typeof bookedDatesResponse>;

/** POST /api/bookings/check-availability: the shown cars in the city free on those dates. */
export const checkAvailabilityResponse = okResponse({ availableCars: z.array(carSchema) });

/** GET /api/bookings/user: the renter's bookings. */
export const userBookingsResponse = okResponse({ bookings: z.array(bookingSchema) });
export type UserBookingsResponse = z.infer<typeof userBookingsResponse>;

/** GET /api/bookings/owner: bookings of the owner's cars, with each renter. */
export const ownerBookingsResponse = okResponse({ bookings: z.array(ownerBookingSchema) });
export type OwnerBookingsResponse = z.infer<typeof ownerBookingsResponse>;

/** POST /api/bookings/cancel (the renter): 'Booking cancelled successfully'. */
export const cancelBookingResponse = messageResponse;

/** POST /api/bookings/change-status (the owner): a STATUS_CHANGED_MSG text. */
export const changeStatusResponse = messageResponse;
