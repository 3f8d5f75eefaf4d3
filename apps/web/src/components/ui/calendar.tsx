/**
 * The month grid of the date picker (customer document section 5): a 6-week grid of 42 days,
 * Sunday first, with past days, days outside [min, max] and booked ranges (both ends
 * inclusive) disabled. Keyboard use follows the WAI-ARIA date picker dialog pattern: one day
 * is tabbable (roving tabindex); arrows move by day and week, Home/End to the week's ends,
 * PageUp/PageDown by month (with Shift by year); Enter or Space selects. Days are 'YYYY-MM-DD'
 * strings; local Dates are only built from their parts (STYLE 8).
 */
import {
  addDays,
  addMonths,
  addYears,
  endOfMonth,
  endOfWeek,
  format,
  startOfMonth,
  startOfWeek,
} from "date-fns";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { formatLongDay, parseDay } from "../../lib/format-date";

/** A held range of days, 'YYYY-MM-DD', both ends inclusive. */
export interface DayRange {
  start: string;
  end: string;
}

export interface CalendarProps {
  /** The selected day, 'YYYY-MM-DD', or ''. */
  value: string;
  /** The day that holds focus first. */
  initialFocus: string;
  /** Earliest selectable day; India's today or later. */
  min: string;
  /** Latest selectable day, if any. */
  max?: string;
  booked?: DayRange[];
  /** Days shown as the chosen range (pickup to return). */
  highlight?: DayRange;
  /** India's today, marked with aria-current. */
  today: string;
  onSelect(day: string): void;
  /** Focus the initial day on mount (the picker just opened). */
  autoFocus?: boolean;
}

const ymd = (d: Date) => format(d, "yyyy-MM-dd");
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** True when `day` lies in one of `ranges` (both ends inclusive). */
export function isBooked(day: string, ranges: DayRange[] = []): boolean {
  return ranges.some((r) => day >= r.start && day <= r.end);
}

/** The 42 days shown for the month of `month`: from the Sunday on or before its 1st. */
export function monthGrid(month: Date): Date[] {
  const first = startOfWeek(startOfMonth(month), { weekStartsOn: 0 });
  return Array.from({ length: 42 }, (_, i) => addDays(first, i));
}

/** Where a key moves focus from `at` (WAI-ARIA date grid keys), or null for other keys. */
export function keyMove(key: string, at: Date, shift: boolean): Date | null {
  switch (key) {
    case "ArrowLeft":
      return addDays(at, -1);
    case "ArrowRight":
      return addDays(at, 1);
    case "ArrowUp":
      return addDays(at, -7);
    case "ArrowDown":
      return addDays(at, 7);
    case "Home":
      return startOfWeek(at, { weekStartsOn: 0 });
    case "End":
      return endOfWeek(at, { weekStartsOn: 0 });
    case "PageUp":
      return shift ? addYears(at, -1) : addMonths(at, -1);
    case "PageDown":
      return shift ? addYears(at, 1) : addMonths(at, 1);
    default:
      return null;
  }
}

const clamp = (day: string, min: string, max?: string) =>
  day < min ? min : max && day > max ? max : day;

export function Calendar({
  value,
  initialFocus,
  min,
  max,
  booked = [],
  highlight,
  today,
  onSelect,
  autoFocus = false,
}: CalendarProps) {
  const [focused, setFocused] = useState(initialFocus);
  const wantFocus = useRef(autoFocus);
  const gridRef = useRef<HTMLTableElement>(null);
  const headingId = useId();

  const month = startOfMonth(parseDay(focused));
  const days = monthGrid(month);
  const prevDisabled = ymd(endOfMonth(addMonths(month, -1))) < min;
  const nextDisabled = !!max && ymd(addMonths(month, 1)) > max;

  useEffect(() => {
    if (!wantFocus.current) return;
    wantFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const moveTo = (next: Date, focusGrid = true) => {
    wantFocus.current = focusGrid;
    setFocused(clamp(ymd(next), min, max));
  };

  const unavailable = (day: string) => day < min || (!!max && day > max) || isBooked(day, booked);

  const onKeyDown = (e: KeyboardEvent) => {
    const next = keyMove(e.key, parseDay(focused), e.shiftKey);
    if (!next) return;
    e.preventDefault();
    moveTo(next);
  };

  return (
    <div className="w-[18.5rem] select-none">
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          aria-label="Previous month"
          disabled={prevDisabled}
          onClick={() => moveTo(addMonths(parseDay(focused), -1), false)}
          className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 disabled:opacity-30"
        >
          <ChevronLeft className="size-4" aria-hidden />
        </button>
        <h2 id={headingId} aria-live="polite" className="text-sm font-semibold text-slate-900">
          {format(month, "MMMM yyyy")}
        </h2>
        <button
          type="button"
          aria-label="Next month"
          disabled={nextDisabled}
          onClick={() => moveTo(addMonths(parseDay(focused), 1), false)}
          className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 disabled:opacity-30"
        >
          <ChevronRight className="size-4" aria-hidden />
        </button>
      </div>
      <table
        ref={gridRef}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date grid is a table with role grid.
        role="grid"
        aria-labelledby={headingId}
        onKeyDown={onKeyDown}
        className="w-full border-collapse"
      >
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th
                key={d}
                scope="col"
                abbr={d}
                className="pb-1 text-center text-xs font-medium text-slate-500"
              >
                {d.slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[0, 1, 2, 3, 4, 5].map((week) => (
            <tr key={week}>
              {days.slice(week * 7, week * 7 + 7).map((date) => {
                const day = ymd(date);
                return (
                  <DayCell
                    key={day}
                    day={day}
                    label={format(date, "d")}
                    outside={date.getMonth() !== month.getMonth()}
                    selected={day === value}
                    inRange={!!highlight && day >= highlight.start && day <= highlight.end}
                    booked={isBooked(day, booked)}
                    disabled={unavailable(day)}
                    isToday={day === today}
                    tabbable={day === focused}
                    onPick={() => {
                      setFocused(day);
                      if (!unavailable(day)) onSelect(day);
                    }}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
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

function DayCell(props: {
  day: string;
  label: string;
  outside: boolean;
  selected: boolean;
  inRange: boolean;
  booked: boolean;
  disabled: boolean;
  isToday: boolean;
  tabbable: boolean;
  onPick(): void;
}) {
  const { day, selected, disabled, booked } = props;
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: the day button inside the cell takes focus (roving tabindex).
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: gridcell of the WAI-ARIA date grid.
    <td role="gridcell" aria-selected={selected} className="p-0.5 text-center">
      <button
        type="button"
        data-day={day}
        tabIndex={props.tabbable ? 0 : -1}
        aria-label={formatLongDay(day)}
        aria-disabled={disabled || undefined}
        aria-current={props.isToday ? "date" : undefined}
        title={booked ? "Already booked" : undefined}
        onClick={props.onPick}
        className={cn(
          "size-9 rounded-lg text-sm tabular-nums transition-colors focus-visible:outline-offset-0",
          selected
            ? "bg-brand-700 font-semibold text-white"
            : booked
              ? "cursor-not-allowed bg-red-50 text-red-300 line-through"
              : disabled
                ? "cursor-not-allowed text-slate-300"
                : cn(
                    "hover:bg-brand-100",
                    props.inRange
                      ? "bg-brand-50 text-brand-800"
                      : props.outside
                        ? "text-slate-500"
                        : "text-slate-800",
                  ),
          props.isToday && !selected && "ring-1 ring-brand-400 ring-inset",
        )}
      >
        {props.label}
      </button>
    </td>
  );
}
