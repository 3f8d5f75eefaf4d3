/**
 * Answers of the bookings endpoints (customer document sections 3 and 7, owner document
 * section 7, server-rules.md sections 1 and 4). The routes declare them as response schemas;
 * the web types its fetchers with the inferred types. Failures are `errorResponse`.
 */
import { z } from "zod";
import { carSchema } from "../cars/responses.js";
import {
  BOOKING_STATUSES,
  CANCELLED_BY,
  FUEL_UNITS,
  LICENCE_VIEW_STATUSES,
  PAYMENT_STATUSES,
  REFUND_KINDS,
  REFUND_STATUSES,
} from "../enums.js";
import { okResponse } from "../envelope.js";
import { CANCELLATION_POLICIES } from "../pricing/refund.js";

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
 * One line of a price (issue 27): a code ('rent', 'trip_fee', 'trip_fee_gst'; the owner's
 * 'commission', 'commission_gst'), its label (messages/pricing.ts) and whole rupees.
 */
export const priceLineSchema = z.object({
  code: z.string(),
  label: z.string(),
  amount: z.number().int(),
});
export type PriceLine = z.infer<typeof priceLineSchema>;

/** One line of a refund: what was paid for it, what is refunded and what is kept (₹). */
export const refundLineSchema = z.object({
  code: z.enum(["rent", "trip_fee", "trip_fee_gst", "deposit"]),
  label: z.string(),
  paid: z.number().int(),
  refunded: z.number().int(),
  kept: z.number().int(),
});

/**
 * A cancellation's refund (shared pricing/refund.ts refundFor): rupees returned to the renter
 * (the deposit included) and kept, adding up to price + deposit; the lines; and the instant
 * the refund is (or, in a preview, would be) decided.
 */
export const refundSchema = z.object({
  amount: z.number().int(),
  kept: z.number().int(),
  lines: z.array(refundLineSchema),
  decidedAt: isoString,
});
export type RefundAnswer = z.infer<typeof refundSchema>;

/**
 * A trip's quote (GET /api/bookings/quote, issue 27): rental days, price a day, the renter's
 * lines adding up to `total` (the price a booking made now would store), the refundable
 * deposit apart, the car's cancellation policy and its last instant of a full refund, and
 * `payNow`: with online payments on (issue 28), what booking it takes now, total + deposit in
 * whole rupees (the 'Pay ₹X' button); null when the renter pays the owner at pickup.
 */
export const quoteSchema = z.object({
  days: z.number().int(),
  pricePerDay: z.number().int(),
  lines: z.array(priceLineSchema),
  total: z.number().int(),
  deposit: z.number().int(),
  cancellationPolicy: z.enum(CANCELLATION_POLICIES),
  freeCancellationUntil: isoString,
  payNow: z.number().int().nullable(),
});
export type TripQuote = z.infer<typeof quoteSchema>;

/**
 * What the renter pays a booking with online payments on (issue 28 item 2): the Razorpay order
 * (`receipt` = the booking reference), its amount in paise ((total + deposit) x 100), the key id
 * and script Checkout needs, and the end of the payment window (ISO instant).
 */
export const paymentOrderSchema = z.object({
  orderId: z.string(),
  amount: z.number().int(),
  currency: z.literal("INR"),
  keyId: z.string(),
  checkoutUrl: z.string(),
  expiresAt: isoString,
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

/**
 * One refund paid back through Razorpay (issue 28 items 4 and 7), as the renter follows it:
 * its kind (REFUND_KINDS), amount in whole rupees (the stored paise / 100), status
 * (REFUND_STATUSES), when it was decided and when Razorpay processed it (ISO instants; null
 * until processed).
 */
export const bookingRefundSchema = z.object({
  kind: z.enum(REFUND_KINDS),
  amount: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  createdAt: isoString,
  processedAt: isoString.nullable(),
});
export type BookingRefund = z.infer<typeof bookingRefundSchema>;

/**
 * A booking as both sides see it (the owner's answers extend it). pickupDate and returnDate are ISO
 * date-time strings whose first 10 characters are the calendar date; price is whole rupees,
 * the stored quote's total (decided by the server when the booking was made, never
 * recomputed); timestamps are ISO strings or null.
 */
const bookingBaseSchema = z.object({
  _id: z.string(),
  car: bookingCarSchema,
  /** The car owner's user id. */
  owner: z.string(),
  pickupDate: isoString,
  returnDate: isoString,
  /** 'GD-7K4P2Q': the short reference every screen and mail shows. */
  bookingRef: z.string(),
  /** The stored quote's total: what the renter pays (issue 27). */
  price: z.number().int(),
  pricePerDay: z.number().int(),
  days: z.number().int(),
  /** The renter's lines of the stored quote, adding up to price. */
  priceBreakdown: z.array(priceLineSchema),
  /** The refundable security deposit, apart from price. */
  deposit: z.number().int(),
  cancellationPolicy: z.enum(CANCELLATION_POLICIES),
  freeCancellationUntil: isoString,
  /** Set when the booking was cancelled (issue 27): what was refunded and kept. */
  refund: refundSchema.nullable(),
  status: z.enum(BOOKING_STATUSES),
  cancellationReason: z.string().nullable(),
  cancelledBy: z.enum(CANCELLED_BY).nullable(),
  /**
   * Where its money stands (issue 28, PAYMENT_STATUSES): 'offline' when paid to the owner at
   * pickup; with online payments 'awaiting' (until `paymentDueAt`), 'paid', 'unpaid' (the
   * window ended), and the refund states.
   */
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** While awaiting payment: the ISO instant the payment window ends; else null. */
  paymentDueAt: isoString.nullable(),
  createdAt: isoString,
  updatedAt: isoString,
  confirmedAt: isoString.nullable(),
  pickedUpAt: isoString.nullable(),
  completedAt: isoString.nullable(),
  cancelledAt: isoString.nullable(),
  /**
   * The trip charges' rules the booking copied from its car when it was made (issue 30 item 1):
   * km/day included (0 = unlimited), ₹ per extra km, ₹ per eighth of a tank (10 % of battery)
   * short, and how its fuel is read ('percent' for an electric car).
   */
  tripRules: z.object({
    kmPerDay: z.number().int(),
    extraKmRate: z.number().int(),
    fuelCharge: z.number().int(),
    fuelUnit: z.enum(FUEL_UNITS),
  }),
  /** Which handovers are recorded (issue 30 item 2): the check-in, the check-out. */
  handover: z.object({ checkIn: z.boolean(), checkOut: z.boolean() }),
});

/**
 * A booking as GET /api/bookings/user and create answer it (see bookingBaseSchema), with its
 * refunds through Razorpay, oldest first (issue 28 item 4; empty for a booking paid offline
 * or not refunded).
 */
export const bookingSchema = bookingBaseSchema.extend({
  refunds: z.array(bookingRefundSchema),
});
export type Booking = z.infer<typeof bookingSchema>;

/**
 * A booking as GET /api/bookings/owner and change-status answer it: adds the renter, the
 * owner's lines of the stored quote (host commission and its GST), `ownerEarnings`: what
 * the owner is paid for it, the quote's earnings, or for a cancelled booking what they keep
 * of its refund (0 unless a late renter's cancellation left them some rent), and, for a
 * pending request, `expiresAt` (ISO instant, policy.ts requestExpiresAt: after it the request
 * can no longer be accepted and the server cancels it); null in any other status.
 */
export const ownerBookingSchema = bookingBaseSchema.extend({
  user: z.object({ _id: z.string(), name: z.string() }),
  commissionLines: z.array(priceLineSchema),
  ownerEarnings: z.number().int(),
  expiresAt: isoString.nullable(),
  /** The renter's licence as the owner may know it (issue 29 item 3), never the document. */
  renterLicence: z.enum(LICENCE_VIEW_STATUSES),
});
export type OwnerBooking = z.infer<typeof ownerBookingSchema>;

/** One held range of GET /api/bookings/car/{id}/dates, both ends inclusive. */
export const bookedDateRangeSchema = z.object({ start: isoString, end: isoString });
export type BookedDateRange = z.infer<typeof bookedDateRangeSchema>;

/** POST /api/bookings/create: the new booking, status pending. */
export const createBookingResponse = okResponse({
  message: z.string(),
  booking: bookingSchema,
  /** With online payments on (issue 28): the order to pay in Razorpay Checkout. */
  payment: paymentOrderSchema.optional(),
});
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

/** POST /api/bookings/cancel (the renter): 'Booking cancelled successfully' and the refund. */
export const cancelBookingResponse = okResponse({ message: z.string(), refund: refundSchema });
export type CancelBookingResponse = z.infer<typeof cancelBookingResponse>;

/** POST /api/bookings/change-status (the owner): a STATUS_CHANGED_MSG text and the booking. */
export const changeStatusResponse = okResponse({
  message: z.string(),
  booking: ownerBookingSchema,
});

/** GET /api/bookings/quote: what a trip would cost if booked now (issue 27). */
export const quoteResponse = okResponse({ quote: quoteSchema });
export type QuoteResponse = z.infer<typeof quoteResponse>;

/**
 * GET /api/bookings/{id}/cancellation (the renter): what cancelling now would refund and
 * keep, line by line; decidedAt is the instant it was worked out for.
 */
export const cancellationPreviewResponse = okResponse({ refund: refundSchema });
export type CancellationPreviewResponse = z.infer<typeof cancellationPreviewResponse>;
