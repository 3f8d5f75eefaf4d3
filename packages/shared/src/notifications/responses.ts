/**
 * Answers of the notifications endpoints (customer document sections 3 and 7, server-rules.md
 * section 6). The server declares them as route response schemas; the web's bell types its
 * fetchers with the inferred types. Failures are `errorResponse` (401 signed out, 404
 * 'Notification not found' for an id that is not the caller's).
 */
import { z } from "zod";
import { NOTIFICATION_TYPES } from "../enums.js";
import { messageResponse, okResponse } from "../envelope.js";

/** The car a notification's booking or review is about: what the client routes and names on. */
export const notificationCarSchema = z.object({
  _id: z.string(),
  brand: z.string(),
  model: z.string(),
});

/**
 * One notification (customer document section 3). `createdAt` is an ISO date-time string.
 * `booking` is present for booking_* (and review_*) types, `review` for review_* types,
 * `carId` for car_* types (and whenever the row names a car), `conversationId` for
 * message_received (issue 31: the bell opens that conversation); absent fields are omitted.
 */
export const notificationSchema = z.object({
  _id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  booking: z.object({ _id: z.string(), car: notificationCarSchema }).optional(),
  review: z.object({ _id: z.string(), car: notificationCarSchema }).optional(),
  carId: z.string().optional(),
  conversationId: z.string().optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: the caller's latest notifications, newest first (at most 50). */
export const notificationsResponse = okResponse({ notifications: z.array(notificationSchema) });
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

/** GET /api/notifications/unread-count: how many of the caller's notifications are unread. */
export const unreadCountResponse = okResponse({ unreadCount: z.number().int().nonnegative() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponse>;

/** PUT /api/notifications/{id}/read: NOTIFICATION_MSG.markedRead. */
export const markReadResponse = messageResponse;
export type MarkReadResponse = z.infer<typeof markReadResponse>;

/** PUT /api/notifications/mark-all-read: NOTIFICATION_MSG.allMarkedRead. */
export const markAllReadResponse = messageResponse;
export type MarkAllReadResponse = z.infer<typeof markAllReadResponse>;
