/**
 * Every TanStack Query key of the web app (issue 25, Build item 2; docs/ARCHITECTURE.md, "Query
 * keys and refreshes"); what each event makes stale is beside it in query-refresh.ts. Features
 * build their keys here, so no feature writes another feature's key by hand. The server
 * render's loaders use the same factories: the cache it dehydrates is the one the browser
 * reads (decision 015).
 *
 * Keys nest by prefix: invalidating ['cars','list'] reaches every listing page, with or
 * without dates; ['owner'] reaches everything of the owner area.
 */
import type { AnalyticsQuery } from "@gaadi/shared";
import type { QueryKey } from "@tanstack/react-query";

/** GET /api/user/cars parameters as sent (filters, availability search, page, limit). */
type ListParams = Record<string, string | number | undefined>;

export const queryKeys = {
  /** The server's public settings (GET /api/settings, issue 28). */
  settings: { all: ["settings"] },
  cars: {
    all: ["cars"],
    /** Every listing page; with pickupLocation, pickupDate and returnDate, the listing by dates. */
    lists: ["cars", "list"],
    list: (params: ListParams) => ["cars", "list", params],
    facets: ["cars", "facets"],
    detail: (id: string) => ["cars", "detail", id],
  },
  owner: {
    all: ["owner"],
    cars: ["owner", "cars"],
    calendar: (carId: string) => ["owner", "calendar", carId],
    /** null: a custom range still lacking a date (the query is disabled). */
    analytics: (query: AnalyticsQuery | null) => ["owner", "analytics", query],
    tasks: ["owner", "tasks"],
    /** The owner's payout account (issue 28 item 5). */
    payoutAccount: ["owner", "payouts", "account"],
    /** The owner's transfers, the dashboard's Payouts table (issue 28 item 5). */
    payoutTransfers: ["owner", "payouts", "transfers"],
  },
  bookings: {
    all: ["bookings"],
    user: ["bookings", "user"],
    owner: ["bookings", "owner"],
    /** Every car's booked dates (the date pickers). */
    allDates: ["bookings", "dates"],
    dates: (carId: string) => ["bookings", "dates", carId],
    /** A trip's quote (issue 27): under bookings, so a booking change refreshes it. */
    quote: (carId: string, pickupDate: string, returnDate: string) =>
      ["bookings", "quote", carId, pickupDate, returnDate] as const,
    /** A booking's receipt or owner's statement (issue 27 item 5). */
    receipt: (bookingId: string) => ["bookings", "receipt", bookingId] as const,
    /** What cancelling the booking now would refund (issue 27): refreshed with the bookings. */
    cancellation: (bookingId: string) => ["bookings", "cancellation", bookingId] as const,
    /** A returned trip's claim and deposit (issue 30): refreshed with the bookings. */
    claim: (bookingId: string) => ["bookings", "claim", bookingId] as const,
    /** A private claim or handover photo, fetched with the session (issue 30). */
    photo: (url: string) => ["bookings", "photo", url] as const,
    /** A booking's check-in and check-out (issue 30): refreshed with the bookings. */
    handover: (bookingId: string) => ["bookings", "handover", bookingId] as const,
  },
  /** A private handover photo's bytes by its URL (issue 30): never stale, never refreshed. */
  handover: { photo: (url: string) => ["handover-photo", url] as const },
  reviews: {
    all: ["reviews"],
    car: (carId: string) => ["reviews", "car", carId],
    user: ["reviews", "user"],
    owner: ["reviews", "owner"],
  },
  notifications: {
    all: ["notifications"],
    list: ["notifications", "list"],
    unreadCount: ["notifications", "unread-count"],
  },
  /**
   * Messages between renter and owner (issue 31): the caller's conversation list, one
   * conversation's header, its messages (an infinite query, pages newest first), the unread total
   * of the navigation's 'Messages' entry. The live stream writes into these (features/messages).
   */
  messages: {
    all: ["messages"],
    conversations: ["messages", "conversations"],
    conversation: (id: string) => ["messages", "conversation", id] as const,
    thread: (id: string) => ["messages", "thread", id] as const,
    unread: ["messages", "unread"],
  },
  /** The operator console (issue 29); an action refreshes all of it. */
  operator: {
    all: ["operator"],
    licences: ["operator", "licences"],
    photo: (userId: string) => ["operator", "photo", userId],
    people: (q: string) => ["operator", "people", q],
    car: (id: string) => ["operator", "car", id],
    booking: (ref: string) => ["operator", "booking", ref],
    audit: ["operator", "audit"],
    claims: ["operator", "claims"],
    claim: (id: string) => ["operator", "claim", id],
    /** Issue 31: a booking's conversations and one conversation's messages (read-only). */
    conversations: (bookingId: string) => ["operator", "conversations", bookingId],
    conversationMessages: (id: string) => ["operator", "conversation-messages", id],
  },
  user: {
    /** The session's user, ['user','data', token] (lib/session: the token follows the prefix). */
    data: ["user", "data"],
    avatars: ["user", "avatars"],
    /** The caller's own driving licence (issue 29). */
    licence: ["user", "licence"],
  },
} as const satisfies Record<string, Record<string, QueryKey | ((...args: never[]) => QueryKey)>>;
