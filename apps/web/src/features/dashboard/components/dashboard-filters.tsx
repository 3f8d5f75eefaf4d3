/**
 * The dashboard's filters (owner document section 2): date range (This month, This year,
 * Custom range) and car type (All, SUV, Sedan, Hatchback, Coupe). Custom range shows start and
 * end date inputs; past days are the point here, so these are labelled native date inputs
 * (the booking date picker refuses days before today). A spinner shows while figures load.
 */
import { type AnalyticsRange, DASHBOARD_CAR_TYPES } from "@gaadi/shared";
import { Field, Input, Select } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import type { DashboardCarType, DashboardFilters } from "@/features/dashboard/dashboard-params";

const RANGE_LABELS: Record<AnalyticsRange, string> = {
  month: "This month",
  year: "This year",
  custom: "Custom range",
};

const DATE_FIELDS = [
  { key: "from", label: "Start date" },
  { key: "to", label: "End date" },
] as const;

export function DashboardFiltersBar({
  filters,
  onChange,
  loading,
}: {
  filters: DashboardFilters;
  onChange(change: Partial<DashboardFilters>): void;
  /** Figures are loading or reloading. */
  loading: boolean;
}) {
  const custom = filters.range === "custom";
  return (
    <section
      aria-label="Filters"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:flex-wrap sm:items-end"
    >
      <Field label="Date range" htmlFor="dashboard-range" className="sm:w-44">
        <Select
          id="dashboard-range"
          value={filters.range}
          onChange={(e) => onChange({ range: e.target.value as AnalyticsRange })}
        >
          {Object.entries(RANGE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
      {custom &&
        DATE_FIELDS.map(({ key, label }) => (
          <Field key={key} label={label} htmlFor={`dashboard-${key}`} className="sm:w-44">
            <Input
              id={`dashboard-${key}`}
              type="date"
              value={filters[key]}
              // The start may not pass the end, nor the end precede the start.
              max={key === "from" ? filters.to || undefined : undefined}
              min={key === "to" ? filters.from || undefined : undefined}
              onChange={(e) => onChange({ [key]: e.target.value })}
            />
          </Field>
        ))}
      <Field label="Car type" htmlFor="dashboard-type" className="sm:w-40">
        <Select
          id="dashboard-type"
          value={filters.type}
          onChange={(e) => onChange({ type: e.target.value as DashboardCarType })}
        >
          {DASHBOARD_CAR_TYPES.map((t) => (
            <option key={t} value={t}>
              {t === "all" ? "All" : t}
            </option>
          ))}
        </Select>
      </Field>
      <div className="flex h-10 items-center empty:hidden sm:ml-auto sm:empty:flex">
        {loading && (
          <span className="inline-flex items-center gap-2 text-sm text-slate-600">
            <Spinner label="Loading analytics..." />
            <span aria-hidden>Updating figures…</span>
          </span>
        )}
      </div>
    </section>
  );
}
