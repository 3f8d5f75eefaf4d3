/**
 * The operators' read-only view of conversations (issue 31 item 1, decision 032): find a
 * booking's conversation (or a renter's or car's) and read every message, deleted ones with
 * their original text and photos, as evidence for a claim. Nothing here writes; routes are
 * `...app.operatorOnly` (decision 028).
 */
import {
  type ChatMessage,
  CONVERSATION_MSG,
  type MessagesPageQuery,
  type OperatorConversation,
  type OperatorConversationsQuery,
} from "@gaadi/shared";
import type { FastifyInstance } from "fastify";
import { notFound } from "../../lib/errors.js";
import { isUuid } from "../../lib/ids.js";
import { bookingHeader } from "./mapper.js";
import * as repo from "./repository.js";
import { pageOf } from "./service.js";

/** Conversations the operators' search answers at most. */
const OPERATOR_LIST_MAX = 100;

/**
 * GET /api/operator/conversations?bookingId= | carId= & renterId=: the conversations found,
 * latest activity first (empty ones too: an opened conversation is part of the record).
 */
export async function findConversations(
  app: FastifyInstance,
  query: OperatorConversationsQuery,
): Promise<OperatorConversation[]> {
  const views = await repo.conversationViews(
    app.db,
    null,
    repo.conversationsAbout(query),
    OPERATOR_LIST_MAX,
  );
  return views.map((v) => ({
    _id: v.id,
    renter: { _id: v.renterId, name: v.renterName },
    owner: { _id: v.ownerId, name: v.ownerName },
    car: { _id: v.carId, brand: v.carBrand, model: v.carModel },
    booking: bookingHeader(v),
    lastMessageAt: v.lastMessageAt?.toISOString() ?? null,
    createdAt: v.createdAt.toISOString(),
  }));
}

/**
 * GET /api/operator/conversations/:id/messages: a page of the conversation, newest first, as it
 * was written (deleted messages keep their text and photos, `deletedAt` set). 404 unknown.
 */
export async function conversationMessages(
  app: FastifyInstance,
  id: string,
  query: MessagesPageQuery,
): Promise<{ messages: ChatMessage[]; nextBefore: number | null }> {
  const conversation = isUuid(id) ? await repo.findConversation(app.db, id) : undefined;
  if (!conversation) throw notFound(CONVERSATION_MSG.notFound);
  return pageOf(app.db, conversation.id, query, null);
}
