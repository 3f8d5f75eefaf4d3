/**
 * The owner dashboard (owner document section 2, /owner): "Needs your attention", the
 * filters (kept in the URL), then the figures for them: cards, the monthly earnings chart,
 * revenue per car, most rented and occupancy. A filter change loads again (keyed query) while
 * the previous figures stay, dimmed, beside a spinner. A failed load shows 'Failed to load
 * analytics data. Please refresh the page.' (section 8) and no figures; a filter the server
 * refuses (400) shows its message instead, and so does one the shared schema refuses before
 * sending. A custom range waits for both dates.
 */
import { ANALYTICS_MSG } from "@gaadi/shared";
import { BarChart3, CalendarRange } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { useAnalytics } from "@/features/dashboard/api/get-analytics";
import {
  type DashboardFilters,
  toQueryState,
  useDashboardFilters,
} from "@/features/dashboard/dashboard-params";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { formatDay } from "@/lib/format-date";
import { DashboardFiltersBar } from "./dashboard-filters";
import { EarningsFigure } from "./earnings-figure";
import { MostRented } from "./most-rented";
import { OccupancyList } from "./occupancy-list";
import { RevenueTable } from "./revenue-table";
import { StatCards } from "./stat-cards";
import { TasksStrip } from "./tasks-strip";

/** The period in words: 'This month', 'This year' or '1 Dec 2026 – 10 Dec 2026', with the type. */
function periodLabel(f: DashboardFilters): string {
  const period =
    f.range === "month"
      ? "This month"
      : f.range === "year"
        ? "This year"
        : `${formatDay(f.from)} – ${formatDay(f.to)}`;
  return f.type === "all" ? period : `${period} · ${f.type}`;
}

/** The server's word on a refused filter (400), else the spec's load failure. */
function failureText(err: unknown): string {
  return err instanceof ApiError && err.status === 400 && err.fromServer
    ? err.message
    : ANALYTICS_MSG.loadFailed;
}

export function OwnerDashboard() {
  const { filters, setFilters } = useDashboardFilters();
  const state = toQueryState(filters);
  const analytics = useAnalytics(state.kind === "ready" ? state.query : null);
  const data = state.kind === "ready" && !analytics.isError ? analytics.data : undefined;
  const stale = analytics.isPlaceholderData;

  return (
    <div className="space-y-6">
      <TasksStrip />
      <DashboardFiltersBar
        filters={filters}
        onChange={setFilters}
        loading={state.kind === "ready" && analytics.isFetching}
      />
      {state.kind === "incomplete" && (
        <EmptyState
          icon={CalendarRange}
          title="Choose your dates"
          text="Pick a start date and an end date to see the figures for a custom range."
        />
      )}
      {state.kind === "invalid" && (
        <EmptyState
          icon={CalendarRange}
          tone="error"
          title="Check the dates"
          text={state.message}
        />
      )}
      {state.kind === "ready" && analytics.isError && (
        <EmptyState
          icon={BarChart3}
          tone="error"
          title="Analytics unavailable"
          text={failureText(analytics.error)}
        />
      )}
      {state.kind === "ready" && analytics.isPending && (
        <div className="flex justify-center py-16">
          <Spinner label="Loading analytics..." />
        </div>
      )}
      {data && (
        <div
          aria-busy={stale || undefined}
          className={cn("space-y-6 transition-opacity", stale && "opacity-60")}
        >
          <StatCards data={data} rangeLabel={periodLabel(filters)} />
          <EarningsFigure monthlyEarnings={data.monthlyEarnings} />
          <RevenueTable rows={data.revenuePerCar} />
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <MostRented cars={data.mostRentedCars} />
            <OccupancyList rates={data.occupancyRates} />
          </div>
        </div>
      )}
    </div>
  );
}
