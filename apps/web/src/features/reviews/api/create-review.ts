/**
 * POST /api/reviews/create {bookingId, rating, reviewText} -> {success, message} (customer
 * document section 7): the renter reviews a completed trip once. The lists reload after.
 */
import type { CreateReviewBody, MessageResponse } from "@gaadi/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshAfter } from "@/lib/query-refresh";

export function createReview(body: CreateReviewBody): Promise<MessageResponse> {
  return api<MessageResponse>("/reviews/create", { method: "POST", body });
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () => refreshAfter(queryClient, "reviewChanged"),
  });
}
