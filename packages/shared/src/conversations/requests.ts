/**
 * Request bodies of messages (issue 31 items 1, 2 and 6): the web's forms validate with the same
 * schemas the routes take.
 * - POST /api/messages/inquiries `{ carId }`: opens (or finds) the renter's conversation about a
 *   car before any booking ('Ask the owner').
 * - POST /api/messages/conversations/:id/messages: multipart, field `text` (0..messageTextMax
 *   characters after trimming; required when no photo is sent) and up to messagePhotosMax files
 *   `photos` (the upload rules: JPEG, PNG or WebP by their first bytes, the upload size limit).
 *   The text part is checked by `messageText`.
 * - GET /api/messages/conversations/:id/messages?before=<messageId>: a page, newest first.
 */
import { z } from "zod";
import { LIMITS } from "../limits.js";
import { CONVERSATION_MSG } from "../messages/conversations.js";

/** POST /api/messages/inquiries: the car a renter asks about. */
export const inquiryBody = z.object({
  carId: z.string({ error: CONVERSATION_MSG.carRequired }).uuid(CONVERSATION_MSG.carRequired),
});
export type InquiryBody = z.infer<typeof inquiryBody>;

/** A message's text as sent: trimmed, at most messageTextMax characters (may be empty with a photo). */
export const messageText = z
  .string()
  .trim()
  .max(LIMITS.messageTextMax, CONVERSATION_MSG.textTooLong(LIMITS.messageTextMax));

/**
 * A page of a conversation: messages older than `before` (a message id, as answered), newest
 * first, `limit` of them (1..100, default messagesPageSize).
 */
export const messagesPageQuery = z.object({
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(LIMITS.messagesPageSize),
});
export type MessagesPageQuery = z.infer<typeof messagesPageQuery>;

/** POST /api/messages/conversations/:id/read: everything up to this message id is read. */
export const markReadBody = z.object({
  upTo: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type MarkReadBody = z.infer<typeof markReadBody>;

/**
 * GET /api/operator/conversations: a booking's conversation (`bookingId`), or a renter's and/or
 * a car's (`renterId`, `carId`); at least one of them.
 */
export const operatorConversationsQuery = z
  .object({
    bookingId: z.uuid().optional(),
    carId: z.uuid().optional(),
    renterId: z.uuid().optional(),
  })
  .refine((q) => q.bookingId || q.carId || q.renterId, {
    message: "Give a bookingId, a carId or a renterId",
  });
export type OperatorConversationsQuery = z.infer<typeof operatorConversationsQuery>;
