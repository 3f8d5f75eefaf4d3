/**
 * The calendar of one car for its owner (issue 15 item 5, /owner/manage-cars/:id/calendar):
 * the month grid (bookings by status, blocked ranges), the panel that blocks the selected days
 * with an optional note or unblocks the selected block (after a confirmation), the blocked
 * ranges and upcoming bookings as lists, and the car's booking rules. Refusals of a block
 * (past days, an overlap, a range chosen across a held day: issue 25 defect 12, the first day
 * stays chosen) show beside the form before any request, and the server's 400/409
 * words when it refuses; other failures are toasts. Below xl width, chosen days also show in a
 * bar fixed at the bottom of the screen with its own Block dates button (the form is under the
 * months there). The grid loads with this page's module.
 */
import {
  type BookingStatus,
  CALENDAR_MSG,
  type CarBlock,
  type CarCalendar,
  daySpanWords,
  daysLabel,
  indiaToday,
  LIMITS,
} from "@gaadi/shared";
import { CalendarX2, Lock, Unlock } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field, Input } from "@/components/ui/field";
import { useBlockDates } from "@/features/calendar/api/block-dates";
import { useUnblockDates } from "@/features/calendar/api/unblock-dates";
import {
  daysText,
  inlineRefusal,
  selectionRefusal,
  spanText,
  upcomingBookings,
} from "@/features/calendar/calendar-days";
import { errorMessage, toastApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { CalendarGrid, CalendarLegend, type Selection } from "./calendar-grid";

export interface CarCalendarViewProps {
  calendar: CarCalendar;
  /** Draws a booking's status (the bookings feature's badge, passed in by the route). */
  renderStatus(status: BookingStatus): ReactNode;
}

const card = "rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5";

export function CarCalendarView({ calendar, renderStatus }: CarCalendarViewProps) {
  const today = indiaToday();
  const { car } = calendar;
  const block = useBlockDates(car._id);
  const unblock = useUnblockDates(car._id);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [selectedBlock, setSelectedBlock] = useState<CarBlock | null>(null);
  const [note, setNote] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const [unblocking, setUnblocking] = useState<CarBlock | null>(null);
  const noteId = useId();
  const formId = useId();
  const refusalRef = useRef<HTMLParagraphElement>(null);
  // A refusal earned from the phone's bottom bar is shown where the form is.
  useEffect(() => {
    if (refusal) refusalRef.current?.scrollIntoView({ block: "center", behavior: "smooth" });
  }, [refusal]);

  const chooseDays = (next: Selection | null) => {
    setSelection(next);
    setSelectedBlock(null);
    setRefusal(null);
  };
  // A range across a held day: the first day stays chosen and the panel names what holds.
  const refuseRange = (start: string, end: string) => {
    setSelection({ start });
    setSelectedBlock(null);
    const [from, to] = start <= end ? [start, end] : [end, start];
    setRefusal(selectionRefusal(from, to, calendar, today));
  };
  const chooseBlock = (b: CarBlock) => {
    setSelectedBlock(b);
    setSelection(null);
    setRefusal(null);
  };

  // The chosen days as a range: one day until the second click.
  const chosen = selection && { start: selection.start, end: selection.end ?? selection.start };

  const submit = () => {
    if (!chosen) return setRefusal(CALENDAR_MSG.datesRequired);
    const { start, end } = chosen;
    const refused = selectionRefusal(start, end, calendar, today);
    if (refused) return setRefusal(refused);
    block.mutate(
      { start, end, note },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          setSelection(null);
          setNote("");
        },
        onError: (err) => {
          const inline = inlineRefusal(err);
          if (inline) setRefusal(inline);
          else toastApiError(err, errorMessage(err, CALENDAR_MSG.blockFailed));
        },
      },
    );
  };

  const confirmUnblock = () =>
    unblocking &&
    unblock.mutate(unblocking._id, {
      onSuccess: (res) => {
        toast.success(res.message);
        setSelectedBlock(null);
      },
      onError: (err) => toastApiError(err, errorMessage(err, CALENDAR_MSG.unblockFailed)),
      onSettled: () => setUnblocking(null),
    });

  const upcoming = upcomingBookings(calendar);

  return (
    <div className={cn("space-y-6", chosen && "pb-20 xl:pb-0")}>
      {!car.isAvaliable && (
        <p className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          This car is hidden: renters cannot book it on any date. Show it again in Manage Cars.
        </p>
      )}

      <div className="grid gap-6 xl:grid-cols-[1fr_20rem]">
        <section className={card} aria-labelledby="calendar-heading">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 id="calendar-heading" className="text-lg font-semibold text-slate-900">
              Availability
            </h2>
            <CalendarLegend />
          </div>
          <CalendarGrid
            calendar={calendar}
            today={today}
            selection={selection}
            selectedBlock={selectedBlock}
            onSelectDays={chooseDays}
            onSelectBlock={chooseBlock}
            onRefuseRange={refuseRange}
          />
        </section>

        <section
          className={cn(card, "xl:sticky xl:top-4 xl:self-start")}
          aria-labelledby="block-heading"
        >
          <h2 id="block-heading" className="text-lg font-semibold text-slate-900">
            {selectedBlock ? "Blocked dates" : "Block dates"}
          </h2>
          <div aria-live="polite" className="mt-2 text-sm text-slate-700">
            {selectedBlock ? (
              <p>
                <span className="font-medium text-slate-900">
                  {spanText(selectedBlock.start, selectedBlock.end)}
                </span>{" "}
                · {daysText(selectedBlock.start, selectedBlock.end)}
                {selectedBlock.note && <span className="block">Note: {selectedBlock.note}</span>}
              </p>
            ) : chosen ? (
              <p>
                <span className="font-medium text-slate-900">
                  {spanText(chosen.start, chosen.end)}
                </span>{" "}
                · {daysText(chosen.start, chosen.end)}
                {!selection?.end && (
                  <span className="block text-slate-500">
                    Select another day to block a longer stretch.
                  </span>
                )}
              </p>
            ) : (
              <p className="text-slate-600">
                Select the first and last day on the calendar to keep the car off the market, for a
                service or a family trip. Select a blocked day to unblock it.
              </p>
            )}
          </div>

          {selectedBlock ? (
            <div className="mt-4 flex flex-wrap gap-3">
              <Button variant="danger" onClick={() => setUnblocking(selectedBlock)}>
                <Unlock className="size-4" aria-hidden />
                Unblock dates
              </Button>
              <Button variant="secondary" onClick={() => setSelectedBlock(null)}>
                Cancel
              </Button>
            </div>
          ) : (
            <form
              id={formId}
              className="mt-4 space-y-4"
              onSubmit={(e) => {
                e.preventDefault();
                submit();
              }}
            >
              <Field label="Note (optional)" htmlFor={noteId} hint="Only you see it.">
                <Input
                  id={noteId}
                  value={note}
                  maxLength={LIMITS.blockNoteMax}
                  placeholder="Service, Family trip"
                  onChange={(e) => setNote(e.target.value)}
                />
              </Field>
              {refusal && (
                <p
                  ref={refusalRef}
                  role="alert"
                  className="rounded-lg bg-red-50 p-3 text-sm text-red-700"
                >
                  {refusal}
                </p>
              )}
              <div className="flex flex-wrap gap-3">
                <Button type="submit" disabled={block.isPending}>
                  <Lock className="size-4" aria-hidden />
                  {block.isPending ? "Blocking..." : "Block dates"}
                </Button>
                {selection && (
                  <Button variant="secondary" onClick={() => chooseDays(null)}>
                    Clear
                  </Button>
                )}
              </div>
            </form>
          )}
        </section>
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <section className={card} aria-labelledby="blocks-heading">
          <h2 id="blocks-heading" className="text-lg font-semibold text-slate-900">
            Blocked dates
          </h2>
          {calendar.blocks.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">
              No blocked dates. Renters can book every free day.
            </p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100">
              {calendar.blocks.map((b) => (
                <li key={b._id} className="flex items-center justify-between gap-3 py-2.5">
                  <div className="min-w-0 text-sm">
                    <p className="font-medium text-slate-900">{spanText(b.start, b.end)}</p>
                    <p className="truncate text-slate-500">
                      {daysText(b.start, b.end)}
                      {b.note && ` · ${b.note}`}
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Unblock ${spanText(b.start, b.end)}`}
                    onClick={() => setUnblocking(b)}
                  >
                    Unblock
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className={card} aria-labelledby="bookings-heading">
          <h2 id="bookings-heading" className="text-lg font-semibold text-slate-900">
            Upcoming bookings
          </h2>
          {upcoming.length === 0 ? (
            <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
              <CalendarX2 className="size-4 text-slate-400" aria-hidden />
              No upcoming bookings.
            </p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100">
              {upcoming.map((b) => (
                <li key={b._id} className="flex items-center justify-between gap-3 py-2.5">
                  <div className="min-w-0 text-sm">
                    <p className="font-medium text-slate-900">{spanText(b.start, b.end)}</p>
                    <p className="truncate text-slate-500">
                      {b.renterName} · {daysText(b.start, b.end)}
                    </p>
                  </div>
                  {renderStatus(b.status)}
                </li>
              ))}
            </ul>
          )}
          <Link
            to="/owner/manage-bookings"
            className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline"
          >
            Manage Bookings
          </Link>
        </section>

        <section className={card} aria-labelledby="rules-heading">
          <h2 id="rules-heading" className="text-lg font-semibold text-slate-900">
            Booking rules
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-500">Advance notice</dt>
            <dd className="font-medium text-slate-900">
              {car.advanceNoticeDays === 0 ? "None" : daysLabel(car.advanceNoticeDays)}
            </dd>
            <dt className="text-slate-500">Minimum trip</dt>
            <dd className="font-medium text-slate-900">{daysLabel(car.minTripDays)}</dd>
            <dt className="text-slate-500">Maximum trip</dt>
            <dd className="font-medium text-slate-900">{daysLabel(car.maxTripDays)}</dd>
            <dt className="text-slate-500">Instant book</dt>
            <dd className="font-medium text-slate-900">{car.instantBook ? "On" : "Off"}</dd>
          </dl>
          <p className="mt-3 text-sm text-slate-600">
            Change them with Edit in{" "}
            <Link to="/owner/manage-cars" className="font-medium text-brand-700 hover:underline">
              Manage Cars
            </Link>
            .
          </p>
        </section>
      </div>

      {chosen && (
        // Below xl the form sits under the months: a phone keeps the chosen days and their
        // Block button in view at the bottom of the screen (it submits the same form).
        <section
          aria-label="Chosen dates"
          className="fixed inset-x-0 bottom-0 z-20 flex items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] xl:hidden"
        >
          <p className="min-w-0 text-sm text-slate-700">
            <span className="block font-medium text-slate-900">
              {spanText(chosen.start, chosen.end)}
            </span>
            {daysText(chosen.start, chosen.end)}
          </p>
          <Button type="submit" form={formId} disabled={block.isPending} className="shrink-0">
            <Lock className="size-4" aria-hidden />
            {block.isPending ? "Blocking..." : "Block dates"}
          </Button>
        </section>
      )}

      <ConfirmDialog
        open={unblocking !== null}
        onOpenChange={(open) => !open && setUnblocking(null)}
        type="warning"
        title="Unblock dates?"
        message={
          unblocking
            ? `Renters will be able to book ${car.brand} ${car.model} ${daySpanWords(unblocking.start, unblocking.end)} again.`
            : ""
        }
        confirmLabel="Unblock"
        busy={unblock.isPending}
        busyLabel="Unblocking..."
        onConfirm={confirmUnblock}
      />
    </div>
  );
}
