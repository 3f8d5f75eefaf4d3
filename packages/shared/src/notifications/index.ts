/** Notifications: the answers of /api/notifications (responses.ts). Texts are in messages/notifications.ts. */
export * from "./responses.js";
