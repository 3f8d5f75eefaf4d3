/**
 * A booking's status as a coloured badge (customer document section 4: pending 'Pending',
 * booked shown as 'Confirmed', on_rent 'On Rent', completed 'Completed', cancelled 'Cancelled';
 * a request the system cancelled because it expired reads 'Expired', issue 27). Shared by the
 * bookings screens and the message screens (issue 31), which show the booking at the top.
 */
import { type BookingStatus, bookingStatusLabel, type CancelledBy } from "@gaadi/shared";
import { Badge } from "./badge";

const TONES = {
  pending: "yellow",
  booked: "green",
  on_rent: "blue",
  completed: "purple",
  cancelled: "red",
} as const satisfies Record<BookingStatus, string>;

export function BookingStatusBadge({
  status,
  cancelledBy,
  className,
}: {
  status: BookingStatus;
  cancelledBy?: CancelledBy | null;
  className?: string;
}) {
  return (
    <Badge tone={TONES[status]} className={className}>
      {bookingStatusLabel(status, cancelledBy)}
    </Badge>
  );
}
