/**
 * The booking timeline by status (customer document section 4 'Timeline by status'), worded
 * for the renter ('customer') or the car's owner ('owner'):
 * - pending: requested, then pending approval;
 * - booked: adds confirmed and ready for pickup;
 * - on_rent: adds picked up and on rent;
 * - completed: the full sequence through returned and completed;
 * - cancelled: requested; confirmed only if it was confirmed (confirmedAt when the server
 *   sends it, it is exact; otherwise the spec's rule, updatedAt differs from createdAt); then
 *   cancelled with the reason ('Request Expired' when the system cancelled an unanswered
 *   request, issue 27).
 * Times are ISO instants where known.
 */
import type { Booking, OwnerBooking } from "@gaadi/shared";
import { formatDay } from "@/lib/format-date";

export type UserType = "customer" | "owner";

/**
 * A booking as either list answers it; the owner list adds the renter, the commission lines
 * and the owner's earnings (issue 27).
 */
export type TimelineBooking = Omit<Booking, "refunds"> &
  Partial<Pick<OwnerBooking, "user" | "commissionLines" | "ownerEarnings">>;

export type StepKey =
  | "requested"
  | "pending"
  | "confirmed"
  | "ready"
  | "pickedUp"
  | "onRent"
  | "returned"
  | "completed"
  | "cancelled";

export interface TimelineStep {
  key: StepKey;
  title: string;
  detail: string;
  /** ISO instant, when known. */
  at: string | null;
  /** done: happened; current: where the booking stands now; cancelled: the end. */
  state: "done" | "current" | "cancelled";
}

/** Whether a cancelled booking had been confirmed before. */
export function wasConfirmed(b: Pick<Booking, "confirmedAt" | "createdAt" | "updatedAt">) {
  return b.confirmedAt === undefined ? b.updatedAt !== b.createdAt : b.confirmedAt !== null;
}

function cancelledDetail(b: TimelineBooking, who: UserType, renter: string): string {
  if (b.cancelledBy === "renter") {
    return who === "customer" ? "You cancelled this booking" : `${renter} cancelled this booking`;
  }
  if (b.cancelledBy === "owner") {
    return who === "customer" ? "The owner declined this booking" : "You declined this booking";
  }
  if (b.cancelledBy === "system") {
    return who === "customer"
      ? "The request expired: the owner did not respond in time"
      : "The request expired: you did not respond in time";
  }
  return "This booking was cancelled";
}

/** The steps to show for `b`, oldest first. */
export function timelineSteps(b: TimelineBooking, who: UserType): TimelineStep[] {
  const renter = b.user?.name ?? "the renter";
  const you = who === "customer";
  const pickup = formatDay(b.pickupDate);
  const ret = formatDay(b.returnDate);
  const step = (key: StepKey, title: string, detail: string, at: string | null = null) =>
    ({ key, title, detail, at, state: "done" }) as TimelineStep;

  const requested = step(
    "requested",
    "Booking Requested",
    you ? "You requested this booking" : `Booking requested by ${renter}`,
    b.createdAt,
  );
  const confirmed = step(
    "confirmed",
    "Booking Confirmed",
    you ? "The owner confirmed your booking" : "You accepted this booking",
    b.confirmedAt ?? (b.status === "booked" ? b.updatedAt : null),
  );
  const pickedUp = step(
    "pickedUp",
    "Car Picked Up",
    you ? "You picked up the car" : `${renter} picked up the car`,
    b.pickedUpAt,
  );
  const returned = step(
    "returned",
    "Car Returned",
    you ? "You returned the car" : `${renter} returned the car`,
    b.completedAt,
  );

  let steps: TimelineStep[];
  switch (b.status) {
    case "pending":
      steps = [
        requested,
        step(
          "pending",
          "Pending Approval",
          you
            ? "Waiting for the owner to confirm your booking"
            : "Waiting for you to accept or decline",
        ),
      ];
      break;
    case "booked":
      steps = [
        requested,
        confirmed,
        step(
          "ready",
          "Ready for Pickup",
          you
            ? `Pick up the car in ${b.car.location} on ${pickup}`
            : `${renter} picks up the car on ${pickup}`,
        ),
      ];
      break;
    case "on_rent":
      steps = [
        requested,
        confirmed,
        pickedUp,
        step(
          "onRent",
          "On Rent",
          you ? `Enjoy your trip! Return the car by ${ret}` : `The car is in use until ${ret}`,
        ),
      ];
      break;
    case "completed":
      return [
        requested,
        confirmed,
        pickedUp,
        returned,
        step(
          "completed",
          "Booking Completed",
          you ? "Your rental is complete. Thank you!" : "This booking is complete",
          b.completedAt,
        ),
      ];
    default: {
      const end = step(
        "cancelled",
        b.cancelledBy === "system" ? "Request Expired" : "Booking Cancelled",
        cancelledDetail(b, who, renter),
        b.cancelledAt ?? b.updatedAt,
      );
      end.state = "cancelled";
      return wasConfirmed(b) ? [requested, confirmed, end] : [requested, end];
    }
  }
  const last = steps[steps.length - 1]!;
  last.state = "current";
  return steps;
}
