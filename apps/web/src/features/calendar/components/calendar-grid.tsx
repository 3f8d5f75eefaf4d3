/**
 * The owner's month grid of one car (issue 15 item 5), drawn by react-day-picker in range
 * mode: two months side by side from tablet width, stacked on phones, from this month to a
 * year ahead (LIMITS.maxAdvanceDays). Each day is coloured by what holds it (calendar-days.ts)
 * and says so in its accessible name ('Saturday, 12 December 2026, Blocked: Service').
 *
 * Selecting: a first click (or Enter) picks one day, a second the other end; a third starts
 * again. A range that would cross a booked or blocked day is refused (onRefuseRange, so the
 * panel can say why) and the first day stays chosen (issue 25 defect 12). Past
 * days and the days of pending, booked and on_rent bookings cannot be chosen (they keep focus
 * and their names); a blocked day selects its block instead, for unblocking. The library
 * supplies the WAI-ARIA grid keys (arrows, Home/End, PageUp/PageDown).
 */
import { addDaysTo, type CarBlock, type CarCalendar, LIMITS } from "@gaadi/shared";
import { useRef } from "react";
import { type DayButtonProps, DayPicker, type Matcher } from "react-day-picker";
import {
  Chevron,
  gridDateLib,
  monthCaption,
  monthNavLabels,
  toInterval,
  useDayFocus,
  ymd,
} from "@/components/ui/month-grid-parts";
import {
  blockOn,
  crossesTakenDay,
  DAY_KINDS,
  dayNote,
  heldByBookings,
  rangesByKind,
} from "@/features/calendar/calendar-days";
import { cn } from "@/lib/cn";
import { formatLongDay, parseDay } from "@/lib/format-date";

/** The days being chosen: `end` is absent until the second click. */
export interface Selection {
  start: string;
  end?: string;
}

export interface CalendarGridProps {
  calendar: CarCalendar;
  /** India's today, 'YYYY-MM-DD'. */
  today: string;
  selection: Selection | null;
  /** The block chosen for unblocking, drawn as selected. */
  selectedBlock: CarBlock | null;
  onSelectDays(selection: Selection | null): void;
  onSelectBlock(block: CarBlock): void;
  /** A second day was chosen across a held or blocked day: `start` stays chosen. */
  onRefuseRange(start: string, end: string): void;
}

const navButton =
  "flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 disabled:cursor-default disabled:opacity-30 disabled:hover:bg-transparent";

export function CalendarGrid({
  calendar,
  today,
  selection,
  selectedBlock,
  onSelectDays,
  onSelectBlock,
  onRefuseRange,
}: CalendarGridProps) {
  const kinds = rangesByKind(calendar);
  const last = addDaysTo(today, LIMITS.maxAdvanceDays);
  const disabled: Matcher[] = [
    { before: parseDay(today) },
    { after: parseDay(last) },
    ...heldByBookings(calendar).map(toInterval),
  ];
  const selected = selection
    ? { from: parseDay(selection.start), to: selection.end ? parseDay(selection.end) : undefined }
    : undefined;
  const firstMonth = selection?.start ?? today;

  return (
    <DayPicker
      mode="range"
      resetOnSelect
      selected={selected}
      onSelect={(range, trigger, modifiers) => {
        const day = ymd(trigger);
        const block = modifiers.blocked ? blockOn(day, calendar) : undefined;
        if (block) return onSelectBlock(block);
        if (!range?.from) return onSelectDays(null);
        const start = ymd(range.from);
        const end = range.to ? ymd(range.to) : undefined;
        if (end && crossesTakenDay(start, end, calendar)) {
          return onRefuseRange(selection?.start ?? start, day);
        }
        onSelectDays({ start, end });
      }}
      defaultMonth={parseDay(firstMonth)}
      startMonth={parseDay(today)}
      endMonth={parseDay(last)}
      numberOfMonths={2}
      today={parseDay(today)}
      disabled={disabled}
      modifiers={{
        pending: kinds.pending.map(toInterval),
        booked: kinds.booked.map(toInterval),
        on_rent: kinds.on_rent.map(toInterval),
        completed: kinds.completed.map(toInterval),
        blocked: kinds.blocked.map(toInterval),
        chosenBlock: selectedBlock ? toInterval(selectedBlock) : [],
      }}
      weekStartsOn={0}
      labels={{
        ...monthNavLabels,
        labelDayButton: (date, m) => {
          const day = ymd(date);
          const note = dayNote(day, calendar);
          const parts = [formatLongDay(day)];
          if (m.today) parts.push("today");
          if (note) parts.push(note);
          if (m.selected || m.chosenBlock) parts.push("selected");
          return parts.join(", ");
        },
      }}
      dateLib={gridDateLib}
      components={{ CaptionLabel, Chevron, DayButton }}
      classNames={{
        root: "relative",
        months: "flex flex-wrap justify-center gap-x-10 gap-y-6",
        month: "space-y-2",
        nav: "absolute inset-x-0 top-0 flex justify-between",
        button_previous: navButton,
        button_next: navButton,
        month_caption: "flex h-9 items-center justify-center",
        month_grid: "border-collapse",
        weekday: "pb-1 text-center text-xs font-medium text-slate-500",
        day: "p-0.5 text-center",
      }}
    />
  );
}

/** Month names are h3: the grid sits under the section's h2. */
const CaptionLabel = monthCaption("h3");

/** Colours of each kind of day (the legend uses the same). */
export const KIND_CLASSES = {
  pending: "bg-amber-100 text-amber-900",
  booked: "bg-emerald-100 text-emerald-900",
  on_rent: "bg-sky-100 text-sky-900",
  completed: "bg-violet-100 text-violet-900",
  blocked: "bg-slate-700 text-white",
} as const;

/**
 * One day. Days that cannot be chosen keep focus and their names (aria-disabled instead of the
 * library's native `disabled`); the library ignores clicks on them.
 */
function DayButton({
  day: _day,
  modifiers: m,
  disabled,
  className: _rdp,
  ...props
}: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useDayFocus(ref, m.focused);
  const off = m.disabled || disabled;
  const kind = m.blocked
    ? "blocked"
    : m.on_rent
      ? "on_rent"
      : m.booked
        ? "booked"
        : m.pending
          ? "pending"
          : m.completed
            ? "completed"
            : null;
  const chosen = m.selected || m.chosenBlock;
  const edge = m.range_start || m.range_end || m.chosenBlock;
  return (
    <button
      ref={ref}
      {...props}
      aria-disabled={off || undefined}
      aria-current={m.today ? "date" : undefined}
      title={kind ? props["aria-label"] : undefined}
      className={cn(
        "size-10 rounded-lg text-sm tabular-nums transition-colors focus-visible:outline-offset-0 sm:size-11",
        chosen && edge
          ? "bg-brand-700 font-semibold text-white ring-2 ring-brand-300"
          : chosen
            ? "bg-brand-100 font-medium text-brand-900"
            : kind
              ? cn(KIND_CLASSES[kind], "font-medium")
              : off
                ? "cursor-not-allowed text-slate-300"
                : "text-slate-800 hover:bg-brand-50",
        off && kind && "cursor-not-allowed",
        m.today && !chosen && "ring-2 ring-brand-500 ring-inset",
      )}
    />
  );
}

/** What the colours mean: each kind of day, today's ring and the selection. */
export function CalendarLegend() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-2 text-xs text-slate-600" aria-label="Legend">
      {DAY_KINDS.map(({ kind, label }) => (
        <li key={kind} className="flex items-center gap-1.5">
          <span aria-hidden className={cn("inline-block size-3.5 rounded", KIND_CLASSES[kind])} />
          {label}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="inline-block size-3.5 rounded bg-brand-700" />
        Selected
      </li>
      <li className="flex items-center gap-1.5">
        <span
          aria-hidden
          className="inline-block size-3.5 rounded ring-2 ring-brand-500 ring-inset"
        />
        Today
      </li>
    </ul>
  );
}
