import { QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";
import { queryKeys } from "./query-keys";
import { REFRESHES, type RefreshEvent, refreshAfter } from "./query-refresh";

const dated = { pickupLocation: "Pune", pickupDate: "2030-01-10", returnDate: "2030-01-12" };

/** One query per kind of key the app uses, named as docs/ARCHITECTURE.md's table names them. */
const samples = {
  "listing by dates": queryKeys.cars.list({ ...dated, page: 1, limit: 24 }),
  listing: queryKeys.cars.list({ category: "SUV", page: 1, limit: 24 }),
  facets: queryKeys.cars.facets,
  "car details": queryKeys.cars.detail("c1"),
  "owner cars": queryKeys.owner.cars,
  calendar: queryKeys.owner.calendar("c1"),
  analytics: queryKeys.owner.analytics({ dateRange: "month", carType: "all" }),
  tasks: queryKeys.owner.tasks,
  "renter bookings": queryKeys.bookings.user,
  "owner bookings": queryKeys.bookings.owner,
  "booked dates": queryKeys.bookings.dates("c1"),
  "car reviews": queryKeys.reviews.car("c1"),
  "renter reviews": queryKeys.reviews.user,
  "owner reviews": queryKeys.reviews.owner,
  notifications: queryKeys.notifications.list,
  "unread count": queryKeys.notifications.unreadCount,
  "session user": [...queryKeys.user.data, "token"],
  avatars: queryKeys.user.avatars,
  conversations: queryKeys.messages.conversations,
  conversation: queryKeys.messages.conversation("v1"),
  thread: queryKeys.messages.thread("v1"),
  "messages unread": queryKeys.messages.unread,
} as const;
type Sample = keyof typeof samples;

const owner: Sample[] = ["owner cars", "calendar", "analytics", "tasks"];
const bookings: Sample[] = ["renter bookings", "owner bookings", "booked dates"];
const reviews: Sample[] = ["car reviews", "renter reviews", "owner reviews"];
const cars: Sample[] = ["listing by dates", "listing", "facets", "car details"];
const afterBooking: Sample[] = [...bookings, ...owner, "listing by dates", "listing"];

// The table of docs/ARCHITECTURE.md ("Query keys and refreshes").
const documented: Record<RefreshEvent, Sample[]> = {
  bookingCreated: afterBooking,
  bookingCancelled: afterBooking,
  bookingStatusChanged: afterBooking,
  paymentVerified: afterBooking,
  carChanged: [...cars, ...owner, ...bookings, ...reviews],
  blockChanged: [...owner, "booked dates", "listing by dates", "listing"],
  reviewChanged: [...reviews, "renter bookings", ...cars, "tasks"],
  profileChanged: ["session user", ...reviews],
  notificationsRead: ["notifications", "unread count"],
  conversationOpened: ["conversations"],
  messageChanged: ["conversations"],
  conversationRead: ["conversations"],
};

/** A client holding one fresh (not stale) answer under every sample key. */
function filledClient() {
  const client = createQueryClient();
  for (const key of Object.values(samples)) client.setQueryData(key, { ok: true });
  return client;
}

describe("refreshAfter", () => {
  it.each(Object.keys(documented) as RefreshEvent[])(
    "%s makes stale what the docs list",
    async (event) => {
      const client = filledClient();
      await refreshAfter(client, event);
      const stale = (Object.keys(samples) as Sample[]).filter(
        (name) => client.getQueryState(samples[name])?.isInvalidated,
      );
      expect(stale.sort()).toEqual([...new Set(documented[event])].sort());
    },
  );

  it("covers every event the module declares", () => {
    expect(Object.keys(REFRESHES).sort()).toEqual(Object.keys(documented).sort());
  });

  it.each(["bookingCreated", "bookingCancelled", "bookingStatusChanged", "blockChanged"] as const)(
    "refetches the listing on screen after %s, within its 30 s",
    async (event) => {
      const client = createQueryClient();
      const answers = [["Ertiga", "Nexon"], ["Nexon"]];
      let calls = 0;
      const observer = new QueryObserver(client, {
        queryKey: queryKeys.cars.list({ ...dated, page: 1, limit: 24 }),
        queryFn: async () => answers[Math.min(calls++, 1)],
      });
      const seen: unknown[] = [];
      const unsubscribe = observer.subscribe((result) => seen.push(result.data));
      await expect.poll(() => observer.getCurrentResult().data).toEqual(["Ertiga", "Nexon"]);
      expect(observer.getCurrentResult().isStale).toBe(false);

      await refreshAfter(client, event);
      expect(calls).toBe(2);
      expect(observer.getCurrentResult().data).toEqual(["Nexon"]);
      unsubscribe();
    },
  );

  it("has a listing left behind (the renter is on My Bookings) fetched again on return", async () => {
    const client = createQueryClient();
    const key = queryKeys.cars.list({ ...dated, page: 1, limit: 24 });
    let calls = 0;
    const queryFn = async () => ++calls;
    await client.fetchQuery({ queryKey: key, queryFn });
    await refreshAfter(client, "bookingCreated");
    expect(calls).toBe(1); // nothing shows it: not fetched now...
    await client.ensureQueryData({ queryKey: key, queryFn, revalidateIfStale: true });
    // ...but the next look at it asks the server, although its answer is seconds old.
    await expect.poll(() => calls).toBe(2);
  });

  it("leaves the facets and the car details alone after a booking", async () => {
    const client = filledClient();
    await refreshAfter(client, "bookingCreated");
    expect(client.getQueryState(samples.facets)?.isInvalidated).toBe(false);
    expect(client.getQueryState(samples["car details"])?.isInvalidated).toBe(false);
  });
});
