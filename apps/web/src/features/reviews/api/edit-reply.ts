/**
 * PUT /api/reviews/reply/{reviewId} {replyText} -> {success, message} (owner document
 * section 7): edits the owner's existing reply ('Reply updated successfully!'); a reply can be
 * edited but never deleted. The lists reload after.
 */
import type { MessageResponse } from "@gaadi/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshAfter } from "@/lib/query-refresh";
import type { ReplyInput } from "./reply-to-review";

export function editReply({ reviewId, replyText }: ReplyInput): Promise<MessageResponse> {
  return api<MessageResponse>(`/reviews/reply/${encodeURIComponent(reviewId)}`, {
    method: "PUT",
    body: { replyText },
  });
}

export function useEditReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editReply,
    onSuccess: () => refreshAfter(queryClient, "reviewChanged"),
  });
}
