/**
 * A booking's receipt or its owner's statement (issue 27 item 5; shape in @gaadi/shared
 * `receiptSchema`), from the stored quote (decision 021) through the same mappers as every
 * booking answer: the labelled lines (priceBreakdown), the stored refund and the owner's
 * earnings (ownerEarningsOf). Nothing is recomputed.
 */
import { PLATFORM_NAME, type Receipt, type ReceiptView, toApiDate } from "@gaadi/shared";
import {
  commissionLines,
  ownerEarningsOf,
  priceBreakdown,
  storedRefund,
  toBookingRefund,
} from "./mapper.js";
import type { BookingRefundRow, capturedPayment, findBookingForReceipt } from "./repository.js";

export type ReceiptRow = NonNullable<Awaited<ReturnType<typeof findBookingForReceipt>>>;

/** A booking's money through Razorpay (issue 28 item 7): its captured payment and refunds. */
export interface ReceiptMoney {
  payment: Awaited<ReturnType<typeof capturedPayment>>;
  refunds: readonly BookingRefundRow[];
}

/**
 * The receipt of `row` as `view` sees it, issued at `issuedAt`; `gstin` is PLATFORM_GSTIN or
 * undefined. The renter's e-mail is printed on their own receipt only; the owner's statement
 * adds the rent, the commission lines and their earnings. `money` is what the booking paid and
 * had refunded through Razorpay (the caller reads it for the renter's receipt only).
 */
export function toReceipt(
  row: ReceiptRow,
  view: ReceiptView,
  issuedAt: Date,
  gstin: string | undefined,
  money: ReceiptMoney = { payment: undefined, refunds: [] },
): Receipt {
  const b = row.booking;
  return {
    view,
    bookingRef: b.bookingRef,
    issuedAt: issuedAt.toISOString(),
    status: b.status,
    cancelledBy: b.cancelledBy ?? null,
    paymentStatus: b.paymentStatus,
    renter: { name: row.renter.name, email: view === "renter" ? row.renter.email : null },
    owner: { name: row.owner.name },
    car: row.car,
    pickupDate: toApiDate(b.pickupDate),
    returnDate: toApiDate(b.returnDate),
    days: b.days,
    pricePerDay: b.pricePerDay,
    lines: priceBreakdown(b),
    total: b.price,
    gst: { percent: b.gstPercent, tripFeeGst: b.tripFeeGst },
    deposit: b.deposit,
    cancellationPolicy: b.cancellationPolicy,
    freeCancellationUntil: b.freeCancellationUntil.toISOString(),
    refund: storedRefund(b),
    payment: money.payment
      ? {
          paymentId: money.payment.paymentId,
          method: money.payment.method,
          capturedAt: money.payment.capturedAt.toISOString(),
        }
      : null,
    refunds: money.refunds.map((r) => ({
      ...toBookingRefund(r),
      refundId: r.razorpayRefundId,
    })),
    statement:
      view === "owner"
        ? {
            rent: b.rent,
            commissionLines: commissionLines(b),
            ownerEarnings: ownerEarningsOf(b),
          }
        : null,
    platform: { name: PLATFORM_NAME, gstin: gstin ?? null },
  };
}
