/**
 * Query keys of the owner dashboard. Both sit under ['owner'], which every booking change
 * already invalidates (bookings feature, refreshAfterBookingChange), so the figures and the
 * task counts reload after the owner accepts or progresses a trip.
 */
import type { AnalyticsQuery } from "@gaadi/shared";

export const dashboardKeys = {
  analytics: (query: AnalyticsQuery) => ["owner", "analytics", query] as const,
  tasks: ["owner", "tasks"] as const,
};
