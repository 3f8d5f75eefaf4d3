/**
 * One booking in My Bookings (customer document section 2): car image and name, status
 * badge, rental period (from the dates' first 10 characters), pickup location, cancellation
 * reason if any, total amount; actions View Timeline and, while pending or booked, Cancel
 * Booking. Its money (issue 27 item 5): the reference, the deposit apart, for a live trip
 * 'Free cancellation until …', for a cancelled one what was refunded and kept, and under
 * 'Price details' the stored quote's lines, the policy and the refund's lines, all the
 * server's figures; with online payments (issue 28), each refund through Razorpay with its
 * status and date. `reviewAction` is the review slot the route fills from the reviews feature (Write
 * Review or 'Review Submitted' on completed trips), since features do not import each other.
 */
import {
  BOOKING_MONEY_MSG,
  type Booking,
  CANCELLATION_POLICY_TEXT,
  daysLabel,
  formatRupees,
  renterMayCancel,
} from "@gaadi/shared";
import { CalendarDays, History, IndianRupee, MapPin, ShieldCheck, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { bookingDays, periodLabel } from "./booking-format";
import { freeCancellationText, PriceLines, RefundProgress, RefundTable } from "./booking-money";
import { CompletePayment } from "./complete-payment";
import { ReceiptLink } from "./receipt-link";
import { PaymentBadge, StatusBadge } from "./status-badge";
import { TripRulesText } from "./trip-rules-text";

export function BookingCard({
  booking: b,
  onViewTimeline,
  onCancel,
  reviewAction,
}: {
  booking: Booking;
  onViewTimeline(): void;
  onCancel(): void;
  reviewAction?: ReactNode;
}) {
  const titleId = `booking-${b._id}-title`;
  const cancellable = renterMayCancel(b.status);
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:flex-row"
    >
      {/* Beside the details the photo keeps a car photo's proportions instead of stretching
          to the card's height, so nothing of the car is cropped away. */}
      <div className="shrink-0 sm:w-64 sm:py-5 sm:pl-5">
        <img
          src={b.car.image}
          alt=""
          className="h-44 w-full bg-slate-100 object-cover sm:aspect-[16/10] sm:h-auto sm:rounded-xl"
        />
      </div>
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {b.car.brand} {b.car.model}
            </h2>
            <p className="text-sm text-slate-500">
              {b.car.year} · {b.car.category}
            </p>
            <p className="text-xs text-slate-500">Ref {b.bookingRef}</p>
          </div>
          <div className="flex flex-col items-end gap-1">
            <StatusBadge status={b.status} cancelledBy={b.cancelledBy} />
            {b.paymentStatus !== "offline" && <PaymentBadge status={b.paymentStatus} />}
          </div>
        </div>

        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <Info icon={<CalendarDays className="size-4" aria-hidden />} label="Rental Period">
            {periodLabel(b)}
            <span className="block text-xs text-slate-500">{daysLabel(bookingDays(b))}</span>
          </Info>
          <Info icon={<MapPin className="size-4" aria-hidden />} label="Pickup Location">
            {b.car.location}
          </Info>
          <Info icon={<IndianRupee className="size-4" aria-hidden />} label="Total Amount">
            <span className="text-base font-semibold text-slate-900">{formatRupees(b.price)}</span>
            {b.deposit > 0 && (
              <span className="block text-xs font-normal text-slate-500">
                + {formatRupees(b.deposit)} refundable deposit
              </span>
            )}
          </Info>
        </dl>

        <CompletePayment booking={b} />
        {cancellable && (
          <p className="flex items-start gap-2 text-sm text-slate-700">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
            {freeCancellationText(b.freeCancellationUntil)}
          </p>
        )}
        {(b.refund || b.refunds.length > 0) && (
          <div className="space-y-1.5 rounded-lg bg-slate-50 px-3 py-2 text-sm">
            {b.refund && (
              <p className="flex flex-wrap gap-x-4 gap-y-1 font-medium">
                <span className="text-emerald-800">
                  {BOOKING_MONEY_MSG.refunded(b.refund.amount)}
                </span>
                <span className="text-slate-800">{BOOKING_MONEY_MSG.kept(b.refund.kept)}</span>
              </p>
            )}
            <RefundProgress refunds={b.refunds} />
          </div>
        )}
        <details className="rounded-lg border border-slate-200 text-sm">
          <summary className="cursor-pointer rounded-lg px-3 py-2 font-medium text-slate-700 hover:bg-slate-50">
            {BOOKING_MONEY_MSG.priceHeading}
          </summary>
          <div className="space-y-4 border-t border-slate-200 px-3 py-3">
            <PriceLines booking={b} />
            <p className="text-slate-600">
              <span className="font-medium text-slate-800">
                {BOOKING_MONEY_MSG.policy}: {CANCELLATION_POLICY_TEXT[b.cancellationPolicy].name}.
              </span>{" "}
              {CANCELLATION_POLICY_TEXT[b.cancellationPolicy].rule}
            </p>
            <TripRulesText booking={b} />
            {b.refund && (
              <RefundTable
                refund={b.refund}
                caption={BOOKING_MONEY_MSG.refundHeading}
                sums={false}
              />
            )}
          </div>
        </details>

        {b.cancellationReason && (
          <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            <span className="font-medium">Cancellation reason:</span> {b.cancellationReason}
          </p>
        )}

        <div className="mt-auto flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={onViewTimeline}>
            <History className="size-4" aria-hidden />
            View Timeline
          </Button>
          <ReceiptLink booking={b} />
          {cancellable && (
            <Button
              variant="secondary"
              size="sm"
              onClick={onCancel}
              className="border-red-200 text-red-700 hover:bg-red-50"
            >
              <XCircle className="size-4" aria-hidden />
              Cancel Booking
            </Button>
          )}
          {reviewAction}
        </div>
      </div>
    </article>
  );
}

function Info({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-slate-500 uppercase">
        <span className="text-brand-700">{icon}</span>
        {label}
      </dt>
      <dd className="mt-0.5 pl-[1.375rem] font-medium text-slate-800">{children}</dd>
    </div>
  );
}
