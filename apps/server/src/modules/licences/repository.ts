/**
 * All SQL of driving licences (issue 29 item 2): one driving_licences row per account (user_id
 * primary key), its number kept as a keyed hash (unique index driving_licences_number_hash_key:
 * one licence, one account), its last four and state code. Read by the licences service, the
 * bookings service (the booking rules, inside the booking's transaction) and account erasure.
 */

import { LICENCE_MSG } from "@gaadi/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { refuseViolations } from "../../db/errors.js";
import { drivingLicences } from "../../db/schema.js";
import { conflict } from "../../lib/errors.js";

export type LicenceRow = typeof drivingLicences.$inferSelect;

/** The columns a renter's submission writes. */
export interface LicenceSubmission {
  numberHash: string;
  numberLast4: string;
  stateCode: string;
  dateOfBirth: string;
  validUntil: string;
  photo: string;
}

/** The user's licence row, or undefined; with `lock`, FOR UPDATE to the end of the transaction. */
export async function findLicence(
  db: Db,
  userId: string,
  lock = false,
): Promise<LicenceRow | undefined> {
  const query = db.select().from(drivingLicences).where(eq(drivingLicences.userId, userId));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/**
 * Writes the user's licence as submitted now: inserted, or replacing their row; either way
 * status 'pending', no rejection reason, no review, submitted_at = `now`. 409
 * LICENCE_MSG.duplicate when another account holds the same number (the unique index decides).
 */
export async function saveSubmission(
  db: Db,
  userId: string,
  values: LicenceSubmission,
  now: Date,
): Promise<LicenceRow> {
  const fresh = {
    ...values,
    status: "pending" as const,
    rejectionReason: "",
    reviewedBy: null,
    reviewedAt: null,
    submittedAt: now,
    updatedAt: now,
  };
  const [row] = await refuseViolations(
    () =>
      db
        .insert(drivingLicences)
        .values({ userId, ...fresh, createdAt: now })
        .onConflictDoUpdate({ target: drivingLicences.userId, set: fresh })
        .returning(),
    { unique: { driving_licences_number_hash_key: () => conflict(LICENCE_MSG.duplicate) } },
  );
  return row!;
}

/** Deletes the user's licence (account erasure); returns its photo key, or undefined. */
export async function deleteLicence(tx: Db, userId: string): Promise<string | undefined> {
  const [row] = await tx
    .delete(drivingLicences)
    .where(eq(drivingLicences.userId, userId))
    .returning({ photo: drivingLicences.photo });
  return row?.photo;
}

/** What the booking rules read of a renter's licence, or undefined without one. */
export async function bookingFacts(db: Db, userId: string) {
  const [row] = await db
    .select({
      status: drivingLicences.status,
      validUntil: drivingLicences.validUntil,
      dateOfBirth: drivingLicences.dateOfBirth,
    })
    .from(drivingLicences)
    .where(eq(drivingLicences.userId, userId));
  return row;
}
