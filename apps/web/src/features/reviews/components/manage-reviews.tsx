/**
 * Manage Reviews (owner document section 2, /owner/manage-reviews): a spinner while loading,
 * 'Failed to load reviews. Please refresh the page.' on failure (section 8), 'No Reviews Yet'
 * when there are none, else one card per review and the reply dialog. `?reply=none` keeps the
 * reviews without a reply (owner-review-filter.ts) under a 'Showing: ...' line with 'Show all
 * reviews', with an empty state when every review has its answer.
 */
import { REVIEW_MSG } from "@gaadi/shared";
import { MessageSquare, MessageSquareCheck } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { EmptyState } from "@/components/ui/empty-state";
import { FilterNote } from "@/components/ui/filter-note";
import { Spinner } from "@/components/ui/spinner";
import { useOwnerReviews } from "@/features/reviews/api/get-owner-reviews";
import {
  filterOwnerReviews,
  OWNER_REVIEW_FILTER_LABEL,
  ownerReviewFilterOf,
} from "@/features/reviews/owner-review-filter";
import { OwnerReviewCard } from "./owner-review-card";
import { ReplyDialog } from "./reply-dialog";

export function ManageReviews() {
  const reviews = useOwnerReviews();
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const [params] = useSearchParams();
  const filter = ownerReviewFilterOf(params);

  if (reviews.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading reviews..." />
      </div>
    );
  }
  if (reviews.isError) {
    return (
      <EmptyState
        tone="error"
        icon={MessageSquare}
        title="Reviews unavailable"
        text={REVIEW_MSG.loadFailed}
      />
    );
  }
  if (reviews.data.length === 0) {
    return (
      <EmptyState
        icon={MessageSquare}
        title="No Reviews Yet"
        text="When renters review their completed trips in your cars, their reviews appear here for you to answer."
      />
    );
  }
  // The dialog follows the fresh copy, so a reply saved elsewhere turns it into an edit; it
  // is looked up in the whole list, so a review answered under ?reply=none stays open.
  const open = reviews.data.find((r) => r._id === replyingTo) ?? null;
  const shown = filterOwnerReviews(reviews.data, filter);
  return (
    <>
      {filter && (
        <FilterNote
          label={OWNER_REVIEW_FILTER_LABEL[filter]}
          clearLabel="Show all reviews"
          clearTo="/owner/manage-reviews"
        />
      )}
      {shown.length === 0 && (
        <EmptyState
          icon={MessageSquareCheck}
          title="All caught up"
          text="Every review of your cars has your reply."
        />
      )}
      <div className="space-y-5">
        {shown.map((r) => (
          <OwnerReviewCard key={r._id} review={r} onReply={() => setReplyingTo(r._id)} />
        ))}
      </div>
      <ReplyDialog review={open} onOpenChange={(o) => !o && setReplyingTo(null)} />
    </>
  );
}
