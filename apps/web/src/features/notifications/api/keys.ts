/**
 * Query keys of the notifications feature, and the one refresh after a read (customer document
 * section 7: after mark-read and mark-all-read the list and the count are refetched). Failures
 * of these calls are logged only (section 8): `logOnly` is what the fetchers and mutations do.
 */
import type { QueryClient } from "@tanstack/react-query";

export const notificationKeys = {
  all: ["notifications"] as const,
  list: ["notifications", "list"] as const,
  unreadCount: ["notifications", "unread-count"] as const,
};

/** Refetches the list and the unread count. */
export function refreshNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

/**
 * Logs a failed notification call to the console and rethrows it (section 8: "logged only,
 * nothing shown"); `what` names the call in the log line.
 */
export function logOnly(what: string) {
  return (err: unknown): never => {
    console.error(`Notifications: ${what} failed`, err);
    throw err;
  };
}
