/**
 * Booking rows in the API's spelling (shapes in @gaadi/shared `bookingSchema` and
 * `ownerBookingSchema`): `_id`s, calendar dates as ISO date-time strings (server-rules.md
 * section 1), instants as ISO strings or null, money in whole rupees. Also the stored quote
 * (issue 27, decision 021): a quote as the columns a booking stores (quoteColumns), the stored
 * columns back as the shared Quote (storedQuote) that refunds are computed from, and every
 * label of the answers' lines (messages/pricing.ts).
 */
import {
  type Booking,
  type BookingRefund,
  type CancellationPolicy,
  type FuelUnit,
  freeCancellationUntil,
  type LicenceStatusFacts,
  licenceViewStatus,
  type OwnerBooking,
  ownerShareOfKept,
  PRICE_MSG,
  type PriceLine,
  paymentAmount,
  type Quote,
  type QuoteCar,
  type QuoteRates,
  quoteTrip,
  REFUND_LINE_LABELS,
  type Refund,
  type RefundAnswer,
  refundFor,
  requestExpiresAt,
  rupeesOfPaise,
  type TripQuote,
  toApiDate,
} from "@gaadi/shared";
import type { BookingInsert, BookingRefundRow, BookingRow, CarRow } from "./repository.js";

/** The car columns a booking shows. */
export type BookingCar = Pick<
  CarRow,
  "id" | "brand" | "model" | "image" | "imageCard" | "year" | "category" | "location" | "fuelType"
>;

/** Which of a booking's handovers are recorded (issue 30; none for a booking just made). */
export interface HandoverFlags {
  checkIn: boolean;
  checkOut: boolean;
}
const NO_HANDOVER: HandoverFlags = { checkIn: false, checkOut: false };

/** How a car's fuel is read at a handover: a battery in percent when it is electric. */
export const fuelUnitOf = (fuelType: string): FuelUnit =>
  fuelType === "Electric" ? "percent" : "eighths";

/** What a quote reads from a car: its price, discounts, deposit and policy. */
export type PricedCar = QuoteCar & { cancellationPolicy: CancellationPolicy };

/** The stored-quote columns of a booking (price, days and every line, rates and policy). */
export type QuoteColumns = Required<
  Pick<
    BookingInsert,
    | "price"
    | "pricePerDay"
    | "days"
    | "fullRent"
    | "discountKind"
    | "discountPercent"
    | "discount"
    | "rent"
    | "tripFee"
    | "tripFeeGst"
    | "deposit"
    | "commission"
    | "commissionGst"
    | "ownerEarnings"
    | "tripFeePercent"
    | "gstPercent"
    | "commissionPercent"
    | "cancellationPolicy"
    | "freeCancellationUntil"
  >
>;

/**
 * The quote of `car` from `pickupDate` to `returnDate` under `rates` (shared quoteTrip, the
 * one computation of a price), as the columns a new booking stores: the whole quote, the
 * rates it was made with and the car's policy with its last instant of a full refund.
 */
export function quoteColumns(
  car: PricedCar,
  pickupDate: string,
  returnDate: string,
  rates: QuoteRates,
): QuoteColumns {
  const q = quoteTrip(car, pickupDate, returnDate, rates);
  return {
    price: q.total,
    pricePerDay: q.pricePerDay,
    days: q.days,
    fullRent: q.fullRent,
    discountKind: q.discount.kind,
    discountPercent: q.discount.percent,
    discount: q.discount.amount,
    rent: q.rent,
    tripFee: q.tripFee,
    tripFeeGst: q.tripFeeGst,
    deposit: q.deposit,
    commission: q.commission,
    commissionGst: q.commissionGst,
    ownerEarnings: q.ownerEarnings,
    tripFeePercent: rates.tripFeePercent,
    gstPercent: rates.gstPercent,
    commissionPercent: rates.hostCommissionPercent,
    cancellationPolicy: car.cancellationPolicy,
    freeCancellationUntil: freeCancellationUntil(car.cancellationPolicy, pickupDate),
  };
}

/** A booking's stored quote as the shared Quote (read back, never recomputed). */
export function storedQuote(b: QuoteColumns): Quote {
  return {
    days: b.days,
    pricePerDay: b.pricePerDay,
    fullRent: b.fullRent,
    discount: { kind: b.discountKind, percent: b.discountPercent, amount: b.discount },
    rent: b.rent,
    tripFee: b.tripFee,
    tripFeeGst: b.tripFeeGst,
    lines: [
      { code: "rent", amount: b.rent },
      { code: "trip_fee", amount: b.tripFee },
      { code: "trip_fee_gst", amount: b.tripFeeGst },
    ],
    total: b.price,
    deposit: b.deposit,
    commission: b.commission,
    commissionGst: b.commissionGst,
    ownerEarnings: b.ownerEarnings,
  };
}

/** The renter's lines of a stored quote, labelled, adding up to its price. */
export function priceBreakdown(b: QuoteColumns): PriceLine[] {
  const rent = PRICE_MSG.rent({
    days: b.days,
    pricePerDay: b.pricePerDay,
    discount: { kind: b.discountKind, percent: b.discountPercent },
  });
  return [
    { code: "rent", label: rent, amount: b.rent },
    { code: "trip_fee", label: PRICE_MSG.tripFee, amount: b.tripFee },
    { code: "trip_fee_gst", label: PRICE_MSG.tripFeeGst, amount: b.tripFeeGst },
  ];
}

/**
 * GET /api/bookings/quote's answer from the columns a booking made now would store; with
 * `payOnline` (PAYMENTS=razorpay) it says what paying now takes (price + deposit), else null.
 */
export function toTripQuote(q: QuoteColumns, payOnline: boolean): TripQuote {
  return {
    days: q.days,
    pricePerDay: q.pricePerDay,
    lines: priceBreakdown(q),
    total: q.price,
    deposit: q.deposit,
    cancellationPolicy: q.cancellationPolicy,
    freeCancellationUntil: q.freeCancellationUntil.toISOString(),
    payNow: payOnline ? paymentAmount(q) : null,
  };
}

/** A refund (shared refundFor) decided at `decidedAt`, labelled, as answered and stored. */
export function toRefundAnswer(r: Refund, decidedAt: Date): RefundAnswer {
  return {
    amount: r.amount,
    kept: r.kept,
    lines: r.lines.map((l) => ({ ...l, label: REFUND_LINE_LABELS[l.code] })),
    decidedAt: decidedAt.toISOString(),
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The stored refund of a cancelled booking, or null. */
export function storedRefund(b: BookingRow): RefundAnswer | null {
  if (b.refundAmount === null || b.refundKept === null || !b.refundLines || !b.refundDecidedAt) {
    return null;
  }
  return toRefundAnswer(
    { amount: b.refundAmount, kept: b.refundKept, lines: b.refundLines },
    b.refundDecidedAt,
  );
}

/** The refund columns a cancellation stores. */
export type RefundColumns = Required<
  Pick<
    BookingInsert,
    "refundAmount" | "refundKept" | "refundLines" | "refundDecidedAt" | "refundOwnerEarnings"
  >
>;

/**
 * What ending `b` now refunds (shared refundFor on its stored quote, issue 27): `from` is the
 * status it is ended from, `by` who ends it, `at` the instant decided. Returns the answer and
 * the refund columns, which add what the owner keeps of a late cancellation (the kept rent
 * less commission and its GST at the booking's stored rates: shared ownerShareOfKept).
 */
export function decideRefund(
  b: QuoteColumns & { pickupDate: string },
  from: "pending" | "booked",
  by: "renter" | "owner" | "system",
  at: Date,
): { answer: RefundAnswer; columns: RefundColumns } {
  const refund = refundFor(storedQuote(b), {
    status: from,
    by,
    policy: b.cancellationPolicy,
    pickupDate: b.pickupDate,
    at,
  });
  const keptRent = refund.lines.find((l) => l.code === "rent")?.kept ?? 0;
  return {
    answer: toRefundAnswer(refund, at),
    columns: {
      refundAmount: refund.amount,
      refundKept: refund.kept,
      refundLines: refund.lines,
      refundDecidedAt: at,
      refundOwnerEarnings: ownerShareOfKept(keptRent, {
        hostCommissionPercent: b.commissionPercent,
        gstPercent: b.gstPercent,
      }),
    },
  };
}

/**
 * A refund through Razorpay as the renter follows it (issue 28 item 4): whole rupees (the
 * stored paise / 100, refunds being decided in whole rupees), status and instants.
 */
export function toBookingRefund(r: BookingRefundRow): BookingRefund {
  return {
    kind: r.kind,
    amount: rupeesOfPaise(r.amountPaise),
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    processedAt: iso(r.processedAt),
  };
}

/**
 * A booking with its car, as the renter (and create) sees it, with its refunds through
 * Razorpay (`refunds`, oldest first; none for a new or offline booking).
 */
export function toBooking(
  b: BookingRow,
  car: BookingCar,
  refunds: readonly BookingRefundRow[] = [],
  handover: HandoverFlags = NO_HANDOVER,
): Booking {
  return { ...bookingFields(b, car, handover), refunds: refunds.map(toBookingRefund) };
}

/** The fields both sides' answers share (shared bookingSchema less its refunds). */
function bookingFields(
  b: BookingRow,
  car: BookingCar,
  handover: HandoverFlags,
): Omit<Booking, "refunds"> {
  return {
    _id: b.id,
    car: {
      _id: car.id,
      brand: car.brand,
      model: car.model,
      image: car.image,
      imageCard: car.imageCard,
      year: car.year,
      category: car.category,
      location: car.location,
    },
    owner: b.ownerId,
    pickupDate: toApiDate(b.pickupDate),
    returnDate: toApiDate(b.returnDate),
    bookingRef: b.bookingRef,
    price: b.price,
    pricePerDay: b.pricePerDay,
    days: b.days,
    priceBreakdown: priceBreakdown(b),
    deposit: b.deposit,
    cancellationPolicy: b.cancellationPolicy,
    freeCancellationUntil: b.freeCancellationUntil.toISOString(),
    refund: storedRefund(b),
    status: b.status,
    cancellationReason: b.cancellationReason,
    cancelledBy: b.cancelledBy,
    paymentStatus: b.paymentStatus,
    paymentDueAt: iso(b.paymentDueAt),
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
    confirmedAt: iso(b.confirmedAt),
    pickedUpAt: iso(b.pickedUpAt),
    completedAt: iso(b.completedAt),
    cancelledAt: iso(b.cancelledAt),
    tripRules: {
      kmPerDay: b.kmPerDay,
      extraKmRate: b.extraKmRate,
      fuelCharge: b.fuelCharge,
      fuelUnit: fuelUnitOf(car.fuelType),
    },
    handover,
  };
}

/**
 * What the owner is paid for `b`: the quote's earnings, or for a cancelled booking what they
 * keep of its refund (none when nothing of the rent was kept).
 */
export function ownerEarningsOf(b: BookingRow): number {
  return b.status === "cancelled" ? (b.refundOwnerEarnings ?? 0) : b.ownerEarnings;
}

/** The owner's lines of a stored quote, labelled: host commission and the GST on it. */
export function commissionLines(b: BookingRow): PriceLine[] {
  return [
    { code: "commission", label: PRICE_MSG.commission, amount: b.commission },
    { code: "commission_gst", label: PRICE_MSG.commissionGst, amount: b.commissionGst },
  ];
}

/**
 * A booking with its car and renter, as the car's owner sees it: the commission lines and
 * the owner's earnings; a pending request adds when it expires (shared requestExpiresAt), so
 * Manage Bookings can show the time left; `renterLicence` is the renter's licence status on
 * `today` (India's date; issue 29: the status only, never the document).
 */
export function toOwnerBooking(
  b: BookingRow,
  car: BookingCar,
  renter: { id: string; name: string },
  licence: LicenceStatusFacts | null,
  today: string,
  handover: HandoverFlags = NO_HANDOVER,
): OwnerBooking {
  return {
    ...bookingFields(b, car, handover),
    user: { _id: renter.id, name: renter.name },
    commissionLines: commissionLines(b),
    ownerEarnings: ownerEarningsOf(b),
    expiresAt:
      b.status === "pending" ? requestExpiresAt(b.createdAt, b.pickupDate).toISOString() : null,
    renterLicence: licenceViewStatus(licence, today),
  };
}
