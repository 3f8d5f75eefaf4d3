/**
 * Texts of the live message stream, GET /api/messages/stream (issue 31 item 3, decision 033).
 */
export const LIVE_MSG = {
  /** More open streams than one account may hold on one server (a tab per stream). */
  tooManyStreams: "Too many live connections for this account. Close a tab and try again.",
  /** A Last-Event-ID or `since` that is not a message id. */
  badCursor: "Last-Event-ID must be a message id",
  /** GET /api/messages/stream without `Accept: text/event-stream`. */
  notAStream: "This address sends a live stream: ask for text/event-stream",
} as const;
