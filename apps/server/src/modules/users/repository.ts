/**
 * Drizzle queries of the users module. Each takes a `Db` (a transaction satisfies it).
 * E-mail addresses arrive lower-cased (the shared emailField); "live" means not erased
 * (deleted_at is null). The unique index users_email_key covers erased accounts too.
 */
import { MSG, type UserRole } from "@gaadi/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { refuseViolations } from "../../db/errors.js";
import { lockKeyForTransaction } from "../../db/locks.js";
import { type UserRow, users } from "../../db/schema.js";
import { conflict } from "../../lib/errors.js";

export type { UserRow };

/** What `authenticate` needs to accept a session token and describe its user. */
export interface SessionRecord {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  /** Compared with the token's; bumped by a password reset. */
  sessionVersion: number;
}

/** Holds, to the end of transaction `tx`, the lock serialising sign-ups of `email`. */
export function lockEmail(tx: Db, email: string): Promise<void> {
  return lockKeyForTransaction(tx, `user:${email}`);
}

/** True when any account, erased ones included, has `email`. */
export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row !== undefined;
}

/** The live account with this id (a UUID) or e-mail, or undefined. */
export async function findLiveUser(
  db: Db,
  by: { id: string } | { email: string },
): Promise<UserRow | undefined> {
  const match = "id" in by ? eq(users.id, by.id) : eq(users.email, by.email);
  const [row] = await db
    .select()
    .from(users)
    .where(and(match, isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** The session fields of the live account `id` (a UUID), or undefined. */
export async function findSessionRecord(db: Db, id: string): Promise<SessionRecord | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      sessionVersion: users.sessionVersion,
    })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** Inserts an account (role user). 409 MSG.accountExists when the address is taken. */
export async function insertUser(
  db: Db,
  values: { name: string; email: string; passwordHash: string },
): Promise<UserRow> {
  const [row] = await refuseViolations(() => db.insert(users).values(values).returning(), {
    unique: { users_email_key: () => conflict(MSG.accountExists) },
  });
  return row!;
}

/** Replaces the password hash and bumps the session version, ending every session. */
export async function setPasswordEndingSessions(
  db: Db,
  id: string,
  passwordHash: string,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Makes user `id` an owner in one statement. False when it already was one (or is unknown). */
export async function promoteToOwner(db: Db, id: string): Promise<boolean> {
  const changed = await db
    .update(users)
    .set({ role: "owner", updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.role, "user")))
    .returning({ id: users.id });
  return changed.length > 0;
}

/**
 * The profile photo URL of the live account `id`, its row locked to the end of transaction
 * `tx` (so two uploads replace one another in turn); undefined when there is no such account.
 */
export async function lockImage(tx: Db, id: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ image: users.image })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for("update")
    .limit(1);
  return row?.image;
}

/** Sets the profile photo URL of account `id` ('' means none). */
export async function setImage(db: Db, id: string, image: string): Promise<void> {
  await db.update(users).set({ image, updatedAt: new Date() }).where(eq(users.id, id));
}
