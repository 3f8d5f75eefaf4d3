/**
 * Customer reviews on the car details page (customer document sections 2, 3 and 8): each
 * review's reviewer (name, picture or the default one), date, stars, text and the owner's
 * reply, newest first, in a list whose height is capped so it scrolls; 'No reviews yet' when
 * there are none. A failed fetch is silent: the empty state shows.
 */
import type { CarReview } from "@gaadi/shared";
import { MessageSquare } from "lucide-react";
import type { ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner";
import { useCarReviews } from "@/features/reviews/api/get-car-reviews";
import { formatInstantDay } from "@/lib/format-date";
import { OwnerReply } from "./owner-reply";
import { ReviewerAvatar } from "./reviewer-avatar";
import { Stars } from "./stars";

export function CarReviews({ carId }: { carId: string }) {
  const query = useCarReviews(carId);
  const reviews = query.data?.reviews ?? [];
  return (
    // Usually far below the first screen: laid out when it comes near (index.css).
    <section aria-labelledby="reviews-title" className="render-when-near">
      <h2 id="reviews-title" className="text-lg font-semibold text-slate-900">
        Customer Reviews
      </h2>
      {query.isPending ? (
        <div className="mt-3 flex justify-center py-6">
          <Spinner label="Loading reviews..." />
        </div>
      ) : reviews.length === 0 ? (
        <p className="mt-3 flex items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-5 text-slate-600">
          <MessageSquare className="size-5 text-slate-400" aria-hidden />
          No reviews yet
        </p>
      ) : (
        // A scrollable region must be reachable by keyboard and named (axe
        // scrollable-region-focusable), hence the focusable region around the capped list.
        <ScrollRegion>
          <ul className="space-y-4">
            {reviews.map((r) => (
              <ReviewItem key={r._id} review={r} />
            ))}
          </ul>
        </ScrollRegion>
      )}
    </section>
  );
}

function ReviewItem({ review: r }: { review: CarReview }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-start gap-3">
        <ReviewerAvatar image={r.user.image} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <p className="font-semibold text-slate-900">{r.user.name}</p>
            <p className="text-sm text-slate-600">{formatInstantDay(r.createdAt)}</p>
          </div>
          <Stars rating={r.rating} className="mt-0.5" />
          <p className="mt-2 whitespace-pre-line break-words text-slate-700">{r.reviewText}</p>
        </div>
      </div>
      {r.ownerReply && (
        <div className="mt-3 sm:ml-13">
          <OwnerReply reply={r.ownerReply} />
        </div>
      )}
    </li>
  );
}

function ScrollRegion({ children }: { children: ReactNode }) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll the capped list
      tabIndex={0}
      aria-label="Customer reviews list"
      className="mt-3 max-h-[32rem] overflow-y-auto rounded-xl pr-1 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {children}
    </section>
  );
}
