/**
 * The operator's read-only view of messages (issue 31 item 1): a booking's conversations, and
 * one conversation's messages newest first, paged by cursor, deleted ones with their original
 * text (evidence for a claim).
 */
import type { MessagesPageResponse, OperatorConversationsResponse } from "@gaadi/shared";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function useBookingConversations(bookingId: string) {
  return useQuery({
    queryKey: queryKeys.operator.conversations(bookingId),
    queryFn: ({ signal }) =>
      api<OperatorConversationsResponse>("/operator/conversations", {
        query: { bookingId },
        signal,
      }),
  });
}

export function useConversationMessages(id: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.operator.conversationMessages(id),
    queryFn: ({ signal, pageParam }) =>
      api<MessagesPageResponse>(`/operator/conversations/${encodeURIComponent(id)}/messages`, {
        query: { before: pageParam, limit: 100 },
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}
