/**
 * SQL of conversations and messages (issue 31, decision 032). Every function takes the
 * connection or transaction it runs in. Message ids are the commit order of the whole table:
 * `lockMessageOrder` (taken first by every transaction that inserts a message) makes an id
 * never commit after a larger one, which the live stream's resume (`messagesForUserAfter`)
 * relies on.
 */
import { and, eq, gt, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  type ConversationRow,
  conversations,
  type MessageRow,
  messagePhotos,
  messages,
} from "../../db/schema.js";

export type { ConversationRow, MessageRow };

/**
 * The advisory lock key (pg_advisory_xact_lock) every message insert takes first, in its
 * transaction: 0x6761616469_31 ('gaadi' and the issue). Identity values are drawn when a row
 * is inserted, not when it commits, so two senders could otherwise commit ids 8 and 7 in that
 * order, and a live client that saw 8 and resumes "after 8" would miss 7 forever. Under this
 * lock the draw and the commit of one sender's message happen before the next sender draws,
 * so ids commit in increasing order across the whole messages table. The cost is that sends
 * are serialised (one short transaction each), which is far below any chat's volume here.
 */
export const MESSAGE_ORDER_LOCK = 0x676161646931;

/** Takes the message order lock in `tx` (released at commit or rollback); see MESSAGE_ORDER_LOCK. */
export async function lockMessageOrder(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MESSAGE_ORDER_LOCK})`);
}

/**
 * A message with what its answer needs (mapper `toChatMessage`): the row, the conversation's
 * two parties (for the sender's role) and its photos' ids in position order (empty without
 * photos). Text is as stored (masked at sending), also for a deleted message.
 */
export interface MessageView extends MessageRow {
  renterId: string;
  ownerId: string;
  photoIds: string[];
}

/** The photo ids of the message row in scope, by position; skipped when it has none. */
const photoIdsOfMessage = sql<
  string[]
>`case when ${messages.photoCount} = 0 then '[]'::json else coalesce((select json_agg(${messagePhotos.id} order by ${messagePhotos.position}) from ${messagePhotos} where ${messagePhotos.messageId} = ${messages.id}), '[]'::json) end`;

const messageViewColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  senderId: messages.senderId,
  text: messages.text,
  masked: messages.masked,
  photoCount: messages.photoCount,
  createdAt: messages.createdAt,
  deletedAt: messages.deletedAt,
  renterId: conversations.renterId,
  ownerId: conversations.ownerId,
  photoIds: photoIdsOfMessage,
};

/** Message views matching `where`, `order`ed, at most `limit`. */
async function messageViews(
  db: Db,
  where: SQL | undefined,
  order: SQL,
  limit: number,
): Promise<MessageView[]> {
  const rows = await db
    .select(messageViewColumns)
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(where)
    .orderBy(order)
    .limit(limit);
  return rows.map(withPhotoIds);
}

/** json comes back parsed on both drivers; a text fallback keeps either way right. */
function withPhotoIds<T extends { photoIds: unknown }>(row: T): T & { photoIds: string[] } {
  const ids = typeof row.photoIds === "string" ? JSON.parse(row.photoIds) : row.photoIds;
  return { ...row, photoIds: (ids as string[] | null) ?? [] };
}

/**
 * For the live stream's resume (issue 31 item 3): the messages of `userId`'s conversations
 * (as renter or owner) with id > `afterId`, in id order, at most `limit`. Because ids commit in
 * order (MESSAGE_ORDER_LOCK), a client that has seen everything up to `afterId` gets exactly
 * what it missed, once. Deleted messages are included (the mapper hides their content).
 */
export async function messagesForUserAfter(
  db: Db,
  userId: string,
  afterId: number,
  limit: number,
): Promise<MessageView[]> {
  const mine = db
    .select({ id: conversations.id })
    .from(conversations)
    .where(or(eq(conversations.renterId, userId), eq(conversations.ownerId, userId)));
  return messageViews(
    db,
    and(inArray(messages.conversationId, mine), gt(messages.id, afterId)),
    sql`${messages.id} asc`,
    limit,
  );
}

/** The messages with these ids (any conversation), in id order: a live event's message. */
export async function messagesByIds(db: Db, ids: number[]): Promise<MessageView[]> {
  if (ids.length === 0) return [];
  return messageViews(db, inArray(messages.id, ids), sql`${messages.id} asc`, ids.length);
}

/**
 * A page of conversation `conversationId`, newest first: messages with id < `before` (all when
 * undefined), at most `limit`. Walks messages_conversation_idx (conversation_id, id) backwards
 * from `before`, so a page costs the same at message 10 as at message 10,000.
 */
export async function messagesPage(
  db: Db,
  conversationId: string,
  before: number | undefined,
  limit: number,
): Promise<MessageView[]> {
  return messageViews(
    db,
    and(
      eq(messages.conversationId, conversationId),
      before === undefined ? undefined : lt(messages.id, before),
    ),
    sql`${messages.id} desc`,
    limit,
  );
}

/** The message `id` of conversation `conversationId`, if any. */
export async function messageOf(
  db: Db,
  conversationId: string,
  id: number,
): Promise<MessageView | undefined> {
  const [row] = await messageViews(
    db,
    and(eq(messages.conversationId, conversationId), eq(messages.id, id)),
    sql`${messages.id} asc`,
    1,
  );
  return row;
}
