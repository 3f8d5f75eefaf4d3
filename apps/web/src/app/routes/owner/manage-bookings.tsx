/**
 * Manage Bookings (owner document section 2, /owner/manage-bookings, owners only), with the
 * handover's button and check-in / check-out form (issue 30) and 'Message the renter' in each
 * booking's actions and details (issue 31).
 */

import { PageMeta } from "@/components/ui/page-meta";
import { ManageBookings } from "@/features/bookings/components/manage-bookings";
import { ClaimPanel } from "@/features/claims/components/claim-panel";
import { HandoverButton } from "@/features/handover/handover-button";
import { RecordHandoverDialog } from "@/features/handover/record-handover-dialog";
import { MessageBookingButton } from "@/features/messages/components/message-booking-button";

export default function Page() {
  return (
    <section className="p-4 md:p-8">
      <PageMeta
        title="Manage Bookings"
        description="Track customer bookings, approve or decline requests and manage booking stages."
      />
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Manage Bookings</h1>
        <p className="mt-1 text-slate-600">
          Track all customer bookings, approve or decline requests and manage booking stages.
        </p>
      </header>
      <ManageBookings
        handover={{
          button: (b) => <HandoverButton booking={b} as="owner" />,
          recordDialog: (props) => <RecordHandoverDialog {...props} />,
        }}
        // Issue 31: the booking's conversation with the renter, from the row and the details.
        renderStageExtra={(b) => <MessageBookingButton bookingId={b._id} as="owner" />}
        renderTripExtra={(b) => (
          <>
            <div className="mt-5">
              <MessageBookingButton bookingId={b._id} as="owner" />
            </div>
            {b.status === "completed" && <ClaimPanel bookingId={b._id} as="owner" />}
          </>
        )}
      />
    </section>
  );
}
