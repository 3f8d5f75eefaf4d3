/**
 * Booking details with the timeline (customer document section 2 Dialogs; owner document
 * section 2 'View Details & Timeline'). `userType` picks the wording: 'customer' for the
 * renter, 'owner' for the car's owner, who also sees the renter's name. The money (issue 27
 * item 5): the reference, the stored quote's lines, the total and the deposit apart (the
 * owner also sees the commission lines and their earnings), the cancellation policy with
 * 'Free cancellation until …' while the trip is live, and a cancelled trip's refund.
 */
import {
  BOOKING_MONEY_MSG,
  CANCELLATION_POLICY_TEXT,
  daysLabel,
  renterMayCancel,
} from "@gaadi/shared";
import type { ReactNode } from "react";
import { Dialog } from "@/components/ui/dialog";
import { BookingCar } from "./booking-car";
import { bookingDays, periodLabel } from "./booking-format";
import { freeCancellationText, PriceLines, RefundTable } from "./booking-money";
import { BookingTimeline } from "./booking-timeline";
import { StatusBadge } from "./status-badge";
import type { TimelineBooking, UserType } from "./timeline";

export function BookingDetailsDialog({
  booking,
  userType,
  onOpenChange,
  extra,
}: {
  /** The booking to show; null closes the dialog. */
  booking: TimelineBooking | null;
  userType: UserType;
  onOpenChange(open: boolean): void;
  /** What the route adds under the details (issue 30: the claim and deposit). */
  extra?: ReactNode;
}) {
  return (
    <Dialog open={!!booking} onOpenChange={onOpenChange} title="Booking Details" size="max-w-lg">
      {booking && <Details booking={booking} userType={userType} />}
      {booking && extra}
    </Dialog>
  );
}

function Details({ booking: b, userType }: { booking: TimelineBooking; userType: UserType }) {
  const rows: [string, string][] = [
    ["Reference", b.bookingRef],
    ["Rental period", periodLabel(b)],
    ["Duration", daysLabel(bookingDays(b))],
    ["Pickup location", b.car.location],
  ];
  const policy = CANCELLATION_POLICY_TEXT[b.cancellationPolicy];
  if (userType === "owner" && b.user) rows.unshift(["Renter", b.user.name]);
  return (
    <div className="space-y-5">
      <BookingCar car={b.car} imageClass="h-16 w-24">
        <p className="text-sm text-slate-500">
          {b.car.year} · {b.car.category}
        </p>
        <div className="mt-1">
          <StatusBadge status={b.status} cancelledBy={b.cancelledBy} />
        </div>
      </BookingCar>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl bg-slate-50 p-4 text-sm">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt className="text-slate-500">{k}</dt>
            <dd className="font-medium text-slate-900">{v}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="price-heading" className="space-y-3">
        <h3 id="price-heading" className="text-sm font-semibold text-slate-900">
          {BOOKING_MONEY_MSG.priceHeading}
        </h3>
        <PriceLines booking={b} owner={userType === "owner"} />
        <p className="text-sm text-slate-600">
          <span className="font-medium text-slate-800">
            {BOOKING_MONEY_MSG.policy}: {policy.name}.
          </span>{" "}
          {policy.rule}
        </p>
        {renterMayCancel(b.status) && (
          <p className="text-sm font-medium text-slate-800">
            {freeCancellationText(b.freeCancellationUntil)}
          </p>
        )}
        {b.refund && <RefundTable refund={b.refund} caption={BOOKING_MONEY_MSG.refundHeading} />}
      </section>
      <section aria-labelledby="timeline-heading">
        <h3 id="timeline-heading" className="mb-3 text-sm font-semibold text-slate-900">
          Timeline
        </h3>
        <BookingTimeline booking={b} userType={userType} />
      </section>
    </div>
  );
}
