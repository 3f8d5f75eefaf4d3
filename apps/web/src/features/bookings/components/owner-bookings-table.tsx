/**
 * The Manage Bookings table (owner document section 2): columns Car Details, Date Range,
 * Total, Payment ('offline' when paid at pickup, the owner document's word; 'Paid online' and
 * the refund states with online payments, issue 28) and Booking Stage & Actions; each row has View Details &
 * Timeline. Below the md breakpoint the rows become cards. The Total shows what the renter pays
 * and, below it, the owner's earnings net of commission (issue 27 item 5; for a cancelled
 * booking, what the owner keeps), both the server's figures. Under the renter's name, their
 * driving licence's status (issue 29; never the document).
 */
import { BOOKING_MONEY_MSG, daysLabel, formatRupees, type OwnerBooking } from "@gaadi/shared";
import { History } from "lucide-react";
import { TableCard } from "@/components/ui/table-card";
import { formatDay } from "@/lib/format-date";
import { BookingCar } from "./booking-car";
import { bookingDays } from "./booking-format";
import { OwnerBookingStage, type StageActions } from "./owner-booking-stage";
import { ReceiptLink } from "./receipt-link";
import { PaymentBadge, RenterLicenceBadge } from "./status-badge";

export interface OwnerBookingsTableProps {
  bookings: OwnerBooking[];
  actionsFor(b: OwnerBooking): StageActions;
  onViewDetails(b: OwnerBooking): void;
}

const COLUMNS = ["Car Details", "Date Range", "Total", "Payment", "Booking Stage & Actions"];

export function OwnerBookingsTable({
  bookings,
  actionsFor,
  onViewDetails,
}: OwnerBookingsTableProps) {
  return (
    <>
      <TableCard columns={COLUMNS}>
        {bookings.map((b) => (
          <tr key={b._id} className="align-top">
            <td className="px-4 py-4">
              <CarDetails booking={b} onViewDetails={() => onViewDetails(b)} />
            </td>
            <td className="px-4 py-4">
              <DateRange booking={b} />
            </td>
            <td className="px-4 py-4">
              <Money booking={b} />
            </td>
            <td className="px-4 py-4">
              <PaymentBadge status={b.paymentStatus} />
            </td>
            <td className="px-4 py-4">
              <OwnerBookingStage booking={b} actions={actionsFor(b)} />
            </td>
          </tr>
        ))}
      </TableCard>

      <ul className="space-y-4 md:hidden">
        {bookings.map((b) => (
          <li key={b._id}>
            <article
              aria-label={`${b.car.brand} ${b.car.model}`}
              className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <CarDetails booking={b} onViewDetails={() => onViewDetails(b)} />
              <dl className="grid grid-cols-2 gap-3 text-sm">
                <div className="col-span-2">
                  <dt className="text-xs text-slate-500">Date Range</dt>
                  <dd>
                    <DateRange booking={b} />
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">Total</dt>
                  <dd>
                    <Money booking={b} />
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">Payment</dt>
                  <dd>
                    <PaymentBadge status={b.paymentStatus} />
                  </dd>
                </div>
              </dl>
              <div className="border-t border-slate-100 pt-3">
                <OwnerBookingStage booking={b} actions={actionsFor(b)} />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}

function CarDetails({
  booking: b,
  onViewDetails,
}: {
  booking: OwnerBooking;
  onViewDetails(): void;
}) {
  return (
    <BookingCar car={b.car}>
      <p className="text-xs text-slate-500">Renter: {b.user.name}</p>
      <p className="my-1">
        <RenterLicenceBadge status={b.renterLicence} />
      </p>
      <p className="text-xs text-slate-500">Ref {b.bookingRef}</p>
      <button
        type="button"
        onClick={onViewDetails}
        className="mt-1 inline-flex items-center gap-1 rounded text-xs font-medium text-brand-700 hover:text-brand-900 hover:underline"
      >
        <History className="size-3.5" aria-hidden />
        View Details & Timeline
      </button>
      <ReceiptLink booking={b} owner />
    </BookingCar>
  );
}

/** The renter's total and, under it, the owner's earnings (or what they keep). */
function Money({ booking: b }: { booking: OwnerBooking }) {
  const label =
    b.status === "cancelled" ? BOOKING_MONEY_MSG.ownerKeeps : BOOKING_MONEY_MSG.ownerEarnings;
  return (
    <div>
      <p className="font-semibold whitespace-nowrap text-slate-900">{formatRupees(b.price)}</p>
      <p className="text-xs text-emerald-800">
        {label} <span className="whitespace-nowrap">{formatRupees(b.ownerEarnings)}</span>
      </p>
    </div>
  );
}

function DateRange({ booking: b }: { booking: OwnerBooking }) {
  return (
    <div className="text-slate-800">
      <p className="whitespace-nowrap">
        <time dateTime={b.pickupDate.slice(0, 10)}>{formatDay(b.pickupDate)}</time> –{" "}
        <time dateTime={b.returnDate.slice(0, 10)}>{formatDay(b.returnDate)}</time>
      </p>
      <p className="text-xs text-slate-500">{daysLabel(bookingDays(b))}</p>
    </div>
  );
}
