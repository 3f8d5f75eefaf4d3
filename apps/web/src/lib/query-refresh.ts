/**
 * What each event makes stale (issue 25, Build item 2; docs/ARCHITECTURE.md, "Query keys and
 * refreshes"): every mutation calls `refreshAfter` with its event, never invalidates a key of
 * its own. Kept apart from query-keys.ts, which the first load needs (the session, the car
 * loader): only the mutations, all loaded on demand, need this table.
 */
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { queryKeys } from "./query-keys";

const k = queryKeys;
const bookingChange = [k.bookings.all, k.owner.all, k.cars.lists];

/**
 * What each event makes stale, as key prefixes (active queries refetch at once, the others on
 * their next use). The four booking events (a paid booking is one the owner now sees): every bookings list and car's booked dates, the
 * owner area (calendar, analytics, tasks) and every listing (a listing by dates leaves out a
 * held car). A car change (add, edit, hide/show, delete): the catalogue, the owner area, and
 * the bookings and reviews that show the car. A block or unblock: the owner area, the booked
 * dates and the listings. A review or reply: the reviews, the renter's bookings ('Review
 * Submitted'), the cars' ratings and the owner's unanswered-review count. A profile photo: the
 * session's user and the reviews that show the reviewer.
 */
export const REFRESHES = {
  bookingCreated: bookingChange,
  bookingCancelled: bookingChange,
  bookingStatusChanged: bookingChange,
  paymentVerified: bookingChange,
  carChanged: [k.cars.all, k.owner.all, k.bookings.all, k.reviews.all],
  blockChanged: [k.owner.all, k.bookings.allDates, k.cars.lists],
  reviewChanged: [k.reviews.all, k.bookings.user, k.cars.all, k.owner.tasks],
  profileChanged: [k.user.data, k.reviews.all],
  notificationsRead: [k.notifications.all],
  // Issue 31: a conversation opened (Ask the owner, Message the owner / renter), a message sent
  // or deleted, a conversation read: the list's order, last messages and counts. The message's
  // own thread and the unread total are written from the answers (features/messages).
  conversationOpened: [k.messages.conversations],
  messageChanged: [k.messages.conversations],
  conversationRead: [k.messages.conversations],
} satisfies Record<string, readonly QueryKey[]>;

export type RefreshEvent = keyof typeof REFRESHES;

/** Invalidates what `event` changed (REFRESHES); resolves once the active queries refetched. */
export function refreshAfter(queryClient: QueryClient, event: RefreshEvent): Promise<unknown> {
  return Promise.all(
    REFRESHES[event].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
