/**
 * A booking's status as a coloured badge (customer document section 4: pending 'Pending',
 * booked shown as 'Confirmed', on_rent 'On Rent', completed 'Completed', cancelled 'Cancelled').
 */
import { BOOKING_STATUS_LABELS, type BookingStatus } from "@gaadi/shared";
import { Badge } from "@/components/ui/badge";

const TONES = {
  pending: "yellow",
  booked: "green",
  on_rent: "blue",
  completed: "purple",
  cancelled: "red",
} as const satisfies Record<BookingStatus, string>;

export function StatusBadge({ status }: { status: BookingStatus }) {
  return <Badge tone={TONES[status]}>{BOOKING_STATUS_LABELS[status]}</Badge>;
}
