/**
 * The listing's quick filter chips (customer document sections 2 and 5): Luxury Cars, SUV,
 * Under ₹2000 (maxPrice 2000), Automatic, 7+ Seats (seating exactly 7), Petrol, and Instant
 * book (instantBook=true, issue 15). A chip is on (aria-current) while its filter holds exactly
 * its value; pressing it again removes the filter. Each chip is a link to the listing with its
 * filter set or removed, so it works before any script runs (issue 26, item 2); once hydrated
 * the client router follows it without reloading the page.
 */
import { Link, type To } from "react-router";

import type { FilterKey, RawFilters } from "@/features/cars/listing-params";
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
  return (
    <ul aria-label="Quick filters" className="flex flex-wrap gap-2">
      {QUICK_FILTERS.map((q) => {
        const on = filters[q.key]?.toLowerCase() === q.value.toLowerCase();
        return (
          <li key={q.label}>
            <Link
              to={linkTo(q.key, on ? undefined : q.value)}
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
