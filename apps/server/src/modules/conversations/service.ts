/**
 * Conversations between renter and owner (issue 31 items 1, 4 and 6; decision 032): opening
 * an inquiry or a booking's conversation, the list, one conversation, its pages, read cursors
 * and unread counts, the owner's reply time. Sending and deleting live in sending.ts, the
 * operators' read-only view in operator.ts. Only the two parties read or write here; anyone
 * else signed in gets 403 CONVERSATION_MSG.notParty, an unknown id 404.
 */
import {
  type ChatMessage,
  CONVERSATION_MSG,
  type Conversation,
  LIMITS,
  type MessagesPageQuery,
  ownCarRefusal,
  type ReplyTime,
} from "@gaadi/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import { forbidden, notFound } from "../../lib/errors.js";
import { isUuid } from "../../lib/ids.js";
import { announceRead } from "./live/repository.js";
import { sideOf, toChatMessage, toConversation } from "./mapper.js";
import * as repo from "./repository.js";

/** Conversations answered by the list at most (latest activity first). */
export const CONVERSATION_LIST_MAX = 200;

/**
 * The conversation `id` when `userId` is one of its parties, with their side. Errors: 404
 * CONVERSATION_MSG.notFound (unknown, or not a uuid), 403 CONVERSATION_MSG.notParty.
 */
export async function partyConversation(
  db: Db,
  userId: string,
  id: string,
): Promise<{ conversation: repo.ConversationRow; side: "renter" | "owner" }> {
  const conversation = isUuid(id) ? await repo.findConversation(db, id) : undefined;
  if (!conversation) throw notFound(CONVERSATION_MSG.notFound);
  const side = sideOf(conversation, userId);
  if (!side) throw forbidden(CONVERSATION_MSG.notParty);
  return { conversation, side };
}

/** 403 CONVERSATION_MSG.suspended when `userId`'s account is suspended (read without a lock). */
export async function refuseSuspended(db: Db, userId: string): Promise<void> {
  if (await repo.isSuspended(db, userId)) throw forbidden(CONVERSATION_MSG.suspended);
}

/**
 * POST /api/messages/inquiries: the caller's inquiry about car `carId` ('Ask the owner'), found
 * or opened. Refusals in the booking's order: 403 suspended, 404 unknown or deleted car, 403
 * CONVERSATION_MSG.ownCar, 404 hidden car. Opening writes no message; the conversation enters
 * the lists with its first message.
 */
export async function openInquiry(
  app: FastifyInstance,
  userId: string,
  carId: string,
): Promise<Conversation> {
  await refuseSuspended(app.db, userId);
  const car = await repo.findCar(app.db, carId);
  if (!car) throw notFound(CONVERSATION_MSG.carNotFound);
  if (ownCarRefusal(car.ownerId, userId)) throw forbidden(CONVERSATION_MSG.ownCar);
  if (!car.isAvailable) throw notFound(CONVERSATION_MSG.carNotFound);
  const row = await repo.findOrOpenInquiry(app.db, {
    renterId: userId,
    ownerId: car.ownerId,
    carId: car.id,
    now: app.now(),
  });
  return conversationFor(app, userId, row.id);
}

/**
 * POST /api/messages/bookings/:bookingId: booking `bookingId`'s conversation ('Message the
 * owner', 'Message the renter'), found or opened, for bookings of any age and status. Errors:
 * 404 unknown booking, 403 not its renter or owner, 403 suspended.
 */
export async function openBookingConversation(
  app: FastifyInstance,
  userId: string,
  bookingId: string,
): Promise<Conversation> {
  const booking = isUuid(bookingId) ? await repo.findBooking(app.db, bookingId) : undefined;
  if (!booking) throw notFound(CONVERSATION_MSG.bookingNotFound);
  if (!sideOf(booking, userId)) throw forbidden(CONVERSATION_MSG.notParty);
  await refuseSuspended(app.db, userId);
  const row = await repo.findOrOpenBookingConversation(app.db, {
    bookingId: booking.id,
    renterId: booking.renterId,
    ownerId: booking.ownerId,
    carId: booking.carId,
    now: app.now(),
  });
  return conversationFor(app, userId, row.id);
}

/**
 * GET /api/messages/conversations: the caller's conversations that hold a message (either
 * side), latest activity first, at most CONVERSATION_LIST_MAX, and their unread total.
 */
export async function listConversations(
  app: FastifyInstance,
  userId: string,
): Promise<{ conversations: Conversation[]; unreadTotal: number }> {
  const views = await repo.conversationViews(
    app.db,
    userId,
    repo.conversationsOf(userId),
    CONVERSATION_LIST_MAX,
  );
  const lasts = await repo.messagesByIds(
    app.db,
    views.flatMap((v) => (v.lastMessageId ? [v.lastMessageId] : [])),
  );
  const byId = new Map(lasts.map((m) => [m.id, m]));
  const now = app.now();
  return {
    conversations: views.map((v) =>
      toConversation(v, userId, v.lastMessageId ? byId.get(v.lastMessageId) : undefined, now),
    ),
    unreadTotal: await repo.unreadTotal(app.db, userId),
  };
}

/** GET /api/messages/conversations/:id for a party (404 unknown, 403 anyone else). */
export async function getConversation(
  app: FastifyInstance,
  userId: string,
  id: string,
): Promise<Conversation> {
  await partyConversation(app.db, userId, id);
  return conversationFor(app, userId, id);
}

/** Conversation `id` as party `userId` sees it now (it exists). */
export async function conversationFor(
  app: FastifyInstance,
  userId: string,
  id: string,
): Promise<Conversation> {
  const [view] = await repo.conversationViews(app.db, userId, repo.conversationById(id), 1);
  const [last] = view!.lastMessageId ? await repo.messagesByIds(app.db, [view!.lastMessageId]) : [];
  return toConversation(view!, userId, last, app.now());
}

/**
 * A page of conversation `id`, newest first: `query.limit` messages with id < `query.before`
 * (the newest when absent) as `viewerId` reads them (null: an operator, deleted ones with their
 * original text); `nextBefore` is the oldest one's id while older ones remain, else null.
 */
export async function pageOf(
  db: Db,
  id: string,
  query: MessagesPageQuery,
  viewerId: string | null,
): Promise<{ messages: ChatMessage[]; nextBefore: number | null }> {
  const rows = await repo.messagesPage(db, id, query.before, query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    messages: page.map((m) => toChatMessage(m, viewerId)),
    nextBefore: rows.length > query.limit ? page[page.length - 1]!.id : null,
  };
}

/** GET /api/messages/conversations/:id/messages for a party (404 unknown, 403 anyone else). */
export async function messagesPage(
  app: FastifyInstance,
  userId: string,
  id: string,
  query: MessagesPageQuery,
): Promise<{ messages: ChatMessage[]; nextBefore: number | null }> {
  const { conversation } = await partyConversation(app.db, userId, id);
  return pageOf(app.db, conversation.id, query, userId);
}

/**
 * POST /api/messages/conversations/:id/read {upTo}: the caller's read cursor moves to `upTo`,
 * forward only and never past the last message. Resolves to their unread total.
 */
export async function markRead(
  app: FastifyInstance,
  userId: string,
  id: string,
  upTo: number,
): Promise<number> {
  const { conversation, side } = await partyConversation(app.db, userId, id);
  await repo.markRead(app.db, conversation.id, side, upTo);
  // The account's open streams, on every server, get the new total (live/hub.ts).
  await announceRead(app.db, userId);
  return repo.unreadTotal(app.db, userId);
}

/** GET /api/messages/unread: the caller's unread messages over all their conversations. */
export function unreadTotal(app: FastifyInstance, userId: string): Promise<number> {
  return repo.unreadTotal(app.db, userId);
}

/**
 * The owner's reply time for their cars' pages (issue 31 item 4): the median minutes from a
 * renter's first message to the owner's first reply, rounded up, over the conversations where
 * both happened; null until they number LIMITS.replyTimeMinConversations.
 */
export async function replyTimeOf(db: Db, ownerId: string): Promise<ReplyTime | null> {
  const time = await repo.ownerReplyTime(db, ownerId);
  return time.conversations >= LIMITS.replyTimeMinConversations ? time : null;
}
