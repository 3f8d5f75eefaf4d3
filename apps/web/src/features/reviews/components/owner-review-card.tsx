/**
 * One review in Manage Reviews (owner document section 2): the car (image, brand, model), the
 * stars out of 5, the review date, a Verified Rental badge, the reviewer with a default
 * picture if none, the rental dates, the text, and either the owner's reply with Edit Reply
 * or a Write Reply prompt.
 */
import type { OwnerReview } from "@gaadi/shared";
import { BadgeCheck, CalendarDays, MessageSquarePlus, Pencil } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDay, formatInstantDay } from "@/lib/format-date";
import { OwnerReply } from "./owner-reply";
import { ReviewerAvatar } from "./reviewer-avatar";
import { Stars } from "./stars";

export function OwnerReviewCard({
  review: r,
  onReply,
}: {
  review: OwnerReview;
  /** Opens the reply dialog (new or edit, by whether ownerReply exists). */
  onReply(): void;
}) {
  const titleId = `review-${r._id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <header className="flex items-center gap-4 border-b border-slate-100 p-4 sm:p-5">
        <img
          src={r.car.image}
          alt=""
          className="h-14 w-20 shrink-0 rounded-lg sm:h-16 sm:w-24 bg-slate-100 object-cover"
        />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold text-slate-900">
            {r.car.brand} {r.car.model}
          </h2>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1.5">
              <Stars rating={r.rating} />
              <span className="font-medium text-slate-800">{r.rating}/5</span>
            </span>
            <span>{formatInstantDay(r.createdAt)}</span>
            <Badge tone="green">
              <BadgeCheck className="size-3.5" aria-hidden />
              Verified Rental
            </Badge>
          </div>
        </div>
      </header>
      <div className="space-y-4 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <ReviewerAvatar image={r.user.image} />
            <p className="font-medium text-slate-900">{r.user.name}</p>
          </div>
          <p className="flex items-center gap-1.5 text-sm text-slate-600">
            <CalendarDays className="size-4 text-brand-700" aria-hidden />
            <span className="sr-only">Rental dates:</span>
            {formatDay(r.booking.pickupDate)} – {formatDay(r.booking.returnDate)}
          </p>
        </div>
        <p className="whitespace-pre-line break-words text-slate-700">{r.reviewText}</p>
        {r.ownerReply ? (
          <OwnerReply
            reply={r.ownerReply}
            label="Your reply"
            action={
              <Button variant="ghost" size="sm" onClick={onReply}>
                <Pencil className="size-4" aria-hidden />
                Edit Reply
              </Button>
            }
          />
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed border-slate-300 p-4">
            <p className="text-sm text-slate-600">
              You haven't replied yet. A thoughtful reply helps future renters trust your car.
            </p>
            <Button size="sm" onClick={onReply}>
              <MessageSquarePlus className="size-4" aria-hidden />
              Write Reply
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}
