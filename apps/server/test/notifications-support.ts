/**
 * Shortcuts for the notifications tests (not imported by the app): calls to
 * /api/notifications through app.inject, and the notifications table read straight.
 */
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { notifications } from "../src/db/schema.js";
import type { TestUser } from "./helpers.js";

/** Calls /api/notifications`url` as `user` (a visitor when null); status and parsed body. */
export async function callNotifications(
  app: FastifyInstance,
  method: "GET" | "PUT",
  url: string,
  user: TestUser | null,
) {
  const res = await app.inject({
    method,
    url: `/api/notifications${url}`,
    ...(user ? { headers: user.auth } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

/** Every notification row of `userId`, oldest first. */
export function notificationRowsOf(app: FastifyInstance, userId: string) {
  return app.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt));
}

/** Every notification row in the database: compare before and after an action. */
export function allNotificationRows(app: FastifyInstance) {
  return app.db.select().from(notifications);
}

/** Runs `action` and returns the notification rows it wrote (any recipient). */
export async function writtenBy(app: FastifyInstance, action: () => Promise<unknown>) {
  const before = new Set((await allNotificationRows(app)).map((n) => n.id));
  await action();
  return (await allNotificationRows(app)).filter((n) => !before.has(n.id));
}
