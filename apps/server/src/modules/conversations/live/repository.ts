/**
 * SQL of live delivery and the unread mail (issue 31 items 3 and 4, decision 033): the latest
 * message id a fresh stream starts from, the `read` notice, and the hourly mail's sweep. Message
 * reads and unread totals are the conversations repository's.
 */
import { and, eq, inArray, isNull, max, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { cars, conversations, messages, users } from "../../../db/schema.js";

/** The channel migration 0020's trigger notifies (and announceRead). */
export const MESSAGES_CHANNEL = "gaadi_messages";

/** The largest committed message id, 0 when there is none. */
export async function latestMessageId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(messages.id) }).from(messages);
  return Number(row?.id ?? 0);
}

/**
 * Tells every server that `userId`'s read cursors moved (NOTIFY gaadi_messages, kind 'read'),
 * so their open streams get the new unread total. In a transaction it is sent at commit.
 */
export async function announceRead(db: Db, userId: string): Promise<void> {
  const payload = JSON.stringify({ kind: "read", userId });
  await db.execute(sql`select pg_notify(${MESSAGES_CHANNEL}, ${payload})`);
}

/** One conversation side the unread mail is due for, with what the mail says. */
export interface DueMail {
  conversationId: string;
  /** The recipient (the side that has not read). */
  userId: string;
  carId: string;
  bookingId: string | null;
  senderName: string;
  car: { brand: string; model: string };
  /** The newest due unread message's stored (already masked) text; '' for photos only. */
  text: string;
}

/**
 * Claims up to `limit` conversation sides whose unread mail is due at `now`, and marks them
 * mailed at `now` (`renter_mailed_at` / `owner_mailed_at`), in the caller's transaction: a side
 * has a message from the other party, not deleted, above its read cursor, sent at or before
 * `now - afterMs` and after its last mail, and it was not mailed within `everyMs`. Rows another
 * sweep holds are skipped (FOR UPDATE SKIP LOCKED), so two servers never mail a side twice.
 */
export async function claimDueMails(
  tx: Db,
  now: Date,
  opts: { afterMs: number; everyMs: number; limit: number },
): Promise<DueMail[]> {
  const sentBy = new Date(now.getTime() - opts.afterMs);
  const mailedBy = new Date(now.getTime() - opts.everyMs);
  const due: DueMail[] = [];
  for (const side of ["renter", "owner"] as const) {
    const c = conversations;
    const [readId, mailedAt, recipient, sender] =
      side === "renter"
        ? [c.renterReadId, c.renterMailedAt, c.renterId, c.ownerId]
        : [c.ownerReadId, c.ownerMailedAt, c.ownerId, c.renterId];
    const newestDue = sql`(select m.id from ${messages} m
      where m.conversation_id = ${c.id} and m.sender_id = ${sender} and m.deleted_at is null
        and m.id > ${readId} and m.created_at <= ${sentBy}
        and (${mailedAt} is null or m.created_at > ${mailedAt})
      order by m.id desc limit 1)`;
    const claimed = await tx
      .select({
        conversationId: c.id,
        userId: recipient,
        senderId: sender,
        carId: c.carId,
        bookingId: c.bookingId,
        messageId: sql<number>`${newestDue}`.mapWith(Number),
      })
      .from(c)
      .where(and(or(isNull(mailedAt), sql`${mailedAt} <= ${mailedBy}`), sql`exists ${newestDue}`))
      .orderBy(c.id)
      .limit(opts.limit)
      .for("update", { skipLocked: true });
    if (claimed.length === 0) continue;
    await tx
      .update(c)
      .set(side === "renter" ? { renterMailedAt: now } : { ownerMailedAt: now })
      .where(
        inArray(
          c.id,
          claimed.map((r) => r.conversationId),
        ),
      );
    for (const row of claimed) {
      const [facts] = await tx
        .select({
          senderName: users.name,
          brand: cars.brand,
          model: cars.model,
          text: messages.text,
        })
        .from(messages)
        .innerJoin(users, eq(users.id, row.senderId))
        .innerJoin(cars, eq(cars.id, row.carId))
        .where(eq(messages.id, row.messageId));
      if (!facts) continue;
      due.push({
        conversationId: row.conversationId,
        userId: row.userId,
        carId: row.carId,
        bookingId: row.bookingId,
        senderName: facts.senderName,
        car: { brand: facts.brand, model: facts.model },
        text: facts.text,
      });
    }
  }
  return due;
}
