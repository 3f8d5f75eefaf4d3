/**
 * Manage Bookings (owner document sections 2, 4, 5 and 8): the bookings of the owner's cars
 * with their stage and actions. Issue 30: Car Picked Up and Car Returned open the check-in and
 * check-out forms (features/handover), which record the car's state and move the booking.
 * Accept asks 'Confirm Booking' (Accept Booking); Car Picked Up
 * needs no confirmation on or after the pickup date (India today) and, before it, asks 'This
 * trip starts on 10 Dec 2026. Mark the car picked up now?' (issue 10, item 6); Car Returned asks 'Mark as Completed' (Mark Complete); Decline opens
 * the reason dialog (Keep Booking / Cancel Booking). Every change goes through POST
 * /api/bookings/change-status; failures show the server message or 'Failed to update booking
 * status. Please try again.' ('Failed to cancel booking. Please try again.' for a decline).
 * A 409 because the booking moved on elsewhere (another tab accepted it) reloads the list and
 * says so: 'This booking was already confirmed elsewhere. ...' (issue 25 defect 14); a request
 * past its expiry says 'This request has expired' (issue 27). Each pending request shows the
 * time left to answer it (owner-booking-stage.tsx).
 * The URL may narrow the list (owner-booking-filter.ts: ?status=pending, ?due=pickup,
 * ?due=return): a 'Showing: ...' line with 'Show all bookings' then heads it, and an empty
 * state says when nothing matches.
 */
import {
  BOOKING_MSG,
  type ChangeStatusBody,
  EARLY_PICKUP_MSG,
  type HandoverKind,
  OWNER_CANCELLATION_REASONS,
  type OwnerBooking,
  staleBookingMessage,
} from "@gaadi/shared";
import { CalendarCheck2, CalendarX2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { FilterNote } from "@/components/ui/filter-note";
import { useChangeBookingStatus } from "@/features/bookings/api/change-booking-status";
import { useOwnerBookings } from "@/features/bookings/api/get-owner-bookings";
import { pickupNeedsConfirmation } from "@/features/bookings/early-pickup";
import {
  filterOwnerBookings,
  OWNER_BOOKING_FILTER_LABEL,
  ownerBookingFilterOf,
} from "@/features/bookings/owner-booking-filter";
import { ApiError, errorMessage, toastApiError } from "@/lib/api-client";
import { formatDay } from "@/lib/format-date";
import { toast } from "@/lib/toast";
import { BookingDetailsDialog } from "./booking-details-dialog";
import { periodLabel } from "./booking-format";
import { CancelReasonDialog } from "./cancel-reason-dialog";
import { ListError, ListLoading } from "./list-states";
import { OwnerBookingsTable } from "./owner-bookings-table";

type Pending = {
  kind: "accept" | "pickup" | "complete" | "decline";
  booking: OwnerBooking;
} | null;

const describe = (b: OwnerBooking) =>
  `${b.car.brand} ${b.car.model} for ${b.user.name}, ${periodLabel(b)}`;

/**
 * The handover's parts the route gives (issue 30, features/handover): the check-in and
 * check-out view's button for a booking, and the form Car Picked Up and Car Returned open.
 */
export interface HandoverSlots {
  button(booking: OwnerBooking): ReactNode;
  recordDialog(props: {
    booking: OwnerBooking | null;
    kind: HandoverKind;
    onClose(): void;
  }): ReactNode;
}

/**
 * `handover` is the route's handover parts; `renderTripExtra` what it adds to a booking's
 * details (issue 30: its claim); `renderStageExtra` what it adds under each booking's stage and
 * actions (issue 31: 'Message the renter').
 */
export function ManageBookings({
  handover,
  renderTripExtra,
  renderStageExtra,
}: {
  handover: HandoverSlots;
  renderTripExtra?: (booking: OwnerBooking) => ReactNode;
  renderStageExtra?: (booking: OwnerBooking) => ReactNode;
}) {
  const bookings = useOwnerBookings();
  const change = useChangeBookingStatus();
  const [viewing, setViewing] = useState<OwnerBooking | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  // Issue 30: Car Picked Up and Car Returned open the check-in and check-out forms.
  const [recording, setRecording] = useState<{ kind: HandoverKind; booking: OwnerBooking } | null>(
    null,
  );
  const [params] = useSearchParams();
  const filter = ownerBookingFilterOf(params);

  const run = (body: ChangeStatusBody) =>
    change.mutate(body, {
      onSuccess: (res) => {
        toast.success(body.status === "cancelled" ? BOOKING_MSG.cancelled : res.message);
        setPending(null);
      },
      onError: async (err) => {
        const fallback =
          body.status === "cancelled" ? BOOKING_MSG.cancelFailed : BOOKING_MSG.statusFailed;
        const message = errorMessage(err, fallback);
        if (!(err instanceof ApiError && err.status === 409)) return toastApiError(err, message);
        // Moved on elsewhere: this tab's list is stale. Reload it and say what happened.
        setPending(null);
        const now = (await bookings.refetch()).data?.find((b) => b._id === body.bookingId);
        // An expired request says so, whether or not the job has cancelled it yet.
        const moved = now && now.status !== body.status && message !== BOOKING_MSG.requestExpired;
        toast.error(moved ? staleBookingMessage(now.status) : message, {
          id: `booking-${body.bookingId}`,
        });
      },
    });

  if (bookings.isPending) return <ListLoading label="Loading bookings..." />;
  if (bookings.isError) return <ListError message={BOOKING_MSG.loadOwnerFailed} />;
  if (bookings.data.length === 0) {
    return (
      <EmptyState
        icon={CalendarX2}
        title="No bookings yet"
        text="When renters book your cars, their requests will show up here."
      />
    );
  }

  const shown = filterOwnerBookings(bookings.data, filter);
  const busyId = change.isPending ? change.variables?.bookingId : undefined;
  const fresh = (b: OwnerBooking | null) => (b && bookings.data.find((x) => x._id === b._id)) ?? b;
  const target = pending?.booking;
  return (
    <>
      {filter && (
        <FilterNote
          label={OWNER_BOOKING_FILTER_LABEL[filter]}
          clearLabel="Show all bookings"
          clearTo="/owner/manage-bookings"
        />
      )}
      {shown.length === 0 ? (
        <EmptyState
          icon={CalendarCheck2}
          title="Nothing waiting here"
          text="No bookings match this view right now."
        />
      ) : (
        <OwnerBookingsTable
          bookings={shown}
          onViewDetails={setViewing}
          actionsFor={(b) => ({
            busy: busyId === b._id,
            onAccept: () => setPending({ kind: "accept", booking: b }),
            onDecline: () => setPending({ kind: "decline", booking: b }),
            onPickedUp: () =>
              pickupNeedsConfirmation(b.pickupDate)
                ? setPending({ kind: "pickup", booking: b })
                : setRecording({ kind: "check_in", booking: b }),
            // A trip picked up before handovers existed has no check-in: it is just completed.
            onReturned: () =>
              b.handover.checkIn
                ? setRecording({ kind: "check_out", booking: b })
                : setPending({ kind: "complete", booking: b }),
            handover: handover.button(b),
            extra: renderStageExtra?.(b),
          })}
        />
      )}
      <BookingDetailsDialog
        booking={fresh(viewing)}
        userType="owner"
        onOpenChange={(open) => !open && setViewing(null)}
        extra={viewing && renderTripExtra?.(viewing)}
      />
      <ConfirmDialog
        open={pending?.kind === "accept"}
        onOpenChange={(open) => !open && setPending(null)}
        type="info"
        title="Confirm Booking"
        message={
          target && `Accept the booking of ${describe(target)}? The renter will be notified.`
        }
        confirmLabel="Accept Booking"
        busy={change.isPending}
        onConfirm={() => target && run({ bookingId: target._id, status: "booked" })}
      />
      <ConfirmDialog
        open={pending?.kind === "pickup"}
        onOpenChange={(open) => !open && setPending(null)}
        type="warning"
        title={EARLY_PICKUP_MSG.title}
        message={target && EARLY_PICKUP_MSG.question(formatDay(target.pickupDate))}
        confirmLabel={EARLY_PICKUP_MSG.confirm}
        busy={change.isPending}
        onConfirm={() => {
          if (!target) return;
          setPending(null);
          setRecording({ kind: "check_in", booking: target });
        }}
      />
      <ConfirmDialog
        open={pending?.kind === "complete"}
        onOpenChange={(open) => !open && setPending(null)}
        type="info"
        title="Mark as Completed"
        message={target && `Confirm that the ${describe(target)} has been returned.`}
        confirmLabel="Mark Complete"
        busy={change.isPending}
        onConfirm={() => target && run({ bookingId: target._id, status: "completed" })}
      />
      {handover.recordDialog({
        booking: recording?.booking ?? null,
        kind: recording?.kind ?? "check_in",
        onClose: () => setRecording(null),
      })}
      <CancelReasonDialog
        open={pending?.kind === "decline"}
        onOpenChange={(open) => !open && setPending(null)}
        title="Cancel Booking"
        description={
          target ? `Decline the booking of ${describe(target)}. The renter will be notified.` : ""
        }
        reasons={OWNER_CANCELLATION_REASONS}
        withDetails
        busy={change.isPending}
        onConfirm={(reason) =>
          target && run({ bookingId: target._id, status: "cancelled", cancellationReason: reason })
        }
      />
    </>
  );
}
