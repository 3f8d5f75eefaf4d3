/**
 * The handover's place on a booking (issue 30): for the renter (My Bookings) and the owner
 * (Manage Bookings), once the check-in is recorded, a 'Check-in and check-out' button opening
 * both records side by side (handover-view-dialog.tsx). The routes put it into the bookings
 * screens (features never import each other).
 */
import { type Booking, HANDOVER_MSG } from "@gaadi/shared";

/** What the handover reads of a booking, the renter's or the owner's. */
type HandoverBooking = Pick<Booking, "_id" | "handover">;

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
