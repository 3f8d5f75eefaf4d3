/**
 * Drizzle queries of the demo loader (load.ts): it writes users, cars, bookings and
 * notifications straight into their tables, in one transaction the loader opens. Each
 * function takes a `Db` (a transaction satisfies it).
 */
import { count, inArray } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { bookings, cars, notifications, users } from "../db/schema.js";

export type NewUser = typeof users.$inferInsert;
export type NewCar = typeof cars.$inferInsert;
export type NewBooking = typeof bookings.$inferInsert;

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

/** Inserts the cars; returns each one's id, owner and price (whole rupees a day) in order. */
export function insertCars(
  db: Db,
  values: NewCar[],
): Promise<{ id: string; ownerId: string; pricePerDay: number }[]> {
  return db
    .insert(cars)
    .values(values)
    .returning({ id: cars.id, ownerId: cars.ownerId, pricePerDay: cars.pricePerDay });
}

/** Inserts the bookings; returns their ids in input order. */
export function insertBookings(db: Db, values: NewBooking[]): Promise<{ id: string }[]> {
  return db.insert(bookings).values(values).returning({ id: bookings.id });
}

/** Inserts the demo notifications straight (no mail: they describe the demo's past). */
export async function insertDemoNotifications(
  db: Db,
  values: (typeof notifications.$inferInsert)[],
): Promise<void> {
  if (values.length > 0) await db.insert(notifications).values(values);
}
