/**
 * GET /api/messages/conversations/:id/messages?before=&limit= -> { success, messages[],
 * nextBefore } (issue 31 items 2 and 6): a conversation's messages a page at a time, newest
 * first; `nextBefore` (a message id) asks for the page before it, null at the first message.
 * 'Load earlier messages' fetches the next page; the live stream and the sender's own answers
 * write new and deleted messages into the first page (thread-cache.ts).
 */
import { LIMITS, type MessagesPageResponse } from "@gaadi/shared";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getMessages(
  conversationId: string,
  before?: number,
  signal?: AbortSignal,
): Promise<MessagesPageResponse> {
  return api<MessagesPageResponse>(
    `/messages/conversations/${encodeURIComponent(conversationId)}/messages`,
    { query: { before, limit: LIMITS.messagesPageSize }, signal },
  );
}

export function useMessages(conversationId: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.messages.thread(conversationId),
    queryFn: ({ pageParam, signal }) => getMessages(conversationId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}
