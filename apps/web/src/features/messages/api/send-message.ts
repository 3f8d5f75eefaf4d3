/**
 * POST /api/messages/conversations/:id/messages (multipart: `text`, up to messagePhotosMax
 * `photos`) -> { success, message } (issue 31 item 2): sent through XMLHttpRequest so the photos'
 * upload shows its progress (lib/api-client apiUpload, as the handover's). The answer is the
 * message as stored, its contact details already masked when the window is closed; it goes into
 * the thread at once (thread-cache.ts) and the list refreshes. Refusals: 400 a body rule (too
 * long, empty, a photo rule), 403 not a party or suspended, 429 over messagesPerMinute.
 */
import type { SentMessageResponse } from "@gaadi/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { putMessage } from "@/features/messages/thread-cache";
import { apiUpload } from "@/lib/api-client";
import { refreshAfter } from "@/lib/query-refresh";

export interface OutgoingMessage {
  conversationId: string;
  text: string;
  photos: File[];
  /** The share of the upload sent, 0 to 1. */
  onProgress?(sent: number): void;
}

export function sendMessage({
  conversationId,
  text,
  photos,
  onProgress = () => undefined,
}: OutgoingMessage): Promise<SentMessageResponse> {
  const form = new FormData();
  form.append("text", text);
  for (const photo of photos) form.append("photos", photo, photo.name);
  return apiUpload<SentMessageResponse>(
    `/messages/conversations/${encodeURIComponent(conversationId)}/messages`,
    form,
    onProgress,
  );
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (res) => {
      putMessage(queryClient, res.message);
      return refreshAfter(queryClient, "messageChanged");
    },
  });
}
