/**
 * Queries of the idempotency keys (issue 25, decision 018; table idempotency_keys). Times
 * are the caller's clock (app.now), so a test that moves the clock expires keys and leases.
 * Only plugins/app/idempotency.ts calls these.
 */
import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { idempotencyKeys } from "../../db/schema.js";

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

export interface Claim {
  userId: string;
  key: string;
  fingerprint: string;
  /** This request's id for the key (a random UUID). */
  claim: string;
  now: Date;
  /** Keys created before this instant are expired, free for a new request. */
  expiredBefore: Date;
  /** The end of this request's lease. */
  lockedUntil: Date;
}

/**
 * Takes the key for this request in one atomic statement: inserts it, or takes over a row
 * that is expired or whose holder's lease ran out without an answer (a crashed server).
 * True when this request now holds the key; false when another request holds or answered
 * it (read it with findKey).
 */
export async function claimKey(db: Db, c: Claim): Promise<boolean> {
  const t = idempotencyKeys;
  const rows = await db
    .insert(t)
    .values({
      userId: c.userId,
      key: c.key,
      fingerprint: c.fingerprint,
      claim: c.claim,
      lockedUntil: c.lockedUntil,
      createdAt: c.now,
    })
    .onConflictDoUpdate({
      target: [t.userId, t.key],
      set: {
        fingerprint: sql`excluded.fingerprint`,
        claim: sql`excluded.claim`,
        lockedUntil: sql`excluded.locked_until`,
        createdAt: sql`excluded.created_at`,
        responseStatus: null,
        responseType: null,
        responseBody: null,
      },
      setWhere: sql`${t.createdAt} < ${c.expiredBefore.toISOString()}::timestamptz
        or (${t.responseStatus} is null and ${t.lockedUntil} <= ${c.now.toISOString()}::timestamptz)`,
    })
    .returning({ claim: t.claim });
  return rows[0]?.claim === c.claim;
}

/** The key's row, or undefined when there is none (purged, or freed by a 5xx). */
export async function findKey(
  db: Db,
  userId: string,
  key: string,
): Promise<IdempotencyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row;
}

/** Stores the answer of the request holding `claim`; nothing if another took the key over. */
export async function storeAnswer(
  db: Db,
  held: { userId: string; key: string; claim: string },
  answer: { status: number; type: string | null; body: string },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({
      responseStatus: answer.status,
      responseType: answer.type,
      responseBody: answer.body,
      lockedUntil: null,
    })
    .where(heldBy(held));
}

/** Frees the key of the request holding `claim` (its answer was a 5xx: the client may retry). */
export async function releaseKey(
  db: Db,
  held: { userId: string; key: string; claim: string },
): Promise<void> {
  await db.delete(idempotencyKeys).where(heldBy(held));
}

const heldBy = (held: { userId: string; key: string; claim: string }) =>
  and(
    eq(idempotencyKeys.userId, held.userId),
    eq(idempotencyKeys.key, held.key),
    eq(idempotencyKeys.claim, held.claim),
    isNull(idempotencyKeys.responseStatus),
  );

/**
 * Deletes up to `limit` keys created before `expiredBefore`, oldest first (the created_at
 * index), skipping rows another purge or claim has locked. Returns how many went.
 */
export async function purgeExpiredKeys(db: Db, expiredBefore: Date, limit = 100): Promise<number> {
  const t = idempotencyKeys;
  const oldest = db
    .select({ userId: t.userId, key: t.key })
    .from(t)
    .where(lt(t.createdAt, expiredBefore))
    .orderBy(t.createdAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  const gone = await db
    .delete(t)
    .where(inArray(sql`(${t.userId}, ${t.key})`, oldest))
    .returning({ key: t.key });
  return gone.length;
}
