/**
 * Answers of the messages API (issue 31); the web types its fetchers with them. Ids of messages
 * are positive integers in the order the server committed them (a conversation's page cursor and
 * the live stream's event id); ids of conversations are uuids.
 */
import { z } from "zod";
import { BOOKING_STATUSES } from "../enums.js";
import { okResponse } from "../envelope.js";

/** Which side of a conversation an account is on. */
export const CONVERSATION_ROLES = ["renter", "owner"] as const;
export type ConversationRole = (typeof CONVERSATION_ROLES)[number];

/** A photo on a message, readable by the two parties and operators only. */
export const messagePhoto = z.object({ id: z.string(), url: z.string() });
export type MessagePhoto = z.infer<typeof messagePhoto>;

/**
 * One message as a party sees it. `text` is as stored: contact details in it were masked at
 * sending when the conversation was outside the contact window (`masked` true). A deleted
 * message keeps its place with `deletedAt` set, empty `text` and no photos.
 */
export const chatMessage = z.object({
  id: z.number().int(),
  conversationId: z.string(),
  senderId: z.string(),
  senderRole: z.enum(CONVERSATION_ROLES),
  text: z.string(),
  masked: z.boolean(),
  photos: z.array(messagePhoto),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** The booking a conversation belongs to, for the header: status and dates (null for an inquiry). */
export const conversationBooking = z.object({
  _id: z.string(),
  bookingRef: z.string(),
  status: z.enum(BOOKING_STATUSES),
  pickupDate: z.string(),
  returnDate: z.string(),
});
export type ConversationBooking = z.infer<typeof conversationBooking>;

/**
 * A conversation in the list and at the top of its view, for the account asking: the other
 * party's name and image, the car, the booking if any, the last message, unread count, and
 * whether contact details would show in a message sent now (`contactsVisible`).
 */
export const conversation = z.object({
  _id: z.string(),
  role: z.enum(CONVERSATION_ROLES),
  other: z.object({ _id: z.string(), name: z.string(), image: z.string() }),
  car: z.object({ _id: z.string(), brand: z.string(), model: z.string(), image: z.string() }),
  booking: conversationBooking.nullable(),
  lastMessage: chatMessage.nullable(),
  unread: z.number().int(),
  contactsVisible: z.boolean(),
  createdAt: z.string(),
});
export type Conversation = z.infer<typeof conversation>;

/** GET /api/messages/conversations: the account's conversations, latest activity first. */
export const conversationsResponse = okResponse({
  conversations: z.array(conversation),
  unreadTotal: z.number().int(),
});
export type ConversationsResponse = z.infer<typeof conversationsResponse>;

/** GET /api/messages/unread: the total for the navigation's 'Messages' entry. */
export const unreadResponse = okResponse({ unreadTotal: z.number().int() });
export type UnreadResponse = z.infer<typeof unreadResponse>;

/** GET /api/messages/conversations/:id and POST /api/messages/inquiries. */
export const conversationResponse = okResponse({ conversation });
export type ConversationResponse = z.infer<typeof conversationResponse>;

/** GET /api/messages/conversations/:id/messages: a page, newest first; `nextBefore` null at the start. */
export const messagesPageResponse = okResponse({
  messages: z.array(chatMessage),
  nextBefore: z.number().int().nullable(),
});
export type MessagesPageResponse = z.infer<typeof messagesPageResponse>;

/** POST .../messages (sent) and DELETE .../messages/:messageId (deleted). */
export const sentMessageResponse = okResponse({ message: chatMessage });
export type SentMessageResponse = z.infer<typeof sentMessageResponse>;

/**
 * An event of the live stream GET /api/messages/stream (text/event-stream; the SSE `id` is the
 * message id, so Last-Event-ID resumes): a new or deleted message of one of the account's
 * conversations, or the account's new unread total.
 */
export const liveEvent = z.discriminatedUnion("type", [
  z.object({ type: z.literal("message"), message: chatMessage }),
  z.object({ type: z.literal("deleted"), message: chatMessage }),
  z.object({ type: z.literal("unread"), unreadTotal: z.number().int() }),
]);
export type LiveEvent = z.infer<typeof liveEvent>;

/** The owner's reply time on their cars, once they have answered replyTimeMinConversations. */
export const replyTime = z.object({
  medianMinutes: z.number().int(),
  conversations: z.number().int(),
});
export type ReplyTime = z.infer<typeof replyTime>;

/** One party as the operators' console names them. */
const operatorParty = z.object({ _id: z.string(), name: z.string() });

/**
 * A conversation in the operators' read-only view (issue 31 item 1; evidence for claims): both
 * parties, the car, the booking if any, when it last moved. Its messages are read with
 * GET /api/operator/conversations/:id/messages (messagesPageResponse), deleted ones with their
 * original text and photos.
 */
export const operatorConversation = z.object({
  _id: z.string(),
  renter: operatorParty,
  owner: operatorParty,
  car: z.object({ _id: z.string(), brand: z.string(), model: z.string() }),
  booking: conversationBooking.nullable(),
  lastMessageAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OperatorConversation = z.infer<typeof operatorConversation>;

/** GET /api/operator/conversations: the conversations found, latest activity first. */
export const operatorConversationsResponse = okResponse({
  conversations: z.array(operatorConversation),
});
export type OperatorConversationsResponse = z.infer<typeof operatorConversationsResponse>;
