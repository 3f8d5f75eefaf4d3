/**
 * Writes into a conversation's cached messages (issue 31 items 2 and 3): the thread is an
 * infinite query of pages, newest first (api/get-messages.ts). A message that arrives (the
 * sender's own answer, or the live stream) goes to the front of the first page unless a page
 * holds it already (the stream and the answer may both bring it: never twice); a deleted one
 * replaces its copy wherever it is. A thread not in the cache is left alone: it loads whole
 * when opened.
 */
import type { ChatMessage, MessagesPageResponse } from "@gaadi/shared";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";

type Thread = InfiniteData<MessagesPageResponse, number | undefined>;

/** `thread` with `message` at the front of its first page, unless some page has its id. */
export function withMessage(thread: Thread, message: ChatMessage): Thread {
  if (thread.pages.some((p) => p.messages.some((m) => m.id === message.id))) {
    return withReplaced(thread, message);
  }
  const [first, ...rest] = thread.pages;
  if (!first) return thread;
  // Newest first: in id order, so a late arrival lands below a newer message, not above it.
  const messages = [...first.messages, message].sort((a, b) => b.id - a.id);
  return { ...thread, pages: [{ ...first, messages }, ...rest] };
}

/** `thread` with the copy of `message` (same id) replaced by it; unchanged without one. */
export function withReplaced(thread: Thread, message: ChatMessage): Thread {
  let changed = false;
  const pages = thread.pages.map((page) => {
    if (!page.messages.some((m) => m.id === message.id)) return page;
    changed = true;
    return { ...page, messages: page.messages.map((m) => (m.id === message.id ? message : m)) };
  });
  return changed ? { ...thread, pages } : thread;
}

/** Puts a new or changed message into its conversation's cached thread, if cached. */
export function putMessage(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<Thread>(
    queryKeys.messages.thread(message.conversationId),
    (old) => old && withMessage(old, message),
  );
}
