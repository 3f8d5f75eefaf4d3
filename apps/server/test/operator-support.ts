/**
 * Shortcuts for the operator tests (issue 29; not imported by the app): an operator account,
 * a driving licence row with its photo file inserted straight into the table and the private
 * folder (the renter's licence API is another module's), and the audit rows of the log.
 */
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { drivingLicences, operatorActions, users } from "../src/db/schema.js";
import { createPrivateFiles } from "../src/lib/storage/private-files.js";
import { createUser, type TestUser } from "./helpers.js";

/** A live account with the operator flag, signed in. */
export async function createOperator(
  app: FastifyInstance,
  opts: { name?: string } = {},
): Promise<TestUser> {
  const user = await createUser(app, { name: opts.name ?? "Operator Oja" });
  await app.db.update(users).set({ isOperator: true }).where(eq(users.id, user.id));
  return user;
}

/** The bytes every test licence photo holds (a tiny real webp is not needed: served as is). */
export const LICENCE_PHOTO = Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBPVP8 licence-photo");

/**
 * Inserts a licence of `userId` (pending unless said) and stores its photo under
 * 'licences/<uuid>.webp' in the private folder; returns the row.
 */
export async function insertLicence(
  app: FastifyInstance,
  userId: string,
  overrides: Partial<typeof drivingLicences.$inferInsert> = {},
) {
  const photo = `licences/${randomUUID()}.webp`;
  await createPrivateFiles(app.config.privateUploadsDir).put(photo, LICENCE_PHOTO);
  const [row] = await app.db
    .insert(drivingLicences)
    .values({
      userId,
      numberHash: randomUUID(),
      numberLast4: "4567",
      stateCode: "MH",
      dateOfBirth: "1995-06-15",
      validUntil: "2040-06-14",
      photo,
      ...overrides,
    })
    .returning();
  return row!;
}

/** How many audit rows there are. */
export async function auditCount(app: FastifyInstance): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(operatorActions);
  return row!.n;
}
