/**
 * Manage Reviews (owner document section 2, /owner/manage-reviews): a spinner while loading,
 * 'Failed to load reviews. Please refresh the page.' on failure (section 8), 'No Reviews Yet'
 * when there are none, else one card per review and the reply dialog.
 */
import { REVIEW_MSG } from "@gaadi/shared";
import { MessageSquare } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { useOwnerReviews } from "../api/get-owner-reviews";
import { OwnerReviewCard } from "./owner-review-card";
import { ReplyDialog } from "./reply-dialog";

export function ManageReviews() {
  const reviews = useOwnerReviews();
  const [replyingTo, setReplyingTo] = useState<string | null>(null);

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
  // The dialog follows the fresh copy, so a reply saved elsewhere turns it into an edit.
  const open = reviews.data.find((r) => r._id === replyingTo) ?? null;
  return (
    <>
      <div className="space-y-5">
        {reviews.data.map((r) => (
          <OwnerReviewCard key={r._id} review={r} onReply={() => setReplyingTo(r._id)} />
        ))}
      </div>
      <ReplyDialog review={open} onOpenChange={(o) => !o && setReplyingTo(null)} />
    </>
  );
}
