/**
 * Star ratings (customer document sections 5 and 9): `Stars` shows a rating out of 5 as one
 * image for screen readers; `StarInput` is the review dialog's radio group of five stars
 * labelled Poor, Fair, Good, Very Good, Excellent (native radios: arrow keys move, Tab leaves,
 * the focused star shows a ring).
 */
import { Star } from "lucide-react";
import { useState } from "react";
import { RATING_LABELS, ratingLabel } from "@/features/reviews/review-rules";
import { cn } from "@/lib/cn";

export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={`${rating} out of 5 stars`}
      className={cn("inline-flex items-center gap-0.5", className)}
    >
      {RATING_LABELS.map((label, i) => (
        <Star
          key={label}
          aria-hidden
          className={cn(
            "size-4",
            i < rating ? "fill-accent-400 text-accent-400" : "fill-slate-200 text-slate-300",
          )}
        />
      ))}
    </span>
  );
}

export function StarInput({
  value,
  onChange,
  name,
  describedBy,
}: {
  /** 0 when no star is chosen yet. */
  value: number;
  onChange(rating: number): void;
  name: string;
  /** Id of the error text, when there is one. */
  describedBy?: string;
}) {
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-slate-800">Your rating</legend>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the hover preview only; the radios carry the keyboard and screen-reader behaviour */}
        <div className="flex gap-1" onMouseLeave={() => setHover(0)}>
          {RATING_LABELS.map((label, i) => {
            const stars = i + 1;
            return (
              <label
                key={label}
                onMouseEnter={() => setHover(stars)}
                className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-brand-700"
              >
                <input
                  type="radio"
                  name={name}
                  value={stars}
                  checked={value === stars}
                  onChange={() => onChange(stars)}
                  aria-label={`${stars} ${stars === 1 ? "star" : "stars"}, ${label}`}
                  className="sr-only"
                />
                <Star
                  aria-hidden
                  className={cn(
                    "size-8 transition-colors",
                    stars <= shown
                      ? "fill-accent-400 text-accent-400"
                      : "fill-transparent text-slate-400",
                  )}
                />
              </label>
            );
          })}
        </div>
        <span aria-hidden className="min-w-20 text-sm font-medium text-slate-700">
          {ratingLabel(shown)}
        </span>
      </div>
    </fieldset>
  );
}
