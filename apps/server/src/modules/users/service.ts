/**
 * Accounts (server-rules.md section 7): register with a verified address, login with one
 * failure message for a wrong address or password, reset the password (which ends every
 * other session). Passwords are stored only as argon2id hashes.
 */

import { MSG, type SessionUser } from "@gaadi/shared";
import { hash, verify } from "@node-rs/argon2";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { type UserRow, users } from "../../db/schema.js";
import { conflict, notFound, unauthorized } from "../../lib/errors.js";
import { spendVerification } from "../otp/service.js";

// A real hash to verify against when the address is unknown, so both failures take as long.
const dummyHash = hash("not-a-real-password-0000");

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function toSessionUser(u: UserRow): SessionUser {
  return {
    _id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    image: u.image,
    createdAt: u.createdAt.toISOString(),
  };
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/** Creates the account and returns a session token. 400 bad token, 409 address taken. */
export async function register(
  app: FastifyInstance,
  input: { name: string; email: string; password: string; verificationToken: string },
): Promise<string> {
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await app.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`user:${input.email}`}))`);
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, input.email))
        .limit(1);
      if (existing) throw conflict(MSG.accountExists);
      await spendVerification(app, tx, input.verificationToken, input.email);
      const [row] = await tx
        .insert(users)
        .values({ name: input.name, email: input.email, passwordHash })
        .returning();
      return row!;
    });
    return app.tokens.signSession({ userId: user.id, sessionVersion: user.sessionVersion });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MSG.accountExists);
    throw err;
  }
}

/** Returns a session token, or 401 MSG.badCredentials for any mismatch. */
export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<string> {
  const [user] = await app.db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  const ok = user
    ? await verify(user.passwordHash, password).catch(() => false)
    : await verify(await dummyHash, password).then(() => false);
  if (!user || !ok) throw unauthorized(MSG.badCredentials);
  return app.tokens.signSession({ userId: user.id, sessionVersion: user.sessionVersion });
}

/** Sets a new password and ends every session. 400 bad token, 404 no account. */
export async function resetPassword(
  app: FastifyInstance,
  input: { email: string; newPassword: string; verificationToken: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.newPassword);
  await app.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, input.email), isNull(users.deletedAt)))
      .limit(1);
    if (!user) throw notFound(MSG.noAccount);
    await spendVerification(app, tx, input.verificationToken, input.email);
    await tx
      .update(users)
      .set({
        passwordHash,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
  });
}

export async function findSessionUser(app: FastifyInstance, id: string): Promise<SessionUser> {
  const [user] = await app.db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  if (!user) throw notFound(MSG.noAccount);
  return toSessionUser(user);
}
