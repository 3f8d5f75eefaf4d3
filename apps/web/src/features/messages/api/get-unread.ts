/**
 * GET /api/messages/unread -> { success, unreadTotal } (issue 31 item 4): the count on the
 * navigation's 'Messages' entry. The live stream's 'unread' events write it (live-sync.ts); a
 * tab coming back to the front asks again, in case the stream was down meanwhile.
 */
import type { UnreadResponse } from "@gaadi/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getMessagesUnread(signal?: AbortSignal): Promise<UnreadResponse> {
  return api<UnreadResponse>("/messages/unread", { signal });
}

export function useMessagesUnread() {
  return useQuery({
    queryKey: queryKeys.messages.unread,
    queryFn: ({ signal }) => getMessagesUnread(signal),
    select: (data) => data.unreadTotal,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
