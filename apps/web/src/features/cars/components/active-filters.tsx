/**
 * Active-filter chips, each removable, and Clear All (customer document section 2, Listing).
 * Each is a link to the listing without that filter (or without any), so they work before any
 * script runs (issue 26, item 2).
 */
import { formatRupees } from "@gaadi/shared";
import { X } from "lucide-react";
import { Link, type To } from "react-router";
import { FILTER_KEYS, type FilterKey, type RawFilters } from "@/features/cars/listing-params";

function chipLabel(key: FilterKey, value: string): string {
  switch (key) {
    case "search":
      return `Search: “${value}”`;
    case "state":
      return `State: ${value}`;
    case "brand":
      return `Brand: ${value}`;
    case "category":
      return `Category: ${value}`;
    case "fuelType":
      return `Fuel: ${value}`;
    case "transmission":
      return `Transmission: ${value}`;
    case "seatingCapacity":
      return `${value} seats`;
    case "minPrice":
      return `From ${formatRupees(Number(value))}/day`;
    case "maxPrice":
      return `Up to ${formatRupees(Number(value))}/day`;
    case "instantBook":
      return "Instant book";
  }
}

export function ActiveFilters({
  filters,
  removeLink,
  clearAllLink,
}: {
  filters: RawFilters;
  /** The listing without the filter `key`. */
  removeLink(key: FilterKey): To;
  /** The listing without any filter. */
  clearAllLink: To;
}) {
  const active = FILTER_KEYS.filter((k) => filters[k]);
  if (active.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-slate-500">Active filters:</span>
      <ul className="contents">
        {active.map((key) => {
          const label = chipLabel(key, filters[key]!);
          return (
            <li key={key}>
              <Link
                to={removeLink(key)}
                preventScrollReset
                aria-label={`Remove filter ${label}`}
                className="inline-flex h-8 items-center gap-1.5 rounded-full bg-brand-50 pl-3 pr-2 text-sm font-medium text-brand-800 ring-1 ring-inset ring-brand-200 hover:bg-brand-100"
              >
                {label}
                <X className="size-4" aria-hidden />
              </Link>
            </li>
          );
        })}
      </ul>
      <Link
        to={clearAllLink}
        preventScrollReset
        className="inline-flex h-8 items-center rounded-md px-2 text-sm font-medium text-red-700 underline-offset-4 hover:underline"
      >
        Clear All
      </Link>
    </div>
  );
}
