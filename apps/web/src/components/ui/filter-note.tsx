/**
 * The line above a list narrowed by its URL (issue 11: the owner dashboard's "needs your
 * attention" links): 'Showing: <label>' as a chip and a link to `clearTo` (the same page
 * without the filter), e.g. 'Show all bookings'. Announced politely when it changes.
 */
import { Filter, X } from "lucide-react";
import { Link } from "react-router";

export function FilterNote({
  label,
  clearLabel,
  clearTo,
}: {
  label: string;
  clearLabel: string;
  clearTo: string;
}) {
  return (
    <div
      role="status"
      className="mb-5 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3"
    >
      <p className="inline-flex items-center gap-2 text-sm font-medium text-brand-900">
        <Filter className="size-4 shrink-0 text-brand-700" aria-hidden />
        Showing: {label}
      </p>
      <Link
        to={clearTo}
        className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        <X className="size-4" aria-hidden />
        {clearLabel}
      </Link>
    </div>
  );
}
