/**
 * The listing's quick filter chips (customer document sections 2 and 5): Luxury Cars, SUV,
 * Under ₹2000 (maxPrice 2000), Automatic, 7+ Seats (seating exactly 7), Petrol, and Instant
 * book (instantBook=true, issue 15). A chip is on (aria-current) while its filter holds exactly
 * its value; pressing it again removes the filter. Each chip is a link to the listing with its
 * filter set or removed, so it works before any script runs (issue 26, item 2); once hydrated
 * the client router follows it without reloading the page.
 *
 * Once hydrated, a press shows the chip's new state at once and the listing follows after that
 * frame is painted (`afterPaint`): the listing's re-render is what made pressing a chip slow to
 * answer on a phone (issue 26 item 1, interaction to next paint). A press with a modifier key
 * (a new tab or window) is left to the browser.
 */
import { type MouseEvent, useState } from "react";
import { Link, type To, useNavigate } from "react-router";

import type { FilterKey, RawFilters } from "@/features/cars/listing-params";
import { afterPaint } from "@/lib/after-paint";
import { cn } from "@/lib/cn";

export const QUICK_FILTERS: readonly { label: string; key: FilterKey; value: string }[] = [
  { label: "Luxury Cars", key: "category", value: "Luxury" },
  { label: "SUV", key: "category", value: "SUV" },
  { label: "Under ₹2000", key: "maxPrice", value: "2000" },
  { label: "Automatic", key: "transmission", value: "Automatic" },
  { label: "7+ Seats", key: "seatingCapacity", value: "7" },
  { label: "Petrol", key: "fuelType", value: "Petrol" },
  { label: "Instant book", key: "instantBook", value: "true" },
];

export function QuickFilters({
  filters,
  linkTo,
}: {
  filters: RawFilters;
  /** The listing with `key` set to `value` (undefined: removed). */
  linkTo(key: FilterKey, value: string | undefined): To;
}) {
  const navigate = useNavigate();
  // The chip pressed whose listing is on its way: shown in its new state while the filters are
  // still those it was pressed on.
  const [pressed, setPressed] = useState<{
    label: string;
    on: boolean;
    pressedOn: RawFilters;
  } | null>(null);
  return (
    <ul aria-label="Quick filters" className="flex flex-wrap gap-2">
      {QUICK_FILTERS.map((q) => {
        const applied = filters[q.key]?.toLowerCase() === q.value.toLowerCase();
        const on =
          pressed?.label === q.label && pressed.pressedOn === filters ? pressed.on : applied;
        const to = linkTo(q.key, applied ? undefined : q.value);
        const press = (event: MouseEvent<HTMLAnchorElement>) => {
          if (
            event.button !== 0 ||
            event.metaKey ||
            event.ctrlKey ||
            event.shiftKey ||
            event.altKey
          )
            return;
          event.preventDefault();
          setPressed({ label: q.label, on: !applied, pressedOn: filters });
          afterPaint(() => navigate(to, { preventScrollReset: true }));
        };
        return (
          <li key={q.label}>
            <Link
              to={to}
              onClick={press}
              preventScrollReset
              aria-current={on ? "true" : undefined}
              className={cn(
                "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors",
                on
                  ? "border-brand-700 bg-brand-700 text-white hover:bg-brand-800"
                  : "border-slate-300 bg-white text-slate-700 hover:border-brand-300 hover:bg-brand-50",
              )}
            >
              {q.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
