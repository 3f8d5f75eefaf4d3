/**
 * A booking's receipt or its owner's statement (issue 27 item 5; shape in @gaadi/shared
 * `receiptSchema`), from the stored quote (decision 021) through the same mappers as every
 * booking answer: the labelled lines (priceBreakdown), the stored refund and the owner's
 * earnings (ownerEarningsOf). Nothing is recomputed.
 */
import { PLATFORM_NAME, type Receipt, type ReceiptView, toApiDate } from "@gaadi/shared";
import { commissionLines, ownerEarningsOf, priceBreakdown, storedRefund } from "./mapper.js";
import type { findBookingForReceipt } from "./repository.js";

export type ReceiptRow = NonNullable<Awaited<ReturnType<typeof findBookingForReceipt>>>;

/**
 * The receipt of `row` as `view` sees it, issued at `issuedAt`; `gstin` is PLATFORM_GSTIN or
 * undefined. The renter's e-mail is printed on their own receipt only; the owner's statement
 * adds the rent, the commission lines and their earnings.
 */
export function toReceipt(
  row: ReceiptRow,
  view: ReceiptView,
  issuedAt: Date,
  gstin: string | undefined,
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
