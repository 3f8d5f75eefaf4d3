/**
 * Pieces both react-day-picker month grids share: the date picker's (calendar.tsx) and the
 * owner's car calendar (features/calendar). Days are 'YYYY-MM-DD' strings; the Dates handed
 * to the library are local midnights built from their parts (STYLE 8).
 */
import { format } from "date-fns";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type ComponentProps, type RefObject, useEffect } from "react";
import type { ChevronProps, DateLib } from "react-day-picker";
import { parseDay, ymdOf } from "@/lib/format-date";
import type { DayRange } from "./day-range";

/** A library Date back to 'YYYY-MM-DD'. */
export const ymd = ymdOf;

/**
 * react-day-picker's date library with its `format` answering the patterns it formats for
 * every day of the grid (each day's ids, "yyyy-MM-dd" and "yyyy-MM", and its number, "d")
 * from the Date's own fields; other patterns go to date-fns as before. Two months of the
 * owner's calendar are 84 days, over 300 date-fns calls each render, and opening the date
 * picker on a slow phone spent a fifth of its time there (issue 26, interaction to next
 * paint). month-grid-parts.test.ts compares the answers with date-fns's.
 */
export const gridDateLib: Partial<DateLib> = {
  format: (date, pattern, options) => {
    if (pattern === "yyyy-MM-dd") return ymdOf(date);
    if (pattern === "yyyy-MM") return ymdOf(date).slice(0, 7);
    if (pattern === "d") return String(date.getDate());
    return format(date, pattern, options);
  },
};

/** A range of days as the library's interval matcher (both ends inclusive). */
export const toInterval = (r: DayRange) => ({ from: parseDay(r.start), to: parseDay(r.end) });

/** The month arrows' names. */
export const monthNavLabels = {
  labelPrevious: () => "Previous month",
  labelNext: () => "Next month",
};

/** The month arrows' icons. */
export function Chevron({ orientation }: ChevronProps) {
  const Icon = orientation === "left" ? ChevronLeft : ChevronRight;
  return <Icon className="size-4" aria-hidden />;
}

/**
 * The month's name as a heading of `level` (h2 alone in a popover, h3 under a section's h2),
 * announced when the month changes.
 */
export function monthCaption(level: "h2" | "h3") {
  const Heading = level;
  return function CaptionLabel({ children, id }: ComponentProps<"span">) {
    return (
      <Heading id={id} aria-live="polite" className="text-sm font-semibold text-slate-900">
        {children}
      </Heading>
    );
  };
}

/**
 * A custom day button must move DOM focus with the library's roving focus, as the library's
 * own button does: focuses `ref` when the day becomes the focused one.
 */
export function useDayFocus(
  ref: RefObject<HTMLButtonElement | null>,
  focused: boolean | undefined,
) {
  useEffect(() => {
    if (focused) ref.current?.focus();
  }, [ref, focused]);
}
