/**
 * The renter's cancel dialog (customer document sections 5, 7, 8 and 9): the six reasons,
 * 'Other' with required free text up to 200 characters; POST /api/bookings/cancel; success
 * shows the server message ('Booking cancelled successfully') and the lists reload; failure
 * shows the server message or 'Failed to cancel booking. Please try again.'.
 */
import { BOOKING_MSG, type Booking, RENTER_CANCELLATION_REASONS } from "@gaadi/shared";
import toast from "react-hot-toast";
import { useCancelBooking } from "@/features/bookings/api/cancel-booking";
import { errorMessage, toastApiError } from "@/lib/api-client";
import { periodLabel } from "./booking-format";
import { CancelReasonDialog } from "./cancel-reason-dialog";

export function CancelBookingDialog({
  booking,
  onOpenChange,
}: {
  /** The booking to cancel; null closes the dialog. */
  booking: Booking | null;
  onOpenChange(open: boolean): void;
}) {
  const cancel = useCancelBooking();
  const what = booking ? `${booking.car.brand} ${booking.car.model}, ${periodLabel(booking)}` : "";
  return (
    <CancelReasonDialog
      open={!!booking}
      onOpenChange={onOpenChange}
      title="Cancel Booking"
      description={`${what}. Cancellation is permanent and the owner will be notified.`}
      reasons={RENTER_CANCELLATION_REASONS}
      busy={cancel.isPending}
      onConfirm={(cancellationReason) => {
        if (!booking) return;
        cancel.mutate(
          { bookingId: booking._id, cancellationReason },
          {
            onSuccess: (res) => {
              toast.success(res.message || BOOKING_MSG.cancelled);
              onOpenChange(false);
            },
            onError: (err) => toastApiError(err, errorMessage(err, BOOKING_MSG.cancelFailed)),
          },
        );
      }}
    />
  );
}
