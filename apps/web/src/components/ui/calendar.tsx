/**
 * The month grid of the date picker (customer document section 5), drawn by react-day-picker:
 * always six weeks (42 days, outside days shown), Sunday first, with days before `min`, after
 * `max` and inside booked or unavailable ranges (both ends inclusive) disabled. The library supplies the
 * WAI-ARIA date grid keys: one day is tabbable; arrows move by day and week, Home/End to the
 * week's ends, PageUp/PageDown by month (with Shift by year), skipping disabled days; Enter or
 * Space selects. Days are 'YYYY-MM-DD' strings; the Dates handed to the library are local
 * midnights built from their parts (STYLE 8).
 */
import { startOfMonth } from "date-fns";
import { type ComponentProps, createContext, useContext, useRef } from "react";
import { type DayButtonProps, DayPicker, type Matcher, useDayPicker } from "react-day-picker";
import { cn } from "@/lib/cn";
import { longDayLabel, parseDay } from "@/lib/format-date";
import type { DayRange } from "./day-range";
import {
  Chevron,
  gridDateLib,
  monthCaption,
  monthNavLabels,
  toInterval,
  useDayFocus,
  ymd,
} from "./month-grid-parts";

export interface CalendarProps {
  /** The selected day, 'YYYY-MM-DD', or ''. */
  value: string;
  /** A day of the month shown first ('YYYY-MM-DD'). */
  month: string;
  /** Earliest selectable day; India's today or later. */
  min: string;
  /** Latest selectable day, if any. */
  max?: string;
  booked?: DayRange[];
  /** Days a rule forbids: disabled, drawn as any unavailable day. */
  unavailable?: DayRange[];
  /** Days shown as the chosen range (pickup to return). */
  highlight?: DayRange;
  /** India's today, marked with aria-current. */
  today: string;
  onSelect(day: string): void;
  /**
   * Focus a day on mount (the picker just opened): the selected day, else today, else the
   * month's first selectable day.
   */
  autoFocus?: boolean;
}

const navButton =
  "flex size-8 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 aria-disabled:cursor-default aria-disabled:opacity-30 aria-disabled:hover:bg-transparent";

export function Calendar({
  value,
  month,
  min,
  max,
  booked = [],
  unavailable = [],
  highlight,
  today,
  onSelect,
  autoFocus = false,
}: CalendarProps) {
  const disabled: Matcher[] = [
    { before: parseDay(min) },
    ...booked.map(toInterval),
    ...unavailable.map(toInterval),
  ];
  if (max) disabled.push({ after: parseDay(max) });
  const limits = {
    first: startOfMonth(parseDay(min)),
    last: max ? startOfMonth(parseDay(max)) : undefined,
  };

  return (
    <div className="w-[18.5rem] select-none">
      <MonthLimits.Provider value={limits}>
        <DayPicker
          mode="single"
          required
          selected={value ? parseDay(value) : undefined}
          onSelect={(date) => onSelect(ymd(date))}
          defaultMonth={parseDay(month)}
          today={parseDay(today)}
          disabled={disabled}
          modifiers={{
            booked: booked.map(toInterval),
            highlight: highlight ? toInterval(highlight) : undefined,
          }}
          weekStartsOn={0}
          fixedWeeks
          showOutsideDays
          autoFocus={autoFocus}
          navLayout="around"
          labels={{
            ...monthNavLabels,
            labelDayButton: longDayLabel,
          }}
          dateLib={gridDateLib}
          components={{ CaptionLabel, Chevron, DayButton, PreviousMonthButton, NextMonthButton }}
          classNames={{
            month: "grid grid-cols-[auto_1fr_auto] items-center gap-y-2",
            month_caption: "flex justify-center",
            button_previous: navButton,
            button_next: navButton,
            month_grid: "col-span-3 w-full border-collapse",
            weekday: "pb-1 text-center text-xs font-medium text-slate-500",
            day: "p-0.5 text-center",
          }}
        />
      </MonthLimits.Provider>
      {booked.length > 0 && (
        <p className="mt-2 flex items-center gap-2 text-xs text-slate-500">
          <span
            aria-hidden
            className="inline-block size-3 rounded bg-red-100 ring-1 ring-red-200"
          />
          Already booked
        </p>
      )}
    </div>
  );
}

/**
 * The first and last months (their 1st) the arrows may show. Not the library's
 * startMonth/endMonth: those hide the outside days beyond them, and the grid must always show
 * 42 days.
 */
const MonthLimits = createContext<{ first: Date; last?: Date }>({ first: new Date(0) });

function monthButton(direction: "previous" | "next") {
  return function MonthButton(props: ComponentProps<"button">) {
    const { previousMonth, nextMonth } = useDayPicker();
    const { first, last } = useContext(MonthLimits);
    const off =
      direction === "previous"
        ? !previousMonth || previousMonth < first
        : !nextMonth || (!!last && nextMonth > last);
    return (
      <button
        {...props}
        tabIndex={off ? -1 : undefined}
        aria-disabled={off || undefined}
        onClick={off ? undefined : props.onClick}
      />
    );
  };
}
const PreviousMonthButton = monthButton("previous");
const NextMonthButton = monthButton("next");

const CaptionLabel = monthCaption("h2");

/**
 * One day. Unavailable days keep focus and their name for screen readers (aria-disabled
 * instead of the library's native `disabled`); a click on them selects nothing (the library
 * ignores it). Booked days say so in a tooltip.
 */
function DayButton({ day: _day, modifiers, disabled, className: _rdp, ...props }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useDayFocus(ref, modifiers.focused);
  const { selected, booked, highlight, outside, today } = modifiers;
  const unavailable = modifiers.disabled || disabled;
  return (
    <button
      ref={ref}
      {...props}
      aria-disabled={unavailable || undefined}
      aria-current={today ? "date" : undefined}
      title={booked ? "Already booked" : undefined}
      className={cn(
        "size-9 rounded-lg text-sm tabular-nums transition-colors focus-visible:outline-offset-0",
        selected
          ? "bg-brand-700 font-semibold text-white"
          : booked
            ? "cursor-not-allowed bg-red-50 text-red-300 line-through"
            : unavailable
              ? "cursor-not-allowed text-slate-300"
              : cn(
                  "hover:bg-brand-100",
                  highlight
                    ? "bg-brand-50 text-brand-800"
                    : outside
                      ? "text-slate-500"
                      : "text-slate-800",
                ),
        today && !selected && "ring-1 ring-brand-400 ring-inset",
      )}
    />
  );
}
