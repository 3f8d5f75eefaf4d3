/**
 * The availability-mode banner (customer document section 4): the listing shows only cars
 * free in a city on the chosen dates; the banner says so and offers to show every car. And
 * the notice of a link whose dates were left out (issue 25, item 1).
 */
import { CalendarRange, X } from "lucide-react";
import { Link, type To } from "react-router";
import { type AvailabilitySearch, LISTING_LINK_MSG } from "@/features/cars/listing-params";
import { cn } from "@/lib/cn";
import { formatDay } from "@/lib/format-date";

/** 'The dates in this link are not valid dates, so they were left out.' */
export function BadDatesNotice({ className }: { className?: string }) {
  return (
    <p
      role="status"
      className={cn("rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900", className)}
    >
      {LISTING_LINK_MSG.badDates}
    </p>
  );
}

export function AvailabilityBanner({
  search,
  clearLink,
}: {
  search: AvailabilitySearch;
  /** The listing without the availability search (a link: it works without script). */
  clearLink: To;
}) {
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-3 text-brand-900">
        <CalendarRange className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
        <span>
          Available in <strong>{search.location}</strong> from{" "}
          <strong>{formatDay(search.pickupDate)}</strong> to{" "}
          <strong>{formatDay(search.returnDate)}</strong>
        </span>
      </p>
      <Link
        to={clearLink}
        preventScrollReset
        className="inline-flex h-9 shrink-0 items-center gap-1.5 self-start rounded-lg border border-brand-300 bg-white px-3 text-sm font-medium text-brand-800 hover:bg-brand-100 sm:self-auto"
      >
        <X className="size-4" aria-hidden />
        Show all cars
      </Link>
    </div>
  );
}
