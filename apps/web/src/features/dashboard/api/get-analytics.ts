/**
 * GET /api/owner/analytics?dateRange&startDate&endDate&carType -> {success, analyticsData,
 * message} (owner document sections 2, 3 and 7). Keyed by the filters, so a filter change
 * loads again; while it loads the previous figures stay on screen (placeholder data) for the
 * page to dim. `query` null (a custom range still lacking a date) sends nothing.
 */
import type { AnalyticsQuery, AnalyticsResponse } from "@gaadi/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getAnalytics(query: AnalyticsQuery): Promise<AnalyticsResponse> {
  return api<AnalyticsResponse>("/owner/analytics", { query: { ...query } });
}

export function useAnalytics(query: AnalyticsQuery | null) {
  return useQuery({
    // The disabled branch's key (null) is never fetched; it only keeps the hook's call shape.
    queryKey: queryKeys.owner.analytics(query),
    queryFn: () => getAnalytics(query as AnalyticsQuery),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    select: (data) => data.analyticsData,
  });
}
