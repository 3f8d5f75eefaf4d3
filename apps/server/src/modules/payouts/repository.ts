/**
 * All SQL of owner payout accounts (issue 28 item 5, decision 026): one payout_accounts row
 * per owner (unique owner_id), written step by step as Razorpay answers.
 */
import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { type PayoutAccountRow, payoutAccounts, users } from "../../db/schema.js";

export type { PayoutAccountRow };
export type PayoutAccountInsert = typeof payoutAccounts.$inferInsert;
/** The columns onboarding writes as it goes. */
export type PayoutAccountUpdate = Partial<
  Pick<
    PayoutAccountRow,
    | "legalName"
    | "phone"
    | "panLast4"
    | "ifsc"
    | "accountLast4"
    | "beneficiaryName"
    | "razorpayAccountId"
    | "razorpayStakeholderId"
    | "razorpayProductId"
    | "settlementsSentAt"
    | "status"
    | "checkedAt"
  >
>;

export async function findByOwner(db: Db, ownerId: string): Promise<PayoutAccountRow | undefined> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.ownerId, ownerId));
  return row;
}

/**
 * Inserts the owner's row, or leaves an existing one alone (unique owner_id: two requests at
 * once make one row). Returns the row as it now stands.
 */
export async function insertOrFind(db: Db, values: PayoutAccountInsert): Promise<PayoutAccountRow> {
  await db.insert(payoutAccounts).values(values).onConflictDoNothing({
    target: payoutAccounts.ownerId,
  });
  const row = await findByOwner(db, values.ownerId);
  if (!row) throw new Error("payout account row vanished after insert");
  return row;
}

export async function updateAccount(
  db: Db,
  id: string,
  values: PayoutAccountUpdate,
): Promise<PayoutAccountRow> {
  const [row] = await db
    .update(payoutAccounts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(payoutAccounts.id, id))
    .returning();
  if (!row) throw new Error(`payout account ${id} vanished`);
  return row;
}

/**
 * Takes the set-up lease of row `id` until `until` if no other request holds it (one atomic
 * UPDATE): true when taken. A crashed request's lease lapses at its end.
 */
export async function takeSetupLease(db: Db, id: string, now: Date, until: Date): Promise<boolean> {
  const rows = await db
    .update(payoutAccounts)
    .set({ setupLeaseUntil: until })
    .where(
      and(
        eq(payoutAccounts.id, id),
        or(isNull(payoutAccounts.setupLeaseUntil), lte(payoutAccounts.setupLeaseUntil, now)),
      ),
    )
    .returning({ id: payoutAccounts.id });
  return rows.length === 1;
}

export async function releaseSetupLease(db: Db, id: string): Promise<void> {
  await db.update(payoutAccounts).set({ setupLeaseUntil: null }).where(eq(payoutAccounts.id, id));
}

/** True when the owner finished onboarding (settlements sent), whatever Razorpay's status. */
export async function hasCompletedAccount(db: Db, ownerId: string): Promise<boolean> {
  const row = await findByOwner(db, ownerId);
  return row?.settlementsSentAt != null;
}

export async function ownerEmail(db: Db, ownerId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, ownerId));
  return row?.email;
}
