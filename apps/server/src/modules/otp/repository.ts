/**
 * Drizzle queries of the otp module (table otp_codes: only the HMAC of each code is kept).
 * Each takes a `Db` (a transaction satisfies it); addresses arrive lower-cased.
 */
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { lockKeyForTransaction } from "../../db/locks.js";
import { otpCodes } from "../../db/schema.js";

export type OtpCodeRow = typeof otpCodes.$inferSelect;

/**
 * Holds, to the end of transaction `tx`, the lock serialising code requests and checks of
 * `email`, so two concurrent requests cannot both pass the resend gap or the try limit.
 */
export function lockAddress(tx: Db, email: string): Promise<void> {
  return lockKeyForTransaction(tx, `otp:${email}`);
}

/** The newest code sent to `email`, or undefined. */
export async function latestCode(db: Db, email: string): Promise<OtpCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(eq(otpCodes.email, email))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row;
}

/** Stores a code's HMAC; returns the new row's id. */
export async function insertCode(
  db: Db,
  values: { email: string; codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<string> {
  const [row] = await db.insert(otpCodes).values(values).returning({ id: otpCodes.id });
  return row!.id;
}

export async function deleteCode(db: Db, id: string): Promise<void> {
  await db.delete(otpCodes).where(eq(otpCodes.id, id));
}

/** Records the wrong tries made so far against code `id`. */
export async function setAttempts(db: Db, id: string, attempts: number): Promise<void> {
  await db.update(otpCodes).set({ attempts }).where(eq(otpCodes.id, id));
}

export async function markVerified(db: Db, id: string, at: Date): Promise<void> {
  await db.update(otpCodes).set({ verifiedAt: at }).where(eq(otpCodes.id, id));
}

/**
 * Marks the verificationToken of code `id` (sent to `email`) spent, in one statement, so it
 * is spent at most once. False when no such unspent code exists.
 */
export async function spendToken(db: Db, id: string, email: string, at: Date): Promise<boolean> {
  const spent = await db
    .update(otpCodes)
    .set({ tokenUsedAt: at })
    .where(and(eq(otpCodes.id, id), eq(otpCodes.email, email), isNull(otpCodes.tokenUsedAt)))
    .returning({ id: otpCodes.id });
  return spent.length > 0;
}
