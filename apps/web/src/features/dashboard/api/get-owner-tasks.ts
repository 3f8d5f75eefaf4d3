/**
 * GET /api/owner/tasks -> {success, requests, pickupsDue, returnsDue, unansweredReviews}: what
 * needs the owner now, as counts (the dashboard's "Needs your attention").
 */
import type { OwnerTasksResponse } from "@gaadi/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getOwnerTasks(): Promise<OwnerTasksResponse> {
  return api<OwnerTasksResponse>("/owner/tasks");
}

export function useOwnerTasks() {
  return useQuery({ queryKey: queryKeys.owner.tasks, queryFn: getOwnerTasks });
}
