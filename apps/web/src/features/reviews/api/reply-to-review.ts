/**
 * POST /api/reviews/reply/{reviewId} {replyText} -> {success, message} (owner document
 * section 7): the owner's first and only reply ('Reply submitted successfully!'). The lists
 * reload after.
 */
import type { MessageResponse, ReplyBody } from "@gaadi/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshAfter } from "@/lib/query-refresh";

export interface ReplyInput extends ReplyBody {
  reviewId: string;
}

export function replyToReview({ reviewId, replyText }: ReplyInput): Promise<MessageResponse> {
  return api<MessageResponse>(`/reviews/reply/${encodeURIComponent(reviewId)}`, {
    method: "POST",
    body: { replyText },
  });
}

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: () => refreshAfter(queryClient, "reviewChanged"),
  });
}
