/**
 * The 'Booking Stage & Actions' cell of Manage Bookings (owner document section 2, stage
 * display by status, and section 4, owner transitions):
 * - pending: 'Pending Review', the time left to answer ('Expires in 5 h 20 min', from the
 *   server's expiresAt, renewed each minute; issue 27) and Accept Booking and Decline Booking;
 * - booked: 'Booking Confirmed', 'Awaiting Pickup' and Car Picked Up;
 * - on_rent: 'Currently On Rent', 'Car in Use' and Car Returned;
 * - completed: 'Completed', 'Booking Complete' and the completion date;
 * - anything else: 'Cancelled', 'Booking Cancelled' and the reason cut at 40 characters; a
 *   request the system cancelled because it expired reads 'Expired', 'Request Expired'.
 */
import { EXPIRED_LABEL, type OwnerBooking, requestTimeLeft, truncateReason } from "@gaadi/shared";
import {
  Check,
  CheckCircle2,
  Clock,
  Hourglass,
  KeyRound,
  RotateCcw,
  X,
  XCircle,
} from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatInstantDay } from "@/lib/format-date";
import { useClock } from "@/lib/use-clock";

export interface StageActions {
  onAccept(): void;
  onDecline(): void;
  onPickedUp(): void;
  onReturned(): void;
  /** True while a change for this booking is on its way. */
  busy: boolean;
  /** Issue 30: the check-in and check-out view's button, once the check-in is recorded. */
  handover?: ReactNode;
  /** Issue 31: what the route adds under every stage ('Message the renter'). */
  extra?: ReactNode;
}

export function OwnerBookingStage(props: { booking: OwnerBooking; actions: StageActions }) {
  if (!props.actions.extra) return <StageOf {...props} />;
  return (
    <div className="flex flex-col items-start gap-2">
      <StageOf {...props} />
      {props.actions.extra}
    </div>
  );
}

function StageOf({ booking: b, actions: a }: { booking: OwnerBooking; actions: StageActions }) {
  switch (b.status) {
    case "pending":
      return (
        <Stage
          badge={<Badge tone="yellow">Pending Review</Badge>}
          note={b.expiresAt ? <TimeLeft expiresAt={b.expiresAt} /> : undefined}
          icon={Hourglass}
        >
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={a.onAccept} disabled={a.busy}>
              <Check className="size-4" aria-hidden />
              Accept Booking
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={a.onDecline}
              disabled={a.busy}
              className="border-red-200 text-red-700 hover:bg-red-50"
            >
              <X className="size-4" aria-hidden />
              Decline Booking
            </Button>
          </div>
        </Stage>
      );
    case "booked":
      return (
        <Stage
          badge={<Badge tone="green">Booking Confirmed</Badge>}
          note="Awaiting Pickup"
          icon={Clock}
        >
          <Button size="sm" onClick={a.onPickedUp} disabled={a.busy}>
            <KeyRound className="size-4" aria-hidden />
            {a.busy ? "Updating..." : "Car Picked Up"}
          </Button>
        </Stage>
      );
    case "on_rent":
      return (
        <Stage badge={<Badge tone="blue">Currently On Rent</Badge>} note="Car in Use" icon={Clock}>
          <Button size="sm" variant="warning" onClick={a.onReturned} disabled={a.busy}>
            <RotateCcw className="size-4" aria-hidden />
            Car Returned
          </Button>
          {a.handover}
        </Stage>
      );
    case "completed":
      return (
        <Stage
          badge={<Badge tone="purple">Completed</Badge>}
          note="Booking Complete"
          icon={CheckCircle2}
        >
          {b.completedAt && (
            <p className="text-xs text-slate-500">
              Completed on <time dateTime={b.completedAt}>{formatInstantDay(b.completedAt)}</time>
            </p>
          )}
          {a.handover}
        </Stage>
      );
    default:
      return (
        <Stage
          badge={
            <Badge tone="red">{b.cancelledBy === "system" ? EXPIRED_LABEL : "Cancelled"}</Badge>
          }
          note={b.cancelledBy === "system" ? "Request Expired" : "Booking Cancelled"}
          icon={XCircle}
        >
          {b.cancellationReason && (
            <p className="text-xs text-slate-500" title={b.cancellationReason}>
              {truncateReason(b.cancellationReason)}
            </p>
          )}
        </Stage>
      );
  }
}

/** 'Expires in 5 h 20 min' until `expiresAt`, renewed each minute; then 'Expired'. */
function TimeLeft({ expiresAt }: { expiresAt: string }) {
  const now = useClock(60_000);
  return <time dateTime={expiresAt}>{requestTimeLeft(expiresAt, now)}</time>;
}

function Stage({
  badge,
  note,
  icon: Icon,
  children,
}: {
  badge: ReactNode;
  note?: ReactNode;
  icon?: typeof Clock;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-start gap-2">
      {badge}
      {note && (
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          {Icon && <Icon className="size-4 text-slate-400" aria-hidden />}
          {note}
        </p>
      )}
      {children}
    </div>
  );
}
