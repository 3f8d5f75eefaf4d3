/**
 * The renter's cancel dialog (customer document sections 5, 7, 8 and 9): the six reasons,
 * 'Other' with required free text up to 200 characters; POST /api/bookings/cancel; success
 * shows the server message ('Booking cancelled successfully') and the lists reload; failure
 * shows the server message or 'Failed to cancel booking. Please try again.'.
 * Before the reasons, what a cancellation now would refund and keep, line by line, from GET
 * /api/bookings/{id}/cancellation (issue 27 item 3): loading, failure with Try again, and the
 * server's figures; the refund actually stored is decided by the server on confirming. A
 * booking still awaiting its online payment (issue 28) has nothing to refund, and says so.
 */
import {
  BOOKING_MONEY_MSG,
  BOOKING_MSG,
  type Booking,
  PAYMENT_MSG,
  RENTER_CANCELLATION_REASONS,
} from "@gaadi/shared";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useCancelBooking } from "@/features/bookings/api/cancel-booking";
import { useCancellationPreview } from "@/features/bookings/api/get-cancellation-preview";
import { errorMessage, toastApiError } from "@/lib/api-client";
import { formatInstant } from "@/lib/format-date";
import { toast } from "@/lib/toast";
import { periodLabel } from "./booking-format";
import { RefundTable } from "./booking-money";
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
    >
      {booking &&
        (booking.paymentStatus === "awaiting" ? (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
            {PAYMENT_MSG.nothingPaid}
          </p>
        ) : (
          <RefundPreview bookingId={booking._id} />
        ))}
    </CancelReasonDialog>
  );
}

/** What cancelling now would refund and keep, as the server works it out. */
function RefundPreview({ bookingId }: { bookingId: string }) {
  const preview = useCancellationPreview(bookingId);
  return (
    <section
      aria-label={BOOKING_MONEY_MSG.previewHeading}
      aria-busy={preview.isFetching}
      className="mb-5 rounded-xl bg-slate-50 p-3 sm:p-4"
    >
      {preview.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Loader2 aria-hidden className="size-4 animate-spin text-brand-700" />
          {BOOKING_MONEY_MSG.previewLoading}
        </p>
      ) : preview.isError ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(preview.error, BOOKING_MONEY_MSG.previewFailed)}
          </p>
          <Button variant="secondary" size="sm" onClick={() => preview.refetch()}>
            {BOOKING_MONEY_MSG.retry}
          </Button>
        </div>
      ) : (
        <>
          <RefundTable refund={preview.data} caption={BOOKING_MONEY_MSG.previewHeading} />
          <p className="mt-2 text-xs text-slate-500">
            {BOOKING_MONEY_MSG.previewNote(formatInstant(preview.data.decidedAt))}
          </p>
        </>
      )}
    </section>
  );
}
