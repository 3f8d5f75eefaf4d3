/**
 * The owner's reply dialog (owner document sections 2, 5, 7 and 8): title 'Reply to Review' or
 * 'Edit Your Reply'; the review it answers; four quick suggestions chosen by the rating's band;
 * Clear and Custom Reply; the text (10 to 400 characters after trimming, Submit disabled below
 * 10) with its counter; short guidelines; the note that only one reply is allowed and it cannot
 * be deleted. POST for a new reply, PUT to edit; success shows the server's sentence (else
 * 'Reply submitted successfully!' / 'Reply updated successfully!'), failure the server's
 * message or 'Failed to submit reply. Please try again.'; the lists reload after.
 */
import { LIMITS, type OwnerReview, REVIEW_MSG } from "@gaadi/shared";
import { Info, Sparkles } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useEditReply } from "@/features/reviews/api/edit-reply";
import { useReplyToReview } from "@/features/reviews/api/reply-to-review";
import { replyCounter, replySuggestions } from "@/features/reviews/review-rules";
import { errorMessage, toastApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { CountedTextarea } from "./counted-textarea";
import { Stars } from "./stars";

export function ReplyDialog({
  review,
  onOpenChange,
}: {
  /** The review to answer; null closes the dialog. An existing ownerReply means editing. */
  review: OwnerReview | null;
  onOpenChange(open: boolean): void;
}) {
  const editing = !!review?.ownerReply;
  return (
    <Dialog
      open={!!review}
      onOpenChange={onOpenChange}
      title={editing ? "Edit Your Reply" : "Reply to Review"}
      description={
        review ? `${review.user.name} on your ${review.car.brand} ${review.car.model}` : undefined
      }
      size="max-w-xl"
    >
      {review && <ReplyForm key={review._id} review={review} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function ReplyForm({ review, onDone }: { review: OwnerReview; onDone(): void }) {
  const editing = !!review.ownerReply;
  const [text, setText] = useState(review.ownerReply?.text ?? "");
  const box = useRef<HTMLTextAreaElement>(null);
  const post = useReplyToReview();
  const put = useEditReply();
  const busy = post.isPending || put.isPending;
  const count = replyCounter(text);
  const suggestions = replySuggestions(review.rating);

  const submit = () => {
    if (!count.valid) return;
    const input = { reviewId: review._id, replyText: text.trim() };
    (editing ? put : post).mutate(input, {
      onSuccess: (res) => {
        toast.success(
          res.message || (editing ? REVIEW_MSG.replyUpdated : REVIEW_MSG.replySubmitted),
        );
        onDone();
      },
      onError: (err) => toastApiError(err, errorMessage(err, REVIEW_MSG.replyFailed)),
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
      <blockquote className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
        <Stars rating={review.rating} />
        <p className="mt-1.5 line-clamp-4 whitespace-pre-line break-words">{review.reviewText}</p>
      </blockquote>

      <section aria-labelledby="suggestions-title">
        <h3
          id="suggestions-title"
          className="flex items-center gap-1.5 text-sm font-medium text-slate-800"
        >
          <Sparkles className="size-4 text-brand-700" aria-hidden />
          Quick suggestions
        </h3>
        <ul className="mt-2 grid gap-2">
          {suggestions.map((s) => (
            <li key={s}>
              <button
                type="button"
                aria-pressed={text === s}
                onClick={() => setText(s)}
                className="w-full rounded-lg border border-slate-200 px-3 py-2 text-left text-sm text-slate-700 hover:border-brand-400 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 aria-pressed:border-brand-600 aria-pressed:bg-brand-50"
              >
                {s}
              </button>
            </li>
          ))}
        </ul>
        <div className="mt-2 flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => setText("")} disabled={!text}>
            Clear
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              if (suggestions.includes(text)) setText("");
              box.current?.focus();
            }}
          >
            Custom Reply
          </Button>
        </div>
      </section>

      <CountedTextarea
        ref={box}
        id="reply-text"
        label="Your reply"
        value={text}
        onChange={setText}
        max={LIMITS.replyMax}
        count={count}
        placeholder="Thank the renter and answer what they raised."
        hint={count.missing > 0 ? `${count.missing} more characters needed` : undefined}
      />

      <div className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
        <p className="font-medium text-slate-800">Guidelines</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          <li>Be polite and thank the renter for their time.</li>
          <li>Answer the points they raised; keep it short and specific.</li>
          <li>Do not share phone numbers, addresses or payment details.</li>
        </ul>
        <p className="mt-3 flex gap-2 text-amber-900">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          Only one reply is allowed per review and it cannot be deleted. You can edit it later.
        </p>
      </div>

      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!count.valid || busy}>
          {busy ? "Submitting..." : editing ? "Update Reply" : "Submit Reply"}
        </Button>
      </div>
    </form>
  );
}
