/**
 * GET /api/messages/conversations/:id -> { success, conversation } (issue 31 item 5): the top of
 * the conversation view (the other party, the car, the booking's status and dates or an
 * inquiry) and `contactsVisible`, which decides the sender's warning. Refusals: 403 not a
 * party, 404 unknown.
 */
import type { Conversation, ConversationResponse } from "@gaadi/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getConversation(id: string, signal?: AbortSignal): Promise<ConversationResponse> {
  return api<ConversationResponse>(`/messages/conversations/${encodeURIComponent(id)}`, {
    signal,
  });
}

/** The conversation; the list's copy stands in while its own answer loads. */
export function useConversation(id: string) {
  const queryClient = useQueryClient();
  const listed = queryClient
    .getQueryData<{ conversations: Conversation[] }>(queryKeys.messages.conversations)
    ?.conversations.find((c) => c._id === id);
  const placeholder: ConversationResponse | undefined = listed
    ? { success: true, conversation: listed }
    : undefined;
  return useQuery({
    queryKey: queryKeys.messages.conversation(id),
    queryFn: ({ signal }) => getConversation(id, signal),
    select: (data) => data.conversation,
    placeholderData: placeholder,
  });
}
