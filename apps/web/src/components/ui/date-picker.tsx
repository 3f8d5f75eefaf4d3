/**
 * Date picker (customer document section 5): a labelled trigger showing the chosen day
 * ('7 Dec 2026') or a placeholder, opening a Radix popover with the month grid (Calendar,
 * react-day-picker). Past days (India's today decides), days before `min` (the return
 * picker's is the pickup day), booked ranges and `unavailable` ranges are disabled. Choosing a day closes the
 * popover; so does Escape, and focus returns to the trigger. Values are 'YYYY-MM-DD' strings.
 * The month grid (react-day-picker, date-fns formatting) loads when the popover first opens,
 * so pages with date pickers do not carry it in their own JavaScript (docs/PERFORMANCE.md),
 * and draws in the task after the popover's first paint (AfterFirstPaint).
 */
import { addDaysTo, indiaToday } from "@gaadi/shared";
import { CalendarDays } from "lucide-react";
import { Popover } from "radix-ui";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { cn } from "@/lib/cn";
import { formatDay } from "@/lib/format-date";
import { type DayRange, isBooked } from "./day-range";
import { inputClass } from "./field";
import { Spinner } from "./spinner";

export type { DayRange } from "./day-range";

const Calendar = lazy(() => import("./calendar").then((m) => ({ default: m.Calendar })));

/**
 * The space of the month grid (calendar.tsx: 18.5rem by 18.75rem, 1.5rem more with its
 * "Already booked" legend), blank or with a spinner while the grid's module loads.
 */
function GridPlaceholder({ legend, spinner }: { legend: boolean; spinner?: boolean }) {
  const size = cn("w-[18.5rem]", legend ? "h-[20.25rem]" : "h-[18.75rem]");
  return spinner ? (
    <Spinner className={cn(size, "flex items-center justify-center")} />
  ) : (
    <div aria-hidden className={size} />
  );
}

/**
 * Shows `placeholder` for the first frame and `children` in a task after it (a frame, then a
 * timer): the press that opens the popover paints it at once, and the month grid's render
 * (42 day buttons, 100-150 ms on a phone-speed CPU) comes after that paint instead of
 * delaying it (issue 26: interaction to next paint <= 200 ms for opening the date picker).
 */
function AfterFirstPaint({
  placeholder,
  children,
}: {
  placeholder: ReactNode;
  children: ReactNode;
}) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? children : placeholder;
}

export interface DatePickerProps {
  id: string;
  label: string;
  /** 'YYYY-MM-DD' or ''. */
  value: string;
  onChange(day: string): void;
  /** Earliest selectable day; today (India) when absent or earlier. */
  min?: string;
  /** Latest selectable day. */
  max?: string;
  /** Held ranges, both ends inclusive, shown and disabled. */
  booked?: DayRange[];
  /** Other days that cannot be chosen (a rule forbids them), disabled without the booked look. */
  unavailable?: DayRange[];
  /** The chosen range to tint (pickup to return). */
  highlight?: DayRange;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
}

/** The first selectable day from `from`: not booked and not after `max` (else `from`). */
function firstFree(from: string, booked: DayRange[], max?: string): string {
  let day = from;
  for (const r of [...booked].sort((a, b) => a.start.localeCompare(b.start))) {
    if (day >= r.start && day <= r.end) day = addDaysTo(r.end, 1);
  }
  return max && day > max ? from : day;
}

export function DatePicker({
  id,
  label,
  value,
  onChange,
  min,
  max,
  booked = [],
  unavailable = [],
  highlight,
  placeholder = "Select date",
  disabled,
  className,
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const today = indiaToday();
  const lower = min && min > today ? min : today;
  const taken = [...booked, ...unavailable];
  // The month shown first: the chosen day's when it can still be chosen, else the first free day's.
  const month =
    value && value >= lower && !isBooked(value, taken) ? value : firstFree(lower, taken, max);

  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label id={`${id}-label`} htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <button
            id={id}
            type="button"
            disabled={disabled}
            aria-labelledby={`${id}-label ${id}-value`}
            className={cn(inputClass, "flex items-center gap-2 text-left")}
          >
            <CalendarDays className="size-4 shrink-0 text-brand-700" aria-hidden />
            <span id={`${id}-value`} className={value ? "text-slate-900" : "text-slate-500"}>
              {value ? formatDay(value) : placeholder}
            </span>
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            collisionPadding={8}
            aria-label={`Choose ${label.toLowerCase()}`}
            onOpenAutoFocus={(e) => e.preventDefault()}
            className="z-50 rounded-xl border border-slate-200 bg-white p-3 shadow-xl"
          >
            {/* The grid's own size: the popover keeps its place and size as the grid arrives. */}
            <Suspense fallback={<GridPlaceholder legend={booked.length > 0} spinner />}>
              <AfterFirstPaint placeholder={<GridPlaceholder legend={booked.length > 0} />}>
                <Calendar
                  value={value}
                  month={month}
                  min={lower}
                  max={max}
                  booked={booked}
                  unavailable={unavailable}
                  highlight={highlight}
                  today={today}
                  autoFocus
                  onSelect={(day) => {
                    onChange(day);
                    setOpen(false);
                  }}
                />
              </AfterFirstPaint>
            </Suspense>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
