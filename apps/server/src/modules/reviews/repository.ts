/**
 * Drizzle queries of the reviews module (server-rules.md section 5). Each takes a `Db`, which
 * a transaction satisfies. One review per booking is the unique index reviews_booking_key's
 * job (a racing second insert fails 23505 -> 409), and a reply is set or edited by one guarded
 * UPDATE, so no rule here is check-then-write.
 */
import { REVIEW_MSG } from "@gaadi/shared";
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { refuseViolations } from "../../db/errors.js";
import { bookings, cars, type ReviewRow, reviews, users } from "../../db/schema.js";
import { conflict } from "../../lib/errors.js";

export type { ReviewRow };
/** The columns of a new review (id, reply and timestamps optional). */
export type ReviewInsert = typeof reviews.$inferInsert;

const carName = { brand: cars.brand, model: cars.model };

/** The booking a review is about, with its car's name; undefined when unknown. */
export async function findBookingToReview(tx: Db, bookingId: string) {
  const [row] = await tx
    .select({
      id: bookings.id,
      carId: bookings.carId,
      renterId: bookings.renterId,
      ownerId: bookings.ownerId,
      status: bookings.status,
      car: carName,
    })
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .where(eq(bookings.id, bookingId));
  return row;
}

/** Inserts a review. 409 REVIEW_MSG.alreadyReviewed when the booking already has one. */
export async function insertReview(tx: Db, values: ReviewInsert): Promise<ReviewRow> {
  const [row] = await refuseViolations(() => tx.insert(reviews).values(values).returning(), {
    unique: { reviews_booking_key: () => conflict(REVIEW_MSG.alreadyReviewed) },
  });
  return row!;
}

/** Adds one review of `rating` stars to the car's maintained count and sum, in one UPDATE. */
export async function addToCarRating(tx: Db, carId: string, rating: number): Promise<void> {
  await tx
    .update(cars)
    .set({
      reviewCount: sql`${cars.reviewCount} + 1`,
      ratingSum: sql`${cars.ratingSum} + ${rating}`,
    })
    .where(eq(cars.id, carId));
}

/** A review with its car's name, for explaining a refused reply; undefined when unknown. */
export async function findReview(db: Db, id: string) {
  const [row] = await db
    .select({ review: reviews, car: carName })
    .from(reviews)
    .innerJoin(cars, eq(cars.id, reviews.carId))
    .where(eq(reviews.id, id));
  return row;
}

/**
 * Sets (`mode` 'create': only while there is none) or replaces (`mode` 'edit': only when one
 * exists) the owner's reply, in one statement guarded by the owner and the reply's presence,
 * so two racing first replies cannot both apply. Returns the row, or undefined when nothing
 * matched (the caller explains why).
 */
export async function setReplyIf(
  tx: Db,
  id: string,
  ownerId: string,
  mode: "create" | "edit",
  text: string,
  now: Date,
): Promise<ReviewRow | undefined> {
  const state = mode === "create" ? isNull(reviews.replyText) : isNotNull(reviews.replyText);
  const [row] = await tx
    .update(reviews)
    .set({ replyText: text, repliedAt: now, updatedAt: now })
    .where(and(eq(reviews.id, id), eq(reviews.ownerId, ownerId), state))
    .returning();
  return row;
}

/** The car when the public may see it (shown, not deleted), with its review aggregates. */
export async function findPublicCarRating(db: Db, carId: string) {
  const [car] = await db
    .select({ reviewCount: cars.reviewCount, ratingSum: cars.ratingSum })
    .from(cars)
    .where(and(eq(cars.id, carId), eq(cars.isAvailable, true), isNull(cars.deletedAt)));
  return car;
}

/** Reviews matching `where` with booking, reviewer and car, newest first. */
function reviewsWith(db: Db, where: SQL) {
  return db
    .select({
      review: reviews,
      booking: {
        id: bookings.id,
        pickupDate: bookings.pickupDate,
        returnDate: bookings.returnDate,
      },
      user: { name: users.name, image: users.image },
      car: { id: cars.id, image: cars.image, brand: cars.brand, model: cars.model },
    })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .innerJoin(users, eq(users.id, reviews.renterId))
    .innerJoin(cars, eq(cars.id, reviews.carId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/** One row of reviewsWith. */
export type ReviewWith = Awaited<ReturnType<typeof reviewsWith>>[number];

/** The reviews of one car, newest first. */
export const carReviews = (db: Db, carId: string) => reviewsWith(db, eq(reviews.carId, carId));

/** The reviews a renter wrote, newest first. */
export const renterReviews = (db: Db, renterId: string) =>
  reviewsWith(db, eq(reviews.renterId, renterId));

/** The reviews of an owner's cars, newest first. */
export const ownerReviews = (db: Db, ownerId: string) =>
  reviewsWith(db, eq(reviews.ownerId, ownerId));
