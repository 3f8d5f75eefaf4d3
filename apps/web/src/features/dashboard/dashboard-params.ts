/**
 * The dashboard's filters live in the URL (STYLE 6): ?range=month|year|custom&type=all|SUV|
 * Sedan|Hatchback|Coupe&from=YYYY-MM-DD&to=YYYY-MM-DD, so a reload keeps them. Defaults are
 * month and all (owner document section 2); unknown values fall back to them. The filters
 * become the GET /api/owner/analytics query only when complete: a custom range waits for both
 * dates, and the shared `analyticsQuery` schema (the server's own) words any refusal.
 */
import {
  ANALYTICS_RANGES,
  type AnalyticsQuery,
  type AnalyticsRange,
  analyticsQuery,
  DASHBOARD_CAR_TYPES,
} from "@gaadi/shared";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

export type DashboardCarType = (typeof DASHBOARD_CAR_TYPES)[number];

export interface DashboardFilters {
  range: AnalyticsRange;
  type: DashboardCarType;
  /** Custom range start, 'YYYY-MM-DD' or '' (ignored unless range is custom). */
  from: string;
  /** Custom range end, 'YYYY-MM-DD' or ''. */
  to: string;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/** The filters a URL query names, with the defaults for what it lacks or misspells. */
export function readFilters(params: URLSearchParams): DashboardFilters {
  const range = oneOf(ANALYTICS_RANGES, params.get("range"), "month");
  return {
    range,
    type: oneOf(DASHBOARD_CAR_TYPES, params.get("type"), "all"),
    from: range === "custom" ? (params.get("from") ?? "") : "",
    to: range === "custom" ? (params.get("to") ?? "") : "",
  };
}

/** The filters written into `params` (a copy); defaults and unused dates are left out. */
export function writeFilters(params: URLSearchParams, f: DashboardFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string, fallback = "") =>
    value && value !== fallback ? next.set(key, value) : next.delete(key);
  set("range", f.range, "month");
  set("type", f.type, "all");
  set("from", f.range === "custom" ? f.from : "");
  set("to", f.range === "custom" ? f.to : "");
  return next;
}

export type QueryState =
  | { kind: "ready"; query: AnalyticsQuery }
  | { kind: "incomplete" }
  | { kind: "invalid"; message: string };

/**
 * What the filters ask of the server: the query when it can be sent, `incomplete` while a
 * custom range lacks a date, or `invalid` with the schema's message (start after end, a span
 * over two years, a date that does not exist) so nothing doomed is sent.
 */
export function toQueryState(f: DashboardFilters): QueryState {
  const custom = f.range === "custom";
  if (custom && (!f.from || !f.to)) return { kind: "incomplete" };
  const parsed = analyticsQuery.safeParse({
    dateRange: f.range,
    carType: f.type,
    ...(custom ? { startDate: f.from, endDate: f.to } : {}),
  });
  if (!parsed.success) {
    return { kind: "invalid", message: parsed.error.issues[0]?.message ?? "Invalid filters" };
  }
  return { kind: "ready", query: parsed.data };
}

/** Reads the filters from the URL and changes them there (one history entry per change). */
export function useDashboardFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const setFilters = useCallback(
    (change: Partial<DashboardFilters>) =>
      setParams((prev) => writeFilters(prev, { ...readFilters(prev), ...change }), {
        preventScrollReset: true,
      }),
    [setParams],
  );
  return { filters, setFilters };
}
