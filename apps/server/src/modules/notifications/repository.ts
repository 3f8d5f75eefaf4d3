/**
 * Notification rows (server-rules.md section 6). `insertNotifications` is what every event
 * calls, inside the event's own transaction (`tx`), so an event and its notifications commit
 * or fail together: a failed insert here throws and rolls the event back.
 */
import { and, count, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { bookings, cars, type NotificationRow, notifications, reviews } from "../../db/schema.js";

export type { NotificationRow };

/** The columns of a new notification (id, isRead and createdAt default). */
export type NotificationInsert = typeof notifications.$inferInsert;

/** Writes `rows` (none is a no-op) and returns them as stored. */
export async function insertNotifications(
  tx: Db,
  rows: NotificationInsert[],
): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(notifications).values(rows).returning();
}

// The reads and mark-read updates of /api/notifications (service.ts), each scoped to one user.

/** A notification with the cars its booking and review are about (null when it has none). */
export interface NotificationListRow {
  notification: NotificationRow;
  bookingCar: NotifiedCarRow | null;
  reviewCar: NotifiedCarRow | null;
}

/** The car columns a notification shows. */
export interface NotifiedCarRow {
  id: string;
  brand: string;
  model: string;
}

const bookingCars = alias(cars, "booking_cars");
const reviewCars = alias(cars, "review_cars");

/**
 * The `limit` newest notifications of `userId` (newest first, ties by id), each with the car
 * of its booking and of its review (deleted cars included: history stays readable).
 */
export async function listUserNotifications(
  db: Db,
  userId: string,
  limit: number,
): Promise<NotificationListRow[]> {
  const rows = await db
    .select({
      notification: notifications,
      bookingCar: { id: bookingCars.id, brand: bookingCars.brand, model: bookingCars.model },
      reviewCar: { id: reviewCars.id, brand: reviewCars.brand, model: reviewCars.model },
    })
    .from(notifications)
    .leftJoin(bookings, eq(bookings.id, notifications.bookingId))
    .leftJoin(bookingCars, eq(bookingCars.id, bookings.carId))
    .leftJoin(reviews, eq(reviews.id, notifications.reviewId))
    .leftJoin(reviewCars, eq(reviewCars.id, reviews.carId))
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows;
}

/** How many of `userId`'s notifications are unread. */
export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.n ?? 0;
}

/**
 * Marks notification `id` read if it belongs to `userId` (already read counts too). Returns
 * false when no notification of theirs has that id.
 */
export async function markRead(db: Db, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Marks every unread notification of `userId` read; returns how many changed. */
export async function markAllRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}
