/**
 * The renter's bookings (customer document section 2 'My bookings page'): the list, its
 * empty state with Browse Cars, the load failure 'Failed to load your bookings. Please
 * refresh the page.', and the timeline and cancel dialogs. `renderReviewAction` lets the route
 * put the reviews feature's Write Review / 'Review Submitted' on each booking.
 */
import { BOOKING_MSG, type Booking } from "@gaadi/shared";
import { CarFront } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { EmptyState } from "@/components/ui/empty-state";
import { useUserBookings } from "@/features/bookings/api/get-user-bookings";
import { BookingCard } from "./booking-card";
import { BookingDetailsDialog } from "./booking-details-dialog";
import { CancelBookingDialog } from "./cancel-booking-dialog";
import { ListError, ListLoading } from "./list-states";

export function MyBookings({
  renderReviewAction,
}: {
  renderReviewAction?: (booking: Booking) => ReactNode;
} = {}) {
  const bookings = useUserBookings();
  const [viewing, setViewing] = useState<Booking | null>(null);
  const [cancelling, setCancelling] = useState<Booking | null>(null);

  if (bookings.isPending) return <ListLoading label="Loading your bookings..." />;
  if (bookings.isError) return <ListError message={BOOKING_MSG.loadUserFailed} />;
  if (bookings.data.length === 0) {
    return (
      <EmptyState
        icon={CarFront}
        title="No bookings yet"
        text="When you book a car, your trips and their status will show up here."
      >
        <Link
          to="/cars"
          className="inline-flex h-10 items-center rounded-lg bg-brand-700 px-5 text-sm font-medium text-white hover:bg-brand-800"
        >
          Browse Cars
        </Link>
      </EmptyState>
    );
  }

  // Keep the dialogs on the fresh copy after a reload.
  const fresh = (b: Booking | null) => (b && bookings.data.find((x) => x._id === b._id)) ?? b;
  return (
    <>
      <div className="space-y-5">
        {bookings.data.map((b) => (
          <BookingCard
            key={b._id}
            booking={b}
            onViewTimeline={() => setViewing(b)}
            onCancel={() => setCancelling(b)}
            reviewAction={renderReviewAction?.(b)}
          />
        ))}
      </div>
      <BookingDetailsDialog
        booking={fresh(viewing)}
        userType="customer"
        onOpenChange={(open) => !open && setViewing(null)}
      />
      <CancelBookingDialog
        booking={cancelling}
        onOpenChange={(open) => !open && setCancelling(null)}
      />
    </>
  );
}
