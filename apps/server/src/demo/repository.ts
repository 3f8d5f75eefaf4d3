/**
 * Drizzle queries of the demo loader (load.ts): it writes users, driving licences, cars,
 * bookings, blocked ranges, reviews and notifications straight into their tables, in one transaction the loader opens. Each
 * function takes a `Db` (a transaction satisfies it).
 */
import { count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import {
  bookings,
  carBlocks,
  cars,
  conversations,
  drivingLicences,
  messages,
  notifications,
  reviews,
  users,
} from "../db/schema.js";

export type NewUser = typeof users.$inferInsert;
export type NewCar = typeof cars.$inferInsert;
export type NewBooking = typeof bookings.$inferInsert;
export type NewReview = typeof reviews.$inferInsert;
export type NewLicence = typeof drivingLicences.$inferInsert;

/** How many accounts exist, erased ones included. */
export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/** True when an account has one of `emails`. */
export async function anyUserWithEmail(db: Db, emails: string[]): Promise<boolean> {
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, emails))
    .limit(1);
  return found.length > 0;
}

/** Inserts the accounts; returns their ids in input order. */
export function insertUsers(db: Db, values: NewUser[]): Promise<{ id: string }[]> {
  return db.insert(users).values(values).returning({ id: users.id });
}

/**
 * Inserts the cars; returns each one's id, owner and pricing (price a day and deposit in whole
 * rupees, discounts, cancellation policy) in order.
 */
export function insertCars(db: Db, values: NewCar[]) {
  return db.insert(cars).values(values).returning({
    id: cars.id,
    ownerId: cars.ownerId,
    pricePerDay: cars.pricePerDay,
    weeklyDiscountPercent: cars.weeklyDiscountPercent,
    monthlyDiscountPercent: cars.monthlyDiscountPercent,
    securityDeposit: cars.securityDeposit,
    cancellationPolicy: cars.cancellationPolicy,
  });
}

/** Inserts the driving licences (issue 29). */
export async function insertLicences(db: Db, values: NewLicence[]): Promise<void> {
  if (values.length > 0) await db.insert(drivingLicences).values(values);
}

/** Inserts the bookings; returns their ids in input order. */
export function insertBookings(db: Db, values: NewBooking[]): Promise<{ id: string }[]> {
  return db.insert(bookings).values(values).returning({ id: bookings.id });
}

/** Inserts the blocked ranges (their holds follow by trigger; an overlap fails the load). */
export async function insertBlocks(
  db: Db,
  values: (typeof carBlocks.$inferInsert)[],
): Promise<void> {
  if (values.length > 0) await db.insert(carBlocks).values(values);
}

/**
 * Inserts the reviews and sets each reviewed car's review_count and rating_sum from the
 * reviews table itself, in one UPDATE, so the aggregates match the rows exactly.
 */
export async function insertReviews(db: Db, values: NewReview[]): Promise<{ id: string }[]> {
  if (values.length === 0) return [];
  const ids = await db.insert(reviews).values(values).returning({ id: reviews.id });
  const totals = db
    .select({
      carId: reviews.carId,
      n: sql<number>`count(*)::int`.as("n"),
      total: sql<number>`sum(${reviews.rating})::int`.as("total"),
    })
    .from(reviews)
    .groupBy(reviews.carId)
    .as("totals");
  await db
    .update(cars)
    .set({ reviewCount: sql`${totals.n}`, ratingSum: sql`${totals.total}` })
    .from(totals)
    .where(eq(cars.id, totals.carId));
  return ids;
}

/** Inserts the demo notifications straight (no mail: they describe the demo's past). */
export async function insertDemoNotifications(
  db: Db,
  values: (typeof notifications.$inferInsert)[],
): Promise<void> {
  if (values.length > 0) await db.insert(notifications).values(values);
}

/**
 * Inserts one demo conversation (issue 31) and its messages in order (ids ascending as sent),
 * then sets its last message, each side's read cursor (the id of the `read[side]`-th message, 0
 * for none), the renter's first message and the owner's first reply after it, and both
 * `*_mailed_at` to `now`: the demo's past unread messages are not mailed on first start.
 */
export async function insertDemoConversation(
  db: Db,
  conversation: { carId: string; renterId: string; ownerId: string; bookingId: string | null },
  sent: { senderId: string; text: string; masked: boolean; createdAt: Date }[],
  read: { renter: number; owner: number },
  now: Date,
): Promise<void> {
  const [row] = await db
    .insert(conversations)
    .values({ ...conversation, createdAt: sent[0]?.createdAt ?? now })
    .returning({ id: conversations.id });
  const ids = await db
    .insert(messages)
    .values(sent.map((m) => ({ ...m, conversationId: row!.id })))
    .returning({ id: messages.id });
  const last = sent.length - 1;
  const firstRenter = sent.find((m) => m.senderId === conversation.renterId)?.createdAt ?? null;
  const firstReply = firstRenter
    ? (sent.find((m) => m.senderId === conversation.ownerId && m.createdAt >= firstRenter)
        ?.createdAt ?? null)
    : null;
  await db
    .update(conversations)
    .set({
      lastMessageId: ids[last]?.id ?? null,
      lastMessageAt: sent[last]?.createdAt ?? null,
      renterReadId: read.renter > 0 ? ids[read.renter - 1]!.id : 0,
      ownerReadId: read.owner > 0 ? ids[read.owner - 1]!.id : 0,
      renterFirstMessageAt: firstRenter,
      ownerFirstReplyAt: firstReply,
      renterMailedAt: now,
      ownerMailedAt: now,
    })
    .where(eq(conversations.id, row!.id));
}
