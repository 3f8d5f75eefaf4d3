/**
 * POST /api/owner/cars/{id}/blocks {start, end, note?} -> {success, message 'Dates blocked',
 * block} (issue 15): keeps the car off the market from `start` to `end` ('YYYY-MM-DD', both
 * inclusive). 400 for past or malformed dates, 403 another owner's car, 404 unknown car, 409
 * when the days overlap a pending, booked or on_rent booking or another block (the message
 * names its dates).
 */
import type { BlockBodyInput, BlockDatesResponse } from "@gaadi/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshAfter } from "@/lib/query-refresh";

export function blockDates(carId: string, body: BlockBodyInput): Promise<BlockDatesResponse> {
  return api<BlockDatesResponse>(`/owner/cars/${encodeURIComponent(carId)}/blocks`, {
    method: "POST",
    body,
  });
}

export function useBlockDates(carId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BlockBodyInput) => blockDates(carId, body),
    // After a refusal too: a 409 means the calendar on screen is out of date.
    onSettled: () => refreshAfter(queryClient, "blockChanged"),
  });
}
