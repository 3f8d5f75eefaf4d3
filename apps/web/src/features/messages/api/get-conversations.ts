/**
 * GET /api/messages/conversations -> { success, conversations[], unreadTotal } (issue 31 item 5):
 * the caller's conversations, latest activity first, each with the other party, the car, the
 * booking's status and dates (null for an inquiry), the last message and its unread count. The
 * live stream marks it stale on every new or deleted message (live-sync.ts).
 */
import type { ConversationsResponse } from "@gaadi/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getConversations(signal?: AbortSignal): Promise<ConversationsResponse> {
  return api<ConversationsResponse>("/messages/conversations", { signal });
}

export function useConversations() {
  return useQuery({
    queryKey: queryKeys.messages.conversations,
    queryFn: ({ signal }) => getConversations(signal),
    select: (data) => data.conversations,
  });
}
