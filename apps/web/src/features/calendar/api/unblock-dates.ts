/**
 * DELETE /api/owner/cars/{id}/blocks/{blockId} -> {success, message 'Dates unblocked'}
 * (issue 15): the block's days become bookable again. 403 another owner's car, 404 an unknown
 * car or block.
 */
import type { MessageResponse } from "@gaadi/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshAfter } from "@/lib/query-refresh";

export function unblockDates(carId: string, blockId: string): Promise<MessageResponse> {
  return api<MessageResponse>(
    `/owner/cars/${encodeURIComponent(carId)}/blocks/${encodeURIComponent(blockId)}`,
    { method: "DELETE" },
  );
}

export function useUnblockDates(carId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blockId: string) => unblockDates(carId, blockId),
    onSuccess: () => refreshAfter(queryClient, "blockChanged"),
  });
}
