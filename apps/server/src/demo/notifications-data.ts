/**
 * The demo marketplace's notifications: what each demo account would have been told while the
 * demo trips (bookings-data.ts) reached their stage, following server-rules.md section 6 —
 * every request tells the car's owner (booking_created); a confirmation, pickup and return
 * tell the renter (booking_confirmed, booking_on_rent, booking_completed); a cancellation
 * tells the other side (booking_cancelled to the owner when the renter cancelled,
 * booking_rejected to the renter when the owner declined); a review tells the owner
 * (review_received) and an owner's reply tells the renter (review_replied). Each is dated at its event, with
 * the texts the live events write (notificationText). Each account's UNREAD_PER_ACCOUNT newest
 * are unread and its older ones read, so every demo account's bell shows both whatever the
 * hour of the load (every account is told of at least three events).
 */
import { type NotificationType, notificationText } from "@gaadi/shared";
import { DEMO_BOOKINGS } from "./bookings-data.js";
import { DEMO_CARS } from "./cars-data.js";

/** How many of each account's newest notifications are unread. */
export const UNREAD_PER_ACCOUNT = 2;

/** A demo trip as stored: its id and the columns demoBookingValues gave it. */
export interface DemoTrip {
  id: string;
  carId: string;
  renterId: string;
  ownerId: string;
  status: string;
  cancelledBy: "renter" | "owner" | null;
  createdAt: Date;
  confirmedAt: Date | null;
  pickedUpAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
}

/** A notifications row as the loader inserts it. */
export interface DemoNotification {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  isRead: boolean;
  bookingId: string;
  reviewId?: string;
  carId: string;
  createdAt: Date;
}

/** A demo review as stored: its id and the columns demoReviewValues gave it. */
export interface DemoReviewRow {
  id: string;
  bookingId: string;
  rating: number;
  createdAt: Date;
  repliedAt: Date | null;
}

/**
 * The notifications of `trips` (DEMO_BOOKINGS' rows as stored, in order) and of the
 * `reviews` of those trips, oldest first; none is dated after `now`, the load instant.
 */
export function demoNotificationValues(
  trips: readonly DemoTrip[],
  reviews: readonly DemoReviewRow[],
  now: Date,
): DemoNotification[] {
  const rows = trips.flatMap((trip, i) => {
    const [, brand, model] = DEMO_CARS[DEMO_BOOKINGS[i]!.car]!;
    const review = reviews.find((r) => r.bookingId === trip.id);
    const toRenter = (type: NotificationType, at: Date | null, detail = {}) => ({
      type,
      at,
      to: trip.renterId,
      detail,
    });
    const toOwner = (type: NotificationType, at: Date | null, detail = {}) => ({
      type,
      at,
      to: trip.ownerId,
      detail,
    });
    const events = [
      toOwner("booking_created", trip.createdAt),
      toRenter("booking_confirmed", trip.confirmedAt),
      toRenter("booking_on_rent", trip.pickedUpAt),
      toRenter("booking_completed", trip.completedAt),
      trip.cancelledBy === "owner"
        ? toRenter("booking_rejected", trip.cancelledAt)
        : toOwner("booking_cancelled", trip.cancelledAt),
      toOwner("review_received", review?.createdAt ?? null, { rating: review?.rating }),
      toRenter("review_replied", review?.repliedAt ?? null),
    ];
    return events.flatMap(({ type, at, to, detail }) =>
      at && at.getTime() <= now.getTime()
        ? [
            {
              userId: to,
              type,
              ...notificationText(type, { brand, model }, detail),
              isRead: true,
              bookingId: trip.id,
              ...(type.startsWith("review_") && review ? { reviewId: review.id } : {}),
              carId: trip.carId,
              createdAt: at,
            },
          ]
        : [],
    );
  });
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const seen = new Map<string, number>();
  for (const row of rows.toReversed()) {
    const n = (seen.get(row.userId) ?? 0) + 1;
    seen.set(row.userId, n);
    row.isRead = n > UNREAD_PER_ACCOUNT;
  }
  return rows;
}
