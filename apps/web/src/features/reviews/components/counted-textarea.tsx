/**
 * A labelled text box with its character counter ('37/500') and an error line, shared by the
 * review and reply dialogs. Typing stops at `max`; the counter turns amber while the trimmed
 * text is shorter than the minimum.
 */
import { forwardRef } from "react";
import type { CounterState } from "@/features/reviews/review-rules";
import { cn } from "@/lib/cn";

export interface CountedTextareaProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  max: number;
  count: CounterState;
  placeholder?: string;
  error?: string;
  /** Extra text under the box (e.g. 'Minimum 10 characters'). */
  hint?: string;
}

export const CountedTextarea = forwardRef<HTMLTextAreaElement, CountedTextareaProps>(
  function CountedTextarea(
    { id, label, value, onChange, max, count, placeholder, error, hint },
    ref,
  ) {
    const errorId = `${id}-error`;
    const counterId = `${id}-counter`;
    return (
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <textarea
          ref={ref}
          id={id}
          rows={5}
          maxLength={max}
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={cn(counterId, error && errorId)}
          className={cn(
            "mt-1.5 block w-full resize-y rounded-lg border px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700",
            error ? "border-red-400" : "border-slate-300",
          )}
        />
        <div className="mt-1 flex justify-between gap-3 text-xs">
          <span className="text-slate-600">{hint}</span>
          <span
            id={counterId}
            className={cn("tabular-nums", count.missing > 0 ? "text-amber-800" : "text-slate-600")}
          >
            {count.text}
            <span className="sr-only"> characters</span>
          </span>
        </div>
        {error && (
          <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  },
);
