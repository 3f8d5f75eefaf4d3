/**
 * The timeline list of the booking details dialog (customer document section 4 'Timeline by
 * status'); the steps and their wording come from timeline.ts.
 */
import {
  CalendarCheck,
  CarFront,
  CheckCircle2,
  Clock,
  FileText,
  KeyRound,
  type LucideIcon,
  MapPin,
  RotateCcw,
  XCircle,
} from "lucide-react";
import { cn } from "@/lib/cn";
import { formatInstant } from "@/lib/format-date";
import { type StepKey, type TimelineBooking, timelineSteps, type UserType } from "./timeline";

const ICONS: Record<StepKey, LucideIcon> = {
  requested: FileText,
  pending: Clock,
  confirmed: CalendarCheck,
  ready: MapPin,
  pickedUp: KeyRound,
  onRent: CarFront,
  returned: RotateCcw,
  completed: CheckCircle2,
  cancelled: XCircle,
};

const DOT = {
  done: "bg-emerald-100 text-emerald-700",
  current: "bg-brand-100 text-brand-700 ring-2 ring-brand-300",
  cancelled: "bg-red-100 text-red-700",
};

export function BookingTimeline({
  booking,
  userType,
}: {
  booking: TimelineBooking;
  userType: UserType;
}) {
  const steps = timelineSteps(booking, userType);
  return (
    <ol aria-label="Booking timeline" className="relative">
      {steps.map((s, i) => {
        const Icon = ICONS[s.key];
        const last = i === steps.length - 1;
        return (
          <li key={s.key} className="relative flex gap-3 pb-5 last:pb-0">
            {!last && (
              <span
                aria-hidden
                className="absolute top-9 bottom-1 left-[1.0625rem] w-px bg-slate-200"
              />
            )}
            <span
              className={cn(
                "flex size-9 shrink-0 items-center justify-center rounded-full",
                DOT[s.state],
              )}
            >
              <Icon className="size-4" aria-hidden />
            </span>
            <div className="min-w-0 pt-1">
              <p className="font-medium text-slate-900">
                {s.title}
                {s.state === "current" && <span className="sr-only"> (current step)</span>}
              </p>
              <p className="text-sm text-slate-600">{s.detail}</p>
              {s.key === "cancelled" && booking.cancellationReason && (
                <p className="mt-1 text-sm text-red-700">Reason: {booking.cancellationReason}</p>
              )}
              {s.at && (
                <p className="mt-0.5 text-xs text-slate-500">
                  <time dateTime={s.at}>{formatInstant(s.at)}</time>
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
