/**
 * Transaction-scoped advisory locks: repositories use them to serialise work on one key (an
 * e-mail address) that no row exists for yet, such as a sign-up or a code request.
 */
import { sql } from "drizzle-orm";
import type { Db } from "./client.js";

/**
 * Waits for, then holds until the transaction ends, the advisory lock of `key` (hashed to
 * PostgreSQL's 32-bit lock space; a rare collision only serialises two unrelated keys).
 * `tx` must be a transaction: outside one the lock would be released at once.
 */
export async function lockKeyForTransaction(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
