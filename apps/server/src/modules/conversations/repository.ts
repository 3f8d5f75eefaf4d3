/**
 * SQL of conversations and messages (issue 31, decision 032). Every function takes the
 * connection or transaction it runs in. Message ids are the commit order of the whole table:
 * `lockMessageOrder` (taken first by every transaction that inserts a message) makes an id
 * never commit after a larger one, which the live stream's resume (`messagesForUserAfter`)
 * relies on.
 */
import { type BookingStatus, LIMITS } from "@gaadi/shared";
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import {
  bookings,
  type ConversationRow,
  cars,
  conversations,
  type MessageRow,
  messagePhotos,
  messages,
  users,
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

// Conversations.

/** The car an inquiry is about: its owner and whether it is shown; undefined when unknown or deleted. */
export async function findCar(db: Db, carId: string) {
  const [row] = await db
    .select({ id: cars.id, ownerId: cars.ownerId, isAvailable: cars.isAvailable })
    .from(cars)
    .where(and(eq(cars.id, carId), isNull(cars.deletedAt)));
  return row;
}

/** The booking a conversation is opened for: its car and parties; undefined when unknown. */
export async function findBooking(db: Db, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      carId: bookings.carId,
      renterId: bookings.renterId,
      ownerId: bookings.ownerId,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row;
}

/**
 * Whether account `userId` is suspended (users.suspended_at). With `lock`, FOR SHARE: an
 * operator's suspension (an UPDATE of the row) then waits for the writing transaction, or the
 * transaction sees it, so no message slips in after a suspension commits.
 */
export async function isSuspended(db: Db, userId: string, lock = false): Promise<boolean> {
  const query = db
    .select({ suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, userId));
  const [row] = lock ? await query.for("share") : await query;
  return row?.suspendedAt != null;
}

/** The conversation `id`, if any. */
export async function findConversation(db: Db, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  return row;
}

/**
 * The renter's inquiry about the car (booking_id null), opened now if there is none: one
 * statement each way, and a racing second open finds the first's row (conversations_inquiry_key
 * makes the loser's insert do nothing).
 */
export async function findOrOpenInquiry(
  db: Db,
  values: { renterId: string; ownerId: string; carId: string; now: Date },
): Promise<ConversationRow> {
  const find = async () => {
    const [row] = await db
      .select()
      .from(conversations)
      .where(
        and(
          eq(conversations.renterId, values.renterId),
          eq(conversations.carId, values.carId),
          isNull(conversations.bookingId),
        ),
      );
    return row;
  };
  return (await find()) ?? (await openConversation(db, { ...values, bookingId: null }, find));
}

/** The booking's conversation, opened now if there is none (conversations_booking_key). */
export async function findOrOpenBookingConversation(
  db: Db,
  values: { bookingId: string; renterId: string; ownerId: string; carId: string; now: Date },
): Promise<ConversationRow> {
  const find = async () => {
    const [row] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.bookingId, values.bookingId));
    return row;
  };
  return (await find()) ?? (await openConversation(db, values, find));
}

/** Inserts a conversation, or (a racing open won) reads the winner's through `find`. */
async function openConversation(
  db: Db,
  v: { renterId: string; ownerId: string; carId: string; bookingId: string | null; now: Date },
  find: () => Promise<ConversationRow | undefined>,
): Promise<ConversationRow> {
  const [row] = await db
    .insert(conversations)
    .values({
      renterId: v.renterId,
      ownerId: v.ownerId,
      carId: v.carId,
      bookingId: v.bookingId,
      createdAt: v.now,
    })
    .onConflictDoNothing()
    .returning();
  const found = row ?? (await find());
  if (!found) throw new Error("conversation neither inserted nor found");
  return found;
}

/**
 * Issue 31 item 1, in the booking's creating transaction: the renter's inquiry about the car
 * (booking_id null) becomes the new booking's conversation. At most one row matches
 * (conversations_inquiry_key), and setting booking_id cannot break a unique index: the row
 * leaves the partial inquiry index, and no other conversation can name a booking that is not
 * committed yet (its foreign key would wait on it), so conversations_booking_key is free. The
 * booking can therefore never fail here. Resolves to whether an inquiry was adopted.
 */
export async function adoptInquiry(
  tx: Db,
  booking: { id: string; renterId: string; carId: string },
): Promise<boolean> {
  const rows = await tx
    .update(conversations)
    .set({ bookingId: booking.id })
    .where(
      and(
        eq(conversations.renterId, booking.renterId),
        eq(conversations.carId, booking.carId),
        isNull(conversations.bookingId),
      ),
    )
    .returning({ id: conversations.id });
  return rows.length > 0;
}

const renter = alias(users, "renter");
const owner = alias(users, "owner");

/** `viewerId`'s read cursor in the conversation row in scope (0 for anyone else). */
const readCursorOf = (viewerId: string) =>
  sql`case when ${conversations.renterId} = ${viewerId} then ${conversations.renterReadId} when ${conversations.ownerId} = ${viewerId} then ${conversations.ownerReadId} else 0 end`;

/**
 * Unread messages of the conversation row in scope for `viewerId`: by the other side, id above
 * the viewer's read cursor, not deleted. A range of messages_conversation_idx.
 */
const unreadOf = (viewerId: string) =>
  sql<number>`(select count(*)::int from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.id} > ${readCursorOf(viewerId)} and ${messages.senderId} <> ${viewerId} and ${messages.deletedAt} is null)`;

/** A conversation with what its answer needs (mapper toConversation), for one viewer. */
export interface ConversationView extends ConversationRow {
  renterName: string;
  renterImage: string;
  ownerName: string;
  ownerImage: string;
  carBrand: string;
  carModel: string;
  carImage: string;
  bookingRef: string | null;
  bookingStatus: BookingStatus | null;
  pickupDate: string | null;
  returnDate: string | null;
  unread: number;
}

/**
 * Conversations matching `where`, with both parties, the car, the booking's header and
 * `viewerId`'s unread count (0 for null: an operator); latest activity first (last message, else opening), at most `limit`.
 */
export async function conversationViews(
  db: Db,
  viewerId: string | null,
  where: SQL | undefined,
  limit: number,
): Promise<ConversationView[]> {
  const rows = await db
    .select({
      c: conversations,
      renterName: renter.name,
      renterImage: renter.image,
      ownerName: owner.name,
      ownerImage: owner.image,
      carBrand: cars.brand,
      carModel: cars.model,
      carImage: cars.imageCard,
      bookingRef: bookings.bookingRef,
      bookingStatus: bookings.status,
      pickupDate: bookings.pickupDate,
      returnDate: bookings.returnDate,
      unread: viewerId ? unreadOf(viewerId) : sql<number>`0`,
    })
    .from(conversations)
    .innerJoin(renter, eq(renter.id, conversations.renterId))
    .innerJoin(owner, eq(owner.id, conversations.ownerId))
    .innerJoin(cars, eq(cars.id, conversations.carId))
    .leftJoin(bookings, eq(bookings.id, conversations.bookingId))
    .where(where)
    .orderBy(
      desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`),
      desc(conversations.id),
    )
    .limit(limit);
  return rows.map(({ c, ...rest }) => ({ ...c, ...rest }));
}

/** The caller's conversations (either side) that hold at least one message. */
export const conversationsOf = (userId: string) =>
  and(
    or(eq(conversations.renterId, userId), eq(conversations.ownerId, userId)),
    isNotNull(conversations.lastMessageId),
  );

/** Conversation `id` only. */
export const conversationById = (id: string) => eq(conversations.id, id);

/** Every conversation of booking `bookingId`, or of renter and car (the operators' search). */
export const conversationsAbout = (q: { bookingId?: string; carId?: string; renterId?: string }) =>
  q.bookingId
    ? eq(conversations.bookingId, q.bookingId)
    : and(
        q.carId ? eq(conversations.carId, q.carId) : undefined,
        q.renterId ? eq(conversations.renterId, q.renterId) : undefined,
      );

/** `userId`'s unread messages over all their conversations (the navigation's count). */
export async function unreadTotal(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${unreadOf(userId)}), 0)::int` })
    .from(conversations)
    .where(conversationsOf(userId));
  return row?.n ?? 0;
}

/**
 * Moves `side`'s read cursor of conversation `id` to `upTo`, never backwards and never past the
 * last message.
 */
export async function markRead(
  db: Db,
  id: string,
  side: "renter" | "owner",
  upTo: number,
): Promise<void> {
  const column = side === "renter" ? conversations.renterReadId : conversations.ownerReadId;
  const target = sql`least(${upTo}::bigint, coalesce(${conversations.lastMessageId}, 0))`;
  await db
    .update(conversations)
    .set(
      side === "renter"
        ? { renterReadId: sql`greatest(${column}, ${target})` }
        : { ownerReadId: sql`greatest(${column}, ${target})` },
    )
    .where(eq(conversations.id, id));
}

// Messages.

/** The conversation (FOR UPDATE) with its booking's status and pickup day, for masking at sending. */
export async function conversationForSending(tx: Db, id: string) {
  const [row] = await tx
    .select({
      c: conversations,
      bookingStatus: bookings.status,
      pickupDate: bookings.pickupDate,
    })
    .from(conversations)
    .leftJoin(bookings, eq(bookings.id, conversations.bookingId))
    .where(eq(conversations.id, id))
    .for("update", { of: conversations });
  return row;
}

/** Inserts a message and its photos (files already stored, in position order); the row. */
export async function insertMessage(
  tx: Db,
  values: {
    conversationId: string;
    senderId: string;
    text: string;
    masked: boolean;
    files: string[];
    now: Date;
  },
): Promise<MessageRow> {
  const [row] = await tx
    .insert(messages)
    .values({
      conversationId: values.conversationId,
      senderId: values.senderId,
      text: values.text,
      masked: values.masked,
      photoCount: values.files.length,
      createdAt: values.now,
    })
    .returning();
  if (values.files.length > 0) {
    await tx.insert(messagePhotos).values(
      values.files.map((file, position) => ({
        messageId: row!.id,
        conversationId: values.conversationId,
        position,
        file,
        createdAt: values.now,
      })),
    );
  }
  return row!;
}

/**
 * After `message` by `side`: the conversation's last message, the sender's read cursor at it,
 * the renter's first message time and the owner's first reply after it (reply time, item 4).
 */
export async function recordSent(
  tx: Db,
  message: { id: number; conversationId: string; createdAt: Date },
  side: "renter" | "owner",
): Promise<void> {
  const at = sql`${message.createdAt.toISOString()}::timestamptz`;
  await tx
    .update(conversations)
    .set({
      lastMessageId: message.id,
      lastMessageAt: message.createdAt,
      ...(side === "renter"
        ? {
            renterReadId: message.id,
            renterFirstMessageAt: sql`coalesce(${conversations.renterFirstMessageAt}, ${at})`,
          }
        : {
            ownerReadId: message.id,
            // Only once the renter has written; never before their first message (the check).
            ownerFirstReplyAt: sql`case when ${conversations.renterFirstMessageAt} is null then null else coalesce(${conversations.ownerFirstReplyAt}, greatest(${at}, ${conversations.renterFirstMessageAt})) end`,
          }),
    })
    .where(eq(conversations.id, message.conversationId));
}

/**
 * Marks message `id` of conversation `conversationId` deleted at `now`, only when `senderId`
 * sent it, it is not deleted yet and it was sent within LIMITS.messageDeleteWindowMs of `now`.
 * Undefined when that guard fails (the caller tells which).
 */
export async function deleteMessageIf(
  tx: Db,
  q: { conversationId: string; id: number; senderId: string; now: Date },
): Promise<MessageRow | undefined> {
  const since = new Date(q.now.getTime() - LIMITS.messageDeleteWindowMs);
  const [row] = await tx
    .update(messages)
    .set({ deletedAt: q.now })
    .where(
      and(
        eq(messages.conversationId, q.conversationId),
        eq(messages.id, q.id),
        eq(messages.senderId, q.senderId),
        isNull(messages.deletedAt),
        sql`${messages.createdAt} >= ${since.toISOString()}::timestamptz`,
        sql`${messages.createdAt} <= ${q.now.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  return row;
}

/** A message photo with its conversation's parties (who may read it); undefined when unknown. */
export async function findPhoto(db: Db, photoId: string) {
  const [row] = await db
    .select({
      file: messagePhotos.file,
      renterId: conversations.renterId,
      ownerId: conversations.ownerId,
    })
    .from(messagePhotos)
    .innerJoin(conversations, eq(conversations.id, messagePhotos.conversationId))
    .where(eq(messagePhotos.id, photoId));
  return row;
}

// Reply time (issue 31 item 4).

/**
 * The owner's median minutes from a renter's first message to their first reply, over their
 * conversations where both are set, and how many those are.
 */
export async function ownerReplyTime(
  db: Db,
  ownerId: string,
): Promise<{ medianMinutes: number; conversations: number }> {
  const [row] = await db
    .select({
      median: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from (${conversations.ownerFirstReplyAt} - ${conversations.renterFirstMessageAt})) / 60)`,
      n: sql<number>`count(*)::int`,
    })
    .from(conversations)
    .where(and(eq(conversations.ownerId, ownerId), isNotNull(conversations.ownerFirstReplyAt)));
  return { medianMinutes: Math.ceil(Number(row?.median ?? 0)), conversations: row?.n ?? 0 };
}
