/**
 * The listing's search box (customer document sections 2 and 5): starts from ?search= and
 * writes it back after a pause or on Enter; matches brand, model, category, transmission,
 * location, city, state and street. A search longer than the server takes (CAR_LISTING's
 * searchMax) stays in the box with a message and is not applied (issue 25, item 4).
 * It is a GET form to /cars naming `search`, carrying the listing's other parameters (filters,
 * availability search) as hidden fields, so Enter searches before any script runs too (issue
 * 26, item 2); once hydrated the page handles it without a reload.
 */
import { CAR_LISTING } from "@gaadi/shared";
import { Search, X } from "lucide-react";
import { useId } from "react";
import { LISTING_LINK_MSG } from "@/features/cars/listing-params";
import { useDraft } from "@/features/cars/use-draft";

/** The length the server counts (it trims), or 0 when the search is within its limit. */
function overLimit(search: string): number {
  const length = search.trim().length;
  return length > CAR_LISTING.searchMax ? length : 0;
}

export function ListingSearchBox({
  value,
  kept,
  onCommit,
}: {
  value: string;
  /** The listing's other parameters, [name, value] pairs, sent along by the form. */
  kept: readonly (readonly [string, string])[];
  onCommit(value: string): void;
}) {
  const { draft, change, flush } = useDraft(value, (v) => {
    if (!overLimit(v)) onCommit(v);
  });
  const tooLong = overLimit(draft);
  const errorId = useId();
  return (
    <search className="relative flex-1">
      <form
        method="get"
        action="/cars"
        onSubmit={(e) => {
          e.preventDefault();
          flush();
        }}
        className="relative"
      >
        {kept.map(([name, v], i) => (
          <input key={`${name}-${i}`} type="hidden" name={name} value={v} />
        ))}
        <label htmlFor="listing-search" className="sr-only">
          Search the listing
        </label>
        <Search
          className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <input
          id="listing-search"
          type="search"
          name="search"
          value={draft}
          onChange={(e) => change(e.target.value)}
          placeholder="Search by brand, model, category or city"
          aria-invalid={tooLong > 0}
          aria-describedby={tooLong ? errorId : undefined}
          className="h-12 w-full rounded-xl border border-slate-300 bg-white pl-11 pr-10 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-500 [&::-webkit-search-cancel-button]:hidden"
        />
        {draft && (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              change("");
              onCommit("");
            }}
            className="absolute right-2 top-1/2 -translate-y-1/2 rounded-md p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
          >
            <X className="size-4" aria-hidden />
          </button>
        )}
      </form>
      {tooLong > 0 && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-600">
          {LISTING_LINK_MSG.searchTooLong(tooLong)}
        </p>
      )}
    </search>
  );
}
