/**
 * My Bookings (customer document section 2, /my-bookings, login required by the guard). The
 * route composes the bookings list with the reviews feature's action on each booking and the
 * handover's (issue 30) and 'Message the owner' (issue 31).
 */

import { PageMeta } from "@/components/ui/page-meta";
import { MyBookings } from "@/features/bookings/components/my-bookings";
import { ClaimPanel } from "@/features/claims/components/claim-panel";
import { HandoverButton } from "@/features/handover/handover-button";
import { MessageBookingButton } from "@/features/messages/components/message-booking-button";
import { ReviewAction } from "@/features/reviews/components/review-action";

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <PageMeta
        title="My Bookings"
        description="Your Gaadi car bookings: upcoming trips, past rentals and their status."
      />
      <header className="mb-8">
        <h1 className="text-3xl font-bold text-slate-900">My Bookings</h1>
        <p className="mt-1 text-slate-600">View and manage all your car bookings.</p>
      </header>
      <MyBookings
        renderReviewAction={(b) => (
          <>
            {/* Issue 30: the check-in and check-out, to confirm or answer; a returned trip's claim. */}
            <HandoverButton booking={b} as="renter" />
            {/* Issue 31: the booking's conversation with the owner. */}
            <MessageBookingButton bookingId={b._id} as="renter" />
            <ReviewAction booking={b} />
            {b.status === "completed" && <ClaimPanel bookingId={b._id} as="renter" />}
          </>
        )}
      />
    </section>
  );
}
