/**
 * The review dialog (customer document sections 2, 5, 7, 8 and 9): five labelled stars, the
 * text (10 to 500 characters after trimming) with its counter, validated with the same zod
 * schema the server uses ('Please select a rating', 'Review must be at least 10 characters
 * long'); POST /api/reviews/create; success 'Review submitted successfully!' (or the server's
 * sentence), failure the server's message or 'Failed to submit review. Please try again.';
 * the lists reload after (create-review.ts).
 */
import { createReviewBody, LIMITS, REVIEW_MSG } from "@gaadi/shared";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useCreateReview } from "@/features/reviews/api/create-review";
import { reviewCounter } from "@/features/reviews/review-rules";
import { errorMessage, toastApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { CountedTextarea } from "./counted-textarea";
import { StarInput } from "./stars";

export interface ReviewTarget {
  bookingId: string;
  /** 'Maruti Swift'. */
  carName: string;
}

export function ReviewDialog({
  target,
  onOpenChange,
}: {
  /** The trip to review; null closes the dialog. */
  target: ReviewTarget | null;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Dialog
      open={!!target}
      onOpenChange={onOpenChange}
      title="Write a Review"
      description={target ? `How was your trip in the ${target.carName}?` : undefined}
      size="max-w-lg"
    >
      {target && (
        <ReviewForm key={target.bookingId} target={target} onDone={() => onOpenChange(false)} />
      )}
    </Dialog>
  );
}

type Errors = { rating?: string; reviewText?: string };

function ReviewForm({ target, onDone }: { target: ReviewTarget; onDone(): void }) {
  const [rating, setRating] = useState(0);
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateReview();
  const count = reviewCounter(text);

  const submit = () => {
    const parsed = createReviewBody.safeParse({
      bookingId: target.bookingId,
      rating,
      reviewText: text,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (res) => {
        toast.success(res.message || REVIEW_MSG.submitted);
        onDone();
      },
      onError: (err) => toastApiError(err, errorMessage(err, REVIEW_MSG.submitFailed)),
    });
  };

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div>
        <StarInput
          name={`rating-${target.bookingId}`}
          value={rating}
          onChange={(r) => {
            setRating(r);
            setErrors((e) => ({ ...e, rating: undefined }));
          }}
          describedBy={errors.rating ? "review-rating-error" : undefined}
        />
        {errors.rating && (
          <p id="review-rating-error" role="alert" className="mt-1 text-sm text-red-700">
            {errors.rating}
          </p>
        )}
      </div>
      <CountedTextarea
        id="review-text"
        label="Your review"
        value={text}
        onChange={(v) => {
          setText(v);
          if (errors.reviewText) setErrors((e) => ({ ...e, reviewText: undefined }));
        }}
        max={LIMITS.reviewMax}
        count={count}
        placeholder="Tell other renters about the car, the pickup and the owner."
        hint={`Minimum ${LIMITS.reviewMin} characters`}
        error={errors.reviewText}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Submitting..." : "Submit Review"}
        </Button>
      </div>
    </form>
  );
}
