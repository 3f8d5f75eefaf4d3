/**
 * The live stream's events into the query cache (issue 31 item 3), for as long as someone is
 * signed in (the root layout mounts LiveMessages once): a new or deleted message goes into its
 * conversation's cached thread (thread-cache.ts: never twice) and makes the list stale; an
 * 'unread' event is the navigation's total and, as every (re)connection starts with one, makes
 * the list stale too (what changed while the stream was down). The open conversation marks a new message read
 * once it is on screen (use-mark-read.ts), which answers with the new total.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { subscribeLive } from "@/lib/live-stream";
import { queryKeys } from "@/lib/query-keys";
import { putMessage } from "./thread-cache";

export function useLiveSync(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeLive((event) => {
        if (event.type === "unread") {
          queryClient.setQueryData(queryKeys.messages.unread, {
            success: true,
            unreadTotal: event.unreadTotal,
          });
          void queryClient.invalidateQueries({ queryKey: queryKeys.messages.conversations });
          return;
        }
        putMessage(queryClient, event.message);
        void queryClient.invalidateQueries({ queryKey: queryKeys.messages.conversations });
      }),
    [queryClient],
  );
}

/** Keeps the cache in step with the live stream; renders nothing. */
export function LiveMessages() {
  useLiveSync();
  return null;
}
