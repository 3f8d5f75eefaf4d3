/**
 * The car listing (customer document section 2 "Listing page", sections 4 and 5): search box,
 * quick chips, a toggleable advanced filter panel, active-filter chips with Clear All, a count
 * line, the grid, 'No vehicles found' (or, when the cars could not be loaded, that failure
 * alone with Try again), and pages. Filters live in the URL. With pickupLocation, pickupDate
 * and returnDate in the query the server lists only the city's cars free on those dates
 * (availability mode), and the cards carry the dates to the car page.
 */
import { CAR_MSG, rentalDays } from "@gaadi/shared";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { CloudOff, SearchX, SlidersHorizontal } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, type LoaderFunctionArgs, type To } from "react-router";
import { Button, buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageMeta } from "@/components/ui/page-meta";
import { prefetchCars } from "@/features/cars/api/get-cars";
import { carListError } from "@/features/cars/car-errors";
import { ActiveFilters } from "@/features/cars/components/active-filters";
import { AvailabilityBanner, BadDatesNotice } from "@/features/cars/components/availability-banner";
import { CarCard, CarCardSkeleton } from "@/features/cars/components/car-card";
import { FilterPanel } from "@/features/cars/components/filter-panel";
import { ListingSearchBox } from "@/features/cars/components/listing-search-box";
import { Pagination } from "@/features/cars/components/pagination";
import { QuickFilters } from "@/features/cars/components/quick-filters";
import { FILTER_KEYS, useListingParams } from "@/features/cars/listing-params";
import { type ListingResult, listingQuery, useListingCars } from "@/features/cars/use-listing-cars";
import { cn } from "@/lib/cn";
import { HydrateLater } from "@/lib/hydrate-later";
import { queryKeys } from "@/lib/query-keys";

/** The listing page of the URL's filters (the route's loader, router.tsx). */
export const prefetch = (client: QueryClient, { request }: LoaderFunctionArgs) =>
  prefetchCars(client, listingQuery(new URL(request.url).searchParams));

/** The filters of the Filters panel (search has its box, instant book its chip). */
const ADVANCED_KEYS = FILTER_KEYS.filter((k) => k !== "search" && k !== "instantBook");

export default function CarsPage() {
  const listing = useListingParams();
  const { filters, page, availability, setFilter, links } = listing;
  const result = useListingCars(filters, page, availability);
  const [panelOpen, setPanelOpen] = useState(false);
  const advancedCount = ADVANCED_KEYS.filter((k) => filters[k]).length;
  const { lastPage } = result;
  const { setPage } = listing;

  // A page past the last (a stale or edited link) becomes the last, in place (issue 25, item 5).
  useEffect(() => {
    if (lastPage !== null && page > lastPage) setPage(lastPage, true);
  }, [lastPage, page, setPage]);

  return (
    <div className="bg-slate-50">
      <PageMeta
        title="Cars for rent"
        description="Browse verified cars for rent from owners across India: filter by city, dates, category, fuel, seats and price per day."
      />
      <section className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 py-8 sm:py-10">
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Available Cars</h1>
          <p className="mt-2 text-slate-600">
            Browse verified cars from owners across India and book in minutes.
          </p>
          {/* The search, the Filters button and the chips (links) hydrate each in a task of
              their own after the page's main pass (lib/hydrate-later.tsx). */}
          <HydrateLater>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-start">
              <ListingSearchBox
                value={listing.search}
                kept={links.keptBySearch}
                onCommit={(v) => setFilter("search", v, true)}
              />
              <Button
                variant={panelOpen ? "primary" : "secondary"}
                size="lg"
                aria-expanded={panelOpen}
                aria-controls="advanced-filters"
                onClick={() => setPanelOpen((o) => !o)}
                className="rounded-xl"
              >
                <SlidersHorizontal className="size-5" aria-hidden />
                Filters
                {advancedCount > 0 && (
                  <span
                    className={cn(
                      "rounded-full px-2 text-xs",
                      panelOpen ? "bg-white text-brand-800" : "bg-brand-700 text-white",
                    )}
                  >
                    {advancedCount}
                  </span>
                )}
              </Button>
            </div>
          </HydrateLater>
          <HydrateLater>
            <div className="mt-4">
              <QuickFilters filters={filters} linkTo={links.filter} />
            </div>
          </HydrateLater>
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-5 px-4 sm:px-6 lg:px-8 py-6 sm:py-8">
        {panelOpen && <FilterPanel id="advanced-filters" filters={filters} onSet={setFilter} />}
        {listing.badDates && <BadDatesNotice />}
        {availability && (
          <AvailabilityBanner search={availability} clearLink={links.clearAvailability} />
        )}
        <ActiveFilters
          filters={filters}
          removeLink={(key) => links.filter(key, undefined)}
          clearAllLink={links.clearFilters}
        />
        <CountLine result={result} />
        <Results
          result={result}
          carLinkQuery={listing.carLinkQuery}
          tripDays={
            availability ? rentalDays(availability.pickupDate, availability.returnDate) : undefined
          }
          clearAllLink={links.clearFilters}
        />
        <Pagination
          page={Math.min(page, result.pages)}
          pages={result.pages}
          linkTo={links.page}
          onFollow={() => window.scrollTo({ top: 0, behavior: "smooth" })}
        />
      </div>
    </div>
  );
}

/** 'Showing all 5 cars' or 'Showing 25–48 of 63 cars'. */
function CountLine({ result }: { result: ListingResult }) {
  const { cars, total, offset, isPending } = result;
  if (isPending || cars.length === 0) return null;
  const noun = total === 1 ? "car" : "cars";
  const text =
    cars.length >= total
      ? `Showing ${total === 1 ? "1 car" : `all ${total} ${noun}`}`
      : `Showing ${offset + 1}–${offset + cars.length} of ${total} ${noun}`;
  return (
    <p className="text-sm text-slate-600" aria-live="polite">
      {text}
    </p>
  );
}

function Results({
  result,
  carLinkQuery,
  tripDays,
  clearAllLink,
}: {
  result: ListingResult;
  /** '?pickupDate=..&returnDate=..' for the car links, or ''. */
  carLinkQuery: string;
  /** The availability search's rental days (the cards' trip totals), or undefined. */
  tripDays: number | undefined;
  /** The listing without any filter (Reset filters). */
  clearAllLink: To;
}) {
  const { cars, isPending, isFetching, error } = result;
  const queryClient = useQueryClient();
  if (isPending) {
    return (
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <CarCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (error && cars.length === 0) {
    return (
      <EmptyState
        tone="error"
        icon={CloudOff}
        title="Cars could not be loaded"
        text={carListError(error)}
      >
        <Button
          variant="secondary"
          disabled={isFetching}
          onClick={() =>
            queryClient.refetchQueries({ queryKey: queryKeys.cars.all, type: "active" })
          }
        >
          Try again
        </Button>
      </EmptyState>
    );
  }
  if (cars.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title={CAR_MSG.noVehicles}
        text="Try a different search, remove a filter or pick other dates."
      >
        <Link to={clearAllLink} preventScrollReset className={buttonClass("secondary")}>
          Reset filters
        </Link>
      </EmptyState>
    );
  }
  return (
    <ul
      aria-label="Cars"
      aria-busy={isFetching}
      className={cn(
        "grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4",
        isFetching && "opacity-60",
      )}
    >
      {cars.map((car, i) => (
        <li key={car._id} className="flex">
          {/* The list follows the page's h1; the first card's photo is the largest paint. Each
              card hydrates in its own task after the page's main pass (lib/hydrate-later). */}
          <HydrateLater>
            <CarCard
              car={car}
              linkQuery={carLinkQuery}
              heading="h2"
              priority={i === 0}
              tripDays={tripDays}
            />
          </HydrateLater>
        </li>
      ))}
    </ul>
  );
}
