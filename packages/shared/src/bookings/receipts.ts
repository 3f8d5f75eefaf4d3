/**
 * GET /api/bookings/{id}/receipt (issue 27 item 5): a printable receipt of one booking, read
 * from its stored quote (decision 021), never recomputed. The same endpoint answers the
 * booking's renter their receipt (`view: 'renter'`) and the car's owner their statement
 * (`view: 'owner'`), which adds what the platform keeps and what the owner is paid. Money in
 * whole rupees; dates as the other booking answers write them (ISO date-times whose first 10
 * characters are the calendar date); instants as ISO strings.
 */
import { z } from "zod";
import { BOOKING_STATUSES, CANCELLED_BY, PAYMENT_STATUSES } from "../enums.js";
import { okResponse } from "../envelope.js";
import { CANCELLATION_POLICIES } from "../pricing/refund.js";
import { bookingRefundSchema, priceLineSchema, refundSchema } from "./responses.js";

/** Who a receipt is for: the renter's receipt or the owner's statement. */
export const RECEIPT_VIEWS = ["renter", "owner"] as const;
export type ReceiptView = (typeof RECEIPT_VIEWS)[number];

/**
 * The owner's part of a statement: the rent they earn from (after any duration discount),
 * the platform's commission and the GST on it (labelled lines), and `ownerEarnings`, what
 * they are paid (rent - commission - its GST; for a cancelled booking what they keep of its
 * refund, as GET /api/bookings/owner says).
 */
export const ownerStatementSchema = z.object({
  rent: z.number().int(),
  commissionLines: z.array(priceLineSchema),
  ownerEarnings: z.number().int(),
});

/**
 * How a booking paid online was paid (issue 28 item 7): Razorpay's payment id ('pay_…'), its
 * method as Razorpay names it (upi, card, netbanking, wallet, ...; null if not known) and when
 * it was captured (ISO instant).
 */
export const receiptPaymentSchema = z.object({
  paymentId: z.string(),
  method: z.string().nullable(),
  capturedAt: z.string(),
});

/** A refund on the receipt: the booking answer's refund and Razorpay's id ('rfnd_…', once made). */
export const receiptRefundSchema = bookingRefundSchema.extend({
  refundId: z.string().nullable(),
});

export const receiptSchema = z.object({
  view: z.enum(RECEIPT_VIEWS),
  /** 'GD-7K4P2Q'. */
  bookingRef: z.string(),
  /** When this copy was produced (the server's clock). */
  issuedAt: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** Who cancelled a cancelled booking (renter, owner, system: expired), else null. */
  cancelledBy: z.enum(CANCELLED_BY).nullable(),
  /** Where its money stands (issue 28): offline (paid to the owner at pickup) or online. */
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** The renter's e-mail is on their own receipt only (null on the owner's statement). */
  renter: z.object({ name: z.string(), email: z.string().nullable() }),
  owner: z.object({ name: z.string() }),
  car: z.object({
    brand: z.string(),
    model: z.string(),
    year: z.number().int(),
    location: z.string(),
  }),
  pickupDate: z.string(),
  returnDate: z.string(),
  days: z.number().int(),
  pricePerDay: z.number().int(),
  /** The renter's stored lines (rent, trip fee, GST on the trip fee), adding up to total. */
  lines: z.array(priceLineSchema),
  /** What the renter pays: the booking's price. */
  total: z.number().int(),
  /** GST shown apart: its rate when booked and the GST on the trip fee (in total). */
  gst: z.object({ percent: z.number().int(), tripFeeGst: z.number().int() }),
  /** The refundable security deposit, never part of total. */
  deposit: z.number().int(),
  cancellationPolicy: z.enum(CANCELLATION_POLICIES),
  freeCancellationUntil: z.string(),
  /** A cancelled booking's stored refund; null otherwise. */
  refund: refundSchema.nullable(),
  /** The renter's receipt of a booking paid online: its captured payment; else null. */
  payment: receiptPaymentSchema.nullable(),
  /** The renter's receipt: its refunds through Razorpay, oldest first; else empty. */
  refunds: z.array(receiptRefundSchema),
  /** The owner's statement only; null on the renter's receipt. */
  statement: ownerStatementSchema.nullable(),
  /** The platform that issues it: its GST number when PLATFORM_GSTIN is set, else null. */
  platform: z.object({ name: z.string(), gstin: z.string().nullable() }),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** GET /api/bookings/{id}/receipt. */
export const receiptResponse = okResponse({ receipt: receiptSchema });
export type ReceiptResponse = z.infer<typeof receiptResponse>;
