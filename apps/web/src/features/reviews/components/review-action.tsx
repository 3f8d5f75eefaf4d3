/**
 * The review part of a booking in My Bookings (customer document sections 2 and 4): nothing
 * unless the trip is completed; then 'Review Submitted' with the rating when the renter's
 * reviews (GET /api/reviews/user) hold one for this booking, otherwise Write Review, which
 * opens the review dialog. Until the renter's reviews arrive nothing shows, so a reviewed trip
 * never flashes Write Review; if they fail to load (silent, section 8) Write Review shows and
 * the server refuses a second review.
 */
import type { BookingStatus } from "@gaadi/shared";
import { CheckCircle2, Star } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useUserReviews } from "@/features/reviews/api/get-user-reviews";
import { ReviewDialog } from "./review-dialog";
import { Stars } from "./stars";

export function ReviewAction({
  booking,
}: {
  booking: { _id: string; status: BookingStatus; car: { brand: string; model: string } };
}) {
  const completed = booking.status === "completed";
  const reviews = useUserReviews();
  const [open, setOpen] = useState(false);
  if (!completed || reviews.isPending) return null;
  const mine = reviews.data?.find((r) => r.booking._id === booking._id);
  return (
    <>
      {mine ? (
        <p className="inline-flex h-8 items-center gap-2 rounded-lg bg-emerald-50 px-3 text-sm font-medium text-emerald-800">
          <CheckCircle2 className="size-4" aria-hidden />
          Review Submitted
          <Stars rating={mine.rating} />
        </p>
      ) : (
        <Button size="sm" onClick={() => setOpen(true)}>
          <Star className="size-4" aria-hidden />
          Write Review
        </Button>
      )}
      {/* Stays mounted while the lists reload under it (the review turns up before the
          dialog closes), so the submit's success toast still runs. */}
      <ReviewDialog
        target={
          open
            ? { bookingId: booking._id, carName: `${booking.car.brand} ${booking.car.model}` }
            : null
        }
        onOpenChange={setOpen}
      />
    </>
  );
}
