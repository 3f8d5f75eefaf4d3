/**
 * Notification rows (server-rules.md section 6). `insertNotifications` is what every event
 * calls, inside the event's own transaction (`tx`), so an event and its notifications commit
 * or fail together: a failed insert here throws and rolls the event back.
 */
import type { Db } from "../../db/client.js";
import { type NotificationRow, notifications } from "../../db/schema.js";
import { enqueueMailFor } from "../mail/service.js";

export type { NotificationRow };

/** The columns of a new notification (id, isRead and createdAt default). */
export type NotificationInsert = typeof notifications.$inferInsert;

/**
 * Writes `rows` (none is a no-op) and returns them as stored. Those that need someone to act
 * also queue an e-mail in the same transaction (modules/mail, decision 009).
 */
export async function insertNotifications(
  tx: Db,
  rows: NotificationInsert[],
): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  const inserted = await tx.insert(notifications).values(rows).returning();
  await enqueueMailFor(tx, inserted);
  return inserted;
}
