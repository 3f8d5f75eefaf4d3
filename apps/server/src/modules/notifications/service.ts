/**
 * Notification rules (server-rules.md section 6, customer document sections 4 and 7): a user
 * sees and marks only their own notifications; anything else, including an id that is not a
 * UUID, is 404 NOTIFICATION_MSG.notFound (never 403, so ids cannot be probed). Events write
 * theirs with `notify`, inside the event's transaction. Queries live in repository.ts.
 */
import {
  NOTIFICATION_MSG,
  type Notification,
  type NotificationDetail,
  type NotificationType,
  type NotifiedCar,
  notificationText,
} from "@gaadi/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import { notFound } from "../../lib/errors.js";
import { isUuid } from "../../lib/ids.js";
import { toApiNotification } from "./mapper.js";
import * as repo from "./repository.js";

/** How many notifications GET /api/notifications answers at most: the newest ones. */
export const NOTIFICATION_PAGE = 50;

/** The caller's latest NOTIFICATION_PAGE (50) notifications, newest first; older ones are not listed. */
export async function listNotifications(
  app: FastifyInstance,
  userId: string,
): Promise<Notification[]> {
  const rows = await repo.listUserNotifications(app.db, userId, NOTIFICATION_PAGE);
  return rows.map(toApiNotification);
}

/** How many of the caller's notifications (all of them, not just the listed page) are unread. */
export function unreadCount(app: FastifyInstance, userId: string): Promise<number> {
  return repo.countUnread(app.db, userId);
}

/** Marks one of the caller's notifications read. 404 unknown, non-UUID or someone else's. */
export async function markRead(app: FastifyInstance, userId: string, id: string): Promise<void> {
  if (!isUuid(id) || !(await repo.markRead(app.db, id, userId))) {
    throw notFound(NOTIFICATION_MSG.notFound);
  }
}

/** Marks every notification of the caller read (no one else's). */
export async function markAllRead(app: FastifyInstance, userId: string): Promise<void> {
  await repo.markAllRead(app.db, userId);
}

/** One notification an event writes: to whom, of which type, about which car and records. */
export interface NotifyInput {
  userId: string;
  type: NotificationType;
  /** The car the message names ("Brand Model"). */
  car: NotifiedCar;
  /** A review's stars, or that a reply was edited (review events). */
  detail?: NotificationDetail;
  bookingId?: string;
  reviewId?: string;
  carId?: string;
  /** Issue 31: the conversation a message_received opens. */
  conversationId?: string;
}

/**
 * Writes the notifications of one event, in the event's transaction `tx`, with the title and
 * message `notificationText` gives their type and car. A failed write throws, which rolls the
 * event back (server-rules.md section 6).
 */
export async function notify(tx: Db, inputs: NotifyInput[]): Promise<void> {
  await repo.insertNotifications(
    tx,
    inputs.map(({ car, detail, ...row }) => ({
      ...row,
      ...notificationText(row.type, car, detail),
    })),
  );
}
