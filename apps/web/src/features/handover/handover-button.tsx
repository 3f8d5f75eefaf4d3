/**
 * The handover's place on a booking (issue 30): for the renter (My Bookings) and the owner
 * (Manage Bookings), once the check-in is recorded, a 'Check-in and check-out' button opening
 * both records side by side (handover-view-dialog.tsx); and the booking's stored km and fuel
 * rules in words (TripRulesText).
 */
import { type Booking, HANDOVER_MSG } from "@gaadi/shared";

/** What the handover reads of a booking, the renter's or the owner's. */
type HandoverBooking = Pick<Booking, "_id" | "handover" | "tripRules">;

import { ClipboardCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { HandoverViewDialog } from "./handover-view-dialog";

export function HandoverButton({
  booking,
  as,
}: {
  booking: HandoverBooking;
  as: "owner" | "renter";
}) {
  const [open, setOpen] = useState(false);
  if (!booking.handover.checkIn) return null;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <ClipboardCheck className="size-4" aria-hidden />
        {HANDOVER_MSG.viewHandover}
      </Button>
      <HandoverViewDialog bookingId={booking._id} as={as} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** '200 km/day included, then ₹12/km. Return at the same fuel level: ₹400 per eighth of a tank short'. */
export function TripRulesText({ booking }: { booking: HandoverBooking }) {
  const r = booking.tripRules;
  return (
    <p className="text-slate-600">
      <span className="font-medium text-slate-800">
        {HANDOVER_MSG.kmRule(r.kmPerDay, r.extraKmRate)}.
      </span>{" "}
      {HANDOVER_MSG.fuelRule(r.fuelCharge, r.fuelUnit === "percent")}.
    </p>
  );
}
